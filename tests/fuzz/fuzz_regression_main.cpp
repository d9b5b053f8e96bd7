// Replays every file of the folders given on the command line (and the seed folder built in)
// through a fuzz target's entry point, built with the normal compiler: a crash or an invariant
// violation found once stays fixed. Exit status 0 = all inputs passed.
#include <QDirIterator>
#include <QFile>
#include <QStringList>

#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(int argc, char **argv)
{
    QStringList roots{QStringLiteral(CAPSTUDIO_FUZZ_SEEDS_DIR)};
    for (int i = 1; i < argc; ++i)
        roots.append(QString::fromLocal8Bit(argv[i]));
    int files = 0;
    for (const QString &root : roots) {
        QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly)) {
                std::fprintf(stderr, "cannot read %s\n", qPrintable(path));
                return 1;
            }
            const QByteArray data = file.readAll();
            LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(data.constData()), size_t(data.size()));
            ++files;
        }
    }
    std::printf("replayed %d inputs\n", files);
    if (files < 3) {
        std::fprintf(stderr, "too few inputs found\n");
        return 1;
    }
    return 0;
}

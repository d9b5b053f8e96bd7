// Replays the fuzz seeds and every YAML file of the flowgate corpus through the fuzz
// target's entry point, built with the normal compiler: a crash or an invariant violation
// found once stays fixed. Exit status 0 = all inputs passed.

#include <QDirIterator>
#include <QFile>
#include <QStringList>

#include <cstdint>
#include <cstdio>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main()
{
    const QStringList roots = {
        QStringLiteral(CAPSTUDIO_YAML_FUZZ_SEEDS_DIR),
        QStringLiteral(CAPSTUDIO_CORPUS_DIR "/flowgate/cognitive-architectures"),
        QStringLiteral(CAPSTUDIO_CORPUS_DIR "/flowgate/invalid"),
    };
    int files = 0;
    for (const QString &root : roots) {
        const bool seeds = root == QStringLiteral(CAPSTUDIO_YAML_FUZZ_SEEDS_DIR);
        QDirIterator it(root, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString path = it.next();
            if (!seeds && !path.endsWith(QStringLiteral(".yaml")))
                continue;
            QFile file(path);
            if (!file.open(QIODevice::ReadOnly)) {
                std::fprintf(stderr, "cannot read %s\n", qPrintable(path));
                return 1;
            }
            const QByteArray data = file.readAll();
            LLVMFuzzerTestOneInput(reinterpret_cast<const uint8_t *>(data.constData()),
                                   size_t(data.size()));
            ++files;
        }
    }
    std::printf("replayed %d inputs\n", files);
    if (files == 0) {
        std::fprintf(stderr, "no inputs found\n");
        return 1;
    }
    return 0;
}

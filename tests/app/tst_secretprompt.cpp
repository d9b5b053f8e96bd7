// askSecret(): the prompt names the profile and its account, says why it asks, refuses an
// API key of the wrong shape, and returns nothing when cancelled.
#include "secretprompt.h"

#include <QApplication>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTest>
#include <QTimer>

using namespace capstudio;

namespace {

QDialog *openPrompt()
{
    for (QWidget *widget : QApplication::topLevelWidgets()) {
        if (widget->objectName() == QLatin1String("secretPrompt") && widget->isVisible())
            return qobject_cast<QDialog *>(widget);
    }
    return nullptr;
}

// Runs `steps` on the prompt once it is shown; rejects it if it never shows the expected state.
void whenShown(const std::function<void(QDialog &)> &steps)
{
    QTimer::singleShot(0, [steps] {
        QDialog *dialog = nullptr;
        (void)QTest::qWaitFor([&dialog] { return (dialog = openPrompt()) != nullptr; }, 5000);
        if (!dialog)
            return;
        steps(*dialog);
        if (dialog->isVisible())
            dialog->reject();
    });
}

ConnectionProfile sunrise()
{
    ConnectionProfile profile;
    profile.name = QStringLiteral("Production");
    profile.kind = ConnectionProfile::Kind::Sunrise;
    profile.serverUrl = QUrl(QStringLiteral("https://sunrise.example.com"));
    return profile;
}

} // namespace

class tst_SecretPrompt : public QObject
{
    Q_OBJECT

private slots:
    void passwordTyped();
    void apiKeyMustLookLikeOne();
    void cancelled();
};

void tst_SecretPrompt::passwordTyped()
{
    ConnectionProfile profile;
    profile.name = QStringLiteral("Team");
    profile.kind = ConnectionProfile::Kind::PostgreSql;
    profile.host = QStringLiteral("db.example.com");
    profile.database = QStringLiteral("sunrise");
    profile.user = QStringLiteral("admin");

    QString heading;
    whenShown([&heading](QDialog &dialog) {
        for (QLabel *label : dialog.findChildren<QLabel *>())
            heading += label->text() + QLatin1Char('\n');
        auto *ok = qobject_cast<QDialogButtonBox *>(dialog.findChild<QDialogButtonBox *>())->button(QDialogButtonBox::Ok);
        auto *secret = dialog.findChild<QLineEdit *>(QStringLiteral("secret"));
        if (ok->isEnabled() || secret->echoMode() != QLineEdit::Password)
            return;
        QTest::keyClicks(secret, QStringLiteral(" pass word "));
        if (const QString dir = qEnvironmentVariable("CAPSTUDIO_SCREENSHOT_DIR"); !dir.isEmpty()) {
            QDir().mkpath(dir);
            dialog.grab().save(QDir(dir).filePath(QStringLiteral("secretprompt.png")));
        }
        QTest::keyClick(secret, Qt::Key_Return);
    });
    const std::optional<QString> answer = askSecret(nullptr, profile, QStringLiteral("No keychain service is running."));
    QVERIFY(answer.has_value());
    QCOMPARE(*answer, QStringLiteral(" pass word ")); // passwords are taken exactly
    QVERIFY2(heading.contains(QStringLiteral("“Team” (admin@db.example.com:5432)")), qPrintable(heading));
    QVERIFY(heading.contains(QLatin1String("No keychain service is running.")));
}

void tst_SecretPrompt::apiKeyMustLookLikeOne()
{
    bool refused = false;
    whenShown([&refused](QDialog &dialog) {
        auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        auto *secret = dialog.findChild<QLineEdit *>(QStringLiteral("secret"));
        auto *problem = dialog.findChild<QLabel *>(QStringLiteral("problem"));
        QTest::keyClicks(secret, QStringLiteral("sk_123"));
        refused = !ok->isEnabled() && problem->isVisible();
        QTest::keyClick(secret, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClicks(secret, QStringLiteral("sk_") + QStringLiteral("ab").repeated(32) + QLatin1Char(' ')); // pasted with a space
        QTest::mouseClick(ok, Qt::LeftButton);
    });
    const std::optional<QString> answer = askSecret(nullptr, sunrise(), QString());
    QVERIFY(refused);
    QVERIFY(answer.has_value());
    QCOMPARE(*answer, QStringLiteral("sk_") + QStringLiteral("ab").repeated(32));
}

void tst_SecretPrompt::cancelled()
{
    whenShown([](QDialog &dialog) {
        QTest::keyClicks(dialog.findChild<QLineEdit *>(QStringLiteral("secret")), QStringLiteral("typed"));
        QTest::keyClick(&dialog, Qt::Key_Escape);
    });
    QVERIFY(!askSecret(nullptr, sunrise(), QString()).has_value());
}

QTEST_MAIN(tst_SecretPrompt)
#include "tst_secretprompt.moc"

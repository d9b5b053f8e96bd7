#pragma once

#include "remote/connectionprofile.h"

#include <QString>
#include <optional>

class QWidget;

namespace capstudio {

// Asks for the password (PostgreSQL) or API key (Sunrise) of `profile` in a small modal
// dialog that names the profile and where it points; `reason` says why it is asked (no
// keychain service, nothing stored, the stored one was refused …) and may be empty.
// Returns std::nullopt when the person cancels. The answer is not stored anywhere.
std::optional<QString> askSecret(QWidget *parent, const ConnectionProfile &profile, const QString &reason);

} // namespace capstudio

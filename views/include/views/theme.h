#pragma once

#include <QPalette>
#include <QString>

namespace capstudio {

// View ▸ Theme: the desktop's own style and palette, or Fusion light or dark.
enum class Theme { System, Light, Dark };

// The key kept in the settings ("system", "light", "dark") and back; an unknown key is System.
QString themeKey(Theme theme);
Theme themeFromKey(const QString &key);

// Fusion's dark palette as capstudio paints it: every role of every colour group set, so
// nothing falls back to a light system colour.
QPalette darkPalette();

// Sets the application's style and palette. System restores the style the application
// started with and the platform's palette.
void applyTheme(Theme theme);

} // namespace capstudio

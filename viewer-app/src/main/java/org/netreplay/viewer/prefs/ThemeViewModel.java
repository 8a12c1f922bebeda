package org.netreplay.viewer.prefs;

import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableBooleanValue;

/**
 * The chosen {@link Theme}, remembered: the window applies its stylesheet, canvases pick their palette from
 * {@link #darkProperty()}. Thread safety: FX thread only.
 */
public final class ThemeViewModel {
    private final ObjectProperty<Theme> theme = new SimpleObjectProperty<>(this, "theme", Theme.DARK);
    private final javafx.beans.binding.BooleanBinding dark =
            javafx.beans.binding.Bindings.createBooleanBinding(() -> theme.get().isDark(), theme);

    /** @param preferences where the theme is remembered, or null (tests) */
    public ThemeViewModel(ComfortPreferences preferences) {
        if (preferences != null) {
            theme.set(preferences.theme());
            theme.addListener((obs, old, now) -> preferences.setTheme(now));
        }
    }

    /** @return the theme (never null; setting null is treated as dark) */
    public ObjectProperty<Theme> themeProperty() {
        return theme;
    }

    /** @return true while the dark theme is chosen */
    public ObservableBooleanValue darkProperty() {
        return dark;
    }

    /** Switches between dark and light. */
    public void toggle() {
        theme.set(theme.get() == Theme.DARK ? Theme.LIGHT : Theme.DARK);
    }
}

package org.netreplay.viewer.common;

import java.util.List;
import javafx.scene.text.Font;
import javafx.scene.text.Text;

/** The monospace font of the log view: the first installed of a few well-known coding fonts. */
public final class Fonts {
    private static final List<String> PREFERRED = List.of("JetBrains Mono", "Cascadia Mono", "Fira Mono",
            "DejaVu Sans Mono", "Noto Sans Mono", "Consolas", "Menlo", "Liberation Mono", "Monospaced");
    private static String family;

    private Fonts() {
    }

    /** @return the chosen monospace family name (needs the JavaFX toolkit) */
    public static synchronized String monospaceFamily() {
        if (family == null) {
            List<String> installed = Font.getFamilies();
            family = PREFERRED.stream().filter(installed::contains).findFirst().orElse("Monospaced");
        }
        return family;
    }

    /** @return the monospace font at {@code size} points */
    public static Font monospace(double size) {
        return Font.font(monospaceFamily(), size);
    }

    /** @return the width in pixels of one character of {@code font} (the font must be monospace) */
    public static double charWidth(Font font) {
        Text probe = new Text("0000000000");
        probe.setFont(font);
        return probe.getLayoutBounds().getWidth() / 10;
    }
}

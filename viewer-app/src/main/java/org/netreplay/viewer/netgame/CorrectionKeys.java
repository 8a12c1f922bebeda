package org.netreplay.viewer.netgame;

import javafx.scene.Scene;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The corrections' keys, beside the timeline's F7 (desync) and F8 (event): F9 / Shift+F9 next / previous correction
 * that moved a player (or differs from the status rows), Ctrl+F9 / Ctrl+Shift+F9 only those of
 * {@value CorrectionLanes#LARGE_PX} px or more. A scene filter, so a list or tree with the focus does not swallow
 * them.
 */
public final class CorrectionKeys {
    private CorrectionKeys() {
    }

    /** Adds the keys to {@code scene}. */
    public static void install(Scene scene, CorrectionsViewModel corrections) {
        scene.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() != KeyCode.F9 || event.isAltDown() || event.isMetaDown()) {
                return;
            }
            boolean large = event.isShortcutDown() || event.isControlDown();
            if (event.isShiftDown()) {
                corrections.previous(large);
            } else {
                corrections.next(large);
            }
            event.consume();
        });
    }
}

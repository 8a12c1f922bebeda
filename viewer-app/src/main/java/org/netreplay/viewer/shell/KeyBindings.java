package org.netreplay.viewer.shell;

import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import org.netreplay.viewer.filter.FilterViewModel;

/**
 * The game log viewer's toggle keys, active whenever no text field has the focus: the type letters
 * (B X P K D C T N O, from the registry) toggle their types and the digits 0-7 (also on the number pad) toggle
 * players. Esc cancels a running open; F2 / Shift+F2 go to the next / previous mark. Movement keys live in the log
 * list; Ctrl shortcuts are menu accelerators.
 */
final class KeyBindings {
    private KeyBindings() {
    }

    /**
     * Adds the toggle keys to {@code scene}, and F2 / Shift+F2 for the next / previous mark: a list view takes F2 for
     * editing before a menu accelerator sees it, so the scene handles it first.
     */
    static void install(Scene scene, FilterViewModel filter, java.util.function.BooleanSupplier cancelOpen,
                        Runnable nextMark, Runnable previousMark) {
        scene.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == KeyCode.ESCAPE && cancelOpen.getAsBoolean()) {
                event.consume();
                return;
            }
            if (event.getCode() == KeyCode.F2 && !(scene.getFocusOwner() instanceof TextInputControl)) {
                (event.isShiftDown() ? previousMark : nextMark).run();
                event.consume();
                return;
            }
            Node focus = scene.getFocusOwner();
            if (focus instanceof TextInputControl || event.isShortcutDown() || event.isControlDown()
                    || event.isAltDown() || event.isMetaDown()) {
                return;
            }
            KeyCode code = event.getCode();
            int player = playerOf(code);
            if (player >= 0) {
                filter.togglePlayer(player);
                event.consume();
            } else if (code.isLetterKey() && filter.toggleTypeKey(code.getName().charAt(0))) {
                event.consume();
            }
        });
    }

    /**
     * Adds the desync timeline's keys: F7 / Shift+F7 next / previous desync, F8 / Shift+F8 next / previous session
     * event (server and client rewinds, jumps, late cdats, rejected difs, corrections). A scene filter, so a list or
     * tree with the focus does not swallow them.
     */
    static void installTimelineKeys(Scene scene, org.netreplay.viewer.timeline.TimelineViewModel timeline) {
        scene.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (event.isControlDown() || event.isAltDown() || event.isMetaDown() || event.isShortcutDown()) {
                return;
            }
            if (event.getCode() == KeyCode.F7) {
                if (event.isShiftDown()) {
                    timeline.previousDesync();
                } else {
                    timeline.nextDesync();
                }
                event.consume();
            } else if (event.getCode() == KeyCode.F8) {
                if (event.isShiftDown()) {
                    timeline.previousEvent();
                } else {
                    timeline.nextEvent();
                }
                event.consume();
            }
        });
    }

    private static int playerOf(KeyCode code) {
        if (code.isDigitKey()) {
            String name = code.getName();
            char digit = name.charAt(name.length() - 1);
            if (digit >= '0' && digit <= '7') {
                return digit - '0';
            }
        }
        return -1;
    }
}

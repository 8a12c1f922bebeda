package org.netreplay.viewer.replay;

import java.util.function.BooleanSupplier;
import javafx.scene.Scene;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;

/**
 * The replay page's keys, active while the page is shown and the focus is on the replay canvas, a log list or nothing
 * (a text field, tree, button, check box, combo box, slider or table keeps its own keys; they do not clash with
 * the log list's ↑ ↓ PgUp PgDn Home End M, nor with the type letters and player digits): Space play/pause;
 * ← / →
 * one frame, with Shift 10, with Ctrl 40; [ / ] slower / faster; Esc stops simulating the rest of a long
 * recording; Home / End first / last frame while a replay canvas has the focus (elsewhere they belong to the log).
 */
public final class ReplayKeys {
    /** Key and action, in the order the help shows them. */
    public static final String[][] BINDINGS = {
        {"Space", "replay: play / pause"},
        {"← / →", "replay: one frame back / on (Shift: 10, Ctrl: 40)"},
        {"[ / ]", "replay: slower / faster (0.25× … 8×, as fast as possible)"},
        {"Home / End", "replay: first / last frame (when the replay canvas has the focus: click it)"},
        {"wheel / drag / double click", "replay: zoom / pan / fit the level; click an entity to select it"},
    };

    private ReplayKeys() {
    }

    /**
     * @return whether the focused control uses Space or the arrows itself (a text field, the category tree, a
     *         button or check box, a combo box, a slider, a table): the replay keys then leave them to it
     */
    private static boolean ownsTheKeys(javafx.scene.Node focus) {
        return focus instanceof TextInputControl || focus instanceof javafx.scene.control.TreeView
                || focus instanceof javafx.scene.control.ButtonBase
                || focus instanceof javafx.scene.control.ComboBoxBase
                || focus instanceof javafx.scene.control.Slider || focus instanceof javafx.scene.control.TableView;
    }

    /**
     * @param shown   whether the replay page is shown
     * @param focused whether a replay canvas has the focus
     */
    public static void install(Scene scene, ReplayPageModel model, BooleanSupplier shown, BooleanSupplier focused) {
        scene.addEventFilter(KeyEvent.KEY_PRESSED, event -> {
            if (!shown.getAsBoolean() || model.sourcesProperty().get() == null || ownsTheKeys(scene.getFocusOwner())
                    || event.isAltDown() || event.isMetaDown()) {
                return;
            }
            KeyCode code = event.getCode();
            int by = event.isControlDown() || event.isShortcutDown() ? 40 : event.isShiftDown() ? 10 : 1;
            boolean handled = true;
            switch (code) {
                case SPACE -> model.togglePlaying();
                case LEFT -> model.step(-by);
                case RIGHT -> model.step(by);
                case OPEN_BRACKET -> model.changeSpeed(-1);
                case CLOSE_BRACKET -> model.changeSpeed(1);
                case ESCAPE -> handled = model.cancelBuild();
                case HOME -> {
                    handled = focused.getAsBoolean();
                    if (handled) {
                        model.toStart();
                    }
                }
                case END -> {
                    handled = focused.getAsBoolean();
                    if (handled) {
                        model.toEnd();
                    }
                }
                default -> handled = false;
            }
            if (handled) {
                event.consume();
            }
        });
    }
}

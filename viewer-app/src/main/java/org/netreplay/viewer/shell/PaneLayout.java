package org.netreplay.viewer.shell;

import java.util.EnumMap;
import java.util.Map;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.netreplay.viewer.common.ViewerPreferences;

/**
 * Which of the window's panes show, remembered: each pane is shown or hidden on its own (View ▸ Panes, Ctrl+1 …),
 * or one pane is maximised and the others give it the window until it is restored (Ctrl+Shift+1 …); and where the
 * replay page goes: beside the log, below it, or below it while the window is narrower than
 * {@link #AUTO_BELOW_UNDER_PX} or the log shows one pane per peer side by side (each peer's pane then has the
 * window's width to share, not what the replay page leaves). No nodes: the window reads {@link #visible} and lays its panes out. Every change is
 * written to the settings at once. Thread safety: FX thread only.
 */
public final class PaneLayout {
    /** Below this window width (px) the automatic placement puts the replay page below the log. */
    public static final double AUTO_BELOW_UNDER_PX = 1280;

    /** A pane of the window, with its menu name, its settings key and its key (Ctrl+key shows / hides it). */
    public enum Pane {
        SIDE_BAR("_Types and players", "sideBar", "1"),
        LOG("_Log", "log", "2"),
        REPLAY("_Replay", "replay", "3"),
        INSPECTOR("_Inspector", "inspector", "4"),
        TIMELINE("Time_line", "timeline", "5"),
        CHARTS("Timing _charts", "charts", "T");

        private final String title;
        private final String key;
        private final String keyName;

        Pane(String title, String key, String keyName) {
            this.title = title;
            this.key = key;
            this.keyName = keyName;
        }

        /** @return the menu text, with its mnemonic, e.g. {@code _Log} */
        public String title() {
            return title;
        }

        /** @return the key that goes with Ctrl (show / hide) and Ctrl+Shift (maximise), e.g. {@code 2} */
        public String keyName() {
            return keyName;
        }
    }

    /** Where the replay page goes. */
    public enum ReplayPlace { BESIDE, BELOW, AUTO }

    private final ViewerPreferences settings;
    private final Map<Pane, BooleanProperty> shown = new EnumMap<>(Pane.class);
    private final Map<Pane, BooleanBinding> visible = new EnumMap<>(Pane.class);
    private final ObjectProperty<Pane> maximised = new SimpleObjectProperty<>(this, "maximised");
    private final ObjectProperty<ReplayPlace> replayPlace = new SimpleObjectProperty<>(this, "replayPlace");

    /** @param settings where the choices are remembered (the timing charts' older "shown" setting included) */
    public PaneLayout(ViewerPreferences settings) {
        this.settings = settings;
        for (Pane pane : Pane.values()) {
            BooleanProperty property = new SimpleBooleanProperty(this, pane.key, pane == Pane.CHARTS
                    ? settings.chartsShown() : settings.paneShown(pane.key, true));
            property.addListener((obs, old, now) -> remember(() -> {
                if (pane == Pane.CHARTS) {
                    settings.setChartsShown(now);
                } else {
                    settings.setPaneShown(pane.key, now);
                }
            }));
            shown.put(pane, property);
            visible.put(pane, Bindings.createBooleanBinding(() -> maximised.get() == null ? property.get()
                    : maximised.get() == pane, property, maximised));
        }
        maximised.set(paneNamed(settings.maximisedPane()));
        maximised.addListener((obs, old, now) -> remember(() ->
                settings.setMaximisedPane(now == null ? "" : now.key)));
        replayPlace.set(placeNamed(settings.replayPlace()));
        replayPlace.addListener((obs, old, now) -> remember(() -> settings.setReplayPlace(now.name())));
    }

    /** Writes a choice; settings removed under the window (a test's throw-away node) are not worth failing for. */
    private static void remember(Runnable write) {
        try {
            write.run();
        } catch (IllegalStateException removed) {
            System.getLogger(PaneLayout.class.getName()).log(System.Logger.Level.DEBUG,
                    "pane choice not saved: " + removed.getMessage());
        }
    }

    /** @return whether the user chose to show {@code pane} (writable; a maximised pane still hides the others) */
    public BooleanProperty shownProperty(Pane pane) {
        return shown.get(pane);
    }

    /** @return whether {@code pane} shows: it is maximised, or none is and it is shown */
    public BooleanBinding visible(Pane pane) {
        return visible.get(pane);
    }

    /** @return the maximised pane, or null (writable) */
    public ObjectProperty<Pane> maximisedProperty() {
        return maximised;
    }

    /** @return where the replay page goes (writable) */
    public ObjectProperty<ReplayPlace> replayPlaceProperty() {
        return replayPlace;
    }

    /**
     * Shows or hides {@code pane} (Ctrl+key); while a pane is maximised, restores the layout instead, with
     * {@code pane} shown, so the key never hides what it names while the user cannot see it.
     */
    public void toggle(Pane pane) {
        if (maximised.get() != null) {
            maximised.set(null);
            shown.get(pane).set(true);
            return;
        }
        shown.get(pane).set(!shown.get(pane).get());
    }

    /** Maximises {@code pane}, or restores every pane when it is the maximised one (Ctrl+Shift+key). */
    public void toggleMaximised(Pane pane) {
        maximised.set(maximised.get() == pane ? null : pane);
    }

    /** Shows every pane and restores a maximised one (View ▸ Panes ▸ Show all panes). */
    public void showAll() {
        maximised.set(null);
        shown.values().forEach(property -> property.set(true));
    }

    /**
     * @param windowWidth the window's width, px
     * @param logPanes    how many log panes show side by side (1 when not side by side)
     * @return whether the replay page goes below the log
     */
    public boolean replayBelow(double windowWidth, int logPanes) {
        return switch (replayPlace.get()) {
            case BESIDE -> false;
            case BELOW -> true;
            case AUTO -> windowWidth < AUTO_BELOW_UNDER_PX || logPanes > 1;
        };
    }

    private static Pane paneNamed(String key) {
        for (Pane pane : Pane.values()) {
            if (pane.key.equals(key)) {
                return pane;
            }
        }
        return null;
    }

    private static ReplayPlace placeNamed(String name) {
        for (ReplayPlace place : ReplayPlace.values()) {
            if (place.name().equals(name)) {
                return place;
            }
        }
        return ReplayPlace.AUTO;
    }
}

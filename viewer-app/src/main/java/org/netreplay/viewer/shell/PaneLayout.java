package org.netreplay.viewer.shell;

import java.util.EnumMap;
import java.util.Map;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.ObjectBinding;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.netreplay.viewer.common.ViewerPreferences;

/**
 * Which of the window's panes show, remembered: each pane is shown, collapsed to a thin strip that keeps its place and
 * its name (the others take the room it leaves), or hidden, on its own (View ▸ Panes: Ctrl+1 … shows or hides,
 * Ctrl+Alt+1 … collapses or expands); or one pane is maximised and the others give it the window until it is restored
 * (Ctrl+Shift+1 …); and where the replay page goes: beside the log, below it, or below it while the window is narrower
 * than {@link #AUTO_BELOW_UNDER_PX} or the log shows one pane per peer side by side (each peer's pane then has the
 * window's width to share, not what the replay page leaves). No nodes: the window reads {@link #effectiveState} and
 * lays its panes out. Every change is written to the settings at once. Thread safety: FX thread only.
 */
public final class PaneLayout {
    /** Below this window width (px) the automatic placement puts the replay page below the log. */
    public static final double AUTO_BELOW_UNDER_PX = 1280;

    /**
     * A pane of the window, with its menu name, its settings key, its key (Ctrl+key shows / hides it, Ctrl+Shift+key
     * maximises it) and its collapse key (Ctrl+Alt+key): a digit for every pane, as Ctrl+Alt+T opens a terminal on
     * many Linux desktops.
     */
    public enum Pane {
        SIDE_BAR("_Types and players", "sideBar", "1", "1"),
        LOG("_Log", "log", "2", "2"),
        REPLAY("_Replay", "replay", "3", "3"),
        INSPECTOR("_Inspector", "inspector", "4", "4"),
        TIMELINE("Time_line", "timeline", "5", "5"),
        CHARTS("Timing _charts", "charts", "T", "6");

        private final String title;
        private final String key;
        private final String keyName;
        private final String collapseKeyName;

        Pane(String title, String key, String keyName, String collapseKeyName) {
            this.title = title;
            this.key = key;
            this.keyName = keyName;
            this.collapseKeyName = collapseKeyName;
        }

        /** @return the menu text, with its mnemonic, e.g. {@code _Log} */
        public String title() {
            return title;
        }

        /** @return the menu text without its mnemonic, as a collapsed pane's strip names it, e.g. {@code Log} */
        public String plainTitle() {
            return title.replace("_", "");
        }

        /** @return the key that goes with Ctrl (show / hide) and Ctrl+Shift (maximise), e.g. {@code 2} */
        public String keyName() {
            return keyName;
        }

        /** @return the key that goes with Ctrl+Alt (collapse / expand), a digit, e.g. {@code 6} for the charts */
        public String collapseKeyName() {
            return collapseKeyName;
        }
    }

    /** What the user chose for a pane: shown whole, collapsed to its strip, or hidden. */
    public enum PaneState { SHOWN, COLLAPSED, HIDDEN }

    /** Where the replay page goes. */
    public enum ReplayPlace { BESIDE, BELOW, AUTO }

    private final ViewerPreferences settings;
    private final Map<Pane, ObjectProperty<PaneState>> state = new EnumMap<>(Pane.class);
    private final Map<Pane, ObjectBinding<PaneState>> effective = new EnumMap<>(Pane.class);
    private final Map<Pane, BooleanBinding> visible = new EnumMap<>(Pane.class);
    private final ObjectProperty<Pane> maximised = new SimpleObjectProperty<>(this, "maximised");
    private final ObjectProperty<ReplayPlace> replayPlace = new SimpleObjectProperty<>(this, "replayPlace");

    /**
     * @param settings where the choices are remembered (a pane's state; the older "shown" settings, the timing charts'
     *                 included, are read when no state was saved and kept up to date)
     */
    public PaneLayout(ViewerPreferences settings) {
        this.settings = settings;
        for (Pane pane : Pane.values()) {
            ObjectProperty<PaneState> property = new SimpleObjectProperty<>(this, pane.key, remembered(pane));
            property.addListener((obs, old, now) -> remember(() -> {
                settings.setPaneState(pane.key, now.name());
                if (pane == Pane.CHARTS) {
                    settings.setChartsShown(now != PaneState.HIDDEN);
                } else {
                    settings.setPaneShown(pane.key, now != PaneState.HIDDEN);
                }
            }));
            state.put(pane, property);
            ObjectBinding<PaneState> shows = Bindings.createObjectBinding(() -> maximised.get() == null
                    ? property.get() : maximised.get() == pane ? PaneState.SHOWN : PaneState.HIDDEN,
                    property, maximised);
            effective.put(pane, shows);
            visible.put(pane, Bindings.createBooleanBinding(() -> shows.get() != PaneState.HIDDEN, shows));
        }
        maximised.set(paneNamed(settings.maximisedPane()));
        maximised.addListener((obs, old, now) -> remember(() ->
                settings.setMaximisedPane(now == null ? "" : now.key)));
        replayPlace.set(placeNamed(settings.replayPlace()));
        replayPlace.addListener((obs, old, now) -> remember(() -> settings.setReplayPlace(now.name())));
    }

    /** @return the pane's saved state, else what its older "shown" setting says */
    private PaneState remembered(Pane pane) {
        for (PaneState saved : PaneState.values()) {
            if (saved.name().equals(settings.paneState(pane.key))) {
                return saved;
            }
        }
        boolean shown = pane == Pane.CHARTS ? settings.chartsShown() : settings.paneShown(pane.key, true);
        return shown ? PaneState.SHOWN : PaneState.HIDDEN;
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

    /** @return what the user chose for {@code pane} (writable; a maximised pane still hides the others) */
    public ObjectProperty<PaneState> stateProperty(Pane pane) {
        return state.get(pane);
    }

    /**
     * @return how {@code pane} shows: whole when it is maximised, hidden when another is, else as the user chose
     */
    public ObjectBinding<PaneState> effectiveState(Pane pane) {
        return effective.get(pane);
    }

    /**
     * @return whether {@code pane} is on the window, whole or as its strip: it is maximised, or none is and it is not
     *         hidden
     */
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
     * Hides {@code pane} when it is on the window (whole or collapsed), else shows it whole (Ctrl+key); while a pane
     * is maximised, restores the layout instead, with {@code pane} shown, so the key never hides what it names while
     * the user cannot see it.
     */
    public void toggle(Pane pane) {
        if (maximised.get() != null) {
            maximised.set(null);
            state.get(pane).set(PaneState.SHOWN);
            return;
        }
        state.get(pane).set(state.get(pane).get() == PaneState.HIDDEN ? PaneState.SHOWN : PaneState.HIDDEN);
    }

    /**
     * Collapses {@code pane} to its strip, or expands it when it is collapsed (Ctrl+Alt+key, or a click on the strip);
     * a hidden pane comes back as its strip. While a pane is maximised, restores the layout with {@code pane}
     * collapsed.
     */
    public void toggleCollapsed(Pane pane) {
        if (maximised.get() != null) {
            maximised.set(null);
            state.get(pane).set(PaneState.COLLAPSED);
            return;
        }
        state.get(pane).set(state.get(pane).get() == PaneState.COLLAPSED ? PaneState.SHOWN : PaneState.COLLAPSED);
    }

    /** Maximises {@code pane}, or restores every pane when it is the maximised one (Ctrl+Shift+key). */
    public void toggleMaximised(Pane pane) {
        maximised.set(maximised.get() == pane ? null : pane);
    }

    /** Shows every pane whole and restores a maximised one (View ▸ Panes ▸ Show all panes). */
    public void showAll() {
        maximised.set(null);
        state.values().forEach(property -> property.set(PaneState.SHOWN));
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

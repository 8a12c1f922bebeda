package org.netreplay.viewer.shell;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.netreplay.log.merge.LineFilter;
import org.netreplay.session.LaneKind;
import org.netreplay.session.OpenSession;
import org.netreplay.viewer.logview.LogViewModel;
import org.netreplay.viewer.logview.SearchCommands;

/**
 * One log pane per peer, as in the game's Qt viewer (docs/formats.md §3.4): when on, the main log view shows the
 * server's lanes (and the net CSV lane, which the server writes) and one more view per client ({@code c1},
 * {@code c2}, …, in lane order), each under the same type/player/frame filter and search, each with its own rows,
 * hits and counts. Every view follows the session's one {@link org.netreplay.viewer.cursor.FrameCursor}, so selecting
 * a line in one moves the others to the same frame. The search commands (next/previous hit, marks) act on the
 * {@linkplain #activeProperty() active} pane: the one the user last focused. When off, the main view shows every
 * lane and is the active pane. Thread safety: FX thread only.
 */
public final class SideBySide implements SearchCommands {
    private final LogViewModel main;
    private final Supplier<LogViewModel> newPeerModel;
    private final List<LogViewModel> pool = new ArrayList<>();
    private final ObservableList<Pane> panes = FXCollections.observableArrayList();
    private final ObservableList<Pane> panesView = FXCollections.unmodifiableObservableList(panes);
    private final BooleanProperty enabled = new SimpleBooleanProperty(this, "enabled", false);
    private final ObjectProperty<LogViewModel> active = new SimpleObjectProperty<>(this, "active");
    private final ReadOnlyStringWrapper linesText = new ReadOnlyStringWrapper(this, "linesText", "");
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
    private LineFilter filter = LineFilter.all();
    private OpenSession session;
    private List<Group> groups = List.of();
    /** Set by {@link #find} with a new query: jump to the first hit once every pane has searched it. */
    private boolean pendingJump;

    /** One pane: a peer's name (e.g. {@code srv}, {@code c2}), the lanes it shows, and its view's model. */
    public record Pane(String name, long laneMask, LogViewModel model) {
    }

    private record Group(String name, long laneMask) {
    }

    /**
     * @param main         the main view's model (all lanes, or the server's when side by side)
     * @param newPeerModel makes a client pane's model (already attached to the frame cursor); called at most once per
     *                     client pane ever shown, the models are reused
     */
    SideBySide(LogViewModel main, Supplier<LogViewModel> newPeerModel) {
        this.main = main;
        this.newPeerModel = newPeerModel;
        active.set(main);
        main.rowsProperty().addListener((obs, old, now) -> updateLinesText());
        main.search().summaryProperty().addListener((obs, old, now) -> updateSummary());
        main.hitsProperty().addListener((obs, old, now) -> jumpIfSearched());
        active.addListener((obs, old, now) -> updateSummary());
        enabled.addListener((obs, old, now) -> {
            if (session != null) {
                showPanes(true);
            }
        });
    }

    void setSession(OpenSession opened, LineFilter current) {
        this.session = opened;
        this.filter = current;
        this.groups = groupsOf(opened);
        showPanes(false);
    }

    /**
     * Replaces the shown session by a complete one with the same lanes (a progressive open's swap); every view keeps
     * its selection and scroll position.
     */
    void replaceSession(OpenSession complete, LineFilter current) {
        this.session = complete;
        this.filter = current;
        main.replaceSession(complete, mainFilter());
        for (LogViewModel peer : peers()) {
            peer.replaceSession(complete, laneFilter(peer.laneScope()));
        }
    }

    void setFilter(LineFilter current) {
        filter = current;
        main.setBaseFilter(mainFilter());
        for (LogViewModel peer : peers()) {
            peer.setBaseFilter(laneFilter(peer.laneScope()));
        }
    }

    /** Rebuilds the panes for the current session and mode; {@code keepMain} refilters the main view in place. */
    private void showPanes(boolean keepMain) {
        boolean split = enabled.get() && groups.size() > 1;
        long mainLanes = split ? groups.get(0).laneMask() : -1L;
        main.setLaneScope(mainLanes);
        if (keepMain) {
            main.setBaseFilter(mainFilter());
        } else {
            main.setSession(session, mainFilter());
        }
        List<Pane> shown = new ArrayList<>();
        shown.add(new Pane(split ? groups.get(0).name() : "all", mainLanes, main));
        int clients = split ? groups.size() - 1 : 0;
        while (pool.size() < clients) {
            LogViewModel model = newPeerModel.get();
            model.search().queryProperty().bindBidirectional(main.search().queryProperty());
            model.search().ignoreCaseProperty().bindBidirectional(main.search().ignoreCaseProperty());
            model.search().onlyMatchingProperty().bindBidirectional(main.search().onlyMatchingProperty());
            model.rowsProperty().addListener((obs, old, now) -> updateLinesText());
            model.search().summaryProperty().addListener((obs, old, now) -> updateSummary());
            model.hitsProperty().addListener((obs, old, now) -> jumpIfSearched());
            pool.add(model);
        }
        for (int i = 0; i < pool.size(); i++) {
            LogViewModel model = pool.get(i);
            if (i < clients) {
                Group group = groups.get(i + 1);
                model.setLaneScope(group.laneMask());
                model.afterNextFilter(model::followCursor);
                model.setSession(session, laneFilter(group.laneMask()));
                shown.add(new Pane(group.name(), group.laneMask(), model));
            } else if (model.sessionProperty().get() != null) {
                model.setSession(null, LineFilter.all()); // a hidden pane does no work and holds no session
            }
        }
        if (!shown.stream().map(Pane::model).toList().contains(active.get())) {
            active.set(main);
        }
        panes.setAll(shown);
        updateLinesText();
        updateSummary();
    }

    /**
     * The panes' lanes: the server's text lanes (named {@code srv}; else the first lane) and the net CSV lane first,
     * then one group per other lane name, in lane order.
     */
    private static List<Group> groupsOf(OpenSession opened) {
        if (opened == null) {
            return List.of();
        }
        List<String> names = new ArrayList<>();
        List<Long> masks = new ArrayList<>();
        long server = 0;
        for (int lane = 0; lane < opened.lanes().size() && lane < 64; lane++) {
            String name = opened.lanes().get(lane).name();
            if (opened.lanes().get(lane).kind() != LaneKind.TEXT_LOG || name.equals("srv")) {
                server |= 1L << lane;
                continue;
            }
            String peer = name.replaceAll("#\\d+$", ""); // c1#2 (a second c1 file) is still c1
            int at = names.indexOf(peer);
            if (at < 0) {
                names.add(peer);
                masks.add(1L << lane);
            } else {
                masks.set(at, masks.get(at) | 1L << lane);
            }
        }
        List<Group> result = new ArrayList<>();
        if ((server & textLanes(opened)) == 0 && !names.isEmpty()) {
            server |= masks.remove(0); // no server log: the first file's peer goes left
            result.add(new Group(names.remove(0), server));
        } else {
            result.add(new Group("srv", server));
        }
        for (int i = 0; i < names.size(); i++) {
            result.add(new Group(names.get(i), masks.get(i)));
        }
        return List.copyOf(result);
    }

    private static long textLanes(OpenSession opened) {
        long mask = 0;
        for (int lane = 0; lane < opened.lanes().size() && lane < 64; lane++) {
            if (opened.lanes().get(lane).kind() == LaneKind.TEXT_LOG) {
                mask |= 1L << lane;
            }
        }
        return mask;
    }

    private LineFilter mainFilter() {
        return enabled.get() && groups.size() > 1 ? laneFilter(groups.get(0).laneMask()) : filter;
    }

    private LineFilter laneFilter(long laneMask) {
        return new LineFilter(filter.visibleTypes(), filter.showUntagged(), filter.playerMask(), filter.minFrame(),
                filter.maxFrame(), filter.laneMask() & laneMask, null);
    }

    private void updateLinesText() {
        if (session == null) {
            linesText.set("");
            return;
        }
        long visible = 0;
        for (Pane pane : panes) {
            var rows = pane.model().rowsProperty().get();
            if (rows == null) {
                linesText.set("");
                return;
            }
            visible += rows.size();
        }
        String soFar = session.partial() ? " so far" : "";
        linesText.set(String.format("%,d of %,d lines%s", visible, session.rowCount(), soFar));
    }

    /**
     * The search bar's summary: the active pane's (prefixed by its name when side by side), then the hits of the
     * other panes, e.g. "srv: no hits · c1 523 · c2 498".
     */
    private void updateSummary() {
        LogViewModel current = active.get();
        String own = current.search().summaryProperty().get();
        if (panes.size() < 2) {
            summary.set(own);
            return;
        }
        StringBuilder text = new StringBuilder();
        for (Pane pane : panes) {
            if (pane.model() == current) {
                text.insert(0, pane.name() + ": " + own);
            } else if (pane.model().search().hitCountProperty().get() >= 0) {
                text.append(" · ").append(pane.name()).append(' ')
                        .append(String.format("%,d", pane.model().search().hitCountProperty().get()));
            }
        }
        summary.set(own.isEmpty() ? "" : text.toString());
    }

    @Override
    public javafx.beans.value.ObservableStringValue summary() {
        return summary.getReadOnlyProperty();
    }

    // Commands on the active pane ------------------------------------------------------------------------------

    /** Selects the next search hit in the active pane; a pane without hits hands over to the first one with hits. */
    @Override
    public void nextHit() {
        withHits().jumps().nextHit();
    }

    /** Selects the previous search hit in the active pane (or the first pane with hits). */
    @Override
    public void previousHit() {
        withHits().jumps().previousHit();
    }

    /**
     * Sets the query (every pane searches it) and goes to the next hit once every pane is searched: in the active
     * pane, or in the first pane with hits when the active one has none (Enter in the search field).
     */
    @Override
    public void find(String query) {
        if (query.equals(main.search().queryProperty().get()) && everyPaneSearched()) {
            nextHit();
            return;
        }
        pendingJump = true;
        main.search().queryProperty().set(query);
        if (main.search().patternProperty().get() == null) {
            pendingJump = false; // nothing to search (empty or invalid): no jump later
        }
        jumpIfSearched();
    }

    private boolean everyPaneSearched() {
        return panes.stream().allMatch(pane -> pane.model().hitsProperty().get() != null);
    }

    private void jumpIfSearched() {
        if (pendingJump && everyPaneSearched()) {
            pendingJump = false;
            nextHit();
        }
    }

    /** Goes to the next marked line in the active pane (F2). */
    public void nextMark() {
        active.get().jumps().nextMark();
    }

    /** Goes to the previous marked line in the active pane (Shift+F2). */
    public void previousMark() {
        active.get().jumps().previousMark();
    }

    private LogViewModel withHits() {
        LogViewModel current = active.get();
        if (hitCount(current) > 0) {
            return current;
        }
        for (Pane pane : panes) {
            if (hitCount(pane.model()) > 0) {
                active.set(pane.model());
                return pane.model();
            }
        }
        return current;
    }

    private static int hitCount(LogViewModel model) {
        var hits = model.hitsProperty().get();
        return hits == null ? 0 : hits.size();
    }

    // Properties -----------------------------------------------------------------------------------------------

    /** @return whether the views are side by side; writable (View menu) */
    public BooleanProperty enabledProperty() {
        return enabled;
    }

    /** @return the panes shown, left to right: the main view first (all lanes when not side by side) */
    public ObservableList<Pane> panes() {
        return panesView;
    }

    /** @return the client panes' models, left to right (empty when not side by side) */
    public List<LogViewModel> peers() {
        return panes.stream().skip(1).map(Pane::model).toList();
    }

    /** @return the pane the search and mark commands act on (the one last focused); writable by the views */
    public ObjectProperty<LogViewModel> activeProperty() {
        return active;
    }

    /** @return e.g. "52,000 of 172,554 lines": the visible lines of every pane over the session's lines, or "" */
    public ReadOnlyStringProperty linesTextProperty() {
        return linesText.getReadOnlyProperty();
    }
}

package org.netreplay.viewer.shell;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.SimpleBooleanProperty;
import org.netreplay.log.merge.LineFilter;
import org.netreplay.session.OpenSession;
import org.netreplay.viewer.logview.LogViewModel;

/**
 * Server and clients side by side, as in the game's Qt viewer (pm-formats.md §3.4): when on, the main log view
 * shows the server's lane and a second view the client lanes, both under the same filter and search; both follow
 * the session's one {@link org.netreplay.viewer.cursor.FrameCursor}, so selecting a line in one moves the other to
 * the same frame at the same height. When off, the main view shows every lane.
 * Thread safety: FX thread only.
 */
public final class SideBySide {
    private final LogViewModel main;
    private final LogViewModel peer;
    private final BooleanProperty enabled = new SimpleBooleanProperty(this, "enabled", false);
    private LineFilter filter = LineFilter.all();
    private long serverLanes;
    private OpenSession session;

    SideBySide(LogViewModel main, LogViewModel peer) {
        this.main = main;
        this.peer = peer;
        peer.search().queryProperty().bindBidirectional(main.search().queryProperty());
        peer.search().ignoreCaseProperty().bindBidirectional(main.search().ignoreCaseProperty());
        peer.search().onlyMatchingProperty().bindBidirectional(main.search().onlyMatchingProperty());
        enabled.addListener((obs, old, now) -> {
            apply();
            if (now && session != null && peer.sessionProperty().get() != session) {
                peer.afterNextFilter(peer::followCursor);
                peer.setSession(session, peerFilter());
            } else if (now) {
                peer.followCursor();
            }
        });
    }

    void setSession(OpenSession session, LineFilter current) {
        serverLanes = 0;
        for (int lane = 0; lane < session.textLaneCount(); lane++) {
            if (session.laneNames().get(lane).equals("srv")) {
                serverLanes |= 1L << lane;
            }
        }
        if (serverLanes == 0) {
            serverLanes = 1; // no server log: the first file goes left
        }
        this.session = session;
        filter = current;
        main.setSession(session, mainFilter());
        if (enabled.get()) {
            peer.afterNextFilter(peer::followCursor);
        }
        peer.setSession(enabled.get() ? session : null, peerFilter()); // a hidden peer does no work
    }

    /**
     * Replaces the shown session by a complete one with the same lanes (a progressive open's swap); both views keep
     * their selection and scroll position. A hidden peer drops the old session.
     */
    void replaceSession(OpenSession complete, LineFilter current) {
        this.session = complete;
        filter = current;
        main.replaceSession(complete, mainFilter());
        if (enabled.get()) {
            peer.replaceSession(complete, peerFilter());
        } else {
            peer.setSession(null, peerFilter());
        }
    }

    void setFilter(LineFilter current) {
        filter = current;
        apply();
    }

    private void apply() {
        main.setBaseFilter(mainFilter());
        if (enabled.get()) {
            peer.setBaseFilter(peerFilter());
        }
    }

    private LineFilter mainFilter() {
        return enabled.get() ? withLanes(filter.laneMask() & serverLanes) : filter;
    }

    private LineFilter peerFilter() {
        return withLanes(filter.laneMask() & ~serverLanes);
    }

    private LineFilter withLanes(long laneMask) {
        return new LineFilter(filter.visibleTypes(), filter.showUntagged(), filter.playerMask(), filter.minFrame(),
                filter.maxFrame(), laneMask, null);
    }

    /** @return whether the views are side by side; writable (View menu) */
    public BooleanProperty enabledProperty() {
        return enabled;
    }

    /** @return the right-hand view's model (the client lanes) */
    public LogViewModel peer() {
        return peer;
    }
}

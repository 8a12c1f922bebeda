package org.netreplay.viewer.netgame;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;


/**
 * Every correction of a rebuilt netgame, for the lane and its keys: per client (in player order) its corrections by
 * frame, and all of them in one order (frame, then client) for next / previous. Immutable.
 *
 * @param clients     the clients with a lane, in player order
 * @param perClient   each client's corrections by frame (same order as {@code clients})
 * @param all         every correction, by frame then client
 * @param firstFrame  the rebuilt server's first frame
 * @param lastFrame   the rebuilt server's last frame
 */
record CorrectionLanes(List<Integer> clients, List<List<CorrectionMark>> perClient, List<CorrectionMark> all, int firstFrame,
                       int lastFrame) {
    /** A correction this large (px, the larger of lcor and rcor) or larger is "large" (Ctrl+F9). */
    static final float LARGE_PX = 50;
    /**
     * Size bands of the lane's colours, px: none (under 0.05 px: printed as 0.0), small (under 10), medium (under
     * 50), large (under 100), very large. On the bundled session a remote player's correction of 10–50 px is the
     * common case (a player predicted with held controls for a few frames).
     */
    static final float[] BANDS = {0.05f, 10, LARGE_PX, 100};

    /** No lanes. */
    static final CorrectionLanes EMPTY = new CorrectionLanes(List.of(), List.of(), List.of(), 0, 0);

    CorrectionLanes {
        clients = List.copyOf(clients);
        perClient = perClient.stream().map(List::copyOf).toList();
        all = List.copyOf(all);
    }

    /**
     * @param clients     the clients, in player order
     * @param corrections every correction (any order)
     * @param firstFrame  the first frame
     * @param lastFrame   the last frame
     * @return the lanes
     */
    static CorrectionLanes of(List<Integer> clients, List<CorrectionMark> corrections, int firstFrame, int lastFrame) {
        Comparator<CorrectionMark> byFrame = Comparator.comparingInt(CorrectionMark::frame)
                .thenComparingInt(CorrectionMark::peer);
        List<List<CorrectionMark>> lanes = new ArrayList<>();
        for (int p : clients) {
            lanes.add(corrections.stream().filter(c -> c.peer() == p).sorted(byFrame).toList());
        }
        return new CorrectionLanes(clients, lanes, corrections.stream().sorted(byFrame).toList(), firstFrame,
                lastFrame);
    }

    /** @return the band of a correction's size: 0 (none: under 0.05 px) .. 4 (100 px and more) */
    static int band(CorrectionMark c) {
        float size = c.size();
        int band = 0;
        while (band < BANDS.length && size >= BANDS[band]) {
            band++;
        }
        return band;
    }

    /** @return whether a status row disagreed with the rebuilt numbers */
    static boolean mismatched(CorrectionMark c) {
        return "mismatch".equals(c.proof());
    }

    /** @return whether next / previous stop at it: it moved a player, or it is a mismatch */
    static boolean worthAStop(CorrectionMark c, boolean largeOnly) {
        return mismatched(c) || (largeOnly ? c.size() >= LARGE_PX : band(c) > 0);
    }

    /** @return the lane of player {@code p}, or -1 */
    int laneOf(int p) {
        return clients.indexOf(p);
    }
}

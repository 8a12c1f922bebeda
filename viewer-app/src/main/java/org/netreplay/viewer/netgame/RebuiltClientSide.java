package org.netreplay.viewer.netgame;

import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.netreplay.pmnet.timeline.Correction;
import org.netreplay.pmnet.timeline.StateStore;
import org.netreplay.viewer.replay.FrameSource;
import org.netreplay.viewer.replay.OwnSimulationChoice;
import org.netreplay.viewer.replay.SideState;

/**
 * A rebuilt client as a side of the replay page: at frame F its own state at the start of frame F. By default, at a
 * frame where it applied a dif, the state right after the dif (re-simulated to F): {@code corrected by dif s:S d:D,
 * re-simulated N frames}; elsewhere its
 * prediction. With {@link #setOwnSimulation own simulation} on, always its prediction (what it held before the dif
 * replaced it). Thread-safe.
 */
final class RebuiltClientSide implements FrameSource, OwnSimulationChoice {
    private final int player;
    private final StateStore predicted;
    private final StateStore corrected;
    private final Map<Integer, CorrectionMark> byFrame = new TreeMap<>();
    private volatile boolean own;

    /**
     * @param player      the client's player number
     * @param predicted   its state at the start of each frame it played
     * @param corrected   its state right after each dif, by the frame it applied it at
     * @param corrections its corrections (the last one of a frame wins)
     */
    RebuiltClientSide(int player, StateStore predicted, StateStore corrected, Iterable<Correction> corrections) {
        this.player = player;
        this.predicted = Objects.requireNonNull(predicted, "predicted");
        this.corrected = Objects.requireNonNull(corrected, "corrected");
        for (Correction c : corrections) {
            byFrame.put(c.frame(), CorrectionMark.of(c));
        }
    }

    @Override
    public void setOwnSimulation(boolean on) {
        own = on;
    }

    /** @return the client's player number */
    int player() {
        return player;
    }

    @Override
    public String name() {
        return "client " + player;
    }

    @Override
    public int firstFrame() {
        return Math.min(first(predicted), first(corrected));
    }

    @Override
    public int lastFrame() {
        return Math.max(predicted.lastFrame(), corrected.lastFrame());
    }

    private static int first(StateStore store) {
        return store.size() == 0 ? Integer.MAX_VALUE : store.firstFrame();
    }

    @Override
    public SideState at(int frame) {
        CorrectionMark c = byFrame.get(frame);
        byte[] after = c == null ? null : corrected.get(frame);
        byte[] before = predicted.get(frame);
        if (after != null && (!own || before == null)) {
            return new SideState(frame, after, "corrected by dif " + difText(c));
        }
        if (before == null) {
            return new SideState(frame, null, "no state at this frame");
        }
        return new SideState(frame, before, after != null ? "predicted (a dif corrected it at this frame)"
                : "predicted");
    }

    /** @return e.g. {@code s:240 d:242, re-simulated 2 frames} */
    static String difText(CorrectionMark c) {
        String how = c.rewound() > 0 ? ", re-simulated " + c.rewound() + (c.rewound() == 1 ? " frame" : " frames")
                : c.rewound() < 0 ? ", jumped " + -c.rewound() + (c.rewound() == -1 ? " frame" : " frames")
                : "";
        return "s:" + c.src() + " d:" + c.dst() + how;
    }
}

package org.netreplay.viewer.netgame;

import java.util.List;
import java.util.Objects;
import org.netreplay.pmnet.timeline.StateStore;
import org.netreplay.viewer.replay.FrameSource;
import org.netreplay.viewer.replay.SideState;

/**
 * The rebuilt server as a side of the replay page: at frame F its authoritative state numbered F (the state at the
 * start of frame F, as the game numbers the states its difs carry: {@code tx stdf [s:S d:F]} gives this state). Where
 * a rewind re-made the frame with moves that arrived late, the re-made state is shown (what the server kept and
 * sent from then on) and the label says which rewind. Reads are the stores' (thread-safe after the rebuild).
 */
final class RebuiltServerSide implements FrameSource {
    /** The label of a server state as first made. */
    static final String AUTHORITATIVE = "authoritative";
    private final StateStore made;
    private final StateStore remade;
    private final List<int[]> rewinds;

    /**
     * @param made    the server's state at the start of each frame, as first made
     * @param remade  states a rewind made again (last version per frame)
     * @param rewinds each rewind: {server frame, frame rewound to}
     */
    RebuiltServerSide(StateStore made, StateStore remade, List<int[]> rewinds) {
        this.made = Objects.requireNonNull(made, "made");
        this.remade = Objects.requireNonNull(remade, "remade");
        this.rewinds = List.copyOf(rewinds);
    }

    @Override
    public String name() {
        return "server";
    }

    @Override
    public int firstFrame() {
        return made.firstFrame();
    }

    @Override
    public int lastFrame() {
        return made.lastFrame();
    }

    @Override
    public SideState at(int frame) {
        byte[] again = remade.get(frame);
        if (again != null) {
            return new SideState(frame, again, label(frame));
        }
        byte[] state = made.get(frame);
        return new SideState(frame, state, state == null ? "no state at this frame" : AUTHORITATIVE);
    }

    /** @return the label of a re-made frame: which rewind re-made it */
    String label(int frame) {
        int by = -1;
        for (int[] rewind : rewinds) {
            if (rewind[1] <= frame && rewind[0] >= frame) {
                by = rewind[0];
            }
        }
        return by < 0 ? AUTHORITATIVE + ", re-simulated by a rewind"
                : AUTHORITATIVE + ", re-simulated by the rewind in server frame " + by;
    }
}

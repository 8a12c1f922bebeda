package org.netreplay.viewer.netgame;

import java.util.List;
import java.util.Map;
import org.netreplay.pm.state.PmStateCodec;
import org.netreplay.pmnet.ReconstructionResult;
import org.netreplay.pmnet.proof.Mismatch;
import org.netreplay.pmnet.proof.PeerProof;
import org.netreplay.pmnet.timeline.Correction;
import org.netreplay.pmnet.timeline.RebuiltSession;
import org.netreplay.pmnet.timeline.StateStore;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;

/**
 * A small rebuilt netgame made by hand, so that the expected frames, labels, corrections and changed fields are the
 * test's own: server frames 10–60 (frames 31–35 re-made by the rewind in server frame 35), clients 1 and 2 from
 * frame 20, and five corrections: c1 at 25 (0 px, unchecked), c1 at 30 (rcor 12.5, matched: syn[2].x and syn[2].y
 * changed), c1 at 40 (lcor 60, matched), c2 at 30 (rcor 3, unchecked), c2 at 50 (rcor 120, mismatch).
 */
final class RebuiltFixture {
    static final int FIRST = 10;
    static final int LAST = 60;
    static final StateSchema SCHEMA = GameStateOnly.of(Games.find("purple-martians"), PmStateCodec.STATE_SIZE)
            .schema();
    static final List<String> CHANGED_AT_C1_30 = List.of("syn[2].x", "syn[2].y");

    private RebuiltFixture() {
    }

    /** @return a state whose first bytes say {@code frame} and {@code who} */
    static byte[] state(int frame, int who) {
        byte[] s = new byte[PmStateCodec.STATE_SIZE];
        s[100] = (byte) frame;
        s[101] = (byte) who;
        return s;
    }

    static RebuiltSession session(boolean verified) {
        StateStore server = new StateStore();
        StateStore remade = new StateStore();
        for (int f = FIRST; f <= LAST; f++) {
            server.put(f, state(f, 0));
        }
        for (int f = 31; f <= 35; f++) {
            remade.put(f, state(f, 9));
        }
        StateStore p1 = new StateStore();
        StateStore c1 = new StateStore();
        StateStore p2 = new StateStore();
        StateStore c2 = new StateStore();
        for (int f = 20; f <= LAST; f++) {
            p1.put(f, state(f, 1));
            p2.put(f, state(f, 2));
        }
        c1.put(25, state(25, 11));
        byte[] after = state(30, 1);
        for (String path : CHANGED_AT_C1_30) {
            StateField field = SCHEMA.field(path);
            after[field.byteOffset()] ^= 0x5a;
        }
        c1.put(30, after);
        c1.put(40, state(40, 11));
        c2.put(30, state(30, 12));
        c2.put(50, state(50, 12));
        List<Correction> corrections = List.of(
                new Correction(1, 25, 24, 25, 0, 0f, 0f, "unchecked", List.of()),
                new Correction(1, 30, 27, 28, 2, 0f, 12.5f, "matched", List.of("p2 moved (a test's sentence)")),
                new Correction(2, 30, 27, 29, 1, 0f, 3f, "unchecked", List.of()),
                new Correction(1, 40, 38, 39, 1, 60f, 0f, "matched", List.of()),
                new Correction(2, 50, 48, 49, 1, 0f, 120f, "mismatch", List.of()));
        PeerProof s = new PeerProof(0, "server");
        s.check(PeerProof.Kind.DIF, true, new Mismatch("server/log.txt", 12, 20, "cmp", "300", "300"));
        PeerProof one = new PeerProof(1, "client");
        one.check(PeerProof.Kind.CORRECTION, verified, new Mismatch("client1/log.txt", 77, 40, "lcor of the stak",
                "60.1", "60.0"));
        one.unchecked("status rows", 3, "the log starts late");
        ReconstructionResult proof = new ReconstructionResult("server/x.gm", List.of(s, one), null);
        return new RebuiltSession(proof, 3, server, remade, Map.of(1, p1, 2, p2), Map.of(1, c1, 2, c2), corrections,
                List.of(new int[] {35, 31}));
    }
}

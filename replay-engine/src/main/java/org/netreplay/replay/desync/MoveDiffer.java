package org.netreplay.replay.desync;

import java.util.ArrayList;
import java.util.List;
import org.netreplay.replay.GameMove;

/** Finds game moves that differ between two streams, frame by frame. Stateless. */
public final class MoveDiffer {
    private MoveDiffer() {
    }

    /**
     * @param a         moves of stream A with frames in the window, ordered by frame
     * @param b         moves of stream B with frames in the window, ordered by frame
     * @return the moves only in A and only in B (as multisets per frame), ordered by frame, A's before B's
     */
    public static List<MoveDifference> diff(List<GameMove> a, List<GameMove> b) {
        List<MoveDifference> out = new ArrayList<>();
        int i = 0;
        int j = 0;
        while (i < a.size() || j < b.size()) {
            int frame = Math.min(i < a.size() ? a.get(i).frame() : Integer.MAX_VALUE,
                    j < b.size() ? b.get(j).frame() : Integer.MAX_VALUE);
            List<GameMove> fa = new ArrayList<>();
            List<GameMove> fb = new ArrayList<>();
            while (i < a.size() && a.get(i).frame() == frame) {
                fa.add(a.get(i++));
            }
            while (j < b.size() && b.get(j).frame() == frame) {
                fb.add(b.get(j++));
            }
            List<GameMove> onlyB = new ArrayList<>(fb);
            for (GameMove m : fa) {
                if (!onlyB.remove(m)) {
                    out.add(new MoveDifference(m, MoveDifference.Side.ONLY_IN_A));
                }
            }
            for (GameMove m : onlyB) {
                out.add(new MoveDifference(m, MoveDifference.Side.ONLY_IN_B));
            }
        }
        return out;
    }

    /**
     * @param a stream A, ordered by frame
     * @param b stream B, ordered by frame
     * @return the first frame whose moves differ (as multisets), or -1 if the streams are equal
     */
    public static int firstDifferentFrame(List<GameMove> a, List<GameMove> b) {
        List<MoveDifference> d = diff(a, b);
        int first = -1;
        for (MoveDifference m : d) {
            if (first < 0 || m.move().frame() < first) {
                first = m.move().frame();
            }
        }
        return first;
    }
}

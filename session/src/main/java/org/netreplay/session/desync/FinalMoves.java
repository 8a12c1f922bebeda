package org.netreplay.session.desync;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.netreplay.replay.GameMove;

/**
 * The server's final game moves (its {@code .gm}, docs/formats.md §4), indexed for the question "did a client simulate
 * frame F with exactly the final inputs?".
 *
 * <p>A client's recorded inputs for F (docs/peer-states.md) are every move it applied on F, including the remote
 * controls it took from the state; the {@code .gm} holds a move only where a player's controls changed (a
 * {@code cdat} is sent only then, docs/formats.md §5.2). So the inputs are final when (1) every {@code .gm} row of F is
 * among them, (2) every {@code MOVE} among them gives its player the controls the {@code .gm} gives him at F (his last
 * {@code MOVE} at or before F), and (3) every other row among them is a {@code .gm} row of F.
 */
final class FinalMoves {
    private final List<GameMove> moves;
    private final int[] frames;
    /** per player: the frames and comp_moves of his MOVE rows, in order */
    private final int[][] moveFrames = new int[8][];
    private final int[][] moveBits = new int[8][];

    FinalMoves(List<GameMove> moves) {
        List<GameMove> sorted = new ArrayList<>(moves);
        sorted.sort(java.util.Comparator.comparingInt(GameMove::frame));
        moves = sorted;
        this.moves = List.copyOf(sorted);
        this.frames = new int[moves.size()];
        List<List<int[]>> per = new ArrayList<>();
        for (int p = 0; p < 8; p++) {
            per.add(new ArrayList<>());
        }
        for (int i = 0; i < moves.size(); i++) {
            GameMove m = moves.get(i);
            frames[i] = m.frame();
            if (m.type() == GameMove.TYPE_MOVE && m.data1() >= 0 && m.data1() < 8) {
                per.get(m.data1()).add(new int[] {m.frame(), m.data2()});
            }
        }
        for (int p = 0; p < 8; p++) {
            List<int[]> l = per.get(p);
            moveFrames[p] = new int[l.size()];
            moveBits[p] = new int[l.size()];
            for (int i = 0; i < l.size(); i++) {
                moveFrames[p][i] = l.get(i)[0];
                moveBits[p][i] = l.get(i)[1];
            }
        }
    }

    /** @return the moves of frames {@code from}..{@code to} inclusive, in file order */
    List<GameMove> between(int from, int to) {
        int lo = lowerBound(frames, from);
        int hi = lowerBound(frames, to + 1);
        return moves.subList(lo, hi);
    }

    /** @return player p's controls at frame F (his last MOVE at or before F; 0, no key, before his first) */
    int controls(int player, int frame) {
        if (player < 0 || player >= 8) {
            return -1;
        }
        int i = lowerBound(moveFrames[player], frame + 1) - 1;
        return i < 0 ? 0 : moveBits[player][i];
    }

    /** @return whether {@code inputs} are exactly the final inputs of {@code frame} (rules in the class comment) */
    boolean areFinal(int frame, List<GameMove> inputs) {
        for (GameMove row : between(frame, frame)) {
            if (!inputs.contains(row)) {
                return false;
            }
        }
        List<GameMove> atFrame = between(frame, frame);
        for (GameMove in : inputs) {
            if (in.frame() != frame) {
                return false;
            }
            if (in.type() == GameMove.TYPE_MOVE) {
                if (controls(in.data1(), frame) != in.data2()) {
                    return false;
                }
            } else if (!atFrame.contains(in)) {
                return false;
            }
        }
        return true;
    }

    private static int lowerBound(int[] a, int key) {
        int i = Arrays.binarySearch(a, key);
        if (i < 0) {
            return -i - 1;
        }
        while (i > 0 && a[i - 1] == key) {
            i--;
        }
        return i;
    }
}

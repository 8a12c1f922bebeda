package org.netreplay.sim.bots;

import java.util.List;

import org.netreplay.replay.GameMove;

/**
 * Replays one player's moves from a real {@code .gm} recording (docs/formats.md §4.1–4.2) as a simulated player's
 * input: on frame f it holds the comp_move of that player's last PLAYER_MOVE row at or before {@code f + offset}.
 */
public final class GmReplayBot implements Bot {
    private final int[] frames;
    private final int[] moves;
    private final int offset;
    private int cursor;

    /**
     * @param recording the recording's moves (sorted by frame, as a {@code .gm} is)
     * @param player    whose PLAYER_MOVE rows are replayed
     * @param offset    frames added to the simulated frame to find the recording's frame (e.g. to skip its start)
     */
    public GmReplayBot(List<GameMove> recording, int player, int offset) {
        List<GameMove> own = recording.stream()
                .filter(m -> m.type() == GameMove.TYPE_MOVE && m.data1() == player).toList();
        frames = new int[own.size()];
        moves = new int[own.size()];
        for (int i = 0; i < own.size(); i++) {
            frames[i] = own.get(i).frame();
            moves[i] = own.get(i).data2() & 0x7F;
        }
        this.offset = offset;
    }

    @Override
    public int controls(int frame) {
        int f = frame + offset;
        while (cursor < frames.length && frames[cursor] <= f) {
            cursor++;
        }
        return cursor == 0 ? 0 : moves[cursor - 1] & 0x3F;
    }
}

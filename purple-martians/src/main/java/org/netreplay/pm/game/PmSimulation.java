package org.netreplay.pm.game;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;

import org.netreplay.pm.sim.GameMoves;
import org.netreplay.pm.sim.Ploc;
import org.netreplay.pm.sim.PmWorld;
import org.netreplay.pm.state.PmStateCodec;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.session.ReplaySessionBuilder;
import org.netreplay.replay.spi.GameSimulation;

/**
 * The Purple Martians simulation behind the engine's {@link GameSimulation} SPI. It starts from a clean level load
 * ({@code load_and_setup_level(level, 4)}, no fill pass: it matches test-data/pm-golden's {@code variants/nofill}) and
 * each {@link #advance} appends the frame's moves to the game-move array and runs the demo player's frame
 * ({@code frame_num++}, {@code update_animation}, game moves, {@code move_frame}).
 *
 * <p>A saved state is the game's own 113,344 bytes followed by {@link #TAIL_SIZE} bytes of the simulation's hidden
 * variables (frame counter, local player, game-move cursor and row count, animation counters, the players'
 * {@code ploc} fields the simulation reads), so that loading a saved state and re-simulating gives the same bytes as
 * playing straight on, in this simulation or in a fresh one (the game-move rows up to the loaded frame, which are
 * never applied again, are kept or stand-ins; later rows are dropped: the engine appends them again).
 * {@link #loadState} also takes a bare 113,344-byte state (e.g. dumped by the real game): hidden variables are then
 * kept. {@link #checksum()} is the CRC-32 of the game's 113,344 bytes only, as the golden dumps compute it.
 */
public final class PmSimulation implements GameSimulation, org.netreplay.replay.spi.UpdateOrder {
    /** Bytes of hidden variables after the game's state. */
    public static final int TAIL_SIZE = 4 * (4 + 3 * 256 + 8 * 15);
    /** Size of a saved state, bytes. */
    public static final int SAVED_SIZE = PmStateCodec.STATE_SIZE + TAIL_SIZE;

    private final PmWorld w;
    private final byte[] checksumState = new byte[PmStateCodec.STATE_SIZE];

    PmSimulation(PmWorld w) {
        this.w = w;
    }

    /** Players, enemies and items visited from the last slot to the first (the simulator's {@code iteration-order} fault). */
    @Override
    public void reverseUpdateOrder(boolean reversed) {
        w.reversedUpdateOrder = reversed;
    }

    @Override
    public int frame() {
        return w.loop.frame_num;
    }

    @Override
    public void advance(List<GameMove> movesForNextFrame) {
        int next = w.loop.frame_num + 1;
        for (GameMove m : movesForNextFrame) {
            if (m.frame() != next) {
                throw new IllegalArgumentException("move " + m + " is not for frame " + next);
            }
        }
        if (!movesForNextFrame.isEmpty()) {
            int[][] rows = new int[movesForNextFrame.size()][];
            for (int i = 0; i < rows.length; i++) {
                GameMove m = movesForNextFrame.get(i);
                rows[i] = new int[] {m.frame(), m.type(), m.data1(), m.data2()};
            }
            append(rows);
        }
        w.loop.frame_num = next;
        w.bitmap.updateAnimation();
        w.gameMoves.proc();
        w.loop.moveFrame();
    }

    /**
     * After a load at {@code frame}: exactly {@code entries} rows, as playing straight on to that frame leaves them
     * (rows of frames up to {@code frame} only, which never match a later frame; a row of a later frame in their
     * place, left by another timeline, becomes a stand-in of frame -1), then zero rows.
     */
    private void keepMoveRowsUpTo(int frame, int entries) {
        var gm = w.gameMoves;
        if (entries < 0 || entries > ReplaySessionBuilder.MAX_FRAMES * 64) {
            throw new IllegalArgumentException("saved state has " + entries + " game-move rows");
        }
        if (entries + GameMoves.SPARE_ROWS > gm.arr.length) {
            int[][] bigger = new int[entries + GameMoves.SPARE_ROWS][];
            System.arraycopy(gm.arr, 0, bigger, 0, gm.arr.length);
            for (int i = gm.arr.length; i < bigger.length; i++) {
                bigger[i] = new int[4];
            }
            gm.arr = bigger;
        }
        for (int i = 0; i < entries; i++) {
            if (gm.arr[i][0] > frame) {
                gm.arr[i][0] = -1;
                gm.arr[i][1] = 0;
            }
        }
        for (int i = entries; i < gm.entry_pos; i++) {
            java.util.Arrays.fill(gm.arr[i], 0);
        }
        gm.entry_pos = entries;
    }

    /** Adds rows after the last entry, growing the array (by half) so that the spare zero rows stay after it. */
    private void append(int[][] rows) {
        var gm = w.gameMoves;
        int need = gm.entry_pos + rows.length + GameMoves.SPARE_ROWS;
        if (need > gm.arr.length) {
            int[][] bigger = new int[Math.max(need, gm.arr.length + gm.arr.length / 2)][];
            System.arraycopy(gm.arr, 0, bigger, 0, gm.arr.length);
            for (int i = gm.arr.length; i < bigger.length; i++) {
                bigger[i] = new int[4];
            }
            gm.arr = bigger;
        }
        for (int[] r : rows) {
            System.arraycopy(r, 0, gm.arr[gm.entry_pos++], 0, 4);
        }
    }

    @Override
    public byte[] saveState() {
        return saveStateInto(null);
    }

    /**
     * {@link #saveState()} into an array the caller no longer needs, so that a caller saving a state every frame
     * does not allocate {@link #SAVED_SIZE} bytes each time: every byte of it is overwritten.
     *
     * @param reuse a {@link #SAVED_SIZE}-byte array to overwrite, or null (or another size) for a new one
     * @return the saved state: {@code reuse} or a new array
     */
    public byte[] saveStateInto(byte[] reuse) {
        byte[] out = reuse != null && reuse.length == SAVED_SIZE ? reuse : new byte[SAVED_SIZE];
        PmStateCodec.writeInto(w, out);
        ByteBuffer b = ByteBuffer.wrap(out).order(ByteOrder.LITTLE_ENDIAN).position(PmStateCodec.STATE_SIZE);
        b.putInt(w.loop.frame_num).putInt(w.player.active_local_player).putInt(w.gameMoves.current_pos)
                .putInt(w.gameMoves.entry_pos);
        for (int r = 0; r < 3; r++) {
            b.asIntBuffer().put(w.bitmap.zz[r], 0, 256); // one block copy of the row (a view starts at b's position)
            b.position(b.position() + 256 * 4);
        }
        for (Ploc l : w.player.loc) {
            b.putInt(l.health_display).putInt(l.last_health_adjust).putInt(l.potential_bomb_damage)
                    .putInt(l.name_display).putFloat(l.damage_tally).putInt(l.damage_holdoff).putInt(l.damage_type)
                    .putInt(l.comp_move).putInt(l.fake_keypress_mode).putInt(l.rewind).putFloat(l.old_x)
                    .putFloat(l.old_y).putInt(l.join_frame).putInt(l.quit_frame).putInt(l.quit_reason);
        }
        return out;
    }

    @Override
    public void loadState(byte[] state) {
        if (state.length != SAVED_SIZE && state.length != PmStateCodec.STATE_SIZE) {
            throw new IllegalArgumentException("state is " + state.length + " bytes, not " + SAVED_SIZE
                    + " (saved) or " + PmStateCodec.STATE_SIZE + " (the game's own)");
        }
        PmStateCodec.readFrom(w, state);
        if (state.length == PmStateCodec.STATE_SIZE) {
            return;
        }
        ByteBuffer b = ByteBuffer.wrap(state).order(ByteOrder.LITTLE_ENDIAN).position(PmStateCodec.STATE_SIZE);
        w.loop.frame_num = b.getInt();
        w.player.active_local_player = b.getInt();
        w.gameMoves.current_pos = b.getInt();
        keepMoveRowsUpTo(w.loop.frame_num, b.getInt());
        for (int r = 0; r < 3; r++) {
            b.asIntBuffer().get(w.bitmap.zz[r], 0, 256);
            b.position(b.position() + 256 * 4);
        }
        for (Ploc l : w.player.loc) {
            l.health_display = b.getInt();
            l.last_health_adjust = b.getInt();
            l.potential_bomb_damage = b.getInt();
            l.name_display = b.getInt();
            l.damage_tally = b.getFloat();
            l.damage_holdoff = b.getInt();
            l.damage_type = b.getInt();
            l.comp_move = b.getInt();
            l.fake_keypress_mode = b.getInt();
            l.rewind = b.getInt();
            l.old_x = b.getFloat();
            l.old_y = b.getFloat();
            l.join_frame = b.getInt();
            l.quit_frame = b.getInt();
            l.quit_reason = b.getInt();
        }
    }

    @Override
    public int checksum() {
        PmStateCodec.write(w, checksumState);
        return PmStateCodec.crc32(checksumState);
    }

    /** @return the simulated world (live) */
    public PmWorld world() {
        return w;
    }
}

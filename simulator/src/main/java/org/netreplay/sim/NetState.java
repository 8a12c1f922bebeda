package org.netreplay.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;

import org.netreplay.pm.game.PmSimulation;
import org.netreplay.pm.state.PmStateCodec;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.GameSimulation;

/**
 * Which bytes of a game's saved state travel in a state dif, and how a peer takes them in (docs/formats.md §5.3, §5.8).
 * For Purple Martians the dif carries the game's own 113,344-byte state ({@code game_vars_to_state}); the
 * simulation's hidden variables after it (frame counter, game-move cursor, animation counters, {@code ploc}) stay the
 * receiving peer's own, as in the game, where {@code mPlayer.loc} is not part of the state. For other games the whole
 * saved state travels.
 */
public abstract class NetState {
    private NetState() {
    }

    /** @return the adapter for a game */
    public static NetState of(DeterministicGame game) {
        return "purple-martians".equals(game.id()) ? new Pm() : new Whole(game.schema().stateSize());
    }

    /** @return bytes in a dif (the game's STATE_SIZE) */
    public abstract int size();

    /** @return the bytes that travel, taken from a saved state (a new array) */
    public abstract byte[] extract(byte[] saved);

    /**
     * @param ownSaved the receiving peer's own saved state to take the hidden variables from (any frame)
     * @param net      the bytes received
     * @param frame    the frame the received state is at the end of
     * @return a saved state to load (may be {@code net} itself; callers do not change it)
     */
    public abstract byte[] merge(byte[] ownSaved, byte[] net, int frame);

    /**
     * @param ownSaved the receiving peer's own saved state
     * @param net      the bytes received
     * @param frame    the frame the received state is at the end of
     * @return whether {@link #merge}{@code (ownSaved, net, frame)} would give {@code ownSaved}'s bytes (one comparison,
     *         which stops at the first byte that differs, instead of a merge and a comparison)
     */
    public abstract boolean mergesTo(byte[] ownSaved, byte[] net, int frame);

    /**
     * @param sim   the simulation whose current state {@code saved} is (or null)
     * @param saved its saved state, or null to ask the simulation
     * @return the game's own checksum of the state ({@code GameSimulation.checksum()}, CRC-32 of the net bytes for
     *         Purple Martians)
     */
    public abstract int checksum(GameSimulation sim, byte[] saved);

    /**
     * {@code sim.saveState()}, into {@code reuse} when the game can (Purple Martians: a saved state's size), so that
     * a peer saving a state every step need not allocate one each time.
     *
     * @param sim   the simulation to save
     * @param reuse an array the caller no longer needs (every byte is overwritten), or null
     * @return the saved state: {@code reuse} or a new array
     */
    public byte[] save(GameSimulation sim, byte[] reuse) {
        return sim.saveState();
    }

    /**
     * @return whether {@link #save} and {@link #checksum} of the saved state may run on another thread while the
     *         simulation is left alone: they read only the simulation and write only the array (Purple Martians: the
     *         codec and a CRC-32 of the bytes; not a game whose checksum asks the simulation)
     */
    public boolean savesOffThread() {
        return false;
    }

    /**
     * @return whether {@link #merge} reads the receiving peer's own state only after the {@link #size()} bytes that
     *         travel (its hidden variables), so that a peer may keep just those of an old state
     *         ({@link #hidden}, {@link #mergeHidden}) and give its array back for reuse
     */
    public boolean mergesHiddenOnly() {
        return false;
    }

    /**
     * The hidden variables of a saved state: its bytes after {@link #size()}, for {@link #mergeHidden}.
     *
     * @param saved a saved state
     * @param reuse an array of the right length to overwrite, or null
     * @return {@code reuse} or a new array
     * @throws UnsupportedOperationException unless {@link #mergesHiddenOnly()}
     */
    public byte[] hidden(byte[] saved, byte[] reuse) {
        throw new UnsupportedOperationException("the whole state is merged");
    }

    /**
     * {@link #merge} of a state whose hidden variables ({@link #hidden}) are {@code hidden}: the same bytes.
     *
     * @param into an array of a saved state's length to overwrite, or null
     * @return {@code into} or a new array
     * @throws UnsupportedOperationException unless {@link #mergesHiddenOnly()}
     */
    public byte[] mergeHidden(byte[] hidden, byte[] net, int frame, byte[] into) {
        throw new UnsupportedOperationException("the whole state is merged");
    }

    /**
     * {@link #merge}, into an array the caller no longer needs when the game can (the same bytes).
     *
     * @param into an array of {@code ownSaved}'s length to overwrite, or null
     * @return {@code into}, a new array, or {@code net} itself as {@link #merge} may
     */
    public byte[] merge(byte[] ownSaved, byte[] net, int frame, byte[] into) {
        return merge(ownSaved, net, frame);
    }

    /**
     * The remote players' controls a client takes from the state (docs/formats.md §5.8: "remote players keep the
     * controls the state brought"), as PLAYER_MOVE rows of frame {@code frame}, for the states file's inputs
     * (docs/peer-states.md: inputs include the remote controls, so that a record replays exactly and can be compared
     * with the server's final moves). Setting a player's controls to the ones it already has changes no state byte.
     *
     * @param sim   the simulation, at frame {@code frame - 1}
     * @param frame the frame about to be simulated
     * @param self  the client's own player (its moves are its own inputs)
     * @return the rows, ordered by player (empty for games without such controls)
     */
    public List<GameMove> remoteControls(GameSimulation sim, int frame, int self) {
        return List.of();
    }

    private static final class Pm extends NetState {
        @Override
        public boolean savesOffThread() {
            return true;
        }

        @Override
        public byte[] save(GameSimulation sim, byte[] reuse) {
            return sim instanceof PmSimulation pm ? pm.saveStateInto(reuse) : sim.saveState();
        }

        @Override
        public List<GameMove> remoteControls(GameSimulation sim, int frame, int self) {
            if (!(sim instanceof PmSimulation pm)) {
                return List.of();
            }
            var player = pm.world().player;
            List<GameMove> rows = new ArrayList<>(8);
            for (int q = 0; q < player.syn.length; q++) {
                if (q != self && player.syn[q].active != 0) {
                    rows.add(new GameMove(frame, GameMove.TYPE_MOVE, q, player.compMoveFromPlayersCurrentControls(q)));
                }
            }
            return rows;
        }

        @Override
        public int size() {
            return PmStateCodec.STATE_SIZE;
        }

        @Override
        public byte[] extract(byte[] saved) {
            return java.util.Arrays.copyOf(saved, PmStateCodec.STATE_SIZE);
        }

        @Override
        public byte[] merge(byte[] ownSaved, byte[] net, int frame) {
            return merge(ownSaved, net, frame, null);
        }

        /** The received game state, then the own state's hidden variables with the frame counter set to frame. */
        @Override
        public byte[] merge(byte[] ownSaved, byte[] net, int frame, byte[] into) {
            int o = PmStateCodec.STATE_SIZE;
            byte[] out = into != null && into.length == ownSaved.length ? into : new byte[ownSaved.length];
            System.arraycopy(ownSaved, o, out, o, ownSaved.length - o);
            return withNet(out, net, frame);
        }

        @Override
        public boolean mergesHiddenOnly() {
            return true;
        }

        @Override
        public byte[] hidden(byte[] saved, byte[] reuse) {
            int o = PmStateCodec.STATE_SIZE;
            byte[] out = reuse != null && reuse.length == saved.length - o ? reuse : new byte[saved.length - o];
            System.arraycopy(saved, o, out, 0, out.length);
            return out;
        }

        @Override
        public byte[] mergeHidden(byte[] hidden, byte[] net, int frame, byte[] into) {
            int o = PmStateCodec.STATE_SIZE;
            byte[] out = into != null && into.length == o + hidden.length ? into : new byte[o + hidden.length];
            System.arraycopy(hidden, 0, out, o, hidden.length);
            return withNet(out, net, frame);
        }

        private static byte[] withNet(byte[] out, byte[] net, int frame) {
            int o = PmStateCodec.STATE_SIZE;
            System.arraycopy(net, 0, out, 0, o);
            out[o] = (byte) frame;
            out[o + 1] = (byte) (frame >>> 8);
            out[o + 2] = (byte) (frame >>> 16);
            out[o + 3] = (byte) (frame >>> 24);
            return out;
        }

        @Override
        public boolean mergesTo(byte[] ownSaved, byte[] net, int frame) {
            int o = PmStateCodec.STATE_SIZE;
            return ownSaved.length == PmSimulation.SAVED_SIZE && ownSaved[o] == (byte) frame
                    && ownSaved[o + 1] == (byte) (frame >>> 8) && ownSaved[o + 2] == (byte) (frame >>> 16)
                    && ownSaved[o + 3] == (byte) (frame >>> 24) && java.util.Arrays.equals(ownSaved, 0, o, net, 0, o);
        }

        @Override
        public int checksum(GameSimulation sim, byte[] saved) {
            if (saved == null || saved.length != PmSimulation.SAVED_SIZE) {
                return sim.checksum();
            }
            CRC32 crc = new CRC32(); // one per call: a client's save thread computes checksums too
            crc.update(saved, 0, PmStateCodec.STATE_SIZE);
            return (int) crc.getValue();
        }
    }

    private static final class Whole extends NetState {
        private final int size;

        Whole(int size) {
            this.size = size;
        }

        @Override
        public int size() {
            return size;
        }

        @Override
        public byte[] extract(byte[] saved) {
            return saved.clone();
        }

        @Override
        public byte[] merge(byte[] ownSaved, byte[] net, int frame) {
            return net;
        }

        @Override
        public boolean mergesTo(byte[] ownSaved, byte[] net, int frame) {
            return java.util.Arrays.equals(ownSaved, net);
        }

        @Override
        public int checksum(GameSimulation sim, byte[] saved) {
            return sim.checksum();
        }
    }
}

package org.netreplay.replay.spi;

import java.util.List;
import org.netreplay.replay.GameMove;

/**
 * A running deterministic simulation. Not thread-safe: one thread drives it. Determinism contract: the same setup
 * and the same moves give byte-identical states on every run, in every JVM.
 */
public interface GameSimulation {

    /** @return frames simulated so far; 0 right after start */
    int frame();

    /**
     * Advances one frame: the frame counter becomes {@code frame() + 1}, the moves (all of which must carry that
     * frame) are applied in the order given, then the frame is simulated.
     *
     * @throws IllegalArgumentException if a move carries another frame
     */
    void advance(List<GameMove> movesForNextFrame);

    /** @return a copy of the state in the layout of {@link DeterministicGame#schema()} */
    byte[] saveState();

    /**
     * Replaces the whole state, frame counter included.
     *
     * @throws IllegalArgumentException if {@code state} is not {@link StateSchema#stateSize()} bytes
     */
    void loadState(byte[] state);

    /** @return a 32-bit checksum of the current state's canonical bytes */
    int checksum();
}

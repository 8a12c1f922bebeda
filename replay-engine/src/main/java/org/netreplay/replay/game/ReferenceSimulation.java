package org.netreplay.replay.game;

import java.util.List;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.sim.Simulation;
import org.netreplay.replay.spi.GameSimulation;

/**
 * Adapts a {@link Simulation} to the engine SPI: checks each move's frame, applies the moves in the order given,
 * then simulates the frame. {@link #advance} allocates nothing.
 *
 * <p>Thread safety: none; one thread drives it.
 */
final class ReferenceSimulation implements GameSimulation {
    private final Simulation simulation;

    ReferenceSimulation(Simulation simulation) {
        this.simulation = simulation;
    }

    @Override
    public int frame() {
        return simulation.frame();
    }

    /**
     * @throws IllegalArgumentException if a move carries another frame than {@code frame() + 1} (nothing is
     *                                  changed then)
     */
    @Override
    public void advance(List<GameMove> movesForNextFrame) {
        int next = simulation.frame() + 1;
        int count = movesForNextFrame.size();
        for (int i = 0; i < count; i++) {
            GameMove move = movesForNextFrame.get(i);
            if (move.frame() != next) {
                throw new IllegalArgumentException(
                        "move " + move + " carries frame " + move.frame() + ", expected " + next);
            }
        }
        simulation.beginFrame();
        for (int i = 0; i < count; i++) {
            GameMove move = movesForNextFrame.get(i);
            simulation.applyMove(move.type(), move.data1(), move.data2());
        }
        simulation.simulateFrame();
    }

    @Override
    public byte[] saveState() {
        return simulation.state().copyBytes();
    }

    @Override
    public void loadState(byte[] state) {
        simulation.state().load(state);
    }

    @Override
    public int checksum() {
        return simulation.state().checksum();
    }

    /** @return the simulation behind this adapter (tests read fields through it) */
    Simulation simulation() {
        return simulation;
    }
}

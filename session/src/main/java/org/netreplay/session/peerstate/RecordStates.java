package org.netreplay.session.peerstate;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.function.Supplier;

import org.netreplay.replay.spi.GameSimulation;

/**
 * The state at the end of a record's frame, for the inspector and the desync fields (docs/peer-states.md): stored in
 * the record, or rebuilt from the previous stored state by replaying the inputs of the records between, which must
 * follow each other frame by frame. A rebuilt state is accepted only when its checksum is the record's logged one
 * (a non-deterministic peer cannot be reproduced from its inputs; then the reason says so).
 */
public final class RecordStates {
    private RecordStates() {
    }

    /**
     * @param state  the state, or null
     * @param rebuilt whether it was rebuilt (not stored)
     * @param whyNot when null: one sentence saying why
     */
    public record Result(byte[] state, boolean rebuilt, String whyNot) {
    }

    /**
     * @param reader        the peer's states file
     * @param record        the record
     * @param newSimulation a fresh simulation of the session's game and level (its state is replaced)
     * @return the state, or a reason
     * @throws IOException naming file, record and field when the file is damaged
     */
    public static Result of(PeerStateReader reader, int record, Supplier<GameSimulation> newSimulation)
            throws IOException {
        String who = "peer " + reader.peer();
        int frame = reader.frame(record);
        if (reader.hasState(record)) {
            return new Result(reader.state(record), false, null);
        }
        int s = reader.stateRecordAtOrBefore(record);
        if (s < 0) {
            return new Result(null, false, who + " stored no state before frame " + frame);
        }
        for (int j = s + 1; j <= record; j++) {
            if (reader.frame(j) != reader.frame(j - 1) + 1) {
                return new Result(null, false, who + "'s state at frame " + frame + " is not stored and its records"
                        + " since the last stored state (frame " + reader.frame(s) + ") are not one frame after the"
                        + " other");
            }
        }
        GameSimulation sim;
        try {
            sim = newSimulation.get();
            sim.loadState(reader.state(s));
            for (int j = s + 1; j <= record; j++) {
                sim.advance(reader.inputs(j));
            }
        } catch (IllegalArgumentException | UncheckedIOException e) {
            return new Result(null, false, who + "'s state at frame " + frame + " could not be rebuilt ("
                    + e.getMessage() + ")");
        }
        if (sim.checksum() != reader.checksum(record)) {
            return new Result(null, false, who + "'s state at frame " + frame + " is not stored, and replaying its"
                    + " inputs from frame " + reader.frame(s) + " gives checksum " + String.format("0x%08x",
                    sim.checksum()) + ", not the logged " + String.format("0x%08x", reader.checksum(record))
                    + ": its simulation is not reproducible from its inputs");
        }
        return new Result(sim.saveState(), true, null);
    }
}

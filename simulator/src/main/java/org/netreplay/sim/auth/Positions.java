package org.netreplay.sim.auth;

import org.netreplay.replay.spi.FieldType;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;

/**
 * Reads each player's position from a saved state through the game's schema ({@code syn[p].x/y} floats in Purple
 * Martians, {@code player[p].x/y} Q24.8 in the reference game), for the client's corrections (docs/formats.md §6,
 * src/mwNetgameClient.cpp#client_apply_dif: {@code client_loc_plr_cor}, {@code client_rmt_plr_cor}).
 */
final class Positions {
    private final StateField[] xs;
    private final StateField[] ys;

    Positions(StateSchema schema, int players) {
        xs = new StateField[players];
        ys = new StateField[players];
        for (StateField f : schema.fields()) {
            boolean entity = f.entity().equals("syn") || f.entity().equals("player");
            if (entity && f.index() >= 0 && f.index() < players) {
                if (f.field().equals("x") && xs[f.index()] == null) {
                    xs[f.index()] = f;
                } else if (f.field().equals("y") && ys[f.index()] == null) {
                    ys[f.index()] = f;
                }
            }
        }
    }

    /** @return player p's x, y in pixels (0, 0 if the schema has no position) */
    double[] of(byte[] state, int p) {
        return new double[] {value(xs[p], state), value(ys[p], state)};
    }

    private static double value(StateField f, byte[] state) {
        if (f == null) {
            return 0;
        }
        long raw = f.raw(state);
        return f.type() == FieldType.FLOAT ? Float.intBitsToFloat((int) raw) : raw / 256.0;
    }
}

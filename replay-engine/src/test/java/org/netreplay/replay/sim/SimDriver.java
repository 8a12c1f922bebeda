package org.netreplay.replay.sim;

import static org.netreplay.replay.sim.StateLayout.*;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.level.JsonMapReader;

/** Test driver: builds a simulation from ASCII rows (the JSON map's tile characters) and steps it. */
final class SimDriver {
    final Simulation sim;
    final SimState state;

    SimDriver(String... rows) {
        this(1234, rows);
    }

    SimDriver(long seed, String... rows) {
        this.sim = new Simulation(map(rows), 1, seed);
        this.state = sim.state();
    }

    /** @return the map of {@code rows} read through the JSON map format */
    static MapData map(String... rows) {
        StringBuilder json = new StringBuilder("{\"rows\":[");
        for (int i = 0; i < rows.length; i++) {
            json.append(i == 0 ? "" : ",").append('"').append(rows[i]).append('"');
        }
        json.append("]}");
        return JsonMapReader.read(new ByteArrayInputStream(json.toString().getBytes(StandardCharsets.UTF_8)), "test");
    }

    /** Runs one frame in which the given moves ({type, data1, data2} triples) are applied. */
    SimDriver frame(int... moveTriples) {
        sim.beginFrame();
        for (int i = 0; i < moveTriples.length; i += 3) {
            sim.applyMove(moveTriples[i], moveTriples[i + 1], moveTriples[i + 2]);
        }
        sim.simulateFrame();
        return this;
    }

    /** Runs {@code count} frames without moves. */
    SimDriver frames(int count) {
        for (int i = 0; i < count; i++) {
            frame();
        }
        return this;
    }

    /** Activates player {@code p} (flag form, colour 8) in the next frame. */
    SimDriver activate(int p) {
        return frame(GameMove.ACTIVE_FLAG + 8 * 256 + p, 0, 0);
    }

    /** Sets player {@code p}'s comp_move bits in the next frame. */
    SimDriver controls(int p, int bits) {
        return frame(GameMove.TYPE_MOVE, p, bits);
    }

    int playerX(int p) {
        return state.i32(player(p, P_X));
    }

    int playerY(int p) {
        return state.i32(player(p, P_Y));
    }

    int playerInt8(int p, int field) {
        return state.i8(player(p, field));
    }

    int playerInt16(int p, int field) {
        return state.i16(player(p, field));
    }

    int enemyX(int e) {
        return state.i32(enemy(e, E_X));
    }

    int enemyVx(int e) {
        return state.i16(enemy(e, E_VX));
    }

    /** @return index of the first active shot, or -1 */
    int firstShot() {
        for (int i = 0; i < MAX_SHOTS; i++) {
            if (state.i8(shot(i, S_ACTIVE)) != 0) {
                return i;
            }
        }
        return -1;
    }
}

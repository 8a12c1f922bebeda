package org.netreplay.replay.sim;

import static org.netreplay.replay.sim.StateLayout.*;

/**
 * The reference game's deterministic simulation: a {@link MapData} plus a {@link SimState}. A frame is
 * {@link #beginFrame()} (frame counter +1), any number of {@link #applyMove} calls for that frame, then
 * {@link #simulateFrame()}: players, enemy contact, then enemies, then shots, each in slot order
 * (docs/formats.md §4.2: moves are applied after {@code frame_num++} and before {@code move_frame()}). Integer
 * arithmetic only, no allocation per frame; all randomness comes from the xorshift32 state in {@code world[0].rng}.
 *
 * <p>Thread safety: none; one thread drives a simulation.
 */
public final class Simulation {
    private final MapData map;
    private final SimState state = new SimState();

    /**
     * Creates the frame-0 state of {@code map}.
     *
     * @param level the level number stored in {@code world[0].level}
     * @param seed  folded into the first PRNG state ({@link Prng#seedState(long)})
     */
    public Simulation(MapData map, int level, long seed) {
        this.map = map;
        state.setI32(W_RNG, Prng.seedState(seed));
        state.setI32(W_LEVEL, level);
        int coins = 0;
        for (int i = 0; i < map.itemCount(); i++) {
            state.setI8(item(i, I_KIND), map.itemKind(i));
            state.setI8(item(i, I_COLOUR), map.itemColour(i));
            state.setI8(item(i, I_TAKEN_BY), -1);
            state.setI16(item(i, I_X), map.itemX(i));
            state.setI16(item(i, I_Y), map.itemY(i));
            coins += map.itemKind(i) == ItemKind.COIN ? 1 : 0;
        }
        state.setI32(W_COINS_LEFT, coins);
        for (int e = 0; e < map.enemyCount(); e++) {
            int kind = map.enemyKind(e);
            state.setI8(enemy(e, E_KIND), kind);
            state.setI8(enemy(e, E_ALIVE), kind == EnemyKind.NONE ? 0 : 1);
            state.setI8(enemy(e, E_HP), EnemyKind.hitPoints(kind));
            state.setI16(enemy(e, E_SOURCE_TYPE), map.enemySourceType(e));
            state.setI32(enemy(e, E_X), Fixed.fromPx(map.enemyX(e)));
            state.setI32(enemy(e, E_Y), Fixed.fromPx(map.enemyY(e)));
            state.setI16(enemy(e, E_VX), kind == EnemyKind.WALKER ? Rules.WALKER_SPEED : 0);
            state.setI16(enemy(e, E_TIMER), kind == EnemyKind.SHOOTER ? 20 + (e * 7) % 32 : 0);
        }
        for (int tx = 0; tx < MAP_TILES; tx++) {
            for (int ty = 0; ty < MAP_TILES; ty++) {
                state.setTile(tx, ty, map.tile(tx, ty));
            }
        }
    }

    /** @return frames simulated so far */
    public int frame() {
        return state.i32(W_FRAME);
    }

    /** Starts the next frame: the frame counter goes up by one. */
    public void beginFrame() {
        state.setI32(W_FRAME, state.i32(W_FRAME) + 1);
    }

    /** Applies one game move (type, data1, data2 of a {@code .gm} row) to the current frame. */
    public void applyMove(int type, int data1, int data2) {
        MoveApplier.apply(state, map, type, data1, data2);
    }

    /** Simulates the current frame: players, enemy contact, enemies, shots. */
    public void simulateFrame() {
        PlayerSystem.stepAll(state, map);
        ContactSystem.stepAll(state, map);
        EnemySystem.stepAll(state, map);
        ShotSystem.stepAll(state, map);
    }

    /** @return the live state (for reading fields; writing it bypasses the rules) */
    public SimState state() {
        return state;
    }

    /** @return the map this simulation started from */
    public MapData map() {
        return map;
    }
}

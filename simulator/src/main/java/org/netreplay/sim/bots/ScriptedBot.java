package org.netreplay.sim.bots;

import java.util.SplittableRandom;

import org.netreplay.replay.GameMove;

/**
 * A scripted player: holds one of a few human-like control states (walk left/right, jump while walking, fire, stand)
 * for a seeded 10–80 frames, then changes: a control change about every second, as a person plays.
 */
public final class ScriptedBot implements Bot {
    private static final int[] STATES = {
        GameMove.RIGHT, GameMove.RIGHT | GameMove.JUMP, GameMove.LEFT, GameMove.LEFT | GameMove.FIRE, 0,
        GameMove.RIGHT | GameMove.FIRE, GameMove.UP, GameMove.LEFT | GameMove.JUMP, GameMove.DOWN, GameMove.FIRE};
    private final SplittableRandom random;
    private int current;
    private int until;

    /** @param random this player's own stream */
    public ScriptedBot(SplittableRandom random) {
        this.random = random;
    }

    @Override
    public int controls(int frame) {
        if (frame >= until) {
            current = STATES[random.nextInt(STATES.length)];
            until = frame + 10 + random.nextInt(71);
        }
        return current;
    }
}

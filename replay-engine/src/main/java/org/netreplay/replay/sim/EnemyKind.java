package org.netreplay.replay.sim;

/**
 * Enemy behaviour codes stored in {@code enemy[i].kind}.
 * <ul>
 *   <li>{@link #WALKER}: walks at 1 px/frame under gravity and turns around at walls;</li>
 *   <li>{@link #FLYER}: flies at 1.5 px/frame without gravity, bounces off walls and picks a new direction with the
 *   PRNG every 64 frames;</li>
 *   <li>{@link #SHOOTER}: stands still under gravity and every 60-91 frames fires a shot at the nearest living
 *   player within 320 px.</li>
 * </ul>
 */
public final class EnemyKind {
    /** Empty slot. */
    public static final int NONE = 0;
    /** Walks and turns at walls. */
    public static final int WALKER = 1;
    /** Flies and bounces, PRNG-driven turns. */
    public static final int FLYER = 2;
    /** Aims at the nearest player. */
    public static final int SHOOTER = 3;

    private EnemyKind() {
    }

    /** @return the starting hit points of {@code kind} */
    public static int hitPoints(int kind) {
        switch (kind) {
            case WALKER:
                return 2;
            case FLYER:
                return 1;
            case SHOOTER:
                return 3;
            default:
                return 0;
        }
    }

    /**
     * Maps a real-game enemy type (docs/formats.md §5.3: 1 bouncer, 2 cannon, 3 archwagon, 4 blokwalk, 5 jumpworm,
     * 6 flapper, 7 vinepod, 8 trakbot, 9 cloner, 19 crew) to a behaviour.
     *
     * @return the behaviour, or {@link #NONE} for types the reference game skips
     */
    public static int fromPmType(int pmType) {
        switch (pmType) {
            case 1:
            case 6:
                return FLYER;
            case 2:
            case 7:
            case 9:
                return SHOOTER;
            case 3:
            case 4:
            case 5:
            case 8:
            case 19:
                return WALKER;
            default:
                return NONE;
        }
    }
}

package org.netreplay.replay.sim;

/**
 * Item codes stored in {@code item[i].kind}. Items are 20x20 px and are picked up by touching them.
 * <ul>
 *   <li>{@link #COIN}: adds one to the player's {@code coins} and the world's {@code coinsLeft} goes down;</li>
 *   <li>{@link #KEY}: sets bit {@code colour} of the player's {@code keys}; doors of that colour then open on
 *   touch;</li>
 *   <li>{@link #EXIT}: is not picked up; touching it sets the player's EXITED flag and the world's LEVEL_DONE
 *   flag.</li>
 * </ul>
 * Doors are tiles ({@link Tiles#DOOR}), not items.
 */
public final class ItemKind {
    /** Empty slot. */
    public static final int NONE = 0;
    /** A coin (the real game's bonus, type 2). */
    public static final int COIN = 1;
    /** A key of a colour (the real game's key, type 4). */
    public static final int KEY = 2;
    /** The level exit (type 3). */
    public static final int EXIT = 3;

    private ItemKind() {
    }
}

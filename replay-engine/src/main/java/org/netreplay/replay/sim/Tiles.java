package org.netreplay.replay.sim;

/**
 * The bits of one tile byte in the state (section {@code tile}). A tile is 20x20 px; the grid is 100x100.
 * Outside the grid everything counts as {@link #SOLID}.
 * <ul>
 *   <li>{@link #SOLID} blocks players, enemies and shots from every side;</li>
 *   <li>{@link #SEMISOLID} is a one-way platform: it only stops a body falling onto it from above;</li>
 *   <li>{@link #LADDER} lets players climb with UP/DOWN;</li>
 *   <li>{@link #BREAKABLE} (always together with SOLID) is removed by a player shot;</li>
 *   <li>{@link #DOOR} (always together with SOLID) is a locked door of colour {@code (bits >> 5) & 3}, opened (set
 *   to 0) when a player holding a key of that colour touches it.</li>
 * </ul>
 */
public final class Tiles {
    /** Empty tile. */
    public static final int EMPTY = 0;
    /** Solid from every side. */
    public static final int SOLID = 1;
    /** One-way platform. */
    public static final int SEMISOLID = 2;
    /** Climbable. */
    public static final int LADDER = 4;
    /** Removed by player shots. */
    public static final int BREAKABLE = 8;
    /** Locked door; colour in bits 5-6. */
    public static final int DOOR = 16;
    /** Shift of the door colour. */
    public static final int DOOR_COLOUR_SHIFT = 5;
    /** Number of key/door colours. */
    public static final int COLOURS = 4;

    private Tiles() {
    }

    /** @return the tile bits of a locked door of {@code colour} (0..3) */
    public static int door(int colour) {
        return SOLID | DOOR | ((colour & 3) << DOOR_COLOUR_SHIFT);
    }

    /** @return the colour of a door tile */
    public static int doorColour(int bits) {
        return (bits >> DOOR_COLOUR_SHIFT) & 3;
    }
}

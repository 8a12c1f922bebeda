package org.netreplay.viewer.common;

/**
 * How rows of one log type look.
 *
 * @param label  the short type label shown in the type column, e.g. "stdf"
 * @param colour the text colour as {@code #rrggbb}
 */
public record TypeLook(String label, String colour) {
    /** White types are drawn a little softer on the dark background. */
    public static final String SOFT_WHITE = "#d0d0d0";


    /**
     * The colour rows of {@code type} are drawn in: the registry colour, the game's pure white toned down.
     * Thread-safe.
     *
     * @return {@code #rrggbb}
     */
    public static String colourOf(org.netreplay.log.LogType type) {
        return type.colour().equalsIgnoreCase("#ffffff") ? SOFT_WHITE : type.colour();
    }
}

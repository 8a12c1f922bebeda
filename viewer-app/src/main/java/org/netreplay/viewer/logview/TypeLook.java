package org.netreplay.viewer.logview;

/**
 * How rows of one log type look.
 *
 * @param label  the short type label shown in the type column, e.g. "stdf"
 * @param colour the text colour as {@code #rrggbb}
 */
public record TypeLook(String label, String colour) {

    /**
     * The colour rows of {@code type} are drawn in: the registry colour, the game's pure white toned down.
     * Thread-safe.
     *
     * @return {@code #rrggbb}
     */
    public static String colourOf(org.netreplay.log.LogType type) {
        return type.colour().equalsIgnoreCase("#ffffff") ? TypeLooks.SOFT_WHITE : type.colour();
    }
}

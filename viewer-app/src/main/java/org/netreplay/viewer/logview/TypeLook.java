package org.netreplay.viewer.logview;

/**
 * How rows of one log type look.
 *
 * @param label  the short type label shown in the type column, e.g. "stdf"
 * @param colour the text colour as {@code #rrggbb}
 */
public record TypeLook(String label, String colour) {
}

package org.netreplay.viewer.filter;

import org.netreplay.viewer.common.Formats;

/**
 * What one row of the type tree shows, texts ready to draw.
 *
 * @param key       the game viewer's toggle key, or "" (groups and types without a key)
 * @param label     e.g. "stdf" or "net"
 * @param detail    e.g. "27" (the type id) or "" for a group
 * @param count     lines counted
 * @param countText the count as shown, e.g. "48,402"
 * @param colour    text colour {@code #rrggbb}
 * @param name      the game's constant name shown as a tooltip, e.g. {@code LOG_NET_stdf}, or ""
 */
public record CategoryNode(String key, String label, String detail, long count, String countText, String colour,
                           String name) {

    /** A row whose count text is formatted here. */
    public CategoryNode(String key, String label, String detail, long count, String colour, String name) {
        this(key, label, detail, count, Formats.count(count), colour, name);
    }
}

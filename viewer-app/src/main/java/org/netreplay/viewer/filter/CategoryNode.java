package org.netreplay.viewer.filter;

/**
 * What one row of the type tree shows.
 *
 * @param key    the game viewer's toggle key, or "" (groups and types without a key)
 * @param label  e.g. "stdf" or "net"
 * @param detail e.g. "27" (the type id) or "" for a group
 * @param count  lines counted
 * @param colour text colour {@code #rrggbb}
 * @param name   the game's constant name shown as a tooltip, e.g. {@code LOG_NET_stdf}, or ""
 */
record CategoryNode(String key, String label, String detail, long count, String colour, String name) {
}

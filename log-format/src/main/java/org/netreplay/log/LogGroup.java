package org.netreplay.log;

/**
 * The game's log-type groups (docs/formats.md §1.1: group 1 net, 2 timer, 3 other, 9 error).
 * {@link #UNTAGGED} holds lines that carry no {@code [type][player][frame]} prefix and have no tagged line before
 * them to inherit from.
 */
public enum LogGroup {
    NET, TIMER, OTHER, ERROR, UNTAGGED
}

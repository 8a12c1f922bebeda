package org.netreplay.pmnet.proof;

/**
 * Logged numbers of one kind that were not compared, and why (a log that starts late, a file that is missing, a
 * rebuild that had to stop).
 *
 * @param what  e.g. "tx stdf lines", "status rows"
 * @param count how many
 * @param why   the reason, in words
 */
public record Unchecked(String what, long count, String why) {
}

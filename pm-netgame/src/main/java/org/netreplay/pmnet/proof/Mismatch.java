package org.netreplay.pmnet.proof;

/**
 * A logged number the rebuild could not reproduce.
 *
 * @param file     the file that logged it (name within the session folder)
 * @param line     its line, 1-based
 * @param frame    the frame it belongs to (the server's frame for the server, the client's for a client)
 * @param what     what was compared, e.g. "cmp of dif s:240 d:241 to p1"
 * @param expected what the file says
 * @param got      what the rebuild gives
 */
public record Mismatch(String file, long line, int frame, String what, String expected, String got) {
}

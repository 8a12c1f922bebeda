package org.netreplay.sim.out;

import java.nio.file.Path;

/**
 * What the session folder's writers need to know about the session (docs/session-manifest.md).
 *
 * @param out      the session folder
 * @param seed     the seed (also the calendar of the file names, {@link SessionStamp})
 * @param level    level number
 * @param players  peers including the server
 * @param gameId   the game id
 * @param mode     {@code authoritative} or {@code lockstep}
 * @param sync     {@code pm} or {@code tick}
 * @param settings the network, fault and bot settings as one line (the manifest's {@code network})
 */
public record SessionInfo(Path out, long seed, int level, int players, String gameId, String mode, String sync,
                          String settings) {
}

package org.netreplay.replay.spi;

import java.nio.file.Path;

/**
 * What a simulation starts from.
 *
 * @param level     the level number (a {@code .gm} header's LEVEL)
 * @param levelFile a level file ({@code .pml} of the real game, docs/formats.md §7, or the JSON map format), or null
 *                  for the game's built-in map of that level number
 * @param seed      the seed of the PRNG kept inside the state
 */
public record GameSetup(int level, Path levelFile, long seed) {
}

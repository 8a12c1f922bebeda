package org.netreplay.pm.sim;

/**
 * Where the simulation gets its levels: the game's {@code levels/levelNNN.pml} files, already inflated. The
 * simulation does no I/O itself; the caller supplies this (see {@code org.netreplay.pm.game.PmlFiles}).
 */
@FunctionalInterface
public interface LevelLibrary {
    /** {@code PML_SIZE} in the game (src/mwLevel.cpp): an inflated level, bytes. */
    int PML_SIZE = 384_720;

    /** @return the inflated {@link #PML_SIZE}-byte level, or null if there is no such level */
    byte[] inflatedPml(int level);
}

package org.netreplay.pm.sim;

/**
 * A player shot, {@code struct pshot} in src/mwShot.h ({@code mShot.p[b]}): part of the state. Field names are the
 * game's own; each field's {@link StructField} gives its offset in the game's compiled struct (24 bytes,
 * little-endian), from which {@link StructCodecs} writes and reads it; padding bytes are written as 0.
 */
public final class PShot {
    /** Size of one record in the state, bytes. */
    public static final int SIZE = 24;

    @StructField(offset = 0, unit = "bool")
    public int active;
    @StructField(offset = 4, unit = "player")
    public int player;
    @StructField(offset = 8, unit = "px")
    public float x;
    @StructField(offset = 12, unit = "px")
    public float y;
    @StructField(offset = 16, unit = "px/frame")
    public float xinc;
    @StructField(offset = 20, unit = "px/frame")
    public float yinc;

    /** @return {@code n} fresh zeroed records */
    public static PShot[] array(int n) {
        PShot[] a = new PShot[n];
        for (int i = 0; i < n; i++) {
            a[i] = new PShot();
        }
        return a;
    }
}

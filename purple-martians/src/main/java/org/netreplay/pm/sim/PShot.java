package org.netreplay.pm.sim;

import java.nio.ByteBuffer;

/**
 * A player shot, {@code struct pshot} ({@code mShot.p[b]}): part of the state. Field names are the game's own (src/mwShot.h struct pshot); the byte layout (24 bytes, little-endian, offsets below) is the
 * game's as compiled on x86-64 (pm-golden state_struct_layout.csv). Padding bytes are written as 0.
 */
public final class PShot {
    /** Size of one record in the state, bytes. */
    public static final int SIZE = 24;

    /** offset 0, int */
    public int active;
    /** offset 4, int */
    public int player;
    /** offset 8, float */
    public float x;
    /** offset 12, float */
    public float y;
    /** offset 16, float */
    public float xinc;
    /** offset 20, float */
    public float yinc;

    /** Copies every field of {@code o} into this record. */
    public void copyFrom(PShot o) {
        active = o.active;
        player = o.player;
        x = o.x;
        y = o.y;
        xinc = o.xinc;
        yinc = o.yinc;
    }

    /** Writes this record at {@code base} of a little-endian buffer ({@link #SIZE} bytes; padding left as is). */
    public void write(ByteBuffer b, int base) {
        b.putInt(base + 0, active);
        b.putInt(base + 4, player);
        b.putFloat(base + 8, x);
        b.putFloat(base + 12, y);
        b.putFloat(base + 16, xinc);
        b.putFloat(base + 20, yinc);
    }

    /** Reads this record from {@code base} of a little-endian buffer. */
    public void read(ByteBuffer b, int base) {
        active = b.getInt(base + 0);
        player = b.getInt(base + 4);
        x = b.getFloat(base + 8);
        y = b.getFloat(base + 12);
        xinc = b.getFloat(base + 16);
        yinc = b.getFloat(base + 20);
    }

    /** @return {@code n} fresh zeroed records */
    public static PShot[] array(int n) {
        PShot[] a = new PShot[n];
        for (int i = 0; i < n; i++) {
            a[i] = new PShot();
        }
        return a;
    }
}

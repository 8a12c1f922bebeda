package org.netreplay.pm.sim;

/**
 * A lift's current record, {@code struct lift} in src/mwLift.h ({@code mLift.cur[l]}): part of the state. Field names
 * are the game's own; each field's {@link StructField} gives its offset in the game's compiled struct (128 bytes,
 * little-endian), from which {@link StructCodecs} writes and reads it; padding bytes are written as 0.
 */
public final class LiftCur {
    /** Size of one record in the state, bytes. */
    public static final int SIZE = 128;

    @StructField(offset = 0, unit = "px")
    public float x;
    @StructField(offset = 4, unit = "px")
    public float y;
    @StructField(offset = 8, unit = "px/frame")
    public float xinc;
    @StructField(offset = 12, unit = "px/frame")
    public float yinc;
    @StructField(offset = 16, unit = "px")
    public float w;
    @StructField(offset = 20, unit = "px")
    public float h;
    @StructField(offset = 24, unit = "px/frame")
    public float winc;
    @StructField(offset = 28, unit = "px/frame")
    public float hinc;
    @StructField(offset = 32, unit = "bool")
    public int active;
    @StructField(offset = 36, unit = "bits")
    public int flags;
    @StructField(offset = 40, unit = "enum")
    public int mode;
    @StructField(offset = 44, unit = "frames")
    public int mode_countdown_timer;
    @StructField(offset = 48, unit = "frames")
    public int mode_reset_value;
    @StructField(offset = 52, unit = "colour")
    public int color;
    @StructField(offset = 56, unit = "enum")
    public int draw_mode;
    @StructField(offset = 60, unit = "int")
    public int draw_mode_val1;
    @StructField(offset = 64, unit = "int")
    public int draw_mode_val2;
    @StructField(offset = 68, unit = "int")
    public int draw_mode_val3;
    @StructField(offset = 72, unit = "step")
    public int current_step;
    @StructField(offset = 76, unit = "steps")
    public int num_steps;
    @StructField(offset = 80, unit = "count")
    public int limit_counter;
    @StructField(offset = 84, unit = "enum")
    public int limit_type;
    @StructField(offset = 88, unit = "char[40]")
    public byte[] lift_name = new byte[40];

    /** @return {@code n} fresh zeroed records */
    public static LiftCur[] array(int n) {
        LiftCur[] a = new LiftCur[n];
        for (int i = 0; i < n; i++) {
            a[i] = new LiftCur();
        }
        return a;
    }
}

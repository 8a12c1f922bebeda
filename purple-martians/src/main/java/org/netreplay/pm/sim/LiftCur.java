package org.netreplay.pm.sim;

import java.nio.ByteBuffer;

/**
 * A lift's current record, {@code struct lift} ({@code mLift.cur[l]}): part of the state. Field names are the game's own (src/mwLift.h struct lift); the byte layout (128 bytes, little-endian, offsets below) is the
 * game's as compiled on x86-64 (pm-golden state_struct_layout.csv). Padding bytes are written as 0.
 */
public final class LiftCur {
    /** Size of one record in the state, bytes. */
    public static final int SIZE = 128;

    /** offset 0, float */
    public float x;
    /** offset 4, float */
    public float y;
    /** offset 8, float */
    public float xinc;
    /** offset 12, float */
    public float yinc;
    /** offset 16, float */
    public float w;
    /** offset 20, float */
    public float h;
    /** offset 24, float */
    public float winc;
    /** offset 28, float */
    public float hinc;
    /** offset 32, int */
    public int active;
    /** offset 36, int */
    public int flags;
    /** offset 40, int */
    public int mode;
    /** offset 44, int */
    public int mode_countdown_timer;
    /** offset 48, int */
    public int mode_reset_value;
    /** offset 52, int */
    public int color;
    /** offset 56, int */
    public int draw_mode;
    /** offset 60, int */
    public int draw_mode_val1;
    /** offset 64, int */
    public int draw_mode_val2;
    /** offset 68, int */
    public int draw_mode_val3;
    /** offset 72, int */
    public int current_step;
    /** offset 76, int */
    public int num_steps;
    /** offset 80, int */
    public int limit_counter;
    /** offset 84, int */
    public int limit_type;
    /** offset 88, char[40] */
    public byte[] lift_name = new byte[40];

    /** Copies every field of {@code o} into this record. */
    public void copyFrom(LiftCur o) {
        x = o.x;
        y = o.y;
        xinc = o.xinc;
        yinc = o.yinc;
        w = o.w;
        h = o.h;
        winc = o.winc;
        hinc = o.hinc;
        active = o.active;
        flags = o.flags;
        mode = o.mode;
        mode_countdown_timer = o.mode_countdown_timer;
        mode_reset_value = o.mode_reset_value;
        color = o.color;
        draw_mode = o.draw_mode;
        draw_mode_val1 = o.draw_mode_val1;
        draw_mode_val2 = o.draw_mode_val2;
        draw_mode_val3 = o.draw_mode_val3;
        current_step = o.current_step;
        num_steps = o.num_steps;
        limit_counter = o.limit_counter;
        limit_type = o.limit_type;
        System.arraycopy(o.lift_name, 0, lift_name, 0, lift_name.length);
    }

    /** Writes this record at {@code base} of a little-endian buffer ({@link #SIZE} bytes; padding left as is). */
    public void write(ByteBuffer b, int base) {
        b.putFloat(base + 0, x);
        b.putFloat(base + 4, y);
        b.putFloat(base + 8, xinc);
        b.putFloat(base + 12, yinc);
        b.putFloat(base + 16, w);
        b.putFloat(base + 20, h);
        b.putFloat(base + 24, winc);
        b.putFloat(base + 28, hinc);
        b.putInt(base + 32, active);
        b.putInt(base + 36, flags);
        b.putInt(base + 40, mode);
        b.putInt(base + 44, mode_countdown_timer);
        b.putInt(base + 48, mode_reset_value);
        b.putInt(base + 52, color);
        b.putInt(base + 56, draw_mode);
        b.putInt(base + 60, draw_mode_val1);
        b.putInt(base + 64, draw_mode_val2);
        b.putInt(base + 68, draw_mode_val3);
        b.putInt(base + 72, current_step);
        b.putInt(base + 76, num_steps);
        b.putInt(base + 80, limit_counter);
        b.putInt(base + 84, limit_type);
        b.put(base + 88, lift_name, 0, lift_name.length);
    }

    /** Reads this record from {@code base} of a little-endian buffer. */
    public void read(ByteBuffer b, int base) {
        x = b.getFloat(base + 0);
        y = b.getFloat(base + 4);
        xinc = b.getFloat(base + 8);
        yinc = b.getFloat(base + 12);
        w = b.getFloat(base + 16);
        h = b.getFloat(base + 20);
        winc = b.getFloat(base + 24);
        hinc = b.getFloat(base + 28);
        active = b.getInt(base + 32);
        flags = b.getInt(base + 36);
        mode = b.getInt(base + 40);
        mode_countdown_timer = b.getInt(base + 44);
        mode_reset_value = b.getInt(base + 48);
        color = b.getInt(base + 52);
        draw_mode = b.getInt(base + 56);
        draw_mode_val1 = b.getInt(base + 60);
        draw_mode_val2 = b.getInt(base + 64);
        draw_mode_val3 = b.getInt(base + 68);
        current_step = b.getInt(base + 72);
        num_steps = b.getInt(base + 76);
        limit_counter = b.getInt(base + 80);
        limit_type = b.getInt(base + 84);
        b.get(base + 88, lift_name, 0, lift_name.length);
    }

    /** @return {@code n} fresh zeroed records */
    public static LiftCur[] array(int n) {
        LiftCur[] a = new LiftCur[n];
        for (int i = 0; i < n; i++) {
            a[i] = new LiftCur();
        }
        return a;
    }
}

package org.netreplay.pm.sim;

import org.netreplay.pm.sim.ItemSlots.Spring;

/**
 * The game's small helpers the simulation uses (src/mwMiscFnx.cpp, mwMiscFnx): limits, rounding, 16-bit packing,
 * and the player-active game move's packed colour and name. The editor, drawing and file helpers are not ported.
 */
public final class MiscFnx {
    private final PmWorld w;

    /** @param w the world whose other parts this part calls */
    public MiscFnx(PmWorld w) {
        this.w = w;
    }

    /**
     * {@code val} rounded to the nearest multiple of 20 (halves up).
     *
     * @upstream src/mwMiscFnx.cpp#round20
     */
    public int round20(int val) {
        int m = val % 20;
        if (m < 10) {
            return val - m;
        }
        return val + (20 - m);
    }

    /**
     * {@code val[0]} rounded to the nearest multiple of {@code rnd}.
     *
     * @upstream src/mwMiscFnx.cpp#mw_round
     */
    public void mwRound(int[] val, int rnd) {
        int h = rnd / 2;
        int m = val[0] % rnd;
        if (m < h) {
            val[0] -= m;
        } else {
            val[0] += rnd - m;
        }
    }

    /**
     * {@code val[0]} set to ul when below ll, to ll when above ul.
     *
     * @upstream src/mwMiscFnx.cpp#enforce_limits_with_rollover
     */
    public void enforceLimitsWithRollover(int[] val, int ll, int ul) {
        if (val[0] < ll) {
            val[0] = ul;
        }
        if (val[0] > ul) {
            val[0] = ll;
        }
    }

    /**
     * {@code val[0]} clamped to ll..ul.
     *
     * @upstream src/mwMiscFnx.cpp#enforce_limits
     */
    public void enforceLimits(int[] val, int ll, int ul) {
        val[0] = enforceLimit(val[0], ll, ul);
    }

    /**
     * @return val clamped to ll..ul.
     * @upstream src/mwMiscFnx.cpp#enforce_limit
     */
    public int enforceLimit(int val, int ll, int ul) {
        if (val < ll) {
            val = ll;
        }
        if (val > ul) {
            val = ul;
        }
        return val;
    }

    /**
     * @return 1 when val is outside ll..ul, else 0.
     * @upstream src/mwMiscFnx.cpp#check_limit
     */
    public int checkLimit(int val, int ll, int ul) {
        return (val < ll || val > ul) ? 1 : 0;
    }

    /**
     * Swaps {@code i1[0]} and {@code i2[0]}.
     *
     * @upstream src/mwMiscFnx.cpp#swap_int
     */
    public void swapInt(int[] i1, int[] i2) {
        int t = i1[0];
        i1[0] = i2[0];
        i2[0] = t;
    }

    /**
     * {@code I32[0] = H16 << 16 + L16} when both are 0..65535; otherwise unchanged (the game prints an error).
     *
     * @upstream src/mwMiscFnx.cpp#set_int_3216
     */
    public void setInt3216(int[] I32, int H16, int L16) {
        if (H16 < 0 || H16 > 65535 || L16 < 0 || L16 > 65535) {
            return;
        }
        I32[0] = (H16 << 16) + L16;
    }

    /**
     * Splits I32 into its high and low 16 bits.
     *
     * @upstream src/mwMiscFnx.cpp#get_int_3216
     */
    public void getInt3216(int I32, int[] H16, int[] L16) {
        H16[0] = (I32 >> 16) & 0xFFFF;
        L16[0] = I32 & 0xFFFF;
    }

    /**
     * Decodes the player-active game move with embedded name: player = type bits 0..2, colour = bits 8..11, name =
     * the 8 bytes of d1 then d2 (little-endian) up to the first zero, written into {@code name} as snprintf does.
     *
     *
     * @param name at least 9 bytes; receives the name and its terminating zero (bytes after it untouched)
     * @upstream src/mwMiscFnx.cpp#gma_to_val
     */
    public void gmaToVal(int type, int d1, int d2, int[] p, int[] c, byte[] name) {
        p[0] = type & 0b111;
        c[0] = (type & 0b111100000000) / 256;
        byte[] n = new byte[9];
        for (int i = 0; i < 4; i++) {
            n[i] = (byte) (d1 >> (i * 8));
            n[i + 4] = (byte) (d2 >> (i * 8));
        }
        snprintfName(name, n);
    }

    /**
     * a player-active game move with the player, colour and name embedded: type =
     * flag bit 23 + player + colour * 256; data1 and data2 hold the name's bytes 0..3 and 4..7 (signed chars, as the
     * game adds them).
     *
     * @return {type, data1, data2}
     *
     * @upstream src/mwMiscFnx.cpp#val_to_gma
     */
    public int[] valToGma(int p, int c, byte[] name) {
        int type = GameMoves.PM_GAMEMOVE_TYPE_PLAYER_ACTIVE_FLAG + p + c * 256;
        int d1 = 0;
        int d2 = 0;
        for (int i = 0; i < 4; i++) {
            d1 += name[i] << (i * 8);
            d2 += name[i + 4] << (i * 8);
        }
        return new int[] {type, d1, d2};
    }

    /**
     * {@code snprintf(dst, 9, "%s", src)}: copies src up to its first zero byte (at most 8 bytes) and a zero after
     * it; the bytes of dst after that zero keep their old values (they are part of the state).
     */
    static void snprintfName(byte[] dst, byte[] src) {
        int n = 0;
        while (n < 8 && n < src.length && src[n] != 0) {
            n++;
        }
        System.arraycopy(src, 0, dst, 0, n);
        dst[n] = 0;
    }

    /**
     * Height in px a sproingy's jump reaches: item[num][7]/7.1 per frame less 0.2 a frame, from -15.
     *
     * @upstream src/mwMiscFnx.cpp#get_sproingy_jump_height
     */
    public float getSproingyJumpHeight(int num) {
        float t1 = (float) (w.item.item[num][Spring.I.SPROINGINESS] / 7.1);
        float t2 = -15;
        while (t1 > 0) {
            t2 += t1;
            t1 -= 0.2;
        }
        return t2;
    }
}

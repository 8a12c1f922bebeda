package org.netreplay.pm.sim;

/**
 * glibc 2.36's float arc tangents ({@code atanf}, {@code atan2f}): the fdlibm float versions (Sun Microsystems
 * 1993, float conversion by Ian Lance Taylor; sysdeps/ieee754/flt-32/s_atanf.c and e_atan2f.c), evaluated in float
 * step by step as the C code does. Used through {@link PmMath#atan2f}.
 */
final class GlibcAtanf {
    private GlibcAtanf() {
    }

    private static final float[] ATANHI = {4.6364760399e-01f, 7.8539812565e-01f, 9.8279368877e-01f, 1.5707962513e+00f};
    private static final float[] ATANLO = {5.0121582440e-09f, 3.7748947079e-08f, 3.4473217170e-08f, 7.5497894159e-08f};
    private static final float[] AT = {
        3.3333334327e-01f, -2.0000000298e-01f, 1.4285714924e-01f, -1.1111110449e-01f, 9.0908870101e-02f,
        -7.6918758452e-02f, 6.6610731184e-02f, -5.8335702866e-02f, 4.9768779427e-02f, -3.6531571299e-02f,
        1.6285819933e-02f};
    private static final float PI_O_4 = 7.8539818525e-01f;
    private static final float PI_O_2 = 1.5707963705e+00f;
    private static final float PI = 3.1415927410e+00f;
    private static final float PI_LO = -8.7422776573e-08f;
    private static final float TINY = 1.0e-30f;

    /** {@code atanf(x)} in radians. */
    static float atanf(float x) {
        int hx = Float.floatToRawIntBits(x);
        int ix = hx & 0x7fffffff;
        int id;
        if (ix >= 0x4c000000) {
            if (ix > 0x7f800000) {
                return x + x;
            }
            return hx > 0 ? ATANHI[3] + ATANLO[3] : -ATANHI[3] - ATANLO[3];
        }
        if (ix < 0x3ee00000) {
            if (ix < 0x31000000) {
                return x;
            }
            id = -1;
        } else {
            x = Math.abs(x);
            if (ix < 0x3f980000) {
                if (ix < 0x3f300000) {
                    id = 0;
                    x = (2.0f * x - 1.0f) / (2.0f + x);
                } else {
                    id = 1;
                    x = (x - 1.0f) / (x + 1.0f);
                }
            } else {
                if (ix < 0x401c0000) {
                    id = 2;
                    x = (x - 1.5f) / (1.0f + 1.5f * x);
                } else {
                    id = 3;
                    x = -1.0f / x;
                }
            }
        }
        float z = x * x;
        float w = z * z;
        float s1 = z * (AT[0] + w * (AT[2] + w * (AT[4] + w * (AT[6] + w * (AT[8] + w * AT[10])))));
        float s2 = w * (AT[1] + w * (AT[3] + w * (AT[5] + w * (AT[7] + w * AT[9]))));
        if (id < 0) {
            return x - x * (s1 + s2);
        }
        z = ATANHI[id] - ((x * (s1 + s2) - ATANLO[id]) - x);
        return hx < 0 ? -z : z;
    }

    /** {@code atan2f(y, x)} in radians, -pi..pi. */
    static float atan2f(float y, float x) {
        int hx = Float.floatToRawIntBits(x);
        int ix = hx & 0x7fffffff;
        int hy = Float.floatToRawIntBits(y);
        int iy = hy & 0x7fffffff;
        if (ix > 0x7f800000 || iy > 0x7f800000) {
            return x + y;
        }
        if (hx == 0x3f800000) {
            return atanf(y);
        }
        int m = ((hy >> 31) & 1) | ((hx >> 30) & 2);
        if (iy == 0) {
            switch (m) {
                case 0, 1:
                    return y;
                case 2:
                    return PI + TINY;
                default:
                    return -PI - TINY;
            }
        }
        if (ix == 0) {
            return hy < 0 ? -PI_O_2 - TINY : PI_O_2 + TINY;
        }
        if (ix == 0x7f800000) {
            if (iy == 0x7f800000) {
                switch (m) {
                    case 0:
                        return PI_O_4 + TINY;
                    case 1:
                        return -PI_O_4 - TINY;
                    case 2:
                        return 3.0f * PI_O_4 + TINY;
                    default:
                        return -3.0f * PI_O_4 - TINY;
                }
            }
            switch (m) {
                case 0:
                    return 0.0f;
                case 1:
                    return -0.0f;
                case 2:
                    return PI + TINY;
                default:
                    return -PI - TINY;
            }
        }
        if (iy == 0x7f800000) {
            return hy < 0 ? -PI_O_2 - TINY : PI_O_2 + TINY;
        }
        int k = (iy - ix) >> 23;
        float z;
        if (k > 60) {
            z = PI_O_2 + 0.5f * PI_LO;
        } else if (hx < 0 && k < -60) {
            z = 0.0f;
        } else {
            z = atanf(Math.abs(y / x));
        }
        switch (m) {
            case 0:
                return z;
            case 1:
                return -z;
            case 2:
                return PI - (z - PI_LO);
            default:
                return (z - PI_LO) - PI;
        }
    }
}

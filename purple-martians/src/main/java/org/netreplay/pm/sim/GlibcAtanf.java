package org.netreplay.pm.sim;

/**
 * glibc 2.36's float arc tangents ({@code atanf}, {@code atan2f}): the fdlibm float versions (Sun Microsystems
 * 1993, float conversion by Ian Lance Taylor; sysdeps/ieee754/flt-32/s_atanf.c and e_atan2f.c), evaluated in float
 * step by step as the C code does. Used through {@link PmMath#atan2f}.
 */
final class GlibcAtanf {
    private GlibcAtanf() {
    }

    private static final float[] ATANHI = {
        Float.intBitsToFloat(0x3eed6338), Float.intBitsToFloat(0x3f490fda),
        Float.intBitsToFloat(0x3f7b985e), Float.intBitsToFloat(0x3fc90fda)};
    private static final float[] ATANLO = {
        Float.intBitsToFloat(0x31ac3769), Float.intBitsToFloat(0x33222168),
        Float.intBitsToFloat(0x33140fb4), Float.intBitsToFloat(0x33a22168)};
    private static final float[] AT = {
        Float.intBitsToFloat(0x3eaaaaaa), Float.intBitsToFloat(0xbe4ccccd), Float.intBitsToFloat(0x3e124925),
        Float.intBitsToFloat(0xbde38e38), Float.intBitsToFloat(0x3dba2e6e), Float.intBitsToFloat(0xbd9d8795),
        Float.intBitsToFloat(0x3d886b35), Float.intBitsToFloat(0xbd6ef16b), Float.intBitsToFloat(0x3d4bda59),
        Float.intBitsToFloat(0xbd15a221), Float.intBitsToFloat(0x3c8569d7)};
    private static final float PI_O_4 = Float.intBitsToFloat(0x3f490fdb);
    private static final float PI_O_2 = Float.intBitsToFloat(0x3fc90fdb);
    private static final float PI = Float.intBitsToFloat(0x40490fdb);
    private static final float PI_LO = Float.intBitsToFloat(0xb3bbbd2e);
    private static final float TINY = 1.0e-30f;

    /** {@code atanf(x)} in radians. */
    static float atanf(float x) {
        int hx = Float.floatToRawIntBits(x);
        int ix = hx & 0x7fffffff;
        int id;
        if (ix >= 0x4c800000) {
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

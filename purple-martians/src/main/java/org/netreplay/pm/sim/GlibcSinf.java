package org.netreplay.pm.sim;

/**
 * glibc 2.36's {@code sinf} and {@code cosf} on x86-64 (the SSE2 build of sysdeps/ieee754/flt-32/s_sinf.c,
 * s_cosf.c, sincosf.h and s_sincosf_data.c, from ARM's Optimized Routines, MIT licence): the argument is widened to
 * double, reduced by multiples of pi/2 and evaluated with double polynomials, then rounded to float. This is not
 * always the correctly rounded value, so {@code (float) StrictMath.sin(x)} differs in about 1% of inputs. Used
 * through {@link PmMath#sinf} and {@link PmMath#cosf}.
 */
final class GlibcSinf {
    private GlibcSinf() {
    }

    private static final double[] SIGN = {1.0, -1.0, -1.0, 1.0};
    private static final double HPI_INV = 0x1.45F306DC9C883p+23;
    private static final double HPI = 0x1.921FB54442D18p0;
    private static final double PI63 = 0x1.921FB54442D18p-62;
    private static final double[] C0 = {0x1p0, -0x1p0};
    private static final double[] C1 = {-0x1.ffffffd0c621cp-2, 0x1.ffffffd0c621cp-2};
    private static final double[] C2 = {0x1.55553e1068f19p-5, -0x1.55553e1068f19p-5};
    private static final double[] C3 = {-0x1.6c087e89a359dp-10, 0x1.6c087e89a359dp-10};
    private static final double[] C4 = {0x1.99343027bf8c3p-16, -0x1.99343027bf8c3p-16};
    private static final double S1 = -0x1.555545995a603p-3;
    private static final double S2 = 0x1.1107605230bc4p-7;
    private static final double S3 = -0x1.994eb3774cf24p-13;
    private static final int[] INV_PIO4 = {
        0xa2, 0xa2f9, 0xa2f983, 0xa2f9836e, 0xf9836e4e, 0x836e4e44, 0x6e4e4415, 0x4e441529,
        0x441529fc, 0x1529fc27, 0x29fc2757, 0xfc2757d1, 0x2757d1f5, 0x57d1f534, 0xd1f534dd, 0xf534ddc0,
        0x34ddc0db, 0xddc0db62, 0xc0db6295, 0xdb629599, 0x6295993c, 0x95993c43, 0x993c4390, 0x3c439041};
    private static final int TOP_PIO4 = abstop12(0x1.921FB6p-1f);
    private static final int TOP_TINY = abstop12(0x1p-12f);
    private static final int TOP_120 = abstop12(120.0f);
    private static final int TOP_INF = abstop12(Float.POSITIVE_INFINITY);

    private static int abstop12(float y) {
        return (Float.floatToRawIntBits(y) >>> 20) & 0x7ff;
    }

    /** sinf_poly: odd n gives the cosine polynomial; t selects the table (1 = negated cosine). */
    private static float poly(double x, double x2, int t, int n) {
        if ((n & 1) == 0) {
            double x3 = x * x2;
            double s1 = S2 + x2 * S3;
            double x7 = x3 * x2;
            double s = x + x3 * S1;
            return (float) (s + x7 * s1);
        }
        double x4 = x2 * x2;
        double c2 = C3[t] + x2 * C4[t];
        double c1 = C0[t] + x2 * C1[t];
        double x6 = x4 * x2;
        double c = c1 + x4 * C2[t];
        return (float) (c + x6 * c2);
    }

    /** reduce_large's 4/pi product as a 2.62 fixed-point number (the quadrant is its top bits, rounded). */
    private static long largeFixed(int xi) {
        int arr = (xi >>> 26) & 15;
        int shift = (xi >>> 23) & 7;
        long m = ((xi & 0xffffff) | 0x800000) & 0xffffffffL;
        m = (m << shift) & 0xffffffffL;
        long res0 = (m * (INV_PIO4[arr] & 0xffffffffL)) & 0xffffffffL;
        long res1 = m * (INV_PIO4[arr + 4] & 0xffffffffL);
        long res2 = m * (INV_PIO4[arr + 8] & 0xffffffffL);
        res0 = (res2 >>> 32) | (res0 << 32);
        return res0 + res1;
    }

    private static int largeQuadrant(long fixed) {
        return (int) ((fixed + (1L << 61)) >>> 62);
    }

    private static double largeReduced(long fixed, int n) {
        return (double) (fixed - ((long) n << 62)) * PI63;
    }

    private static int fastQuadrant(double x) {
        return ((int) (x * HPI_INV) + 0x800000) >> 24;
    }

    /** {@code sinf(y)}. */
    static float sinf(float y) {
        double x = y;
        int top = abstop12(y);
        if (top < TOP_PIO4) {
            if (top < TOP_TINY) {
                return y;
            }
            return poly(x, x * x, 0, 0);
        } else if (top < TOP_120) {
            int n = fastQuadrant(x);
            x = x - n * HPI;
            double s = SIGN[n & 3];
            int t = (n & 2) != 0 ? 1 : 0;
            return poly(x * s, x * x, t, n);
        } else if (top < TOP_INF) {
            int xi = Float.floatToRawIntBits(y);
            int sign = xi >>> 31;
            long fixed = largeFixed(xi);
            int n = largeQuadrant(fixed);
            x = largeReduced(fixed, n);
            double s = SIGN[(n + sign) & 3];
            int t = ((n + sign) & 2) != 0 ? 1 : 0;
            return poly(x * s, x * x, t, n);
        }
        return Float.NaN;
    }

    /** {@code cosf(y)}. */
    static float cosf(float y) {
        double x = y;
        int top = abstop12(y);
        if (top < TOP_PIO4) {
            if (top < TOP_TINY) {
                return 1.0f;
            }
            return poly(x, x * x, 0, 1);
        } else if (top < TOP_120) {
            int n = fastQuadrant(x);
            x = x - n * HPI;
            double s = SIGN[n & 3];
            int t = (n & 2) != 0 ? 1 : 0;
            return poly(x * s, x * x, t, n ^ 1);
        } else if (top < TOP_INF) {
            int xi = Float.floatToRawIntBits(y);
            int sign = xi >>> 31;
            long fixed = largeFixed(xi);
            int n = largeQuadrant(fixed);
            x = largeReduced(fixed, n);
            double s = SIGN[(n + sign) & 3];
            int t = ((n + sign) & 2) != 0 ? 1 : 0;
            return poly(x * s, x * x, t, n ^ 1);
        }
        return Float.NaN;
    }
}

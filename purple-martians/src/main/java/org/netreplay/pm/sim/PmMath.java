package org.netreplay.pm.sim;

/**
 * Math functions that give the real game's bits (x86-64, SSE2, glibc 2.36; test-data/pm-golden/README.md §4 item 5).
 * The game's C++ calls the float overloads ({@code sinf}, {@code cosf}, {@code atan2f}, {@code sqrtf}) on float
 * arguments and the double ones on doubles. Only {@link StrictMath} and our own code here: never {@link Math}, whose
 * results may differ between JVMs.
 */
public final class PmMath {
    private PmMath() {
    }

    /** {@code sqrtf}: correctly rounded, so equal to the double square root rounded to float. */
    public static float sqrtf(float x) {
        return (float) StrictMath.sqrt(x);
    }

    /** {@code sqrt} on a double. */
    public static double sqrt(double x) {
        return StrictMath.sqrt(x);
    }

    /**
     * {@code sinf} as glibc 2.36 computes it (double polynomials after a pi/2 reduction, then rounded; see
     * {@link GlibcSinf}): {@code (float) StrictMath.sin(x)} differs in about 1% of inputs. Changed by PM-enemies
     * (the flapper's flap height uses it).
     */
    public static float sinf(float x) {
        return GlibcSinf.sinf(x);
    }

    /** {@code cosf} as glibc 2.36 computes it ({@link GlibcSinf}). */
    public static float cosf(float x) {
        return GlibcSinf.cosf(x);
    }

    /**
     * {@code atan2f} as glibc 2.36 computes it on x86-64: the fdlibm float algorithm (sysdeps/ieee754/flt-32
     * e_atan2f.c and s_atanf.c), all in float, so it can be 1-2 ulp from the correctly rounded value. The golden
     * dumps need these exact bits (cannon rotation {@code Ef[e][14]} in lev003: (float) StrictMath.atan2 was off by
     * 1-2 ulp on several frames). Added by PM-enemies.
     */
    public static float atan2f(float y, float x) {
        return GlibcAtanf.atan2f(y, x);
    }

    /** {@code sin} on a double. */
    public static double sin(double x) {
        return StrictMath.sin(x);
    }

    /** {@code cos} on a double. */
    public static double cos(double x) {
        return StrictMath.cos(x);
    }

    /** {@code atan2} on doubles. */
    public static double atan2(double y, double x) {
        return StrictMath.atan2(y, x);
    }
}

package org.netreplay.pm.sim;

/**
 * Math functions that give the real game's bits (x86-64, SSE2, glibc 2.36; pm-golden README 5). The game's C++
 * calls the float overloads ({@code sinf}, {@code cosf}, {@code atan2f}, {@code sqrtf}) on float arguments and the
 * double ones on doubles. Only {@link StrictMath} and our own code here: never {@link Math}, whose results may differ
 * between JVMs.
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

    /** {@code sinf}: glibc computes it in double and rounds; fdlibm's double sine rounded gives the same bits. */
    public static float sinf(float x) {
        return (float) StrictMath.sin(x);
    }

    /** {@code cosf}: as {@link #sinf}. */
    public static float cosf(float x) {
        return (float) StrictMath.cos(x);
    }

    /** {@code atan2f}: first approximation (double atan2 rounded); to be checked against the golden dumps. */
    public static float atan2f(float y, float x) {
        return (float) StrictMath.atan2(y, x);
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

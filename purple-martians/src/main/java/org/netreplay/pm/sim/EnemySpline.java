package org.netreplay.pm.sim;

/**
 * Allegro 5's cubic Bézier spline by forward differences, all in float as Allegro computes it (the vinepod's path).
 * Source: Allegro 5.2 addons/primitives/high_primitives.c al_calculate_spline with thickness 0 (which makes
 * al_calculate_ribbon copy the points unchanged), as the vinepod calls it.
 *
 * @upstream src/mwEnemyVinePod.cpp#vinepod_fill_points_array
 */
final class EnemySpline {
    private EnemySpline() {
    }

    /**
     * Writes {@code numSegments} points (x,y pairs, px) of the spline through {@code points} (x0,y0 start,
     * x1,y1 and x2,y2 control points, x3,y3 end) into {@code dest[0 .. 2*numSegments-1]}.
     *
     * @throws ArrayIndexOutOfBoundsException if {@code dest} is shorter than {@code 2*numSegments}
     */
    static void calculateSpline(float[] dest, float[] points, int numSegments) {
        float dt = (float) (1.0 / (numSegments - 1));
        float dt2 = dt * dt;
        float dt3 = dt2 * dt;

        float xdt2Term = 3 * (points[4] - 2 * points[2] + points[0]);
        float xdt3Term = points[6] + 3 * (-points[4] + points[2]) - points[0];
        xdt2Term = dt2 * xdt2Term;
        xdt3Term = dt3 * xdt3Term;
        float dddx = 6 * xdt3Term;
        float ddx = -6 * xdt3Term + 2 * xdt2Term;
        float dx = xdt3Term - xdt2Term + 3 * dt * (points[2] - points[0]);
        float x = points[0];

        float ydt2Term = 3 * (points[5] - 2 * points[3] + points[1]);
        float ydt3Term = points[7] + 3 * (-points[5] + points[3]) - points[1];
        ydt2Term = dt2 * ydt2Term;
        ydt3Term = dt3 * ydt3Term;
        float dddy = 6 * ydt3Term;
        float ddy = -6 * ydt3Term + 2 * ydt2Term;
        float dy = ydt3Term - ydt2Term + dt * 3 * (points[3] - points[1]);
        float y = points[1];

        dest[0] = x;
        dest[1] = y;
        for (int ii = 1; ii < numSegments; ii++) {
            ddx += dddx;
            dx += ddx;
            x += dx;
            ddy += dddy;
            dy += ddy;
            y += dy;
            dest[2 * ii] = x;
            dest[2 * ii + 1] = y;
        }
    }
}

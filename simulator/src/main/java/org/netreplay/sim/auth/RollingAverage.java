package org.netreplay.sim.auth;

/**
 * The game's rolling average of the last 8 samples ({@code mRollingAverage}, {@code mPacketBuffer.RA};
 * docs/formats.md §5.2, §5.7): the average of the samples given so far while fewer than 8 exist, then of the last 8.
 */
final class RollingAverage {
    private final double[] samples = new double[8];
    private int count;
    private int next;
    private double last;

    void add(double v) {
        samples[next] = v;
        next = (next + 1) % samples.length;
        count = Math.min(count + 1, samples.length);
        last = v;
    }

    double avg() {
        if (count == 0) {
            return 0;
        }
        double s = 0;
        for (int i = 0; i < count; i++) {
            s += samples[i];
        }
        return s / count;
    }

    double last() {
        return last;
    }
}

package org.netreplay.sim.net;

import java.util.SplittableRandom;

/**
 * One direction of one connection: delay (latency + capped exponential jitter), Gilbert–Elliott bursty loss,
 * duplication, occasional reordering and a bandwidth cap (a packet leaves when the previous one has been serialised).
 * Draws only from its own seeded stream, in a fixed order per packet, so outcomes do not depend on other links.
 */
final class Link {
    private final NetworkSettings s;
    private final SplittableRandom random;
    private final double goodToBad;
    private final double badToGood;
    private boolean bad;
    private long busyUntil;

    Link(NetworkSettings settings, SplittableRandom random) {
        this.s = settings;
        this.random = random;
        this.badToGood = 1.0 / settings.burstLength();
        double h = NetworkSettings.BAD_STATE_LOSS;
        double p = Math.min(settings.loss(), h * 0.99);
        this.goodToBad = p <= 0 ? 0 : p * badToGood / (h - p);
    }

    /**
     * @param sendMicros send time, µs
     * @param bytes      packet size (without header)
     * @return arrival times in µs (empty if lost, two if duplicated)
     */
    long[] deliveries(long sendMicros, int bytes) {
        double u1 = random.nextDouble();
        double u2 = random.nextDouble();
        double u3 = random.nextDouble();
        double u4 = random.nextDouble();
        double u5 = random.nextDouble();
        double u6 = random.nextDouble();
        bad = bad ? u1 >= badToGood : u1 < goodToBad;
        if (bad && u2 < NetworkSettings.BAD_STATE_LOSS) {
            return new long[0];
        }
        long depart = sendMicros;
        if (s.bandwidthBytesPerSecond() > 0) {
            depart = Math.max(sendMicros, busyUntil);
            busyUntil = depart + (bytes + Packet.HEADER_ESTIMATE) * 1_000_000L / s.bandwidthBytesPerSecond();
            depart = busyUntil;
        }
        long arrive = depart + delay(u3) + (u4 < s.reorder() ? 25_000 : 0);
        if (u5 < s.duplicate()) {
            return new long[] {arrive, arrive + delay(u6)};
        }
        return new long[] {arrive};
    }

    private long delay(double u) {
        double e = Math.min(4.0, -StrictMath.log(1 - u));
        return Math.round((s.latencyMs() + s.jitterMs() * e) * 1000);
    }
}

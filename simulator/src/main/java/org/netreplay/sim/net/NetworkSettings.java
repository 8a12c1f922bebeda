package org.netreplay.sim.net;

/**
 * The simulated network and machines. Every link (one direction between the server and one
 * client) draws from its own seeded random stream, so the same settings and seed give the same packets at the same
 * virtual times.
 *
 * @param latencyMs         one-way delay of every packet, ms (the round trip of a ping is about twice this)
 * @param jitterMs          extra one-way delay, ms: each packet adds {@code jitterMs × e} with e exponential, mean 1,
 *                          capped at 4 (so packets overtake each other when the jitter exceeds the frame time)
 * @param loss              average packet loss, 0..1, bursty: a Gilbert–Elliott chain whose bad state loses
 *                          {@link #BAD_STATE_LOSS} of its packets and lasts {@code burstLength} packets on average
 * @param burstLength       mean length of a bad (lossy) period, packets, ≥ 1
 * @param duplicate         probability that a packet is delivered twice, 0..1
 * @param reorder           probability that a packet is held back by one extra frame (25 ms) and so overtaken, 0..1
 * @param bandwidthBytesPerSecond per-link cap, bytes/s including the game's 42-byte header estimate; 0 = none
 * @param driftPpm          each client's clock runs fast or slow by up to this many parts per million (seeded)
 * @param overloadedPlayers bit mask of players whose machine is overloaded: most of their frames take longer than
 *                          the 25 ms budget (as in the real session, where the client ran at about 22 fps)
 */
public record NetworkSettings(double latencyMs, double jitterMs, double loss, double burstLength, double duplicate,
                              double reorder, long bandwidthBytesPerSecond, double driftPpm, int overloadedPlayers) {
    /** Fraction of packets lost while a link is in its bad state. */
    public static final double BAD_STATE_LOSS = 0.75;

    public NetworkSettings {
        check("latencyMs", latencyMs, 0, 10_000);
        check("jitterMs", jitterMs, 0, 10_000);
        check("loss", loss, 0, 0.7);
        check("burstLength", burstLength, 1, 1000);
        check("duplicate", duplicate, 0, 1);
        check("reorder", reorder, 0, 1);
        check("driftPpm", driftPpm, 0, 100_000);
        if (bandwidthBytesPerSecond < 0) {
            throw new IllegalArgumentException("bandwidth (" + bandwidthBytesPerSecond + " B/s) must be >= 0");
        }
    }

    /** @return a LAN-like network: 10 ms, 2 ms jitter, no loss, 20 ppm drift */
    public static NetworkSettings lan() {
        return new NetworkSettings(10, 2, 0, 4, 0, 0, 0, 20, 0);
    }

    /** @return a copy with another latency and jitter */
    public NetworkSettings withLatency(double latency, double jitter) {
        return new NetworkSettings(latency, jitter, loss, burstLength, duplicate, reorder, bandwidthBytesPerSecond,
                driftPpm, overloadedPlayers);
    }

    /** @return a copy with another average loss */
    public NetworkSettings withLoss(double newLoss) {
        return new NetworkSettings(latencyMs, jitterMs, newLoss, burstLength, duplicate, reorder,
                bandwidthBytesPerSecond, driftPpm, overloadedPlayers);
    }

    /** @return a copy with other duplication, reordering and bandwidth settings */
    public NetworkSettings withExtras(double dup, double reord, long bandwidth) {
        return new NetworkSettings(latencyMs, jitterMs, loss, burstLength, dup, reord, bandwidth, driftPpm,
                overloadedPlayers);
    }

    /** @return a copy with another overload mask */
    public NetworkSettings withOverloaded(int mask) {
        return new NetworkSettings(latencyMs, jitterMs, loss, burstLength, duplicate, reorder,
                bandwidthBytesPerSecond, driftPpm, mask);
    }

    /** @return the settings as one line for the manifest's {@code network} field */
    public String describe() {
        return "latency " + fmt(latencyMs) + " ms, jitter " + fmt(jitterMs) + " ms, loss " + fmt(loss)
                + " (bursts of " + fmt(burstLength) + "), duplicate " + fmt(duplicate) + ", reorder " + fmt(reorder)
                + ", bandwidth " + (bandwidthBytesPerSecond == 0 ? "unlimited" : bandwidthBytesPerSecond + " B/s")
                + ", drift " + fmt(driftPpm) + " ppm, overloaded players mask " + overloadedPlayers;
    }

    private static String fmt(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : Double.toString(v);
    }

    private static void check(String name, double v, double min, double max) {
        if (!(v >= min && v <= max)) {
            throw new IllegalArgumentException(name + " (" + v + ") must be in " + min + ".." + max);
        }
    }
}

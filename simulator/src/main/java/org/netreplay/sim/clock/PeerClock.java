package org.netreplay.sim.clock;

/**
 * One peer's own clock, as {@code al_get_time()} reads it on that machine (docs/formats.md §5.2, §5.7): seconds since
 * the peer's program start, running {@code driftPpm} parts per million fast (positive) or slow (negative) against the
 * virtual clock. The peer's frame timer runs on this clock, so a drifting client really drifts against the server.
 *
 * @param startMicros virtual time of the peer's program start, µs
 * @param driftPpm    clock rate error, parts per million
 */
public record PeerClock(long startMicros, double driftPpm) {

    /**
     * @param virtualMicros a virtual time, µs
     * @return the peer's {@code al_get_time()} at that moment, seconds
     */
    public double seconds(long virtualMicros) {
        return (virtualMicros - startMicros) * (1 + driftPpm * 1e-6) / 1e6;
    }

    /**
     * @param localMicros a duration measured on this peer's clock, µs
     * @return the same duration in virtual time, µs (rounded)
     */
    public long toVirtual(double localMicros) {
        return Math.round(localMicros / (1 + driftPpm * 1e-6));
    }
}

package org.netreplay.sim.clock;

import java.util.PriorityQueue;

/**
 * The simulator's virtual clock and its deterministic event queue: time is a {@code long} count of microseconds since
 * the session start (no wall clock anywhere), and events run in order of time, then of scheduling (a sequence number
 * breaks ties), so the same schedule always runs in the same order.
 *
 * <p>Thread safety: not thread-safe; the one simulation thread drives it.
 */
public final class EventQueue {
    /** Microseconds per second. */
    public static final long SECOND = 1_000_000L;
    /** Microseconds per millisecond. */
    public static final long MILLI = 1_000L;

    private record Event(long time, long seq, Runnable action) implements Comparable<Event> {
        @Override
        public int compareTo(Event o) {
            int c = Long.compare(time, o.time);
            return c != 0 ? c : Long.compare(seq, o.seq);
        }
    }

    private final PriorityQueue<Event> queue = new PriorityQueue<>(256);
    private long now;
    private long seq;

    /** @return the current virtual time, µs since the session start */
    public long now() {
        return now;
    }

    /**
     * Schedules an action.
     *
     * @param atMicros when it runs, µs; a time in the past runs at the current time (after the events already due)
     * @param action   what runs
     */
    public void schedule(long atMicros, Runnable action) {
        queue.add(new Event(Math.max(atMicros, now), seq++, action));
    }

    /**
     * Schedules an action after a delay.
     *
     * @param delayMicros delay from now, µs (negative counts as 0)
     * @param action      what runs
     */
    public void after(long delayMicros, Runnable action) {
        schedule(now + Math.max(0, delayMicros), action);
    }

    /**
     * Runs events in order until the queue is empty or the next event is later than {@code endMicros}; the clock
     * ends at the last event run (or stays).
     *
     * @param endMicros the last time to run, µs inclusive
     * @return the number of events run
     */
    public long runUntil(long endMicros) {
        long n = 0;
        while (!queue.isEmpty() && queue.peek().time <= endMicros) {
            Event e = queue.poll();
            now = e.time;
            e.action.run();
            n++;
        }
        return n;
    }

    /** @return events waiting */
    public int pending() {
        return queue.size();
    }
}

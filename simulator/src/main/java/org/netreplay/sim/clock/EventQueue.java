package org.netreplay.sim.clock;

import java.util.PriorityQueue;

/**
 * The simulator's virtual clock and its deterministic event queue: time is a {@code long} count of microseconds since
 * the session start (no wall clock anywhere), and events run in order of time, then of scheduling (a sequence number
 * breaks ties), so the same schedule always runs in the same order.
 *
 * <p>Thread safety: not thread-safe; the one simulation thread drives it (a {@linkplain #defer deferred} action
 * runs on it too).
 */
public final class EventQueue {
    /** Microseconds per second. */
    public static final long SECOND = 1_000_000L;
    /** Microseconds per millisecond. */
    public static final long MILLI = 1_000L;

    private record Event(long time, long seq, Runnable action, boolean barrier) implements Comparable<Event> {
        @Override
        public int compareTo(Event o) {
            int c = Long.compare(time, o.time);
            return c != 0 ? c : Long.compare(seq, o.seq);
        }
    }

    private final PriorityQueue<Event> queue = new PriorityQueue<>(256);
    private long now;
    private long seq;
    /** a deferred action ({@link #defer}): it runs as of {@code deferredAt}, before any event at or after its deadline */
    private Runnable deferred;
    private long deferredAt;
    private long deferredDeadline;
    private long deferredSeq;
    private long deferredSeqEnd;
    private boolean runningDeferred;
    private long lastRun;

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
        schedule(atMicros, action, false);
    }

    /**
     * Schedules an action before which a {@linkplain #defer deferred} action always runs (an event of the peer that
     * deferred it: it must find its own work done).
     *
     * @param atMicros when it runs, µs (as {@link #schedule})
     * @param action   what runs
     */
    public void scheduleBarrier(long atMicros, Runnable action) {
        schedule(atMicros, action, true);
    }

    private void schedule(long atMicros, Runnable action, boolean barrier) {
        long at = Math.max(atMicros, now);
        if (runningDeferred) {
            // the deferred action's events take the sequence numbers reserved when it was deferred, so they run in
            // the order they would have run in had it run then; they must not be due before what already ran
            if (deferredSeq >= deferredSeqEnd || at < lastRun || at < deferredDeadline) {
                throw new IllegalStateException("deferred action scheduled at " + at + " µs (deadline "
                        + deferredDeadline + ", last event run at " + lastRun + ") or more than its reserved events");
            }
            queue.add(new Event(at, deferredSeq++, action, barrier));
            return;
        }
        queue.add(new Event(at, seq++, action, barrier));
    }

    /**
     * Defers an action that belongs to the current time: it runs as if now (the clock reads the current time while
     * it runs, and the events it schedules take sequence numbers reserved now), but only before the first event due
     * at or after {@code deadlineMicros} or {@linkplain #scheduleBarrier scheduled as a barrier}, when the queue has
     * nothing left before that, or at {@link #settle()}, whichever comes first. Meanwhile the events due earlier run. Used to let work that feeds only events due at or
     * after the deadline (a packet's compression, whose packets arrive no sooner than the network's least delay)
     * run on another thread while the earlier events run here, with the same order of events as without it.
     *
     * @param deadlineMicros the first time at which the action's effects may matter, µs (at least now)
     * @param maxEvents      how many events the action may schedule at most
     * @param action         the action; every event it schedules must be due at or after the deadline
     * @throws IllegalStateException if another action is still deferred
     */
    public void defer(long deadlineMicros, int maxEvents, Runnable action) {
        if (deferred != null) {
            throw new IllegalStateException("an action is already deferred");
        }
        deferred = action;
        deferredAt = now;
        deferredDeadline = Math.max(now, deadlineMicros);
        deferredSeq = seq;
        seq += maxEvents;
        deferredSeqEnd = seq;
    }

    /** Runs the deferred action now if there is one ({@link #defer}). */
    public void settle() {
        Runnable a = deferred;
        if (a == null) {
            return;
        }
        deferred = null;
        long was = now;
        now = deferredAt;
        runningDeferred = true;
        try {
            a.run();
        } finally {
            runningDeferred = false;
            now = was;
        }
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
        while (true) {
            if (deferred != null && (queue.isEmpty() || queue.peek().time >= deferredDeadline
                    || queue.peek().barrier || queue.peek().time > endMicros)) {
                settle();
            }
            if (queue.isEmpty() || queue.peek().time > endMicros) {
                break;
            }
            Event e = queue.poll();
            now = e.time;
            lastRun = e.time;
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

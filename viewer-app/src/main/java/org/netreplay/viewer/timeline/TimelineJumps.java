package org.netreplay.viewer.timeline;

import java.util.Arrays;
import java.util.TreeSet;

/**
 * Where "next / previous desync" and "next / previous event" go: the first frame of every divergence run of the
 * analysis (a run spans the frames without data inside one divergence, so F7 does not stop at its fragments), or,
 * for a timeline without runs, the frames where some client turns {@link SyncStatus#DIVERGED}; and the frames of the
 * session's events. Made once per timeline. Immutable.
 */
public final class TimelineJumps {
    /** No desyncs, no events. */
    public static final TimelineJumps NONE = new TimelineJumps(new int[0], new int[0]);
    private final int[] desyncs;
    private final int[] events;

    private TimelineJumps(int[] desyncs, int[] events) {
        this.desyncs = desyncs;
        this.events = events;
    }

    /** @return the jumps of {@code data} */
    public static TimelineJumps of(TimelineData data) {
        TreeSet<Integer> starts = new TreeSet<>();
        if (data.divergences() != null) {
            starts.addAll(data.divergences());
        }
        for (byte[] row : data.divergences() != null ? java.util.List.<byte[]>of() : data.status()) {
            boolean before = false;
            for (int i = 0; i < row.length; i++) {
                boolean diverged = row[i] == SyncStatus.DIVERGED.code();
                if (diverged && !before) {
                    starts.add(data.firstFrame() + i);
                }
                before = diverged;
            }
        }
        int[] events = data.marks().stream().mapToInt(TimelineMark::frame).sorted().distinct().toArray();
        return new TimelineJumps(starts.stream().mapToInt(Integer::intValue).toArray(), events);
    }

    /** @return the first desync start after {@code frame}, or -1 */
    public int nextDesync(int frame) {
        return after(desyncs, frame);
    }

    /** @return the last desync start before {@code frame}, or -1 */
    public int previousDesync(int frame) {
        return before(desyncs, frame);
    }

    /** @return the first event frame after {@code frame}, or -1 */
    public int nextEvent(int frame) {
        return after(events, frame);
    }

    /** @return the last event frame before {@code frame}, or -1 */
    public int previousEvent(int frame) {
        return before(events, frame);
    }

    /** @return how many diverged runs start (over every client, same frames counted once) */
    public int desyncCount() {
        return desyncs.length;
    }

    private static int after(int[] frames, int frame) {
        int i = Arrays.binarySearch(frames, frame);
        int next = i >= 0 ? i + 1 : -i - 1;
        return next < frames.length ? frames[next] : -1;
    }

    private static int before(int[] frames, int frame) {
        int i = Arrays.binarySearch(frames, frame);
        int previous = i >= 0 ? i - 1 : -i - 2;
        return previous >= 0 ? frames[previous] : -1;
    }
}

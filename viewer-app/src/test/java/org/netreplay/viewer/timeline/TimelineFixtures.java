package org.netreplay.viewer.timeline;

import java.util.Arrays;
import java.util.List;

/** Timelines written by hand: statuses set frame range by frame range. */
final class TimelineFixtures {
    private TimelineFixtures() {
    }

    /** @return a row of {@code frames} statuses, all {@code fill} */
    static byte[] row(int frames, SyncStatus fill) {
        byte[] row = new byte[frames];
        Arrays.fill(row, fill.code());
        return row;
    }

    /** Sets frames {@code from..to} (relative to the row's first frame) to {@code status}. */
    static byte[] set(byte[] row, int from, int to, SyncStatus status) {
        Arrays.fill(row, from, to + 1, status.code());
        return row;
    }

    /**
     * Frames 0..999, two clients: c1 in sync except 300..309 and 700..700, c2 no data until 100 then in sync except
     * 500..599; events at 250 (server rewind), 300 (late cdat), 800 (correction).
     */
    static TimelineData twoClients() {
        byte[] c1 = row(1000, SyncStatus.IN_SYNC);
        set(c1, 300, 309, SyncStatus.DIVERGED);
        set(c1, 700, 700, SyncStatus.DIVERGED);
        byte[] c2 = row(1000, SyncStatus.IN_SYNC);
        set(c2, 0, 99, SyncStatus.NO_DATA);
        set(c2, 500, 599, SyncStatus.DIVERGED);
        return new TimelineData(0, 999, List.of("c1", "c2"), List.of(c1, c2), List.of(
                new TimelineMark(250, TimelineMark.Kind.SERVER_REWIND, 0, "server rewind of 4 frames"),
                new TimelineMark(300, TimelineMark.Kind.LATE_CDAT, 1, "late cdat from client 1"),
                new TimelineMark(800, TimelineMark.Kind.CORRECTION, 2, "rcor 1")),
                new FirstDivergence(300, "client 1", "client-diverged", List.of("syn[1].x", "syn[1].y")), null);
    }
}

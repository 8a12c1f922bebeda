package org.netreplay.viewer.timeline;

import java.util.List;

/**
 * What the desync timeline shows for a whole session: per client and frame whether its state was in sync with the
 * server's, the session's events, and the first divergent frame. Made once per session in the background from the
 * desync analysis (an adapter over {@code session.desync.SessionDesync}); immutable by convention (the status
 * arrays are not copied and nobody writes them after making).
 *
 * @param firstFrame   the first frame of the arrays
 * @param lastFrame    the last frame of the arrays (≥ firstFrame − 1; empty when less)
 * @param clients      the compared clients' names, e.g. {@code c1}, top to bottom
 * @param status       per client, per frame {@code f} at {@code f - firstFrame}: a {@link SyncStatus#code()}
 * @param marks        the session's events, ordered by frame
 * @param first        the first divergent frame, or null when the session stayed in sync (or has no data)
 * @param noDataReason null when there are checksums to compare; else the sentence the timeline shows instead,
 *                     e.g. {@code no checksums in this session}
 * @param divergences  the first frame of every divergence run (docs/desync.md), ascending, or null to take the starts
 *                     of the diverged stretches of the status rows
 * @param incomplete   null when the analysis proves its answer; else why the session is not proven in sync (a
 *                     peer's data missing or cut, a check that could not run)
 * @param proven       null, or one sentence per analysis saying per peer what was proven and what was not and why,
 *                     e.g. {@code server and client 1 proven in sync frame by frame against the logs; client 2 not
 *                     proven: no log of client 2 in the session folder}
 */
public record TimelineData(int firstFrame, int lastFrame, List<String> clients, List<byte[]> status,
                           List<TimelineMark> marks, FirstDivergence first, String noDataReason,
                           List<Integer> divergences, String incomplete, String proven) {
    /** A timeline without a sentence of what was proven. */
    public TimelineData(int firstFrame, int lastFrame, List<String> clients, List<byte[]> status,
                        List<TimelineMark> marks, FirstDivergence first, String noDataReason,
                        List<Integer> divergences, String incomplete) {
        this(firstFrame, lastFrame, clients, status, marks, first, noDataReason, divergences, incomplete, null);
    }

    /** A timeline whose jumps come from its status rows, with nothing incomplete. */
    public TimelineData(int firstFrame, int lastFrame, List<String> clients, List<byte[]> status,
                        List<TimelineMark> marks, FirstDivergence first, String noDataReason) {
        this(firstFrame, lastFrame, clients, status, marks, first, noDataReason, null, null, null);
    }

    public TimelineData {
        clients = List.copyOf(clients);
        status = List.copyOf(status);
        marks = List.copyOf(marks);
        divergences = divergences == null ? null : List.copyOf(divergences);
        if (clients.size() != status.size()) {
            throw new IllegalArgumentException(clients.size() + " clients but " + status.size() + " status rows");
        }
    }

    /** @return a timeline with nothing to compare, saying {@code reason}, with the session's events */
    public static TimelineData nothingToCompare(int firstFrame, int lastFrame, List<TimelineMark> marks,
                                                String reason) {
        return new TimelineData(firstFrame, lastFrame, List.of(), List.of(), marks, null, reason);
    }

    /** @return client {@code client}'s status at {@code frame} ({@link SyncStatus#NO_DATA} outside the arrays) */
    public SyncStatus status(int client, int frame) {
        byte[] row = status.get(client);
        int i = frame - firstFrame;
        return i < 0 || i >= row.length ? SyncStatus.NO_DATA : SyncStatus.of(row[i]);
    }

    /** @return true when there are checksums to compare */
    public boolean comparable() {
        return noDataReason == null;
    }
}

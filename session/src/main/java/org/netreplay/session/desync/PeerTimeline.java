package org.netreplay.session.desync;

import java.util.ArrayList;
import java.util.List;

/**
 * One peer's status over the frames of a session, run-length coded: consecutive frames with the same status form one
 * {@link StatusRun}; runs are in frame order, do not overlap and together cover the session's frame range.
 *
 * @param peer the peer (0 = server: its final checksums against a straight replay of its moves; N = client N)
 * @param runs the runs, in frame order
 */
public record PeerTimeline(int peer, List<StatusRun> runs) {
    public PeerTimeline {
        runs = List.copyOf(runs);
    }

    /** @return the status at {@code frame}; {@link FrameStatus#NO_DATA} outside the runs */
    public FrameStatus status(int frame) {
        int lo = 0;
        int hi = runs.size() - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            StatusRun r = runs.get(mid);
            if (frame < r.from()) {
                hi = mid - 1;
            } else if (frame > r.to()) {
                lo = mid + 1;
            } else {
                return r.status();
            }
        }
        return FrameStatus.NO_DATA;
    }

    /** @return the first frame after {@code frame} that starts a DIVERGED run, or -1 */
    public int nextDivergence(int frame) {
        for (StatusRun r : runs) {
            if (r.status() == FrameStatus.DIVERGED && r.from() > frame) {
                return r.from();
            }
        }
        return -1;
    }

    /**
     * Run-length codes per-frame statuses.
     *
     * @param peer     the peer
     * @param first    the frame of {@code statuses[0]}
     * @param statuses one status ordinal per frame
     */
    static PeerTimeline of(int peer, int first, byte[] statuses) {
        List<StatusRun> runs = new ArrayList<>();
        FrameStatus[] values = FrameStatus.values();
        int i = 0;
        while (i < statuses.length) {
            int j = i;
            while (j + 1 < statuses.length && statuses[j + 1] == statuses[i]) {
                j++;
            }
            runs.add(new StatusRun(first + i, first + j, values[statuses[i]]));
            i = j + 1;
        }
        return new PeerTimeline(peer, runs);
    }
}

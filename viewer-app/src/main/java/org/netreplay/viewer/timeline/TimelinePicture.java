package org.netreplay.viewer.timeline;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;

/**
 * What the desync timeline draws for one frame range and plot width: per pixel column the event kinds present
 * (bit k = a mark of {@link TimelineMark.Kind} ordinal k) and each client's worst status ({@link TimelineColumns}).
 * Computed off the FX thread ({@link TimelineViewModel#requestPicture}): going over the ~500,000 events and 72,000
 * frames × 7 clients of an 8-player 30-minute session blocked the FX thread 140–250 ms when the analysis arrived.
 *
 * @param data    the timeline it was computed from (compared by identity)
 * @param from    first frame shown
 * @param to      last frame shown
 * @param columns plot columns, px
 * @param marks   per column, the kinds present (bit masks)
 * @param status  per client, per column a {@link SyncStatus#code()}
 * @param lane    the label lane it was computed from (compared by identity), or null
 * @param labels  per column the lane's most notable {@link FrameLabel#code()}, or null without a lane
 */
record TimelinePicture(TimelineData data, int from, int to, int columns, int[] marks, List<byte[]> status,
                       FrameLabels lane, byte[] labels) {

    /** @return whether it is the picture of exactly this request */
    boolean answers(TimelineData data, FrameLabels lane, int from, int to, int columns) {
        return this.data == data && this.lane == lane && this.from == from && this.to == to
                && this.columns == columns;
    }

    /**
     * @param data    the timeline
     * @param lane    the label lane, or null
     * @param from    first frame shown
     * @param to      last frame shown (≥ from)
     * @param columns plot columns (≥ 1), px
     * @return the picture; a mark at frame f falls in column {@code floor((f − from + 0.5) × columns / (to − from
     *         + 1))}, the middle of the frame on the timing charts' x axis
     * @throws CancellationException if the thread is interrupted
     */
    static TimelinePicture compute(TimelineData data, FrameLabels lane, int from, int to, int columns) {
        int[] marks = new int[columns];
        double perFrame = columns / (to - from + 1.0);
        int seen = 0;
        for (TimelineMark mark : data.marks()) {
            if ((++seen & 0xFFFF) == 0 && Thread.currentThread().isInterrupted()) {
                throw new CancellationException("a newer timeline range was asked for");
            }
            if (mark.frame() < from || mark.frame() > to) {
                continue;
            }
            int column = (int) Math.floor((mark.frame() - from + 0.5) * perFrame);
            if (column >= 0 && column < columns) {
                marks[column] |= 1 << mark.kind().ordinal();
            }
        }
        List<byte[]> status = new ArrayList<>();
        if (data.comparable()) {
            for (int client = 0; client < data.clients().size(); client++) {
                status.add(TimelineColumns.of(data, client, from, to, columns));
            }
        }
        return new TimelinePicture(data, from, to, columns, marks, List.copyOf(status), lane,
                lane == null ? null : lane.columns(from, to, columns));
    }
}

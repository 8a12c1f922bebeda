package org.netreplay.log.merge;

import org.netreplay.log.LogIndex;
import org.netreplay.log.LogLine;
import org.netreplay.log.LogReadException;
import java.util.ArrayList;
import java.util.List;

/** A {@link MergedLog} of one lane: row == line number, no per-row arrays. Immutable. */
final class SingleLaneLog implements MergedLog {
    private final LogIndex lane;
    private final FrameSearch frames;

    SingleLaneLog(LogIndex lane) {
        this.lane = lane;
        this.frames = new FrameSearch(lane.lineCount(), lane::frame);
    }

    @Override
    public List<LogIndex> lanes() {
        return List.of(lane);
    }

    @Override
    public int rowCount() {
        return lane.lineCount();
    }

    @Override
    public int lane(int row) {
        return 0;
    }

    @Override
    public int lineNumber(int row) {
        return row;
    }

    @Override
    public int typeId(int row) {
        return lane.typeId(row);
    }

    @Override
    public int player(int row) {
        return lane.player(row);
    }

    @Override
    public int frame(int row) {
        return lane.frame(row);
    }

    @Override
    public boolean isTagged(int row) {
        return lane.isTagged(row);
    }

    @Override
    public List<LogRow> readRows(int firstRow, int count) throws LogReadException {
        List<LogLine> lines = lane.readLines(firstRow, count);
        List<LogRow> rows = new ArrayList<>(lines.size());
        for (LogLine l : lines) {
            rows.add(new LogRow(l.lineNumber(), 0, l));
        }
        return rows;
    }

    @Override
    public int rowOf(int lane, int lineNumber) {
        return lane == 0 && lineNumber >= 0 && lineNumber < rowCount() ? lineNumber : -1;
    }

    @Override
    public int firstRowAtOrAfterFrame(int frame) {
        return frames.firstAtOrAfter(frame);
    }
}

package org.netreplay.log;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;

/**
 * A {@link MergedLog} of several lanes. Per row it stores only the lane (1 byte); the line number is the lane's
 * line count at the start of the row's 64-row block (an {@code int} per lane per block) plus the rows of that lane
 * earlier in the block. With up to 16 lanes that is at most 2 bytes per row. Immutable.
 */
final class KWayMergedLog implements MergedLog {
    private static final int BLOCK = 64;
    private final List<LogIndex> lanes;
    private final int rowCount;
    private final byte[] laneOfRow;
    private final int[][] laneLineAtBlock;
    private final FrameSearch frames;

    KWayMergedLog(List<LogIndex> lanes, ProgressListener progress) {
        this.lanes = List.copyOf(lanes);
        int k = lanes.size();
        long total = 0;
        for (LogIndex l : lanes) {
            total += l.lineCount();
        }
        if (total > Integer.MAX_VALUE - 8) {
            throw new IllegalArgumentException("total rows (" + total + ") exceed " + (Integer.MAX_VALUE - 8));
        }
        rowCount = (int) total;
        laneOfRow = new byte[rowCount];
        int blocks = (rowCount + BLOCK - 1) / BLOCK;
        laneLineAtBlock = new int[k][blocks];
        int[] next = new int[k];
        int[] nextFrame = new int[k];
        int[] size = new int[k];
        for (int l = 0; l < k; l++) {
            size[l] = lanes.get(l).lineCount();
            nextFrame[l] = size[l] > 0 ? lanes.get(l).frame(0) : Integer.MAX_VALUE;
        }
        for (int row = 0; row < rowCount; row++) {
            if ((row & (BLOCK - 1)) == 0) {
                int block = row / BLOCK;
                for (int l = 0; l < k; l++) {
                    laneLineAtBlock[l][block] = next[l];
                }
                if ((row & 0xFFFFF) == 0) {
                    if (Thread.currentThread().isInterrupted()) {
                        throw new CancellationException("Merging was cancelled");
                    }
                    progress.progress(row, rowCount);
                }
            }
            int best = -1;
            int bestFrame = 0;
            for (int l = 0; l < k; l++) {
                if (next[l] < size[l] && (best < 0 || nextFrame[l] < bestFrame)) {
                    best = l;
                    bestFrame = nextFrame[l];
                }
            }
            laneOfRow[row] = (byte) best;
            int n = ++next[best];
            nextFrame[best] = n < size[best] ? lanes.get(best).frame(n) : Integer.MAX_VALUE;
        }
        frames = new FrameSearch(rowCount, this::frame);
        progress.progress(rowCount, rowCount);
    }

    @Override
    public List<LogIndex> lanes() {
        return lanes;
    }

    @Override
    public int rowCount() {
        return rowCount;
    }

    @Override
    public int lane(int row) {
        return laneOfRow[row] & 0xFF;
    }

    @Override
    public int lineNumber(int row) {
        int lane = laneOfRow[row];
        int blockStart = row & ~(BLOCK - 1);
        int line = laneLineAtBlock[lane][row / BLOCK];
        for (int r = blockStart; r < row; r++) {
            if (laneOfRow[r] == lane) {
                line++;
            }
        }
        return line;
    }

    @Override
    public int typeId(int row) {
        return lanes.get(lane(row)).typeId(lineNumber(row));
    }

    @Override
    public int player(int row) {
        return lanes.get(lane(row)).player(lineNumber(row));
    }

    @Override
    public int frame(int row) {
        return lanes.get(lane(row)).frame(lineNumber(row));
    }

    @Override
    public boolean isTagged(int row) {
        return lanes.get(lane(row)).isTagged(lineNumber(row));
    }

    @Override
    public List<LogRow> readRows(int firstRow, int count) throws LogReadException {
        int from = Math.max(0, firstRow);
        int to = (int) Math.min((long) rowCount, (long) from + Math.max(0, count));
        int n = Math.max(0, to - from);
        int[] lines = new int[n];
        int k = lanes.size();
        int[] min = new int[k];
        int[] max = new int[k];
        Arrays.fill(min, Integer.MAX_VALUE);
        Arrays.fill(max, -1);
        // within a run of consecutive rows, each lane's lines are consecutive too (the merge keeps file order)
        for (int i = 0; i < n; i++) {
            int row = from + i;
            int lane = lane(row);
            int line = max[lane] >= 0 ? max[lane] + 1 : lineNumber(row);
            lines[i] = line;
            min[lane] = Math.min(min[lane], line);
            max[lane] = Math.max(max[lane], line);
        }
        List<List<LogLine>> perLane = new ArrayList<>(k);
        for (int l = 0; l < k; l++) {
            perLane.add(max[l] < 0 ? List.of() : lanes.get(l).readLines(min[l], max[l] - min[l] + 1));
        }
        List<LogRow> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            int lane = lane(from + i);
            out.add(new LogRow(from + i, lane, perLane.get(lane).get(lines[i] - min[lane])));
        }
        return out;
    }

    @Override
    public int firstRowAtOrAfterFrame(int frame) {
        return frames.firstAtOrAfter(frame);
    }
}

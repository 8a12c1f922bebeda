package org.netreplay.log.merge;

import org.netreplay.log.LogIndex;
import org.netreplay.log.LogLine;
import org.netreplay.log.LogReadException;
import org.netreplay.log.LogTypes;
import org.netreplay.log.ProgressListener;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.netreplay.log.index.ColumnarLogIndex;
import org.netreplay.log.index.LineColumns;

/**
 * A {@link MergedLog} of several lanes. Per row it stores the lane, the raw type byte (type + tagged, as
 * {@link LineColumns#rawType}) and the player: 3 bytes, so filters run one tight loop over merged columns. The line
 * number is the lane's line count at the start of the row's 64-row block (an {@code int} per lane per block) plus
 * the rows of that lane earlier in the block. With up to 16 lanes that is at most 4 bytes per row. Immutable.
 */
final class KWayMergedLog implements MergedLog {
    private static final int BLOCK = 64;
    private final List<LogIndex> lanes;
    private final int rowCount;
    private final byte[] laneOfRow;
    private final byte[] rawTypeOfRow;
    private final byte[] playerOfRow;
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
        rawTypeOfRow = new byte[rowCount];
        playerOfRow = new byte[rowCount];
        int blocks = (rowCount + BLOCK - 1) / BLOCK;
        laneLineAtBlock = new int[k][blocks];
        int[] next = new int[k];
        int[] nextFrame = new int[k];
        int[] size = new int[k];
        LineColumns[] columns = new LineColumns[k];
        for (int l = 0; l < k; l++) {
            if (lanes.get(l) instanceof ColumnarLogIndex ci) {
                columns[l] = ci.columns();
            }
            size[l] = lanes.get(l).lineCount();
            nextFrame[l] = size[l] > 0 ? lanes.get(l).frame(0) : Integer.MAX_VALUE;
        }
        int[] runningMax = new int[blocks];
        int maxFrame = Integer.MIN_VALUE;
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
            if (bestFrame > maxFrame) {
                maxFrame = bestFrame;
            }
            runningMax[row / BLOCK] = maxFrame;
            int line = next[best];
            LineColumns c = columns[best];
            if (c != null) {
                rawTypeOfRow[row] = (byte) c.rawType(line);
                playerOfRow[row] = (byte) c.player(line);
            } else {
                LogIndex lane = lanes.get(best);
                int typeId = lane.typeId(line);
                rawTypeOfRow[row] = (byte) ((typeId < 0 ? LineColumns.RAW_UNTAGGED : typeId)
                        | (lane.isTagged(line) ? LineColumns.TAGGED_BIT : 0));
                playerOfRow[row] = (byte) lane.player(line);
            }
            int n = ++next[best];
            nextFrame[best] = n >= size[best] ? Integer.MAX_VALUE
                    : c != null ? c.frame(n) : lanes.get(best).frame(n);
        }
        frames = new FrameSearch(rowCount, this::frame, runningMax);
        progress.progress(rowCount, rowCount);
    }

    /** @return the line number of lane {@code lane} at the first row of 64-row block {@code block} */
    int laneLineAtBlock(int lane, int block) {
        return block < laneLineAtBlock[lane].length ? laneLineAtBlock[lane][block] : lanes.get(lane).lineCount();
    }

    /** @return the lane of each row; shared, not copied (for filter loops in this package) */
    byte[] laneOfRowUnsafe() {
        return laneOfRow;
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
        int t = rawTypeOfRow[row] & LineColumns.RAW_UNTAGGED;
        return t == LineColumns.RAW_UNTAGGED ? LogTypes.UNTAGGED : t;
    }

    @Override
    public int player(int row) {
        return playerOfRow[row];
    }

    @Override
    public int frame(int row) {
        return lanes.get(lane(row)).frame(lineNumber(row));
    }

    @Override
    public boolean isTagged(int row) {
        return (rawTypeOfRow[row] & LineColumns.TAGGED_BIT) != 0;
    }

    /** @return raw type bytes per row; shared, not copied */
    byte[] rawTypeOfRowUnsafe() {
        return rawTypeOfRow;
    }

    /** @return players per row; shared, not copied */
    byte[] playerOfRowUnsafe() {
        return playerOfRow;
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
    public int rowOf(int lane, int lineNumber) {
        if (lane < 0 || lane >= lanes.size() || lineNumber < 0 || lineNumber >= lanes.get(lane).lineCount()) {
            return -1;
        }
        int[] atBlock = laneLineAtBlock[lane];
        int low = 0;
        int high = atBlock.length - 1;
        while (low < high) { // the last block that starts at or before the line
            int mid = (low + high + 1) >>> 1;
            if (atBlock[mid] <= lineNumber) {
                low = mid;
            } else {
                high = mid - 1;
            }
        }
        int line = atBlock[low];
        for (int row = low * BLOCK; row < rowCount; row++) {
            if ((laneOfRow[row] & 0xFF) == lane) {
                if (line == lineNumber) {
                    return row;
                }
                line++;
            }
        }
        return -1;
    }

    @Override
    public int firstRowAtOrAfterFrame(int frame) {
        return frames.firstAtOrAfter(frame);
    }
}

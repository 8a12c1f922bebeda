package org.netreplay.log.merge;

import org.netreplay.log.LogIndex;
import org.netreplay.log.LogReadException;
import org.netreplay.log.LogTypes;
import org.netreplay.log.ProgressListener;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.regex.Matcher;
import org.netreplay.log.index.ColumnarLogIndex;
import org.netreplay.log.index.LineColumns;

/**
 * Computes the visible rows of a {@link MergedLog} for a {@link LineFilter}: first from the columns only (a tight
 * loop over the raw type and player bytes through 256- and 16-entry lookup tables), then, if the filter has a
 * text pattern, by reading the text of the rows still visible.
 */
final class RowFilterPass {
    static final int TEXT_BATCH_ROWS = 4096;
    private static final int CHECK_EVERY = 1 << 20;

    private RowFilterPass() {
    }

    static RowBits run(MergedLog log, LineFilter filter, ProgressListener progress, java.util.concurrent.Executor workers)
            throws LogReadException {
        int rows = log.rowCount();
        RowBits bits = new RowBits(rows);
        boolean[] typeLut = typeLut(filter);
        boolean[] playerLut = playerLut(filter);
        boolean frameTest = filter.minFrame() != Integer.MIN_VALUE || filter.maxFrame() != Integer.MAX_VALUE;
        List<LogIndex> lanes = log.lanes();
        boolean singleColumnar = lanes.size() == 1 && lanes.get(0) instanceof ColumnarLogIndex;
        if (singleColumnar || log instanceof KWayMergedLog) {
            ColumnFilterLoops.run(log, bits, toBits(typeLut), toBits(playerLut), frameTest, filter, workers);
        } else {
            generic(log, bits, typeLut, playerLut, frameTest, filter);
        }
        long total = filter.onlyMatching() == null ? rows : 2L * rows;
        progress.progress(rows, total);
        if (filter.onlyMatching() != null) {
            return textPass(log, bits.seal(), filter, progress, total).seal();
        }
        return bits.seal();
    }

    private static long[] toBits(boolean[] lut) {
        long[] out = new long[lut.length];
        for (int i = 0; i < lut.length; i++) {
            out[i] = lut[i] ? 1L : 0L;
        }
        return out;
    }

    static boolean[] typeLut(LineFilter filter) {
        boolean[] lut = new boolean[256];
        for (int raw = 0; raw < 256; raw++) {
            int t = raw & LineColumns.RAW_UNTAGGED;
            int typeId = t == LineColumns.RAW_UNTAGGED ? LogTypes.UNTAGGED : t;
            lut[raw] = typeId <= LogTypes.MAX_TYPE_ID && filter.isTypeVisible(typeId);
        }
        return lut;
    }

    static boolean[] playerLut(LineFilter filter) {
        boolean[] lut = new boolean[16];
        for (int p = -1; p < 15; p++) {
            lut[p + 1] = p == -1 || (filter.playerMask() & (1 << p)) != 0;
        }
        return lut;
    }

    private static void generic(MergedLog log, RowBits bits, boolean[] typeLut, boolean[] playerLut,
                                boolean frameTest, LineFilter filter) {
        int rows = log.rowCount();
        List<LogIndex> lanes = log.lanes();
        int k = lanes.size();
        int[] nextLine = new int[k];
        for (int row = 0; row < rows; row++) {
            if ((row & (CHECK_EVERY - 1)) == 0 && Thread.currentThread().isInterrupted()) {
                throw new CancellationException("Filtering was cancelled");
            }
            int lane = log.lane(row);
            int line = nextLine[lane]++;
            if ((filter.laneMask() & (1L << lane)) == 0) {
                continue;
            }
            LogIndex index = lanes.get(lane);
            int typeId = index.typeId(line);
            boolean tagged = index.isTagged(line);
            int raw = (typeId < 0 ? LineColumns.RAW_UNTAGGED : typeId) | (tagged ? LineColumns.TAGGED_BIT : 0);
            int player = index.player(line);
            if (!typeLut[raw & 0xFF] || player < -1 || player > 14 || !playerLut[player + 1]) {
                continue;
            }
            if (frameTest) {
                int f = index.frame(line);
                if (f < filter.minFrame() || f > filter.maxFrame()) {
                    continue;
                }
            }
            bits.set(row);
        }
    }

    /** Reads the text of the rows set in the sealed {@code candidates} and returns those that match. */
    private static RowBits textPass(MergedLog log, RowBits candidates, LineFilter filter, ProgressListener progress,
                                    long total) throws LogReadException {
        Matcher matcher = filter.onlyMatching().matcher("");
        int rows = log.rowCount();
        RowBits matching = new RowBits(rows);
        int position = 0;
        while (position < candidates.size()) {
            if (Thread.currentThread().isInterrupted()) {
                throw new CancellationException("Filtering was cancelled");
            }
            int first = candidates.select(position);
            int window = (int) Math.min(rows, (long) first + TEXT_BATCH_ROWS);
            int endPosition = candidates.rank(window);
            int last = candidates.select(endPosition - 1) + 1; // skip hidden rows after the last candidate
            for (LogRow row : log.readRows(first, last - first)) {
                if (candidates.get(row.row()) && matcher.reset(row.line().text()).find()) {
                    matching.set(row.row());
                }
            }
            position = endPosition;
            progress.progress(rows + (long) window, total);
        }
        return matching;
    }
}

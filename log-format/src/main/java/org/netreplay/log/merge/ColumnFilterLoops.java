package org.netreplay.log.merge;

import org.netreplay.log.LogIndex;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import org.netreplay.log.Workers;
import org.netreplay.log.index.ColumnarLogIndex;
import org.netreplay.log.index.LineColumns;

/**
 * The column-only filter loops: branch-free per row ({@code word |= typeBit[rawType] & playerBit[player] << row}),
 * 64 rows per bitmap word, split into word ranges of a million rows filtered on the caller's executor (each range
 * writes its own words). Merged lanes use the merged per-row type and player bytes of {@link KWayMergedLog}.
 */
final class ColumnFilterLoops {
    /** Words (64 rows each) per parallel task: 2^14 words = 1M rows. */
    private static final int WORDS_PER_TASK = 1 << 14;

    private ColumnFilterLoops() {
    }

    static void run(MergedLog log, RowBits bits, long[] typeBit, long[] playerBit, boolean frameTest,
                    LineFilter filter, Executor workers) {
        List<LogIndex> lanes = log.lanes();
        int k = lanes.size();
        LineColumns[] columns = new LineColumns[k];
        byte[][] types = new byte[k][];
        byte[][] players = new byte[k][];
        long[] laneVisible = new long[k];
        for (int l = 0; l < k; l++) {
            if (lanes.get(l) instanceof ColumnarLogIndex c) {
                columns[l] = c.columns();
                types[l] = columns[l].rawTypesUnsafe();
                players[l] = columns[l].playersUnsafe();
            }
            laneVisible[l] = (filter.laneMask() & (1L << l)) != 0 ? 1L : 0L;
        }
        long[] words = bits.words();
        int tasks = (words.length + WORDS_PER_TASK - 1) / WORDS_PER_TASK;
        Thread caller = Thread.currentThread();
        Loop loop = new Loop(log, columns, types, players, laneVisible, typeBit, playerBit, frameTest,
                filter.minFrame(), filter.maxFrame(), words, caller);
        if (tasks <= 1) {
            loop.range(0, words.length);
        } else {
            List<Callable<Boolean>> ranges = new ArrayList<>(tasks);
            for (int t = 0; t < tasks; t++) {
                int from = t * WORDS_PER_TASK;
                int to = Math.min(words.length, from + WORDS_PER_TASK);
                ranges.add(() -> {
                    loop.range(from, to);
                    return Boolean.TRUE;
                });
            }
            try {
                Workers.all(workers, ranges);
            } catch (RuntimeException e) {
                throw e;
            } catch (Exception e) {
                throw new IllegalStateException("Filtering failed", e);
            }
        }
        if (caller.isInterrupted()) {
            throw new CancellationException("Filtering was cancelled");
        }
    }

    /** One filter run; {@link #range} may run concurrently on disjoint word ranges. */
    private record Loop(MergedLog log, LineColumns[] columns, byte[][] types, byte[][] players, long[] laneVisible,
                        long[] typeBit, long[] playerBit, boolean frameTest, int minFrame, int maxFrame,
                        long[] words, Thread caller) {

        void range(int fromWord, int toWord) {
            if (caller.isInterrupted()) {
                return;
            }
            if (log instanceof KWayMergedLog merged) {
                multiLane(merged, fromWord, toWord);
            } else if (laneVisible[0] != 0) {
                singleLane(fromWord, toWord);
            }
        }

        private void singleLane(int fromWord, int toWord) {
            byte[] t = types[0];
            byte[] p = players[0];
            int rows = columns[0].lineCount();
            for (int w = fromWord; w < toWord; w++) {
                int base = w << 6;
                int end = Math.min(rows, base + 64);
                long word = 0;
                for (int r = base; r < end; r++) {
                    word |= (typeBit[t[r] & 0xFF] & playerBit[p[r] + 1]) << r;
                }
                if (frameTest && word != 0) {
                    for (long m = word; m != 0; m &= m - 1) {
                        int bit = Long.numberOfTrailingZeros(m);
                        int f = columns[0].frame(base + bit);
                        if (f < minFrame || f > maxFrame) {
                            word &= ~(1L << bit);
                        }
                    }
                }
                words[w] = word;
            }
        }

        private void multiLane(KWayMergedLog merged, int fromWord, int toWord) {
            byte[] laneOfRow = merged.laneOfRowUnsafe();
            byte[] t = merged.rawTypeOfRowUnsafe();
            byte[] p = merged.playerOfRowUnsafe();
            int rows = laneOfRow.length;
            for (int w = fromWord; w < toWord; w++) {
                int base = w << 6;
                int end = Math.min(rows, base + 64);
                long word = 0;
                for (int r = base; r < end; r++) {
                    word |= (laneVisible[laneOfRow[r]] & typeBit[t[r] & 0xFF] & playerBit[p[r] + 1]) << r;
                }
                if (frameTest && word != 0) {
                    word = maskFramesOfMergedWord(merged, laneOfRow, w, base, end, word);
                }
                words[w] = word;
            }
        }

        /** Clears the bits of rows whose frame is out of range; line numbers advance from the block's start. */
        private long maskFramesOfMergedWord(KWayMergedLog merged, byte[] laneOfRow, int w, int base, int end,
                                            long word) {
            List<LogIndex> lanes = merged.lanes();
            int[] line = new int[lanes.size()];
            for (int l = 0; l < line.length; l++) {
                line[l] = merged.laneLineAtBlock(l, w);
            }
            long out = word;
            for (int r = base; r < end; r++) {
                int lane = laneOfRow[r];
                int lineNumber = line[lane]++;
                if ((word & (1L << r)) != 0) {
                    int f = columns[lane] != null ? columns[lane].frame(lineNumber) : lanes.get(lane).frame(lineNumber);
                    if (f < minFrame || f > maxFrame) {
                        out &= ~(1L << r);
                    }
                }
            }
            return out;
        }
    }
}

package org.netreplay.viewer.logview;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.netreplay.log.merge.FilteredRows;
import org.netreplay.log.LogReadException;
import org.netreplay.log.merge.LogRow;
import org.netreplay.log.merge.MergedLog;

/**
 * Reads the text of visible rows in blocks of {@link #BLOCK} positions and keeps the last {@link #MAX_BLOCKS}
 * blocks, so scrolling reads each line once and the heap holds a few thousand lines at most, whatever the file
 * size. A block read is bounded (≤ {@value #BLOCK} lines) and fits the FX thread's budget.
 * Thread safety: FX thread only.
 */
final class VisibleLineCache {
    /** Positions read at once. */
    static final int BLOCK = 128;
    /** Blocks kept. */
    static final int MAX_BLOCKS = 48;
    private final FilteredRows rows;
    private final Map<Integer, DisplayLine[]> blocks = new LinkedHashMap<>(64, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<Integer, DisplayLine[]> eldest) {
            return size() > MAX_BLOCKS;
        }
    };

    VisibleLineCache(FilteredRows rows) {
        this.rows = rows;
    }

    /**
     * @param position visible position, 0 ≤ position &lt; rows.size()
     * @return the line
     * @throws LogReadException if its file cannot be read any more
     */
    DisplayLine line(int position) throws LogReadException {
        int block = position / BLOCK;
        DisplayLine[] lines = blocks.get(block);
        if (lines == null) {
            lines = readBlock(block * BLOCK, Math.min(BLOCK, rows.size() - block * BLOCK));
            blocks.put(block, lines);
        }
        return lines[position - block * BLOCK];
    }

    private DisplayLine[] readBlock(int firstPosition, int count) throws LogReadException {
        MergedLog log = rows.source();
        DisplayLine[] lines = new DisplayLine[count];
        int index = 0;
        while (index < count) {
            int firstRow = rows.row(firstPosition + index);
            int run = 1;
            while (index + run < count && rows.row(firstPosition + index + run) == firstRow + run) {
                run++;
            }
            List<LogRow> read = new ArrayList<>(log.readRows(firstRow, run));
            for (int i = 0; i < run; i++) {
                int position = firstPosition + index + i;
                if (i < read.size()) {
                    LogRow row = read.get(i);
                    var line = row.line();
                    lines[index + i] = new DisplayLine(position, row.row(), row.lane(), line.lineNumber(),
                            line.typeId(), line.player(), line.frame(), line.tagged(), line.text());
                } else {
                    int row = firstRow + i;
                    lines[index + i] = new DisplayLine(position, row, log.lane(row), log.lineNumber(row),
                            log.typeId(row), log.player(row), log.frame(row), log.isTagged(row), "");
                }
            }
            index += run;
        }
        return lines;
    }
}

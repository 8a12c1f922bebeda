package org.netreplay.log.csv;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.netreplay.log.LogReadException;
import org.netreplay.log.ProgressListener;

/**
 * The rows of a session's status CSV files (docs/formats.md §1.5) as a table, for the viewer's status table: per row
 * the time as written (seconds), the server frame, the player and the 11 value columns
 * ({@link StatusCsv#VALUE_COLUMNS}, units there). Columnar and compact: 4 + 1 + 4 + 11 × 4 = 53 bytes a row (values as
 * float: the game writes them with at most one decimal); rows in file order (files in time order). At most
 * {@value #MAX_ROWS} rows are kept (limit {@code statusTable.maxRows}, about 106 MB); {@link #rowsLeftOut()} says how
 * many more there were. Immutable once read; safe to share between threads.
 */
public final class StatusTable {
    /** Most rows kept ({@code statusTable.maxRows}): 30 minutes of 8 players at 40 frames/s is 576,000. */
    public static final int MAX_ROWS = 2_000_000;
    private final int size;
    private final int[] times;
    private final List<String> timeTexts;
    private final int[] frames;
    private final byte[] players;
    private final float[][] values;
    private final long rowsLeftOut;
    private final StatusCsv.Issues issues;

    private StatusTable(Builder b, StatusCsv.Issues issues) {
        this.size = b.size;
        this.times = Arrays.copyOf(b.times, b.size);
        this.timeTexts = List.copyOf(b.timeTexts);
        this.frames = Arrays.copyOf(b.frames, b.size);
        this.players = Arrays.copyOf(b.players, b.size);
        this.values = new float[b.values.length][];
        for (int c = 0; c < values.length; c++) {
            values[c] = Arrays.copyOf(b.values[c], b.size);
        }
        this.rowsLeftOut = b.leftOut;
        this.issues = issues;
    }

    /**
     * Reads every file.
     *
     * @param files    status CSV files, in any order
     * @param progress receives files done / files, or null
     * @return the table; bad rows are in {@link #issues()}
     * @throws LogReadException      naming the file if one is missing or unreadable
     * @throws CancellationException if the calling thread is interrupted
     */
    public static StatusTable read(List<Path> files, ProgressListener progress) throws LogReadException {
        Builder builder = new Builder();
        StatusCsv.Issues issues = StatusCsv.forEachRow(files, progress, builder::add);
        return new StatusTable(builder, issues);
    }

    /** @return rows kept */
    public int size() {
        return size;
    }

    /** @return rows read beyond {@link #MAX_ROWS} and not kept */
    public long rowsLeftOut() {
        return rowsLeftOut;
    }

    /** @return the rows that could not be read, each naming file and line */
    public StatusCsv.Issues issues() {
        return issues;
    }

    /** @return row {@code row}'s time as the game wrote it, e.g. {@code 2026-11-21T05:31:48} */
    public String time(int row) {
        return timeTexts.get(times[row]);
    }

    /** @return row {@code row}'s server frame */
    public int frame(int row) {
        return frames[row];
    }

    /** @return row {@code row}'s player (0–7) */
    public int player(int row) {
        return players[row];
    }

    /** @return row {@code row}'s value in value column {@code column} (index into {@link StatusCsv#VALUE_COLUMNS}) */
    public float value(int row, int column) {
        return values[column][row];
    }

    private static final class Builder {
        private int size;
        private int[] times = new int[1024];
        private final List<String> timeTexts = new ArrayList<>();
        private int[] frames = new int[1024];
        private byte[] players = new byte[1024];
        private float[][] values = new float[StatusCsv.VALUE_COLUMNS.size()][1024];
        private long leftOut;

        void add(StatusCsv.Row row) {
            if (size == MAX_ROWS) {
                leftOut++;
                return;
            }
            if (size == frames.length) {
                int grown = (int) Math.min(MAX_ROWS, frames.length * 2L);
                times = Arrays.copyOf(times, grown);
                frames = Arrays.copyOf(frames, grown);
                players = Arrays.copyOf(players, grown);
                for (int c = 0; c < values.length; c++) {
                    values[c] = Arrays.copyOf(values[c], grown);
                }
            }
            String time = row.time().length() > 32 ? row.time().substring(0, 32) : row.time(); // bounded
            if (timeTexts.isEmpty() || !timeTexts.get(timeTexts.size() - 1).equals(time)) {
                timeTexts.add(time); // one text per second of the session, not per row
            }
            times[size] = timeTexts.size() - 1;
            frames[size] = row.frame();
            players[size] = (byte) row.player();
            for (int c = 0; c < values.length; c++) {
                values[c][size] = (float) row.values()[c];
            }
            size++;
        }
    }
}

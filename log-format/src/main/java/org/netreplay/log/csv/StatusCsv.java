package org.netreplay.log.csv;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.netreplay.log.LogReadException;
import org.netreplay.log.LogTypes;
import org.netreplay.log.ParseIssue;
import org.netreplay.log.ProgressListener;
import org.netreplay.log.fields.FieldSeries;
import org.netreplay.log.fields.SeriesCollector;

/**
 * Reads the server's status CSV files (docs/formats.md §1.5) into numeric series per player over the server frame.
 * Row: {@code timestamp,frame,player,rwnd,cpu,sync,ping,difs,lcor,rcor,txbf,rxbf,txpf,rxpf}; numeric fields are
 * space-padded ({@code %3.0f}) and are trimmed. Files are stitched in time order ({@link CsvFileOrder}). Blank rows
 * are skipped; a malformed row never stops the read and becomes a {@link ParseIssue} naming file and line.
 *
 * <p>Series names (units): {@code status.rwnd} (frames), {@code status.cpu} (% of the 25 ms frame),
 * {@code status.sync} (ms), {@code status.ping} (ms), {@code status.difs} (bytes), {@code status.lcor},
 * {@code status.rcor} (pixels), {@code status.txbf}, {@code status.rxbf} (bytes so far this frame),
 * {@code status.txpf}, {@code status.rxpf} (packets so far this frame).
 */
public final class StatusCsv {
    /** Names of columns 4..14, the series suffixes. */
    public static final List<String> VALUE_COLUMNS =
            List.of("rwnd", "cpu", "sync", "ping", "difs", "lcor", "rcor", "txbf", "rxbf", "txpf", "rxpf");
    private static final int COLUMNS = 3 + 11;

    private StatusCsv() {
    }

    /**
     * Reads every file. Reports progress in files.
     *
     * @param files    status CSV files, in any order
     * @param progress receives files done / files, or null
     * @return series {@code status.<column>} per player, and the bad rows
     * @throws LogReadException      naming the file if one is missing or unreadable
     * @throws CancellationException if the calling thread is interrupted
     */
    public static FieldSeries read(List<Path> files, ProgressListener progress) throws LogReadException {
        SeriesCollector out = new SeriesCollector();
        Issues issues = forEachRow(files, progress, row -> {
            for (int c = 0; c < row.values().length; c++) {
                out.add("status." + VALUE_COLUMNS.get(c), row.player(), row.frame(), row.values()[c]);
            }
        });
        return new FieldSeries(out.build(), issues.reported(), issues.count());
    }

    /** One parsed row: the time as written, the server frame, the player and columns 4..14 ({@link #VALUE_COLUMNS}). */
    public record Row(String time, int frame, int player, double[] values) {
    }

    /** The rows that could not be read: the first {@link ParseIssue#MAX_REPORTED}, and how many there were. */
    public record Issues(List<ParseIssue> reported, long count) {
    }

    /**
     * Reads every file row by row, in time order ({@link CsvFileOrder}), giving each good row to {@code sink}.
     *
     * @param files    status CSV files, in any order
     * @param progress receives files done / files, or null
     * @param sink     receives each good row, in file order
     * @return the bad rows, each naming file and line
     * @throws LogReadException      naming the file if one is missing or unreadable
     * @throws CancellationException if the calling thread is interrupted
     */
    public static Issues forEachRow(List<Path> files, ProgressListener progress,
                                    java.util.function.Consumer<Row> sink) throws LogReadException {
        ProgressListener listener = progress == null ? ProgressListener.NONE : progress;
        List<ParseIssue> issues = new ArrayList<>();
        long issueCount = 0;
        List<Path> sorted = CsvFileOrder.sorted(files);
        for (int k = 0; k < sorted.size(); k++) {
            Path file = sorted.get(k);
            if (!Files.isRegularFile(file)) {
                throw new LogReadException(file, -1, "Status CSV file not found", null);
            }
            try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.ISO_8859_1)) {
                String line;
                long lineNumber = 0;
                StringBuilder buffer = new StringBuilder(256);
                Object[] parsed = new Object[1];
                while ((line = boundedLine(in, buffer)) != null) {
                    if ((lineNumber & 0x3FF) == 0 && Thread.currentThread().isInterrupted()) {
                        throw new CancellationException("Reading status CSV was cancelled");
                    }
                    String problem = line == TOO_LONG ? "Status CSV row longer than " + MAX_LINE_CHARS
                            + " characters (limit statusCsv.maxLineChars)" : line.isBlank() ? null
                            : parseRow(line, parsed);
                    if (problem != null) {
                        issueCount++;
                        if (issues.size() < ParseIssue.MAX_REPORTED) {
                            issues.add(new ParseIssue(file, lineNumber, problem));
                        }
                    } else if (!line.isBlank() && line != TOO_LONG) {
                        sink.accept((Row) parsed[0]);
                    }
                    lineNumber++;
                }
            } catch (IOException e) {
                throw new LogReadException(file, -1, "Cannot read the status CSV file", e);
            }
            if (k + 1 < sorted.size()) {
                listener.progress(k + 1, sorted.size());
            }
        }
        listener.progress(sorted.size(), sorted.size());
        return new Issues(List.copyOf(issues), issueCount);
    }

    /** Longest row kept, chars ({@code statusCsv.maxLineChars}); a real row is under 100. Longer rows are issues. */
    static final int MAX_LINE_CHARS = 4_096;
    private static final String TOO_LONG = new String("(too long)");

    /** @return the next line (without its end), {@link #TOO_LONG} for an overlong one (skipped), or null at the end */
    private static String boundedLine(BufferedReader in, StringBuilder sb) throws IOException {
        sb.setLength(0);
        int c = in.read();
        if (c < 0) {
            return null;
        }
        boolean tooLong = false;
        while (c >= 0 && c != '\n') {
            if (sb.length() < MAX_LINE_CHARS) {
                sb.append((char) c);
            } else {
                tooLong = true;
            }
            c = in.read();
        }
        if (tooLong) {
            return TOO_LONG;
        }
        int n = sb.length();
        return n > 0 && sb.charAt(n - 1) == '\r' ? sb.substring(0, n - 1) : sb.toString();
    }

    /** @return null when the row was added, else what is wrong with it */
    static String addRow(String line, SeriesCollector out) {
        Object[] parsed = new Object[1];
        String problem = parseRow(line, parsed);
        if (problem == null) {
            Row row = (Row) parsed[0];
            for (int c = 0; c < row.values().length; c++) {
                out.add("status." + VALUE_COLUMNS.get(c), row.player(), row.frame(), row.values()[c]);
            }
        }
        return problem;
    }

    /** @return null when the row parsed (then {@code out[0]} holds it), else what is wrong with it */
    private static String parseRow(String line, Object[] out) {
        String[] cols = line.split(",", -1);
        if (cols.length != COLUMNS) {
            return "Status CSV row has " + cols.length + " columns, expected " + COLUMNS;
        }
        int frame;
        int player;
        try {
            frame = Integer.parseInt(cols[1].strip());
            player = Integer.parseInt(cols[2].strip());
        } catch (NumberFormatException e) {
            return "Status CSV row has a frame or player that is not an integer";
        }
        if (player < 0 || player >= LogTypes.MAX_PLAYERS) {
            return "Status CSV row has player " + player + ", expected 0..7";
        }
        double[] values = new double[VALUE_COLUMNS.size()];
        for (int c = 0; c < values.length; c++) {
            Double v = SeriesCollector.parseNumber(cols[3 + c]);
            if (v == null) {
                return "Status CSV column " + (4 + c) + " (" + VALUE_COLUMNS.get(c) + ") is not a number";
            }
            values[c] = v;
        }
        out[0] = new Row(cols[0].strip(), frame, player, values);
        return null;
    }
}

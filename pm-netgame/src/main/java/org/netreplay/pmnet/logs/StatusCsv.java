package org.netreplay.pmnet.logs;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The server's status CSV files of one session, read in time order. A file is named {@code YYYYMMDD-HHMMSS.<ms>.csv}
 * with the milliseconds not zero-padded, so they are ordered by the parsed time, not by name. Rows that are not the
 * game's 14 fields are counted as malformed with their place, never guessed at.
 */
public final class StatusCsv {
    private static final Pattern NAME = Pattern.compile("^(\\d{8})-(\\d{6})\\.(\\d{1,3})\\.csv$");

    /** A row that could not be read, with its place and why. */
    public record Malformed(Path file, long line, String why) {
    }

    private final List<Path> files;

    private StatusCsv(List<Path> files) {
        this.files = files;
    }

    /**
     * @param folder the {@code status} folder (missing: no files)
     * @return its CSV files in time order
     * @throws IOException if the folder cannot be listed
     */
    public static StatusCsv in(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return new StatusCsv(List.of());
        }
        List<Path> files = new ArrayList<>();
        try (Stream<Path> s = Files.list(folder)) {
            s.filter(p -> NAME.matcher(p.getFileName().toString()).matches()).forEach(files::add);
        }
        files.sort(Comparator.comparing(StatusCsv::timeKey));
        return new StatusCsv(files);
    }

    private static String timeKey(Path p) {
        Matcher m = NAME.matcher(p.getFileName().toString());
        if (!m.matches()) {
            return p.getFileName().toString();
        }
        return m.group(1) + m.group(2) + String.format("%03d", Integer.parseInt(m.group(3)));
    }

    /** @return the files in time order */
    public List<Path> files() {
        return files;
    }

    /** Receives rows in file order. */
    public interface RowSink {
        /** One well-formed row. */
        void row(StatusRow row);

        /** One row that is not the game's format. */
        void malformed(Malformed m);
    }

    /**
     * Reads every row of every file in order.
     *
     * @throws IOException if a file cannot be read
     */
    public void read(RowSink sink) throws IOException {
        for (Path f : files) {
            try (BufferedReader in = Files.newBufferedReader(f, StandardCharsets.ISO_8859_1)) {
                String s;
                long n = 0;
                while ((s = in.readLine()) != null) {
                    n++;
                    if (s.isBlank()) {
                        continue;
                    }
                    StatusRow r = parse(f, n, s);
                    if (r != null) {
                        sink.row(r);
                    } else {
                        sink.malformed(new Malformed(f, n, "not 14 comma-separated fields of the game's status row"));
                    }
                }
            }
        }
    }

    private static StatusRow parse(Path f, long n, String s) {
        String[] c = s.split(",", -1);
        if (c.length != 14) {
            return null;
        }
        try {
            return new StatusRow(f, n, Integer.parseInt(c[1].trim()), Integer.parseInt(c[2].trim()),
                    Integer.parseInt(c[3].trim()), Integer.parseInt(c[7].trim()), c[8].trim(), c[9].trim());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}

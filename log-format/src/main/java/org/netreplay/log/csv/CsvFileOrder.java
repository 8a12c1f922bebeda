package org.netreplay.log.csv;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Orders the game's CSV files by the local time in their names, {@code YYYYMMDD-HHMMSS.<ms>.csv}, where the
 * milliseconds are NOT zero-padded (docs/formats.md §1.4: {@code .55.csv} is earlier than {@code .242.csv} of the
 * same second), so plain text order is wrong. Names that do not follow the pattern sort after, by name.
 */
public final class CsvFileOrder {
    private static final Pattern NAME = Pattern.compile("^(\\d{8}-\\d{6})\\.(\\d{1,9})\\.csv$");

    /** Compares paths by the time in their file names (see class doc). */
    public static final Comparator<Path> BY_TIME_IN_NAME = CsvFileOrder::compare;

    private CsvFileOrder() {
    }

    /** @return a new list of {@code files} sorted by {@link #BY_TIME_IN_NAME} */
    public static List<Path> sorted(List<Path> files) {
        List<Path> out = new ArrayList<>(files);
        out.sort(BY_TIME_IN_NAME);
        return out;
    }

    private static int compare(Path a, Path b) {
        String na = a.getFileName().toString();
        String nb = b.getFileName().toString();
        Matcher ma = NAME.matcher(na);
        Matcher mb = NAME.matcher(nb);
        boolean ta = ma.matches();
        boolean tb = mb.matches();
        if (ta && tb) {
            int c = ma.group(1).compareTo(mb.group(1));
            if (c != 0) {
                return c;
            }
            c = Long.compare(Long.parseLong(ma.group(2)), Long.parseLong(mb.group(2)));
            if (c != 0) {
                return c;
            }
        } else if (ta != tb) {
            return ta ? -1 : 1;
        }
        int c = na.compareTo(nb);
        return c != 0 ? c : a.compareTo(b);
    }
}

package org.netreplay.log.fields;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.HashMap;
import java.util.function.Predicate;

/**
 * Accumulates points per (field, player) into growable primitive arrays. A field filter keeps only the points of
 * wanted fields; the names of all fields seen are kept either way ({@link #fieldNames()}). Not thread-safe.
 */
public final class SeriesCollector {
    private final Map<String, Growing> series = new LinkedHashMap<>();
    private final Predicate<String> wanted;
    /** Every field name seen, and whether it is wanted (the filter runs once per name). */
    private final Map<String, Boolean> seen = new HashMap<>();

    /** A collector that keeps every field. */
    public SeriesCollector() {
        this(field -> true);
    }

    /** @param wanted which field names (e.g. {@code stak.dsync}) to keep points of */
    public SeriesCollector(Predicate<String> wanted) {
        this.wanted = java.util.Objects.requireNonNull(wanted, "wanted");
    }

    private static final class Growing {
        final String field;
        final int player;
        int[] frames = new int[64];
        double[] values = new double[64];
        int size;

        Growing(String field, int player) {
            this.field = field;
            this.player = player;
        }

        void addAll(Growing other) {
            if (size + other.size > frames.length) {
                int n = Math.max(size + other.size, frames.length * 2);
                frames = Arrays.copyOf(frames, n);
                values = Arrays.copyOf(values, n);
            }
            System.arraycopy(other.frames, 0, frames, size, other.size);
            System.arraycopy(other.values, 0, values, size, other.size);
            size += other.size;
        }

        void add(int frame, double value) {
            if (size == frames.length) {
                frames = Arrays.copyOf(frames, size * 2);
                values = Arrays.copyOf(values, size * 2);
            }
            frames[size] = frame;
            values[size] = value;
            size++;
        }
    }

    /** Adds one point to the series of {@code field} for {@code player}, if the field is wanted. */
    public void add(String field, int player, int frame, double value) {
        Boolean keep = seen.get(field);
        if (keep == null) {
            keep = wanted.test(field);
            seen.put(field, keep);
        }
        if (!keep) {
            return;
        }
        series.computeIfAbsent(field + '\u0000' + player, k -> new Growing(field, player)).add(frame, value);
    }

    /**
     * Appends every point of {@code later} after the points of this collector (used to join batches in order).
     *
     * @param later points that come after this collector's points in the log
     */
    public void addAll(SeriesCollector later) {
        seen.putAll(later.seen);
        for (Map.Entry<String, Growing> e : later.series.entrySet()) {
            Growing g = e.getValue();
            series.computeIfAbsent(e.getKey(), k -> new Growing(g.field, g.player)).addAll(g);
        }
    }

    /** @return every field name added, wanted or not, sorted */
    public List<String> fieldNames() {
        return seen.keySet().stream().sorted().toList();
    }

    /** @return the series collected, sorted by field then player */
    public List<NumericSeries> build() {
        List<NumericSeries> out = new ArrayList<>();
        for (Growing g : series.values()) {
            out.add(new NumericSeries(g.field, g.player, Arrays.copyOf(g.frames, g.size),
                    Arrays.copyOf(g.values, g.size)));
        }
        out.sort((a, b) -> {
            int c = a.field().compareTo(b.field());
            return c != 0 ? c : Integer.compare(a.player(), b.player());
        });
        return out;
    }

    /**
     * Parses a number as the game prints it ({@code %f}, {@code %d}, {@code nan}, {@code inf}, possibly signed).
     *
     * @return the value, or {@code null} if the text is not a number
     */
    public static Double parseNumber(String text) {
        String t = text.strip();
        switch (t) {
            case "nan", "-nan" -> {
                return Double.NaN;
            }
            case "inf" -> {
                return Double.POSITIVE_INFINITY;
            }
            case "-inf" -> {
                return Double.NEGATIVE_INFINITY;
            }
            default -> {
                if (t.isEmpty() || !(Character.isDigit(t.charAt(0)) || t.charAt(0) == '-')) {
                    return null;
                }
                try {
                    return Double.parseDouble(t);
                } catch (NumberFormatException e) {
                    return null;
                }
            }
        }
    }
}

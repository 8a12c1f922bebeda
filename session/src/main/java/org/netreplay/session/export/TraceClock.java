package org.netreplay.session.export;

import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.netreplay.log.csv.CsvFileOrder;

/**
 * When each peer's frames happened, for the Perfetto trace: from the logs' own clock where they hold one, else the
 * game's 40 frames/s. A net CSV row carries {@code agt}, the seconds since program start on the machine that
 * produced it, with that machine's frame (docs/formats.md §1.4: server rows as player 0, a client's rows, sent to
 * the server by {@code clog}, as its player number). A peer's frame F starts at the earliest {@code agt} of its rows
 * in F; between frames with rows the time is interpolated, before the first and after the last it runs on at 25 ms
 * a frame. A client's clock is put on the server's by one offset: the median, over the frames both logged, of
 * server time minus client time (the logs hold no shared clock, so a client running steadily ahead of the server by
 * a few ms looks aligned). A peer without rows of its own is placed at the server's time of the same frame number;
 * without any net CSV every peer is on the 25 ms clock. {@link #describe()} says which clock each peer got.
 * Memory: one point per frame per peer with rows, at most {@value #MAX_POINTS} in all.
 */
final class TraceClock {
    /** Microseconds per frame where no clock is known (40 frames/s). */
    static final long MICROS_PER_FRAME = 25_000;
    /** Points kept in all (frames × peers); rows beyond are not read. */
    static final int MAX_POINTS = 4_000_000;

    /** A peer's frames with a time, ascending, and the times in seconds on the server's clock. */
    private record Track(int[] frames, double[] seconds, String clock) {
    }

    private final Map<Integer, Track> tracks;
    private final double origin;
    private final boolean wall;
    private final String summary;

    private TraceClock(Map<Integer, Track> tracks, double origin, boolean wall, String summary) {
        this.tracks = tracks;
        this.origin = origin;
        this.wall = wall;
        this.summary = summary;
    }

    /** @return the 25 ms clock for every peer */
    static TraceClock frameClock() {
        return new TraceClock(Map.of(), 0, false, "frame clock: frame f at f × 25 ms (the game's 40 frames/s); "
                + "the session has no net CSV with agt times");
    }

    /**
     * Reads the net CSVs' {@code agt} and frame columns (streamed; malformed rows are skipped).
     *
     * @param netCsvFiles the session's net CSV files (any order: sorted by the time in their names)
     * @param firstFrame  the first frame the trace shows (it is put at time 0)
     * @return the clock
     * @throws IOException if a file cannot be read (the message names it)
     */
    static TraceClock read(List<Path> netCsvFiles, int firstFrame) throws IOException {
        if (netCsvFiles.isEmpty()) {
            return frameClock();
        }
        Points[] points = new Points[8];
        int kept = 0;
        for (Path file : CsvFileOrder.sorted(netCsvFiles)) {
            try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
                String line;
                while ((line = in.readLine()) != null && kept < MAX_POINTS) {
                    String[] c = line.split(",", 8);
                    if (c.length < 8) {
                        continue;
                    }
                    try {
                        double agt = Double.parseDouble(c[3]);
                        int frame = Integer.parseInt(c[4].trim());
                        int player = Integer.parseInt(c[5].trim());
                        if (frame < 0 || player < 0 || player > 7 || !Double.isFinite(agt)) {
                            continue;
                        }
                        if (points[player] == null) {
                            points[player] = new Points();
                        }
                        kept += points[player].add(frame, agt);
                    } catch (NumberFormatException e) {
                        // a malformed row: not a time
                    }
                }
            } catch (IOException e) {
                throw new IOException(file + ": " + e.getMessage(), e);
            }
        }
        Points server = points[0];
        if (server == null || server.n == 0) {
            return frameClock();
        }
        Map<Integer, Track> tracks = new TreeMap<>();
        tracks.put(0, server.track(0, String.format(Locale.ROOT, "the server's agt (net CSV rows in %,d frames, "
                + "%,d–%,d)", server.n, server.frames[0], server.frames[server.n - 1])));
        for (int p = 1; p < points.length; p++) {
            if (points[p] == null || points[p].n == 0) {
                continue;
            }
            Points client = points[p];
            List<Double> offsets = new ArrayList<>();
            for (int i = 0; i < client.n; i++) {
                int j = Arrays.binarySearch(server.frames, 0, server.n, client.frames[i]);
                if (j >= 0) {
                    offsets.add(server.seconds[j] - client.seconds[i]);
                }
            }
            if (offsets.isEmpty()) {
                continue;
            }
            double[] sorted = offsets.stream().mapToDouble(Double::doubleValue).sorted().toArray();
            double offset = sorted[sorted.length / 2];
            tracks.put(p, client.track(offset, String.format(Locale.ROOT, "client %d's own agt (its rows in the net "
                    + "CSV, %,d frames), put on the server's clock by the median offset over %,d common frames "
                    + "(%+.3f s)", p, client.n, sorted.length, offset)));
        }
        Track s = tracks.get(0);
        double origin = at(s, firstFrame);
        for (Track t : tracks.values()) {
            origin = Math.min(origin, at(t, firstFrame));
        }
        StringBuilder text = new StringBuilder("wall clock: ");
        tracks.values().forEach(t -> text.append(t.clock()).append("; "));
        text.append("other peers at the server's time of the same frame number; before and after the frames with a "
                + "time, 25 ms a frame");
        return new TraceClock(tracks, origin, true, text.toString());
    }

    /**
     * One peer's frames with a time, as read: a frame's earliest time; rows come in file order, so a frame below the
     * last one kept (never seen in the game's files) is skipped.
     */
    private static final class Points {
        private int[] frames = new int[1024];
        private double[] seconds = new double[1024];
        private int n;

        /** @return 1 when a new frame was kept, else 0 */
        int add(int frame, double agt) {
            if (n > 0 && frame == frames[n - 1]) {
                seconds[n - 1] = Math.min(seconds[n - 1], agt);
                return 0;
            }
            if (n > 0 && frame < frames[n - 1]) {
                return 0;
            }
            if (n == frames.length) {
                frames = Arrays.copyOf(frames, n * 2);
                seconds = Arrays.copyOf(seconds, n * 2);
            }
            frames[n] = frame;
            seconds[n] = agt;
            n++;
            return 1;
        }

        /** @return the points whose time does not go back (a later frame is never earlier), shifted by offset */
        Track track(double offset, String clock) {
            int[] f = new int[n];
            double[] t = new double[n];
            int kept = 0;
            for (int i = 0; i < n; i++) {
                double time = seconds[i] + offset;
                if (kept > 0 && time < t[kept - 1]) {
                    continue;
                }
                f[kept] = frames[i];
                t[kept] = time;
                kept++;
            }
            return new Track(Arrays.copyOf(f, kept), Arrays.copyOf(t, kept), clock);
        }
    }

    /** @return the time of frame {@code frame}'s start on {@code t}, s */
    private static double at(Track t, int frame) {
        int[] f = t.frames();
        int i = Arrays.binarySearch(f, frame);
        if (i >= 0) {
            return t.seconds()[i];
        }
        int after = -i - 1;
        if (after == 0) {
            return t.seconds()[0] - (f[0] - frame) * (MICROS_PER_FRAME / 1e6);
        }
        if (after == f.length) {
            return t.seconds()[f.length - 1] + (frame - f[f.length - 1]) * (MICROS_PER_FRAME / 1e6);
        }
        int a = after - 1;
        double share = (frame - f[a]) / (double) (f[after] - f[a]);
        return t.seconds()[a] + share * (t.seconds()[after] - t.seconds()[a]);
    }

    /**
     * @param peer  the player (0 = server), or -1 when not known
     * @param frame the frame
     * @return the trace time of the start of the peer's frame, µs (≥ 0 from the trace's first frame on)
     */
    long micros(int peer, int frame) {
        if (!wall) {
            return Math.max(0, frame) * MICROS_PER_FRAME;
        }
        Track t = tracks.getOrDefault(peer, tracks.get(0));
        return Math.round((at(t, frame) - origin) * 1e6);
    }

    /** @return true when the times come from the logs' {@code agt}, false for the 25 ms frame clock */
    boolean wallClock() {
        return wall;
    }

    /** @return whether {@code peer} has times of its own (else the server's, or the frame clock) */
    boolean ownClock(int peer) {
        return tracks.containsKey(peer);
    }

    /** @return which clock each peer got, in words (the trace's metadata) */
    String describe() {
        return summary;
    }
}

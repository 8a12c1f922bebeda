package org.netreplay.pmnet;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.netreplay.pmnet.logs.LogLine;
import org.netreplay.pmnet.logs.LogLineReader;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.gm.GmRecording;

/**
 * A folder of the real game's files from one netgame, as players collect them: the server's text log (one file per
 * flush: level done, level quit, program exit), each client's text log, the server's status CSVs, and the recordings
 * ({@code .gm}): the server's autosave of the whole level, the partial saves it writes when a client asks for the
 * file, the clients' copies of those. Files are recognised by what they hold, not by their names or folders: a log
 * that says {@code Server mode started} is the server's; one whose join box names a player number is that client's.
 *
 * @param folder      the folder
 * @param serverLogs  the server log's files in order (empty when none was found)
 * @param clientLogs  each client's log files in order, by player number
 * @param statusDir   the folder of the server's status CSVs, or null
 * @param recordings  every readable recording, in path order
 * @param skipped     files that looked like game files but were not used, with the reason
 */
public record RealSession(Path folder, List<Path> serverLogs, Map<Integer, List<Path>> clientLogs, Path statusDir,
                          List<Recording> recordings, List<String> skipped) {
    /** Lines read from the top of a text file to tell whose log it is. */
    static final int HEAD_LINES = 400;
    /** Folder depth searched. */
    static final int MAX_DEPTH = 6;
    private static final Pattern GM_KIND = Pattern.compile("^\\d{8}-\\d{6}-\\[\\d+\\]-(.*)\\.gm$");
    private static final Pattern CLIENT_NUMBER = Pattern.compile("^\\|\\s+Player Number:\\[(\\d+)\\]\\s*\\|$");

    /**
     * A recording found in the folder.
     *
     * @param path      its path
     * @param level     its LEVEL header
     * @param lastFrame its LAST_FRAME header (the frame of its last row)
     * @param rows      its row count
     * @param kind      what the game wrote it for, from its name ("autosave on level quit", "server save on rx crfl
     *                  packet", ...), or "" when the name is not the game's
     */
    public record Recording(Path path, int level, int lastFrame, int rows, String kind) {
        /** @return whether the game wrote it during a netgame or at a level's end (by its name) */
        public boolean savedByNetgame() {
            return kind.startsWith("autosave") || kind.startsWith("server save");
        }
    }

    /**
     * Scans a folder (and its sub-folders, {@value #MAX_DEPTH} deep).
     *
     * @param folder the session folder
     * @return what it holds
     * @throws IOException if the folder cannot be read
     */
    public static RealSession scan(Path folder) throws IOException {
        List<Path> txt = new ArrayList<>();
        List<Path> gms = new ArrayList<>();
        List<Path> statusDirs = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        Path realFolder = folder.toRealPath();
        try (Stream<Path> s = Files.walk(folder, MAX_DEPTH)) {
            s.sorted().forEach(p -> {
                String n = p.getFileName().toString();
                if (!inside(p, realFolder)) {
                    skipped.add(folder.relativize(p) + ": a link to outside the session folder (not read)");
                    return;
                }
                if (Files.isDirectory(p) && n.equals("status")) {
                    statusDirs.add(p);
                } else if (Files.isRegularFile(p) && n.endsWith(".txt")) {
                    txt.add(p);
                } else if (Files.isRegularFile(p) && n.endsWith(".gm")) {
                    gms.add(p);
                }
            });
        }
        TreeMap<String, Path> server = new TreeMap<>();
        Map<Integer, TreeMap<String, Path>> clients = new TreeMap<>();
        List<Path> pieces = new ArrayList<>();
        for (Path p : txt) {
            Head h = head(p);
            if (h.server) {
                server.put(p.getFileName() + "\u0000" + p, p);
            } else if (h.client >= 0) {
                clients.computeIfAbsent(h.client, k -> new TreeMap<>()).put(p.getFileName() + "\u0000" + p, p);
            } else if (h.prefixed) {
                pieces.add(p);
            }
        }
        // a later piece of a log (the game writes its buffer to a new file at each flush) has no start of its own:
        // it belongs to the log whose last file lies in the same folder just before it
        for (Path p : pieces) {
            if (!joinPiece(p, server) && !joinPieceToClient(p, clients)) {
                skipped.add(folder.relativize(p) + ": a game log without a server start or a client join");
            }
        }
        Map<Integer, List<Path>> clientLogs = new TreeMap<>();
        clients.forEach((k, v) -> clientLogs.put(k, List.copyOf(v.values())));
        List<Recording> recordings = new ArrayList<>();
        for (Path g : gms) {
            try {
                GmRecording r = GmReader.read(g);
                Matcher m = GM_KIND.matcher(g.getFileName().toString());
                recordings.add(new Recording(g, r.level(), r.lastMoveFrame(), r.moves().size(),
                        m.matches() ? m.group(1) : ""));
            } catch (IOException | RuntimeException e) {
                skipped.add(folder.relativize(g) + ": not a readable recording (" + e.getMessage() + ")");
            }
        }
        Path statusDir = chooseStatusDir(statusDirs, server.isEmpty() ? null : server.firstEntry().getValue());
        for (Path d : statusDirs) {
            if (!d.equals(statusDir) && hasCsv(d)) {
                skipped.add(folder.relativize(d) + ": a second status folder (only "
                        + (statusDir == null ? "one" : folder.relativize(statusDir)) + " is read)");
            }
        }
        return new RealSession(folder, List.copyOf(server.values()), clientLogs, statusDir, recordings, skipped);
    }

    private static boolean joinPiece(Path p, TreeMap<String, Path> log) {
        if (log.isEmpty()) {
            return false;
        }
        Path last = log.lastEntry().getValue();
        if (!p.getParent().equals(last.getParent())
                || p.getFileName().toString().compareTo(last.getFileName().toString()) <= 0) {
            return false;
        }
        log.put(p.getFileName() + "\u0000" + p, p);
        return true;
    }

    private static boolean joinPieceToClient(Path p, Map<Integer, TreeMap<String, Path>> clients) {
        for (TreeMap<String, Path> log : clients.values()) {
            if (joinPiece(p, log)) {
                return true;
            }
        }
        return false;
    }

    /** The status folder with CSV files nearest the server log (the server writes them; clients write none). */
    private static Path chooseStatusDir(List<Path> dirs, Path serverLog) {
        Path best = null;
        int bestScore = Integer.MIN_VALUE;
        for (Path d : dirs) {
            if (!hasCsv(d)) {
                continue;
            }
            int score = 0;
            if (serverLog != null) {
                Path common = serverLog.getParent();
                while (common != null && !d.startsWith(common)) {
                    common = common.getParent();
                }
                score = common == null ? 0 : common.getNameCount();
            }
            if (score > bestScore) {
                best = d;
                bestScore = score;
            }
        }
        return best;
    }

    private static boolean hasCsv(Path d) {
        try (Stream<Path> s = Files.list(d)) {
            return s.anyMatch(p -> p.getFileName().toString().endsWith(".csv"));
        } catch (IOException e) {
            return false;
        }
    }

    /** Files.walk follows no links into folders; a link to a file outside the folder is not read either. */
    private static boolean inside(Path p, Path realFolder) {
        try {
            return p.toRealPath().startsWith(realFolder);
        } catch (IOException e) {
            return false;
        }
    }

    private record Head(boolean server, int client, boolean prefixed) {
    }

    /** Reads the top of a text file: a server start, a client's join box, or neither. */
    private static Head head(Path p) throws IOException {
        boolean prefixed = false;
        try (LogLineReader in = LogLineReader.open(p)) {
            LogLine l;
            int n = 0;
            boolean clientStart = false;
            while ((l = in.next()) != null && n++ < HEAD_LINES) {
                prefixed = true;
                String t = l.text();
                if (l.type() == 10 && t.contains("Server mode started")) {
                    return new Head(true, -1, true);
                }
                if (l.type() == 10 && t.contains("Client mode started")) {
                    clientStart = true;
                }
                if (l.type() == 10 && t.contains("Client received join invitation")) {
                    clientStart = true;
                }
                Matcher m = CLIENT_NUMBER.matcher(t);
                if (clientStart && l.type() == 10 && m.matches()) {
                    return new Head(false, Integer.parseInt(m.group(1)), true);
                }
                if (l.type() == 27 && t.startsWith("tx stdf")) {
                    return new Head(true, -1, true);
                }
            }
        } catch (IOException e) {
            return new Head(false, -1, false);
        }
        return new Head(false, -1, prefixed);
    }

    /**
     * The recording that covers the whole level the server played: of the recordings of {@code level} that a
     * netgame wrote (named as the game names its saves: an autosave or a save for a client; other recordings, such
     * as the game's shipped demos, only when there is none), the one with the latest last frame (the server's
     * autosave when the level ends holds every row; a partial save stops where a client asked for the file); on a
     * tie, the server's own autosave, then the first by path.
     *
     * @return the recording, or null when none is of that level
     */
    public Recording wholeSession(int level) {
        boolean anySaved = recordings.stream().anyMatch(r -> r.level() == level && r.savedByNetgame());
        return recordings.stream().filter(r -> r.level() == level && (!anySaved || r.savedByNetgame()))
                .max(Comparator.comparingInt(Recording::lastFrame)
                        .thenComparing(r -> r.kind().startsWith("autosave"))
                        .thenComparing(Recording::path, Comparator.reverseOrder()))
                .orElse(null);
    }

    /** @return the path of {@code p} relative to the session folder, with '/' separators */
    public String relative(Path p) {
        return folder.relativize(p).toString().replace('\\', '/');
    }
}

package org.netreplay.session.desync;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.netreplay.log.LogReadException;
import org.netreplay.log.ProgressListener;
import org.netreplay.log.csv.StatusCsv;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.desync.DesyncReport;
import org.netreplay.replay.desync.FieldDiff;
import org.netreplay.replay.desync.MoveDiffer;
import org.netreplay.replay.desync.MoveDifference;
import org.netreplay.replay.desync.StateDiffer;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.gm.GmRecording;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.session.ReplaySessionBuilder;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.session.peerstate.PeerStateReader;
import org.netreplay.session.peerstate.StateLabel;

/**
 * Finds the first frame where a session really diverged (issue 8, Deliver 9; docs/desync.md), from a session folder,
 * its {@code session.json}, or the files alone: every peer's type-60 lines (docs/peer-states.md), the {@code .states}
 * files when present, the server's {@code .gm} (its final moves) and the logs' protocol events. The CLI
 * ({@code netreplay desync DIR}) and the viewer's timeline both call this: one code path.
 *
 * <p>Three checks, the earliest finding wins (at the same frame: a rewind bug, then the lowest client):
 * <ol>
 *   <li><b>client-diverged</b>: a client's {@code confirmed} checksum for F equals none of the {@code authoritative}
 *       lines the server wrote for F (any of them, not only the last: in authoritative mode the dif the client
 *       applied may have been made before a later server rewind rewrote F, pm-formats.md §5.6);</li>
 *   <li><b>nondeterminism</b>: a client simulated F (a {@code predicted} or {@code resimulated} record, or any
 *       record of a lockstep client) from a state whose checksum equals the server's final F−1, with inputs equal to
 *       the server's final moves for F ({@link FinalMoves}), and its checksum still differs from the server's final
 *       F (needs the client's states file, which holds the inputs). A {@code confirmed} mismatch whose record passes
 *       the same test is reported as nondeterminism too;</li>
 *   <li><b>rewind-bug</b>: the server's final checksum for F differs from a straight replay of its {@code .gm}.</li>
 * </ol>
 * The differing fields compare both sides' states at F: from the states files when they hold them (or can rebuild
 * them from the previous stored state and the recorded inputs), else from the straight replay for the server side.
 * A session with no checksums at all (the real game's) is "nothing to compare".
 *
 * <p>Thread safety: stateless; each call opens and closes its own files. Memory: the logs' type-60 lines (12 bytes
 * each), the states files' indexes, one replay session with keyframes, and one status byte per frame per peer.
 */
public final class SessionDesync {
    /** Frames before and after the divergent frame whose moves are listed. */
    public static final int DEFAULT_WINDOW = 40;
    /** The most differing fields reported. */
    public static final int FIELD_LIMIT = 200;
    /** The most differing fields examined for whether the checksum covers them. */
    private static final int DIFF_SCAN_LIMIT = 4_096;
    /** The widest timeline, frames (10 hours at 40 fps, the replay engine's limit). */
    public static final int MAX_FRAMES = ReplaySessionBuilder.MAX_FRAMES;

    private SessionDesync() {
    }

    /** {@link #analyze(List, int)} of one folder or {@code session.json}, window {@value #DEFAULT_WINDOW}. */
    public static SessionDesyncReport analyze(Path dirOrManifest) throws IOException {
        return analyze(List.of(dirOrManifest), DEFAULT_WINDOW);
    }

    /**
     * @param paths  a session folder, its {@code session.json}, or the session's files
     * @param window frames before and after the divergent frame whose moves are listed, 0–100,000
     * @return the report
     * @throws IOException naming the file when a path is missing, a manifest, log, states file or {@code .gm} cannot be
     *                     read (a damaged states file is a {@code PeerStateFormatException} naming record and field)
     */
    public static SessionDesyncReport analyze(List<Path> paths, int window) throws IOException {
        return analyze(paths, window, ProgressListener.NONE);
    }

    /**
     * {@link #analyze(List, int)} with progress and cancellation, for the viewer's background task.
     *
     * @param progress receives per-mille done (0..1000, 1000 once at the end): reading the logs is the first half,
     *                 the replay of the server's moves the next quarter, the clients' records the last
     * @throws java.util.concurrent.CancellationException if the calling thread is interrupted (the flag stays set)
     */
    public static SessionDesyncReport analyze(List<Path> paths, int window, ProgressListener progress)
            throws IOException {
        if (window < 0 || window > 100_000) {
            throw new IllegalArgumentException("window (" + window + ") must be in 0..100000");
        }
        SessionSources src = SessionSources.find(paths);
        TreeMap<Integer, PeerStateReader> readers = new TreeMap<>();
        try {
            for (Map.Entry<Integer, Path> e : src.states().entrySet()) {
                readers.put(e.getKey(), PeerStateReader.open(e.getValue()));
            }
            SessionDesyncReport report = new Analysis(src, readers, window, progress).run();
            progress.progress(1000, 1000);
            return report;
        } finally {
            for (PeerStateReader r : readers.values()) {
                r.close();
            }
        }
    }

    /** One analysis: the session's data and the findings so far. */
    private static final class Analysis {
        private final SessionSources src;
        private final TreeMap<Integer, PeerStateReader> readers;
        private final int window;
        private final ProgressListener progress;
        private final List<String> notes = new ArrayList<>();
        private final List<SessionEvent> events = new ArrayList<>();
        private final TreeMap<Integer, PeerRecords> records = new TreeMap<>();
        private final List<SessionDesyncReport.PeerLog> logs = new ArrayList<>();
        private GmRecording serverGm;
        private FinalMoves finalMoves;
        private String gameId;
        private int level;
        private long seed;
        private String mode;
        private DeterministicGame game;
        private boolean replayable;
        private int replayFrom = -1;
        private Candidate best;

        Analysis(SessionSources src, TreeMap<Integer, PeerStateReader> readers, int window,
                 ProgressListener progress) {
            this.progress = progress;
            this.src = src;
            this.readers = readers;
            this.window = window;
        }

        SessionDesyncReport run() throws IOException {
            TreeMap<Integer, ChecksumTrack> tracks = new TreeMap<>();
            int scanned = 0;
            for (Path log : src.textLogs()) {
                LogScan scan = LogScan.scan(log);
                progress.progress(500L * ++scanned / src.textLogs().size(), 1000);
                logs.add(new SessionDesyncReport.PeerLog(log, scan.mainPlayer));
                events.addAll(scan.events);
                for (Map.Entry<Integer, ChecksumTrack> e : scan.tracks.entrySet()) {
                    if (tracks.putIfAbsent(e.getKey(), e.getValue()) != null) {
                        notes.add("type-60 lines of peer " + e.getKey() + " in more than one log; " + log
                                + "'s were not used");
                    }
                }
            }
            readCorrections();
            events.sort(Comparator.comparingInt(SessionEvent::frame).thenComparingInt(SessionEvent::peer)
                    .thenComparing(SessionEvent::kind));
            for (Map.Entry<Integer, ChecksumTrack> e : tracks.entrySet()) {
                records.put(e.getKey(), PeerRecords.of(e.getValue()));
            }
            for (Map.Entry<Integer, PeerStateReader> e : readers.entrySet()) {
                records.put(e.getKey(), PeerRecords.of(e.getValue())); // the states file: same records plus inputs
            }
            if (src.serverGm() != null) {
                serverGm = GmReader.read(src.serverGm());
                finalMoves = new FinalMoves(serverGm.moves());
            }
            identify();
            PeerRecords server = records.get(0);
            ChecksumTrack auth = new ChecksumTrack();
            if (server != null) {
                for (int i = 0; i < server.size(); i++) {
                    if (server.label(i) == StateLabel.AUTHORITATIVE) {
                        auth.add(server.frame(i), server.checksum(i), StateLabel.AUTHORITATIVE);
                    }
                }
            }
            ServerChecksums sc = new ServerChecksums(auth);
            if (sc.isEmpty()) {
                return nothingToCompare(server == null && records.isEmpty());
            }
            int lo = sc.firstFrame();
            int hi = sc.lastFrame();
            for (Map.Entry<Integer, PeerRecords> e : records.entrySet()) {
                PeerRecords r = e.getValue();
                for (int i = 0; i < r.size(); i++) {
                    lo = Math.min(lo, Math.max(0, r.frame(i)));
                    hi = Math.max(hi, Math.min(MAX_FRAMES, r.frame(i)));
                }
            }
            TreeMap<Integer, byte[]> status = new TreeMap<>();
            status.put(0, serverStatus(sc, lo, hi));
            for (Map.Entry<Integer, PeerRecords> e : records.entrySet()) {
                if (e.getKey() != 0) {
                    status.put(e.getKey(), clientStatus(e.getKey(), e.getValue(), sc, lo, hi));
                    progress.progress(750 + 250L * e.getKey() / 8, 1000);
                }
            }
            List<PeerTimeline> timeline = new ArrayList<>();
            long compared = 0;
            for (Map.Entry<Integer, byte[]> e : status.entrySet()) {
                timeline.add(PeerTimeline.of(e.getKey(), lo, e.getValue()));
                for (byte b : e.getValue()) {
                    compared += b == FrameStatus.NO_DATA.ordinal() ? 0 : 1;
                }
            }
            DesyncReport report = best == null ? inSyncReport(compared, status) : divergedReport(sc, status, compared,
                    lo);
            return new SessionDesyncReport(report, true, best == null ? -1 : best.peer,
                    best == null ? null : best.kind, gameId, level, mode, lo, hi, timeline, events, notes, logs);
        }

        /** Game, level, seed and mode: from the manifest, else the states files, else the server's {@code .gm}. */
        private void identify() {
            PeerStateReader any = readers.isEmpty() ? null : readers.firstEntry().getValue();
            var m = src.manifest();
            gameId = m != null ? m.game() : any != null ? any.gameId() : "purple-martians";
            level = m != null ? m.level() : any != null ? any.level() : serverGm != null ? serverGm.level() : 1;
            seed = m != null && m.seed() != null ? m.seed() : 0;
            mode = m != null ? m.mode() : null;
            if (mode == null) {
                boolean predicted = false;
                boolean clients = false;
                for (Map.Entry<Integer, PeerRecords> e : records.entrySet()) {
                    if (e.getKey() == 0) {
                        continue;
                    }
                    clients = true;
                    PeerRecords r = e.getValue();
                    for (int i = 0; i < r.size() && !predicted; i++) {
                        predicted = r.label(i) == StateLabel.PREDICTED;
                    }
                }
                mode = !clients ? null : predicted ? "authoritative" : "lockstep";
            }
            try {
                game = Games.find(gameId);
            } catch (IllegalArgumentException e) {
                notes.add("game " + gameId + " is not on the class path: no replay, no field comparison");
            }
        }

        private boolean lockstep() {
            return "lockstep".equals(mode);
        }

        private GameSetup setup() {
            return new GameSetup(level, src.levelFile(), seed);
        }

        /**
         * The server's status: its final checksum for F against a straight replay of its {@code .gm}. The replay
         * starts from the level with the manifest's seed; without a manifest (the seed unknown) it starts from the
         * server's first stored state when its states file has one.
         */
        private byte[] serverStatus(ServerChecksums sc, int lo, int hi) throws IOException {
            byte[] s = new byte[hi - lo + 1];
            java.util.Arrays.fill(s, (byte) FrameStatus.NO_DATA.ordinal());
            if (serverGm == null) {
                notes.add("no server .gm: the server's checksums are not checked against a replay of its moves");
                return s;
            }
            if (game == null) {
                return s;
            }
            GameSimulation sim;
            try {
                sim = startOfReplay();
                while (sim.frame() < sc.lastFrame()) {
                    int f = sim.frame() + 1;
                    if ((f & 255) == 0) {
                        cancelled();
                        progress.progress(500 + 250L * f / Math.max(1, sc.lastFrame()), 1000);
                    }
                    sim.advance(finalMoves.between(f, f));
                    if (!sc.has(f) || f < lo) {
                        continue;
                    }
                    int chk = sim.checksum();
                    boolean ok = chk == sc.finalChecksum(f);
                    s[f - lo] = (byte) (ok ? FrameStatus.IN_SYNC : FrameStatus.DIVERGED).ordinal();
                    if (!ok) {
                        offer(new Candidate(f, 0, DivergenceKind.REWIND_BUG, -1, chk, sc.finalChecksum(f)));
                    }
                }
                replayable = true;
            } catch (java.util.concurrent.CancellationException e) {
                throw e;
            } catch (RuntimeException e) {
                notes.add("the server's moves could not be replayed (" + e.getMessage() + ")");
                java.util.Arrays.fill(s, (byte) FrameStatus.NO_DATA.ordinal());
            }
            return s;
        }

        /** @return a simulation where the straight replay starts (see {@link #serverStatus}) */
        private GameSimulation startOfReplay() throws IOException {
            GameSimulation sim = game.start(setup());
            PeerStateReader server = readers.get(0);
            if (src.manifest() == null && server != null) {
                for (int i = 0; i < server.records(); i++) {
                    if (server.hasState(i)) {
                        if (replayFrom < 0) {
                            notes.add("no session.json (seed unknown): the server's moves are replayed from its"
                                    + " first stored state, frame " + server.frame(i));
                        }
                        replayFrom = server.frame(i);
                        sim.loadState(server.state(i));
                        break;
                    }
                }
            }
            return sim;
        }

        /** @return the straight replay's state at the end of frame f */
        private byte[] replayState(int f) throws IOException {
            GameSimulation sim = startOfReplay();
            while (sim.frame() < f) {
                int g = sim.frame() + 1;
                sim.advance(finalMoves.between(g, g));
            }
            return sim.saveState();
        }

        /** A client's status per frame (confirmed lines; simulated frames with final inputs), and its candidates. */
        private byte[] clientStatus(int peer, PeerRecords r, ServerChecksums sc, int lo, int hi) throws IOException {
            byte[] s = new byte[hi - lo + 1];
            java.util.Arrays.fill(s, (byte) FrameStatus.NO_DATA.ordinal());
            for (int i = 0; i < r.size(); i++) {
                if ((i & 4095) == 0) {
                    cancelled();
                }
                int f = r.frame(i);
                if (f < lo || f > hi) {
                    continue;
                }
                StateLabel label = r.label(i);
                int chk = r.checksum(i);
                if (label == StateLabel.CONFIRMED && sc.has(f)) {
                    if (sc.any(f, chk)) {
                        if (s[f - lo] != FrameStatus.DIVERGED.ordinal()) {
                            s[f - lo] = (byte) FrameStatus.IN_SYNC.ordinal();
                        }
                    } else {
                        s[f - lo] = (byte) FrameStatus.DIVERGED.ordinal();
                        DivergenceKind kind = simulatedWithFinalInputs(r, i, sc) ? DivergenceKind.NONDETERMINISM
                                : DivergenceKind.CLIENT_DIVERGED;
                        offer(new Candidate(f, peer, kind, i, sc.finalChecksum(f), chk));
                    }
                } else if (label != StateLabel.CONFIRMED && label != StateLabel.AUTHORITATIVE && sc.has(f)
                        && chk != sc.finalChecksum(f) && simulatedWithFinalInputs(r, i, sc)) {
                    s[f - lo] = (byte) FrameStatus.DIVERGED.ordinal();
                    offer(new Candidate(f, peer, DivergenceKind.NONDETERMINISM, i, sc.finalChecksum(f), chk));
                }
            }
            return s;
        }

        /**
         * @return whether record i simulated its frame F from the previous record (frame F−1, checksum equal to the
         *         server's final F−1) with exactly the server's final inputs for F
         */
        private boolean simulatedWithFinalInputs(PeerRecords r, int i, ServerChecksums sc) throws IOException {
            StateLabel label = r.label(i);
            boolean simulated = label == StateLabel.PREDICTED || label == StateLabel.RESIMULATED
                    || (label == StateLabel.CONFIRMED && lockstep());
            if (!simulated || !r.hasStatesFile() || finalMoves == null || i == 0) {
                return false;
            }
            int f = r.frame(i);
            return r.frame(i - 1) == f - 1 && sc.has(f - 1) && r.checksum(i - 1) == sc.finalChecksum(f - 1)
                    && finalMoves.areFinal(f, r.inputs(i));
        }

        private static void cancelled() {
            if (Thread.currentThread().isInterrupted()) {
                throw new java.util.concurrent.CancellationException("desync analysis cancelled");
            }
        }

        private void offer(Candidate c) {
            if (best == null || c.frame < best.frame || (c.frame == best.frame && c.rank() < best.rank())) {
                best = c;
            }
        }

        private void readCorrections() {
            if (src.statusCsvs().isEmpty()) {
                return;
            }
            try {
                StatusCsv.forEachRow(src.statusCsvs(), ProgressListener.NONE, row -> {
                    double lcor = row.values()[5];
                    double rcor = row.values()[6];
                    if (row.player() > 0 && lcor > 0) {
                        events.add(new SessionEvent(row.frame(), row.player(), SessionEvent.Kind.LOCAL_CORRECTION,
                                (int) Math.round(lcor), "lcor"));
                    }
                    if (row.player() > 0 && rcor > 0) {
                        events.add(new SessionEvent(row.frame(), row.player(), SessionEvent.Kind.REMOTE_CORRECTION,
                                (int) Math.round(rcor), "rcor"));
                    }
                });
            } catch (LogReadException e) {
                notes.add("status CSV not read: " + e.getMessage());
            }
        }

        private SessionDesyncReport nothingToCompare(boolean noChecksums) {
            int recordings = (serverGm != null ? 1 : 0) + src.clientGms().size();
            String note = "nothing to compare: " + (noChecksums
                    ? "the session has no state checksums (no type-60 lines, no .states files); the real game logs"
                    + " none (pm-formats.md §6)"
                    : "the server wrote no authoritative checksums") + "; " + recordings + " recording"
                    + (recordings == 1 ? "" : "s") + " and " + src.textLogs().size() + " log"
                    + (src.textLogs().size() == 1 ? "" : "s") + " (replay and log linking still work)";
            DesyncReport r = new DesyncReport(true, -1, -1, 0, 0, List.of(), List.of(), List.of(), -1, 0, note);
            return new SessionDesyncReport(r, false, -1, null, gameId, level, mode, 0, -1, List.of(), events, notes,
                    logs);
        }

        private DesyncReport inSyncReport(long compared, TreeMap<Integer, byte[]> status) {
            long rewinds = events.stream().filter(e -> e.kind() == SessionEvent.Kind.SERVER_REWIND
                    || e.kind() == SessionEvent.Kind.CLIENT_REWIND).count();
            long corrections = events.stream().filter(e -> e.kind() == SessionEvent.Kind.LOCAL_CORRECTION
                    || e.kind() == SessionEvent.Kind.REMOTE_CORRECTION).count();
            String note = "in sync: " + compared + " peer frames compared (" + (status.size() - 1) + " client"
                    + (status.size() == 2 ? "" : "s") + (replayable ? " and the server against a replay of its"
                    + " moves" : "") + "), none diverged; " + rewinds + " rewinds and " + corrections
                    + " corrections on the way";
            return new DesyncReport(true, -1, -1, 0, 0, List.of(), List.of(), List.of(), -1, (int) Math.min(
                    Integer.MAX_VALUE, compared), note);
        }

        private DesyncReport divergedReport(ServerChecksums sc, TreeMap<Integer, byte[]> status, long compared,
                                            int lo) throws IOException {
            Candidate c = best;
            int f = c.frame;
            int lastMatching = -1;
            byte[] s = status.get(c.peer);
            for (int i = f - 1 - lo; i >= 0; i--) {
                if (s[i] == FrameStatus.IN_SYNC.ordinal()) {
                    lastMatching = lo + i;
                    break;
                }
            }
            StringBuilder why = new StringBuilder();
            List<FieldDiff> fields = fields(c, sc, why);
            List<GameMove> around = serverGm == null ? List.of()
                    : finalMoves.between(Math.max(0, f - window), f + window);
            List<MoveDifference> moveDiffs = List.of();
            int firstMoveDiff = -1;
            if (c.peer > 0 && serverGm != null && src.clientGms().containsKey(c.peer)) {
                List<GameMove> own = GmReader.read(src.clientGms().get(c.peer)).moves().stream()
                        .filter(m -> m.player() == c.peer).toList();
                List<GameMove> server = serverGm.moves().stream().filter(m -> m.player() == c.peer).toList();
                firstMoveDiff = MoveDiffer.firstDifferentFrame(server, own);
                moveDiffs = MoveDiffer.diff(inWindow(server, f), inWindow(own, f));
            }
            String who = c.peer == 0 ? "the server" : "client " + c.peer;
            String note = switch (c.kind) {
                case CLIENT_DIVERGED -> who + " diverged on frame " + f + ": its confirmed checksum "
                        + hex(c.checksumB) + " matches none of the server's authoritative checksums for that frame"
                        + " (final " + hex(c.checksumA) + ")";
                case NONDETERMINISM -> who + " simulated frame " + f + " with exactly the server's final inputs from"
                        + " a state in sync at frame " + (f - 1) + " and got " + hex(c.checksumB) + ", the server "
                        + hex(c.checksumA) + ": non-deterministic simulation";
                case REWIND_BUG -> "the server's final checksum for frame " + f + " (" + hex(c.checksumB)
                        + ") differs from a straight replay of its own moves (" + hex(c.checksumA) + "): a rewind bug";
            };
            note += fields.isEmpty() ? (why.length() == 0 ? "" : "; " + why) : "; " + fields.size()
                    + (fields.size() >= FIELD_LIMIT ? "+" : "") + " fields differ, first " + fields.get(0).path()
                    + (why.length() == 0 ? "" : " (" + why + ")");
            return new DesyncReport(false, f, lastMatching, c.checksumA, c.checksumB, fields, moveDiffs, around,
                    firstMoveDiff, (int) Math.min(Integer.MAX_VALUE, compared), note);
        }

        private List<GameMove> inWindow(List<GameMove> moves, int f) {
            return moves.stream().filter(m -> m.frame() >= f - window && m.frame() <= f + window).toList();
        }

        /** Both sides' states at the divergent frame, compared field by field; {@code why} says when impossible. */
        private List<FieldDiff> fields(Candidate c, ServerChecksums sc, StringBuilder why) throws IOException {
            if (game == null) {
                why.append("no fields: game ").append(gameId).append(" is not available");
                return List.of();
            }
            int f = c.frame;
            byte[] a;
            byte[] b;
            PeerStateReader server = readers.get(0);
            if (c.kind == DivergenceKind.REWIND_BUG) {
                a = replayState(f);
                b = server == null ? null : stateOf(server, server.find(f, StateLabel.AUTHORITATIVE), why, "server");
                if (b == null && why.length() == 0) {
                    why.append("no fields: the server's state at frame ").append(f).append(" is not stored");
                }
            } else {
                a = server == null ? null : stateOf(server, server.find(f, StateLabel.AUTHORITATIVE), new StringBuilder(),
                        "server");
                if (a == null && replayable) {
                    a = replayState(f);
                }
                PeerStateReader client = readers.get(c.peer);
                b = client == null ? null : stateOf(client, c.record, why, "client " + c.peer);
                if (client == null) {
                    why.append("no fields: client ").append(c.peer).append(" has no states file");
                }
            }
            if (a == null || b == null) {
                return List.of();
            }
            if (a.length != game.schema().stateSize() || b.length != a.length) {
                why.append("no fields: the stored states are ").append(b.length).append(" bytes, the game's schema ")
                        .append(game.schema().stateSize());
                return List.of();
            }
            return checksummed(StateDiffer.diff(game.schema(), a, b, DIFF_SCAN_LIMIT), a, b, why);
        }

        /**
         * Keeps the differing fields the game's checksum covers: a field is kept when putting A's value into B
         * changes B's checksum. The others are each peer's own (for Purple Martians the simulation's hidden
         * variables after the 113,344 state bytes: frame counter, game-move cursor, animation counters), which differ
         * between peers in every session and are not what diverged.
         */
        private List<FieldDiff> checksummed(List<FieldDiff> diffs, byte[] a, byte[] b, StringBuilder why) {
            List<FieldDiff> kept = new ArrayList<>();
            int local = 0;
            try {
                GameSimulation sim = game.start(setup());
                byte[] patched = b.clone();
                sim.loadState(patched);
                int base = sim.checksum();
                for (FieldDiff d : diffs) {
                    if (kept.size() >= FIELD_LIMIT) {
                        break;
                    }
                    int off = d.field().byteOffset();
                    int len = d.field().byteSize();
                    System.arraycopy(a, off, patched, off, len);
                    sim.loadState(patched);
                    boolean counts = sim.checksum() != base;
                    System.arraycopy(b, off, patched, off, len);
                    if (counts) {
                        kept.add(d);
                    } else {
                        local++;
                    }
                }
            } catch (RuntimeException e) {
                return diffs.size() > FIELD_LIMIT ? diffs.subList(0, FIELD_LIMIT) : diffs;
            }
            if (local > 0) {
                why.append(why.length() == 0 ? "" : "; ").append(local).append(" differing field")
                        .append(local == 1 ? "" : "s").append(" outside the game's checksum (each peer's own) not"
                        + " listed");
            }
            return kept;
        }

        /**
         * @return record i's state: stored, or rebuilt from the previous stored state and the inputs of the records
         *         between (each one frame after the other); null when neither (the reason appended to {@code why})
         */
        private byte[] stateOf(PeerStateReader r, int i, StringBuilder why, String who) throws IOException {
            if (i < 0) {
                return null;
            }
            org.netreplay.session.peerstate.RecordStates.Result res =
                    org.netreplay.session.peerstate.RecordStates.of(r, i, () -> game.start(setup()));
            if (res.state() == null) {
                why.append(why.length() == 0 ? "" : "; ").append("no fields: ").append(who).append(": ")
                        .append(res.whyNot());
            }
            return res.state();
        }

        private static String hex(int v) {
            return String.format("0x%08x", v);
        }
    }

    /** A divergence found by one of the checks. */
    private record Candidate(int frame, int peer, DivergenceKind kind, int record, int checksumA, int checksumB) {
        int rank() {
            return (kind == DivergenceKind.REWIND_BUG ? 0 : 1) * 16 + peer;
        }
    }
}

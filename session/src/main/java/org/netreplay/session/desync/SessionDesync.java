package org.netreplay.session.desync;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
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
import org.netreplay.session.FolderAccess;
import org.netreplay.session.peerstate.PeerStateReader;
import org.netreplay.session.peerstate.StateLabel;

/**
 * Proves or disproves that a session stayed in sync (docs/desync.md), from a session folder, its
 * {@code session.json}, or the files alone: every peer's type-60 lines (docs/peer-states.md), the {@code .states}
 * files, the server's {@code .gm} (its final moves) and the logs' protocol events. The CLI ({@code netreplay desync
 * DIR}), the report export and the viewer's timeline all call this: one code path.
 *
 * <p>Three checks, each giving runs of divergent frames per peer:
 * <ol>
 *   <li><b>client-diverged</b>: a client's {@code confirmed} checksum for F equals none of the {@code authoritative}
 *       lines the server wrote for F (any of them: the dif the client applied may predate a later server rewind of
 *       F);</li>
 *   <li><b>nondeterminism</b>: the determinism check ({@link DeterminismCheck}, GGPO's SyncTest): a step a peer
 *       simulated, simulated again from the state it had before with the inputs it recorded, does not give the
 *       checksum it logged;</li>
 *   <li><b>rewind-bug</b>: the server's final checksum for F differs from a straight replay of its {@code .gm}.</li>
 * </ol>
 * The verdict ({@link Verdict}) says what the data proves: {@code desync} when a run was found, {@code inSync} only
 * when every expected frame of every peer was compared and every check ran ({@link PeerCoverage}),
 * {@code incomplete} otherwise, {@code notComparable} when the session holds no checksum at all (the real game's).
 * Contradictions between the manifest, the {@code .states} headers and records and the logs are errors
 * ({@link SessionConsistencyException}).
 *
 * <p>Thread safety: stateless; each call opens and closes its own files. Memory: the logs' type-60 lines (16 bytes
 * each), the states files' indexes, the determinism check's ring of {@value DeterminismCheck#RING} states, one replay
 * session, and two status bytes per frame per peer; frames are bounded by the session's range (a record outside it
 * is refused before any work).
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
    /**
     * Frames a client's records may run past the server's last frame (a client runs ahead of the server by up to
     * its lead; 10 s at 40 fps is far more than any).
     */
    public static final int CLIENT_LEAD_LIMIT = 400;
    /** Runs whose differing fields are computed (the others list none). */
    static final int FIELD_RUNS = 16;

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
     *                     read (a damaged states file is a {@code PeerStateFormatException} naming record and field),
     *                     or the files contradict each other ({@link SessionConsistencyException})
     */
    public static SessionDesyncReport analyze(List<Path> paths, int window) throws IOException {
        return analyze(paths, window, ProgressListener.NONE);
    }

    /**
     * {@link #analyze(List, int)} with progress and cancellation, for the viewer's background task.
     *
     * @param progress receives per-mille done (0..1000, 1000 once at the end): reading the logs is the first
     *                 quarter, the replay of the server's moves the next, the determinism check the rest
     * @throws java.util.concurrent.CancellationException if the calling thread is interrupted (the flag stays set)
     */
    public static SessionDesyncReport analyze(List<Path> paths, int window, ProgressListener progress)
            throws IOException {
        return analyze(paths, window, progress, FolderAccess.CONFINED, null);
    }

    /**
     * {@link #analyze(List, int, ProgressListener)} with links out of the session folder followed or refused.
     *
     * @param access {@link FolderAccess#CONFINED}: a file of the folder or its manifest that leads out of it is a
     *               {@code ConfinementException} naming it; {@link FolderAccess#FOLLOW_LINKS}: it is read
     */
    public static SessionDesyncReport analyze(List<Path> paths, int window, ProgressListener progress,
                                              FolderAccess access) throws IOException {
        return analyze(paths, window, progress, access, null);
    }

    /**
     * {@link #analyze(List, int, ProgressListener, FolderAccess)} with the provers asked about a session without
     * checksums given by the caller instead of found on the class path: the viewer hands in the rebuild it already
     * made, so the proof goes through the same rules without rebuilding the session a second time.
     *
     * @param provers asked in order ({@link SessionProver}); null for those {@link java.util.ServiceLoader} finds,
     *                empty for none (the session is then not comparable)
     */
    public static SessionDesyncReport analyze(List<Path> paths, int window, ProgressListener progress,
                                              FolderAccess access, List<SessionProver> provers) throws IOException {
        if (window < 0 || window > 100_000) {
            throw new IllegalArgumentException("window (" + window + ") must be in 0..100000");
        }
        SessionSources src = SessionSources.find(paths, access);
        TreeMap<Integer, PeerStateReader> readers = new TreeMap<>();
        try {
            for (Map.Entry<Integer, Path> e : src.states().entrySet()) {
                readers.put(e.getKey(), PeerStateReader.open(e.getValue()));
            }
            SessionConsistency.checkStatesFiles(src, readers);
            SessionDesyncReport report = new Analysis(src, readers, window, progress, provers).run();
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
        /** the provers of a session without checksums, or null for those on the class path */
        private final List<SessionProver> provers;
        private final List<String> notes = new ArrayList<>();
        private final List<SessionEvent> events = new ArrayList<>();
        private final TreeMap<Integer, PeerRecords> records = new TreeMap<>();
        private final TreeMap<Integer, LogScan> logOf = new TreeMap<>();
        private final List<LogScan> scans = new ArrayList<>();
        private final List<SessionDesyncReport.PeerLog> logs = new ArrayList<>();
        /** per peer: why data is missing or a check did not run */
        private final TreeMap<Integer, List<String>> missing = new TreeMap<>();
        /** per peer: the first divergent candidate of each frame of the comparison track */
        private final TreeMap<Integer, TreeMap<Integer, Candidate>> candidates = new TreeMap<>();
        private GmRecording serverGm;
        private FinalMoves finalMoves;
        private String gameId;
        private int level;
        private long seed;
        private String mode;
        private DeterministicGame game;
        private boolean replayable;
        private int replayFrom = -1;

        Analysis(SessionSources src, TreeMap<Integer, PeerStateReader> readers, int window,
                 ProgressListener progress, List<SessionProver> provers) {
            this.progress = progress;
            this.provers = provers;
            this.src = src;
            this.readers = readers;
            this.window = window;
        }

        SessionDesyncReport run() throws IOException {
            TreeMap<Integer, ChecksumTrack> tracks = new TreeMap<>();
            TreeMap<Integer, Path> trackFiles = new TreeMap<>();
            int scanned = 0;
            for (Path log : src.textLogs()) {
                LogScan scan = LogScan.scan(log);
                scans.add(scan);
                progress.progress(250L * ++scanned / src.textLogs().size(), 1000);
                logs.add(new SessionDesyncReport.PeerLog(log, scan.mainPlayer));
                events.addAll(scan.events);
                if (scan.mainPlayer >= 0) {
                    LogScan other = logOf.putIfAbsent(scan.mainPlayer, scan);
                    // the real game writes its log buffer to a new file at each flush (level done, level quit, program
                    // exit): pieces of one peer's log without checksum lines; two logs of a peer with them contradict
                    if (other != null && !(scan.tracks.isEmpty() && other.tracks.isEmpty())) {
                        throw new SessionConsistencyException(log + ": a second text log of peer " + scan.mainPlayer
                                + " (the first is " + other.file + ")");
                    }
                }
                for (Map.Entry<Integer, ChecksumTrack> e : scan.tracks.entrySet()) {
                    if (tracks.putIfAbsent(e.getKey(), e.getValue()) != null) {
                        throw new SessionConsistencyException(log + ": type-60 lines of peer " + e.getKey()
                                + ", which " + trackFiles.get(e.getKey()) + " has too");
                    }
                    trackFiles.put(e.getKey(), log);
                }
            }
            SessionConsistency.checkLogs(src, logOf, tracks, trackFiles);
            readCorrections();
            events.sort(Comparator.comparingInt(SessionEvent::frame).thenComparingInt(SessionEvent::peer)
                    .thenComparing(SessionEvent::kind));
            for (Map.Entry<Integer, ChecksumTrack> e : tracks.entrySet()) {
                records.put(e.getKey(), PeerRecords.of(e.getValue(), trackFiles.get(e.getKey())));
            }
            for (Map.Entry<Integer, PeerStateReader> e : readers.entrySet()) {
                ChecksumTrack lines = tracks.get(e.getKey());
                if (lines != null) {
                    SessionConsistency.sameRecords(e.getValue(), lines, trackFiles.get(e.getKey()));
                }
                records.put(e.getKey(), PeerRecords.of(e.getValue())); // the states file: same records plus inputs
            }
            if (records.isEmpty()) {
                return nothingToCompare();
            }
            int bound = frameBound();
            for (Map.Entry<Integer, PeerRecords> e : records.entrySet()) {
                SessionConsistency.framesWithin(e.getValue(), bound);
            }
            if (src.serverGm() != null) {
                serverGm = GmReader.read(src.serverGm());
                finalMoves = new FinalMoves(serverGm.moves());
            }
            identify();
            if (game != null) {
                try {
                    game.start(setup());
                } catch (java.io.UncheckedIOException e) {
                    throw e.getCause(); // a damaged level file: bad input, named by the reader
                } catch (IllegalArgumentException e) {
                    // the level the session names is not a level (a manifest pointing at a .gm): bad input too
                    throw new IOException(e.getMessage(), e);
                }
            }
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
                missing(0, "the server wrote no authoritative checksums: no client can be compared with it");
            }
            int lo = Integer.MAX_VALUE;
            int hi = Integer.MIN_VALUE;
            for (PeerRecords r : records.values()) {
                for (int i = 0; i < r.size(); i++) {
                    lo = Math.min(lo, r.frame(i));
                    hi = Math.max(hi, r.frame(i));
                }
            }
            for (LogScan scan : scans) {
                if (scan.endFrame() >= 0 && scan.mainPlayer >= 0 && records.containsKey(scan.mainPlayer)) {
                    hi = Math.max(hi, Math.min(bound, scan.endFrame()));
                }
            }
            // comparison track (confirmed against the server, the server against a replay): 0 none, 1 ok, 2 diverged
            TreeMap<Integer, byte[]> cmp = new TreeMap<>();
            cmp.put(0, sc.isEmpty() ? new byte[hi - lo + 1] : serverStatus(sc, lo, hi));
            for (Map.Entry<Integer, PeerRecords> e : records.entrySet()) {
                if (e.getKey() != 0) {
                    cmp.put(e.getKey(), clientStatus(e.getKey(), e.getValue(), sc, lo, hi));
                }
            }
            // determinism track
            TreeMap<Integer, DeterminismCheck.Result> det = new TreeMap<>();
            int checkedPeers = 0;
            for (Map.Entry<Integer, PeerRecords> e : records.entrySet()) {
                int peer = e.getKey();
                PeerStateReader r = e.getValue().reader();
                if (r == null) {
                    missing(peer, "no .states file: the determinism check did not run (it needs the inputs and"
                            + " states the peer recorded)");
                } else if (game == null) {
                    missing(peer, "game " + gameId + " is not on the class path: the determinism check did not run");
                } else {
                    det.put(peer, DeterminismCheck.run(r, () -> game.start(setup()), lockstep(), lo, hi));
                }
                progress.progress(500 + 500L * ++checkedPeers / records.size(), 1000);
            }
            List<DivergenceRun> runs = new ArrayList<>();
            List<Candidate> runStarts = new ArrayList<>();
            divergenceRuns(cmp, det, lo, runs, runStarts);
            List<PeerTimeline> timeline = new ArrayList<>();
            TreeMap<Integer, byte[]> status = new TreeMap<>();
            for (Integer peer : cmp.keySet()) {
                byte[] c = cmp.get(peer);
                DeterminismCheck.Result d = det.get(peer);
                byte[] s = new byte[c.length];
                for (int i = 0; i < s.length; i++) {
                    int dv = d == null ? 0 : d.status[i];
                    FrameStatus fs = c[i] == 2 || dv == 2 ? FrameStatus.DIVERGED
                            : c[i] == 1 || dv == 1 ? FrameStatus.IN_SYNC : FrameStatus.NO_DATA;
                    s[i] = (byte) fs.ordinal();
                }
                status.put(peer, s);
                timeline.add(PeerTimeline.of(peer, lo, s));
            }
            List<PeerCoverage> coverage = coverage(cmp, det, lo, hi);
            long compared = 0;
            for (PeerCoverage c : coverage) {
                compared += c.framesCompared();
            }
            Verdict verdict;
            if (!runs.isEmpty()) {
                verdict = Verdict.DESYNC;
            } else if (coverage.stream().allMatch(PeerCoverage::complete) && missing.isEmpty()) {
                verdict = Verdict.IN_SYNC;
            } else {
                verdict = Verdict.INCOMPLETE;
            }
            DesyncReport report = switch (verdict) {
                case DESYNC -> divergedReport(runStarts.get(0), sc, status, compared, lo);
                case IN_SYNC -> inSyncReport(compared, status);
                default -> incompleteReport(compared, coverage);
            };
            Candidate first = verdict == Verdict.DESYNC ? runStarts.get(0) : null;
            return new SessionDesyncReport(report, verdict, true, first == null ? -1 : first.peer,
                    first == null ? null : first.kind, gameId, level, mode, lo, hi, timeline, events, notes, logs,
                    coverage, runs);
        }

        /**
         * @return the largest frame a record may have: the server's last frame (its log's end, else its last
         *         record) plus {@link #CLIENT_LEAD_LIMIT}, at most {@link #MAX_FRAMES}
         */
        private int frameBound() {
            LogScan serverLog = logOf.get(0);
            long end = serverLog != null && serverLog.endFrame() >= 0 ? serverLog.endFrame() : -1;
            if (end < 0 && serverLog != null && serverLog.lastFrame >= 0) {
                end = serverLog.lastFrame;
            }
            if (end < 0) {
                return MAX_FRAMES;
            }
            return (int) Math.min(MAX_FRAMES, end + CLIENT_LEAD_LIMIT);
        }

        private void missing(int peer, String why) {
            List<String> list = missing.computeIfAbsent(peer, p -> new ArrayList<>());
            if (!list.contains(why)) {
                list.add(why);
            }
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
         * The server's comparison track: its final checksum for F against a straight replay of its {@code .gm}.
         * The replay starts from the level with the manifest's seed; without a manifest (the seed unknown) from the
         * server's first stored state when its states file has one.
         */
        private byte[] serverStatus(ServerChecksums sc, int lo, int hi) throws IOException {
            byte[] s = new byte[hi - lo + 1];
            if (serverGm == null) {
                missing(0, "no server .gm: its final checksums were not checked against a replay of its moves");
                return s;
            }
            if (game == null) {
                missing(0, "game " + gameId + " is not on the class path: the server's moves were not replayed");
                return s;
            }
            TreeMap<Integer, Candidate> found = candidates.computeIfAbsent(0, p -> new TreeMap<>());
            GameSimulation sim;
            try {
                sim = startOfReplay();
                while (sim.frame() < sc.lastFrame()) {
                    int f = sim.frame() + 1;
                    if ((f & 255) == 0) {
                        cancelled();
                        progress.progress(250 + 250L * f / Math.max(1, sc.lastFrame()), 1000);
                    }
                    sim.advance(finalMoves.between(f, f));
                    if (!sc.has(f) || f < lo || f > hi) {
                        continue;
                    }
                    int chk = sim.checksum();
                    boolean ok = chk == sc.finalChecksum(f);
                    s[f - lo] = (byte) (ok ? 1 : 2);
                    if (!ok) {
                        found.putIfAbsent(f, new Candidate(f, 0, DivergenceKind.REWIND_BUG, -1, chk,
                                sc.finalChecksum(f), null, null));
                    }
                }
                replayable = true;
            } catch (java.util.concurrent.CancellationException e) {
                throw e;
            } catch (RuntimeException e) {
                missing(0, "the server's moves could not be replayed: " + describe(e));
                Arrays.fill(s, (byte) 0);
                found.clear();
            }
            return s;
        }

        /** @return an exception's message without its class name (a corrupt level file's, a replay limit's) */
        private static String describe(Throwable e) {
            Throwable t = e;
            while (t.getCause() != null && t.getCause() != t && (t.getMessage() == null
                    || t.getMessage().startsWith(t.getCause().getClass().getName()))) {
                t = t.getCause();
            }
            String m = t.getMessage();
            return m == null ? t.getClass().getSimpleName() : m;
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

        /** A client's comparison track: its confirmed checksums against the server's. */
        private byte[] clientStatus(int peer, PeerRecords r, ServerChecksums sc, int lo, int hi) {
            byte[] s = new byte[hi - lo + 1];
            TreeMap<Integer, Candidate> found = candidates.computeIfAbsent(peer, p -> new TreeMap<>());
            for (int i = 0; i < r.size(); i++) {
                if ((i & 4095) == 0) {
                    cancelled();
                }
                int f = r.frame(i);
                if (f < lo || f > hi || r.label(i) != StateLabel.CONFIRMED || !sc.has(f)) {
                    continue;
                }
                int chk = r.checksum(i);
                if (sc.any(f, chk)) {
                    if (s[f - lo] != 2) {
                        s[f - lo] = 1;
                    }
                } else {
                    s[f - lo] = 2;
                    found.putIfAbsent(f, new Candidate(f, peer, DivergenceKind.CLIENT_DIVERGED, i,
                            sc.finalChecksum(f), chk, null, null));
                }
            }
            return s;
        }

        /**
         * Runs of divergent frames per peer and track: from a frame that diverged to the last one that diverged
         * before the same check passes again (frames without that check inside belong to the run). Sorted by first
         * frame, then kind (rewind bug, non-determinism, client diverged), then peer; {@code starts} gets each run's
         * first candidate in the same order.
         */
        private void divergenceRuns(TreeMap<Integer, byte[]> cmp, TreeMap<Integer, DeterminismCheck.Result> det,
                                    int lo, List<DivergenceRun> runs, List<Candidate> starts) throws IOException {
            List<Candidate> found = new ArrayList<>();
            List<int[]> spans = new ArrayList<>();
            for (Map.Entry<Integer, byte[]> e : cmp.entrySet()) {
                int peer = e.getKey();
                TreeMap<Integer, Candidate> cands = candidates.getOrDefault(peer, new TreeMap<>());
                for (int[] span : spans(e.getValue())) {
                    Candidate c = cands.get(lo + span[0]);
                    if (c != null) {
                        found.add(c);
                        spans.add(new int[] {lo + span[0], lo + span[1]});
                    }
                }
            }
            for (Map.Entry<Integer, DeterminismCheck.Result> e : det.entrySet()) {
                int peer = e.getKey();
                DeterminismCheck.Result d = e.getValue();
                TreeMap<Integer, DeterminismCheck.Failure> byFrame = new TreeMap<>();
                for (DeterminismCheck.Failure f : d.failures) {
                    DeterminismCheck.Failure old = byFrame.get(f.frame());
                    if (old == null || (old.expected() == null && f.expected() != null)) {
                        byFrame.put(f.frame(), f);
                    }
                }
                for (int[] span : spans(d.status)) {
                    DeterminismCheck.Failure f = byFrame.get(lo + span[0]);
                    if (f != null) {
                        found.add(new Candidate(f.frame(), peer, DivergenceKind.NONDETERMINISM, f.record(),
                                f.resimulated(), f.logged(), f.expected(), f.actual()));
                        spans.add(new int[] {lo + span[0], lo + span[1]});
                    }
                }
            }
            Integer[] order = new Integer[found.size()];
            for (int i = 0; i < order.length; i++) {
                order[i] = i;
            }
            Arrays.sort(order, Comparator.comparingInt((Integer i) -> found.get(i).frame)
                    .thenComparingInt(i -> found.get(i).rank()));
            for (Integer i : order) {
                Candidate c = found.get(i);
                List<String> names = List.of();
                if (starts.size() < FIELD_RUNS) {
                    names = fields(c, new StringBuilder()).stream().map(FieldDiff::path).toList();
                }
                runs.add(new DivergenceRun(c.peer, spans.get(i)[0], spans.get(i)[1], c.kind, names));
                starts.add(c);
            }
        }

        /** @return [first, last] index pairs of the runs of a track (0 none, 1 ok, 2 diverged) */
        private static List<int[]> spans(byte[] t) {
            List<int[]> out = new ArrayList<>();
            int i = 0;
            while (i < t.length) {
                if (t[i] != 2) {
                    i++;
                    continue;
                }
                int last = i;
                int j = i + 1;
                while (j < t.length && t[j] != 1) {
                    if (t[j] == 2) {
                        last = j;
                    }
                    j++;
                }
                out.add(new int[] {i, last});
                i = j;
            }
            return out;
        }

        /** Per peer: what was expected, what had data, what was compared, and what is missing. */
        private List<PeerCoverage> coverage(TreeMap<Integer, byte[]> cmp, TreeMap<Integer, DeterminismCheck.Result> det,
                                            int lo, int hi) {
            TreeMap<Integer, Boolean> peers = new TreeMap<>();
            for (Integer p : records.keySet()) {
                peers.put(p, true);
            }
            for (Integer p : logOf.keySet()) {
                peers.put(p, true);
            }
            for (Integer p : SessionConsistency.manifestPeers(src)) {
                peers.put(p, true);
            }
            peers.put(0, true);
            List<PeerCoverage> out = new ArrayList<>();
            for (Integer peer : peers.keySet()) {
                List<String> why = new ArrayList<>(missing.getOrDefault(peer, List.of()));
                PeerRecords r = records.get(peer);
                LogScan log = logOf.get(peer);
                List<SkippedLine> skipped = new ArrayList<>();
                long skippedCount = 0;
                for (LogScan s : scans) {
                    if (s.mainPlayer == peer) {
                        skippedCount += s.skipped.count();
                        skipped.addAll(s.skipped.first());
                    }
                }
                if (log == null) {
                    why.add("no text log: where its data should end is unknown");
                } else {
                    if (log.lastLineCut) {
                        why.add(log.file + ": the last line has no line end (the file was cut while written)");
                    }
                    if (log.endFrame() < 0) {
                        why.add(log.file + " ends at frame " + log.lastFrame + " without the game's ending stats or"
                                + " shutdown lines: cut short?");
                    }
                }
                if (r == null || r.size() == 0) {
                    why.add("no checksums: no type-60 line and no .states record"
                            + (log == null ? "" : " (its log " + log.file + " has " + log.lines + " lines)"));
                    out.add(new PeerCoverage(peer, peer == 0 ? "server" : "client", -1, -1, 0, 0, 0, 0, 0,
                            skippedCount, skipped, why));
                    continue;
                }
                int first = Integer.MAX_VALUE;
                int last = Integer.MIN_VALUE;
                for (int i = 0; i < r.size(); i++) {
                    first = Math.min(first, r.frame(i));
                    last = Math.max(last, r.frame(i));
                }
                if (log != null && log.endFrame() >= 0) {
                    last = Math.max(last, Math.min(hi, peer == 0 ? log.endFrame() : log.endFrame() - 1));
                }
                boolean[] data = new boolean[last - first + 1];
                for (int i = 0; i < r.size(); i++) {
                    data[r.frame(i) - first] = true;
                }
                byte[] c = cmp.get(peer);
                DeterminismCheck.Result d = det.get(peer);
                long expected = 0;
                long withData = 0;
                long compared = 0;
                List<String> gaps = new ArrayList<>();
                int gapCount = 0;
                int f = first;
                while (f <= last) {
                    if (data[f - first]) {
                        expected++;
                        withData++;
                        int at = f - lo;
                        if (c[at] != 0 || (d != null && d.status[at] != 0)) {
                            compared++;
                        }
                        f++;
                        continue;
                    }
                    int g = f;
                    while (g + 1 <= last && !data[g + 1 - first]) {
                        g++;
                    }
                    if (!jumpedOver(peer, g)) {
                        expected += g - f + 1;
                        gapCount++;
                        if (gaps.size() < 5) {
                            gaps.add(f == g ? Integer.toString(f) : f + "–" + g);
                        }
                    }
                    f = g + 1;
                }
                if (gapCount > 0) {
                    why.add("no checksum for frame" + (gapCount == 1 && !gaps.get(0).contains("–") ? " " : "s ")
                            + String.join(", ", gaps) + (gapCount > gaps.size() ? " and " + (gapCount - gaps.size())
                            + " more gaps" : ""));
                }
                if (d != null && d.unchecked > 0) {
                    why.add(d.unchecked + " step" + (d.unchecked == 1 ? "" : "s") + " not re-simulated: "
                            + d.firstUncheckedWhy);
                }
                if (skippedCount > 0) {
                    why.add(skippedCount + " type-60 line" + (skippedCount == 1 ? "" : "s") + " skipped, first "
                            + skipped.get(0).file() + ": line " + skipped.get(0).line() + ": "
                            + skipped.get(0).why());
                }
                if (compared < expected && gapCount == 0 && d != null) {
                    why.add((expected - compared) + " frames with data were not compared");
                }
                out.add(new PeerCoverage(peer, peer == 0 ? "server" : "client", first, last, expected, withData,
                        compared, d == null ? 0 : d.checked, d == null ? 0 : d.unchecked, skippedCount, skipped, why));
            }
            for (LogScan s : scans) {
                if (s.mainPlayer < 0 && s.skipped.count() > 0) {
                    missing(-1, s.skipped.count() + " type-60 lines skipped in " + s.file + " (no peer)");
                }
            }
            return out;
        }

        /** @return whether client {@code peer} logged a jump that skipped the frames ending at {@code gapEnd} */
        private boolean jumpedOver(int peer, int gapEnd) {
            for (SessionEvent e : events) {
                if (e.frame() == gapEnd + 2 && e.peer() == peer && e.kind() == SessionEvent.Kind.CLIENT_JUMP) {
                    return true;
                }
                if (e.frame() > gapEnd + 2) {
                    break;
                }
            }
            return false;
        }

        private static void cancelled() {
            if (Thread.currentThread().isInterrupted()) {
                throw new java.util.concurrent.CancellationException("desync analysis cancelled");
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

        /**
         * A session without checksums: a game's prover ({@link SessionProver}) may rebuild and prove it from its
         * logs; the first that knows it answers. Without one the session is not comparable.
         */
        private SessionDesyncReport nothingToCompare() throws IOException {
            Iterable<SessionProver> asked = provers != null ? provers
                    : java.util.ServiceLoader.load(SessionProver.class);
            for (SessionProver prover : asked) {
                SessionProver.Proof proof = prover.prove(src.root(), progress);
                if (proof != null) {
                    return proven(proof);
                }
            }
            return notComparable();
        }

        private SessionDesyncReport proven(SessionProver.Proof proof) {
            List<SessionEvent> all = new ArrayList<>(events);
            all.addAll(proof.events());
            all.sort(Comparator.comparingInt(SessionEvent::frame).thenComparingInt(SessionEvent::peer));
            DivergenceRun first = proof.runs().isEmpty() ? null : proof.runs().get(0);
            DesyncReport r = new DesyncReport(proof.verdict() == Verdict.IN_SYNC,
                    first == null ? -1 : first.firstFrame(), first == null ? -1 : first.firstFrame() - 1, 0, 0,
                    List.of(), List.of(), List.of(), -1,
                    (int) proof.coverage().stream().mapToLong(PeerCoverage::framesCompared).sum(), proof.note());
            return new SessionDesyncReport(r, proof.verdict(), true, first == null ? -1 : first.peer(),
                    first == null ? null : first.kind(), gameId, proof.level(), mode, proof.firstFrame(),
                    proof.lastFrame(), proof.timeline(), all, notes, logs, proof.coverage(), proof.runs());
        }

        private SessionDesyncReport notComparable() {
            int recordings = (src.serverGm() != null ? 1 : 0) + src.clientGms().size();
            String note = "not comparable: the session has no state checksums (no type-60 lines, no .states files),"
                    + " as the real game writes none; " + recordings + " recording" + (recordings == 1 ? "" : "s")
                    + " and " + src.textLogs().size() + " log" + (src.textLogs().size() == 1 ? "" : "s")
                    + " (replay and log linking still work)";
            DesyncReport r = new DesyncReport(false, -1, -1, 0, 0, List.of(), List.of(), List.of(), -1, 0, note);
            return new SessionDesyncReport(r, Verdict.NOT_COMPARABLE, false, -1, null, gameId, level, mode, 0, -1,
                    List.of(), events, notes, logs, List.of(), List.of());
        }

        private DesyncReport inSyncReport(long compared, TreeMap<Integer, byte[]> status) {
            long rewinds = events.stream().filter(e -> e.kind() == SessionEvent.Kind.SERVER_REWIND
                    || e.kind() == SessionEvent.Kind.CLIENT_REWIND).count();
            long corrections = events.stream().filter(e -> e.kind() == SessionEvent.Kind.LOCAL_CORRECTION
                    || e.kind() == SessionEvent.Kind.REMOTE_CORRECTION).count();
            String note = "in sync: " + compared + " peer frames compared (" + (status.size() - 1) + " client"
                    + (status.size() == 2 ? "" : "s") + (replayable ? " and the server against a replay of its"
                    + " moves" : "") + ", every step re-simulated), none diverged; " + rewinds + " rewinds and "
                    + corrections + " corrections on the way";
            return new DesyncReport(true, -1, -1, 0, 0, List.of(), List.of(), List.of(), -1, (int) Math.min(
                    Integer.MAX_VALUE, compared), note);
        }

        private DesyncReport incompleteReport(long compared, List<PeerCoverage> coverage) {
            StringBuilder why = new StringBuilder();
            for (PeerCoverage c : coverage) {
                if (!c.complete() && !c.missing().isEmpty()) {
                    why.append(why.length() == 0 ? "" : "; ").append(c.peer() == 0 ? "server" : "client " + c.peer())
                            .append(": ").append(c.missing().get(0));
                }
            }
            for (String m : missing.getOrDefault(-1, List.of())) {
                why.append(why.length() == 0 ? "" : "; ").append(m);
            }
            String note = "incomplete: no divergence in the " + compared + " peer frames compared, but the data does"
                    + " not prove the session in sync: " + why;
            return new DesyncReport(false, -1, -1, 0, 0, List.of(), List.of(), List.of(), -1, (int) Math.min(
                    Integer.MAX_VALUE, compared), note);
        }

        private DesyncReport divergedReport(Candidate c, ServerChecksums sc, TreeMap<Integer, byte[]> status,
                                            long compared, int lo) throws IOException {
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
            List<FieldDiff> fields = fields(c, why);
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
                case NONDETERMINISM -> who + "'s step to frame " + f + " does not reproduce: simulated again from its"
                        + " own state at frame " + (f - 1) + " with the inputs it recorded it gives " + hex(c.checksumA)
                        + ", it logged " + hex(c.checksumB) + ": non-deterministic simulation";
                case REWIND_BUG -> "the server's final checksum for frame " + f + " (" + hex(c.checksumB)
                        + ") differs from a straight replay of its own moves (" + hex(c.checksumA) + "): a rewind bug";
                case PREDICTION_NOT_REPRODUCED, SERVER_NOT_REPRODUCED ->
                        throw new IllegalStateException("a real session's finding comes from its prover");
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

        /** Both sides' states at the candidate's frame, compared field by field; {@code why} says when impossible. */
        private List<FieldDiff> fields(Candidate c, StringBuilder why) throws IOException {
            if (game == null) {
                why.append("no fields: game ").append(gameId).append(" is not available");
                return List.of();
            }
            int f = c.frame;
            byte[] a;
            byte[] b;
            PeerStateReader server = readers.get(0);
            if (c.kind == DivergenceKind.NONDETERMINISM) {
                a = c.expected;
                b = c.actual;
                if (b == null) {
                    why.append("no fields: ").append(c.peer == 0 ? "the server" : "client " + c.peer)
                            .append(" did not store its state at frame ").append(f);
                    return List.of();
                }
            } else if (c.kind == DivergenceKind.REWIND_BUG) {
                a = replayState(f);
                b = server == null ? null : stateOf(server, server.find(f, StateLabel.AUTHORITATIVE), why, "server");
                if (b == null && why.length() == 0) {
                    why.append("no fields: the server's state at frame ").append(f).append(" is not stored");
                }
            } else {
                a = server == null ? null : stateOf(server, server.find(f, StateLabel.AUTHORITATIVE),
                        new StringBuilder(), "server");
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


    /**
     * A divergence found by one of the checks: side A is the reference (the server's final checksum, the straight
     * replay, or the re-simulated step) and side B the diverged side.
     *
     * @param expected for a non-determinism: the re-simulated state, else null
     * @param actual   for a non-determinism: the state the peer stored, or null
     */
    private record Candidate(int frame, int peer, DivergenceKind kind, int record, int checksumA, int checksumB,
                             byte[] expected, byte[] actual) {
        int rank() {
            int k = switch (kind) {
                case REWIND_BUG -> 0;
                case NONDETERMINISM -> 1;
                case CLIENT_DIVERGED -> 2;
                case SERVER_NOT_REPRODUCED -> 3;
                case PREDICTION_NOT_REPRODUCED -> 4;
            };
            return k * 16 + peer;
        }
    }
}

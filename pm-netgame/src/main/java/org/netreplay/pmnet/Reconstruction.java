package org.netreplay.pmnet;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.TreeMap;

import org.netreplay.pm.sim.LevelLibrary;
import org.netreplay.pmnet.client.ClientFrames;
import org.netreplay.pmnet.client.ClientReplay;
import org.netreplay.pmnet.logs.ClientLine;
import org.netreplay.pmnet.logs.ClientLines;
import org.netreplay.pmnet.logs.ClientLog;
import org.netreplay.pmnet.logs.LogLine;
import org.netreplay.pmnet.logs.LogLineReader;
import org.netreplay.pmnet.logs.ServerLine;
import org.netreplay.pmnet.logs.ServerLog;
import org.netreplay.pmnet.logs.ServerSideClientLines;
import org.netreplay.pmnet.logs.StatusCsv;
import org.netreplay.pmnet.logs.StatusRow;
import org.netreplay.pmnet.netcode.CFixed;
import org.netreplay.pmnet.proof.Mismatch;
import org.netreplay.pmnet.proof.PeerProof;
import org.netreplay.pmnet.proof.PeerProof.Kind;
import org.netreplay.pmnet.server.SentStates;
import org.netreplay.pmnet.server.ServerFrames;
import org.netreplay.pmnet.server.ServerReplay;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.gm.GmRecording;

/**
 * Rebuilds a real netgame from its own files and proves the rebuild against every number the game logged: the
 * server ({@link ServerReplay}) from its log and its recording, each client ({@link ClientReplay}) from its log and
 * what the rebuilt server sent it, then the server's status rows against what each client's staks carried. Clients
 * are run in frame order alongside the server, which runs only as far ahead as a client needs, so memory holds the
 * states between the slowest client and the server, not the session.
 *
 * <p>Built once ({@link #builder}), run once ({@link #run}); not thread-safe.
 */
public final class Reconstruction {
    private final RealSession session;
    private final LevelLibrary levels;
    private final RealSession.Recording chosen;
    private final ServerFrames serverFrames;
    private final Map<Integer, ClientFrames> clientFrames;
    private final ProgressListener progress;
    private ServerReplay lastServer;
    private Map<Integer, ClientReplay> lastClients = Map.of();
    private final Map<Integer, byte[]> correctionProof = new HashMap<>();
    private final java.util.Set<Integer> ignoredClientLogs;

    /** Progress of a run, as a fraction of the server log's lines read. */
    public interface ProgressListener {
        /** No reports. */
        ProgressListener NONE = (done, of) -> {
        };

        /** @param done lines of the server log read so far @param of its lines (estimated from its size) */
        void progress(long done, long of);
    }

    private Reconstruction(Builder b) {
        this.session = b.session;
        this.levels = b.levels;
        this.chosen = b.recording;
        this.serverFrames = b.serverFrames;
        this.clientFrames = Map.copyOf(b.clientFrames);
        this.progress = b.progress;
        this.ignoredClientLogs = java.util.Set.copyOf(b.ignoredClientLogs);
    }

    /**
     * @param session the scanned session folder
     * @param levels  where the level files are
     * @return a builder with the defaults: the whole-session recording, no states kept, no progress
     */
    public static Builder builder(RealSession session, LevelLibrary levels) {
        return new Builder(session, levels);
    }

    /** Settings of a {@link Reconstruction}, checked by {@link #build()}. */
    public static final class Builder {
        private final RealSession session;
        private final LevelLibrary levels;
        private RealSession.Recording recording;
        private ServerFrames serverFrames = ServerFrames.NONE;
        private final Map<Integer, ClientFrames> clientFrames = new HashMap<>();
        private ProgressListener progress = ProgressListener.NONE;
        private final java.util.Set<Integer> ignoredClientLogs = new java.util.TreeSet<>();

        private Builder(RealSession session, LevelLibrary levels) {
            this.session = session;
            this.levels = levels;
        }

        /** Uses {@code r} as the server's recording instead of the one that covers the whole level. */
        public Builder recording(RealSession.Recording r) {
            this.recording = r;
            return this;
        }

        /** Receives the server's states. */
        public Builder serverFrames(ServerFrames f) {
            this.serverFrames = f;
            return this;
        }

        /** Receives client {@code p}'s states. */
        public Builder clientFrames(int p, ClientFrames f) {
            this.clientFrames.put(p, f);
            return this;
        }

        /**
         * Rebuilds client {@code p} from the server's side as if its log were not in the folder (to prove that way
         * of rebuilding against a client whose log is there).
         */
        public Builder ignoreClientLog(int p) {
            this.ignoredClientLogs.add(p);
            return this;
        }

        /** Receives progress. */
        public Builder progress(ProgressListener p) {
            this.progress = p;
            return this;
        }

        /**
         * @return the reconstruction
         * @throws ReconstructionException when the folder has no server log or no recording of its level
         */
        public Reconstruction build() throws ReconstructionException {
            if (session.serverLogs().isEmpty()) {
                throw new ReconstructionException("no server log in " + session.folder()
                        + " (a text log with 'Server mode started' or 'tx stdf' lines)");
            }
            if (recording == null) {
                int level = serverLevel(session);
                recording = session.wholeSession(level);
                if (recording == null) {
                    throw new ReconstructionException("no recording (.gm) of level " + level + " in "
                            + session.folder() + ": the server's autosave of the level is needed");
                }
            }
            return new Reconstruction(this);
        }
    }

    /** @return the server's recording this reconstruction uses (the one that covers the whole level by default) */
    public RealSession.Recording recording() {
        return chosen;
    }

    /** The level the server's log starts, read from its first {@code LEVEL N STARTED} line (0 if none). */
    static int serverLevel(RealSession session) throws ReconstructionException {
        try (LogLineReader in = LogLineReader.open(session.serverLogs().get(0))) {
            LogLine l;
            while ((l = in.next()) != null) {
                if (l.type() == 10) {
                    int i = l.text().indexOf("LEVEL ");
                    int j = l.text().indexOf(" STARTED");
                    if (i >= 0 && j > i) {
                        return Integer.parseInt(l.text().substring(i + 6, j).trim());
                    }
                }
            }
        } catch (IOException | NumberFormatException e) {
            throw new ReconstructionException("cannot read " + session.serverLogs().get(0) + ": " + e.getMessage());
        }
        return 0;
    }

    /**
     * The server's game mode, from the first level's end in its log: story mode sends every exit to the overworld
     * (level 1); classic mode (the mode the game ships configured with) to the next level file. Without a level's end
     * the mode changes nothing the log shows; classic is taken.
     */
    static boolean classicMode(RealSession session) throws IOException {
        for (Path p : session.serverLogs()) {
            try (LogLineReader in = LogLineReader.open(p)) {
                LogLine l;
                int level = -1;
                while ((l = in.next()) != null) {
                    if (l.type() != 10) {
                        continue;
                    }
                    String t = l.text();
                    int i = t.indexOf("LEVEL ");
                    int j = t.indexOf(" STARTED");
                    if (i >= 0 && j > i) {
                        level = Integer.parseInt(t.substring(i + 6, j).trim());
                    }
                    int k = t.indexOf("NEXT LEVEL:");
                    if (k >= 0 && level > 1) {
                        String n = t.substring(k + 11).replace('|', ' ').trim();
                        return !n.equals("1");
                    }
                }
            }
        }
        return true;
    }

    /**
     * Runs the rebuild.
     *
     * @return what was proven
     * @throws ReconstructionException if a file cannot be read
     */
    public ReconstructionResult run() throws ReconstructionException {
        try {
            return doRun();
        } catch (IOException e) {
            throw new ReconstructionException("cannot read the session's files: " + e.getMessage());
        }
    }

    private ReconstructionResult doRun() throws IOException, ReconstructionException {
        PeerProof serverProof = new PeerProof(0, "server");
        SentStates sent = new SentStates();
        String serverName = session.relative(session.serverLogs().get(0));
        ServerReplay server = new ServerReplay(levels, this::recordingOf, serverProof, sent, serverFrames,
                serverName);
        server.classicMode(classicMode(session));
        long serverBytes = 0;
        for (Path p : session.serverLogs()) {
            serverBytes += java.nio.file.Files.size(p);
        }
        long estLines = Math.max(1, serverBytes / 45);
        try (ServerLog slog = ServerLog.open(session.serverLogs())) {
            ServerPump pump = new ServerPump(slog, server, sent, progress, estLines);
            Map<Integer, PeerProof> clientProofs = new TreeMap<>();
            Map<Integer, ClientReplay> clients = new TreeMap<>();
            List<ClientLines> logs = new ArrayList<>();
            PriorityQueue<ClientCursor> queue = new PriorityQueue<>();
            try {
                for (Map.Entry<Integer, List<Path>> e : session.clientLogs().entrySet()) {
                    int p = e.getKey();
                    if (ignoredClientLogs.contains(p)) {
                        continue;
                    }
                    PeerProof proof = new PeerProof(p, "client");
                    clientProofs.put(p, proof);
                    ClientReplay c = new ClientReplay(levels, proof, pump::sent,
                            clientFrames.getOrDefault(p, ClientFrames.NONE), session.relative(e.getValue().get(0)));
                    clients.put(p, c);
                    ClientLog log = ClientLog.open(e.getValue());
                    logs.add(log);
                    ClientCursor cc = new ClientCursor(c, log);
                    if (cc.advance()) {
                        queue.add(cc);
                    }
                }
                for (Map.Entry<Integer, ServerSideClientLines> e : clientsFromServerLog(clients.keySet()).entrySet()) {
                    int p = e.getKey();
                    PeerProof proof = new PeerProof(p, "client");
                    clientProofs.put(p, proof);
                    ClientReplay c = new ClientReplay(levels, proof, pump::sent,
                            clientFrames.getOrDefault(p, ClientFrames.NONE), serverName);
                    String why = "no log of client " + p + " in the session folder: the difs it applied and its "
                            + "frames are read from its staks in the server's log, its moves from the recording";
                    c.readFromServerLog(why);
                    proof.rebuiltFromServerLog(why);
                    if (e.getValue().endWhy() != null) {
                        proof.unchecked("client frames", 1, "the server's log tells no more of client " + p + ": "
                                + e.getValue().endWhy());
                    }
                    clients.put(p, c);
                    logs.add(e.getValue());
                    ClientCursor cc = new ClientCursor(c, e.getValue());
                    if (cc.advance()) {
                        queue.add(cc);
                    }
                }
                while (!queue.isEmpty()) {
                    ClientCursor cc = queue.poll();
                    cc.client.accept(cc.line);
                    int fed = cc.line.source().frame();
                    if (cc.advance()) {
                        queue.add(cc);
                    } else {
                        cc.client.finish();
                    }
                    pump.release(clients.values(), fed);
                }
            } finally {
                for (ClientLines l : logs) {
                    l.close();
                }
            }
            pump.drain();
            server.finish();
            serverProof.unchecked("tx stdf lines", server.difLines() - serverProof.checked(Kind.DIF)
                    - uncheckedCount(serverProof, "tx stdf lines"), "not reached by the rebuild");
            for (Map.Entry<Integer, ClientReplay> e : clients.entrySet()) {
                correctionProof.put(e.getKey(), new byte[e.getValue().applies().size()]);
            }
            checkStatusRows(server, clients, clientProofs);
            lastServer = server;
            lastClients = clients;
            for (Map.Entry<Integer, ClientReplay> e : clients.entrySet()) {
                ClientReplay c = e.getValue();
                if (c.quit()) {
                    continue; // what the server sent after the client left was never applied: nothing to check
                }
                long after = server.sentAfter(e.getKey(), c.lastApplied());
                clientProofs.get(e.getKey()).unchecked("difs sent by the server", after, c.brokenWhy() != null
                        ? "the client's rebuild stopped: " + c.brokenWhy()
                        : "sent after the client log ends (frame " + c.lastLineFrame()
                                + "): the log was cut or the client stopped logging");
            }
            List<PeerProof> peers = new ArrayList<>();
            peers.add(serverProof);
            peers.addAll(clientProofs.values());
            addMissingClients(server, clients.keySet(), peers);
            return new ReconstructionResult(session.relative(chosen.path()), peers,
                    server.contradicted() ? server.brokenWhy() : null);
        }
    }

    /**
     * Clients the server served whose logs are not in the folder (or are ignored), each read from the server's side
     * ({@link ServerSideClientLines}): its joins, staks and entered moves, with the status rows that place its jumps.
     */
    private Map<Integer, ServerSideClientLines> clientsFromServerLog(java.util.Set<Integer> withLogs)
            throws IOException {
        Map<Integer, List<StatusRow>> rows = new TreeMap<>();
        if (session.statusDir() != null) {
            StatusCsv.in(session.statusDir()).read(new StatusCsv.RowSink() {
                @Override
                public void row(StatusRow row) {
                    if (row.player() > 0 && !withLogs.contains(row.player())) {
                        rows.computeIfAbsent(row.player(), k -> new ArrayList<>()).add(row);
                    }
                }

                @Override
                public void malformed(StatusCsv.Malformed m) {
                }
            });
        }
        java.util.Set<Integer> served = new java.util.TreeSet<>();
        try (ServerLog log = ServerLog.open(session.serverLogs())) {
            ServerLine l;
            while ((l = log.next()) != null) {
                if (l instanceof ServerLine.Joined j && !withLogs.contains(j.p())) {
                    served.add(j.p());
                }
            }
        }
        Map<Integer, ServerSideClientLines> out = new TreeMap<>();
        for (int p : served) {
            List<StatusRow> mine = rows.getOrDefault(p, List.of());
            mine.sort(java.util.Comparator.comparingInt(StatusRow::frame));
            ServerSideClientLines lines = ServerSideClientLines.read(session.serverLogs(), p, this::recordingOf, mine);
            if (lines.size() > 0) {
                out.put(p, lines);
            }
        }
        return out;
    }

    /** The chosen recording for its level; for any other level the one that covers it whole. */
    private List<org.netreplay.replay.GameMove> recordingOf(int level) {
        RealSession.Recording r = chosen.level() == level ? chosen : session.wholeSession(level);
        if (r == null) {
            return null;
        }
        try {
            GmRecording rec = GmReader.read(r.path());
            usedRecordings.add(session.relative(r.path()));
            return rec.moves();
        } catch (IOException e) {
            return null;
        }
    }

    private final List<String> usedRecordings = new ArrayList<>();

    private static long uncheckedCount(PeerProof p, String what) {
        return p.unchecked().stream().filter(u -> u.what().equals(what)).mapToLong(u -> u.count()).sum();
    }

    /** Clients the server served but whose logs are not in the folder: their difs and status rows go unchecked. */
    private void addMissingClients(ServerReplay server, java.util.Set<Integer> withLogs, List<PeerProof> peers) {
        Map<Integer, long[]> served = new TreeMap<>();
        for (ServerReplay.StakArrival s : server.staks()) {
            served.computeIfAbsent(s.p(), k -> new long[1])[0]++;
        }
        for (Map.Entry<Integer, long[]> e : served.entrySet()) {
            if (withLogs.contains(e.getKey())) {
                continue;
            }
            PeerProof p = new PeerProof(e.getKey(), "client");
            p.unchecked("staks", e.getValue()[0], "no log of client " + e.getKey() + " in the session folder");
            p.unchecked("status rows", statusRowsOf(e.getKey()), "no log of client " + e.getKey()
                    + " in the session folder: its corrections cannot be rebuilt");
            peers.add(p);
        }
    }

    private long statusRowsOf(int p) {
        long[] n = new long[1];
        try {
            if (session.statusDir() != null) {
                StatusCsv.in(session.statusDir()).read(new StatusCsv.RowSink() {
                    @Override
                    public void row(StatusRow row) {
                        if (row.player() == p) {
                            n[0]++;
                        }
                    }

                    @Override
                    public void malformed(StatusCsv.Malformed m) {
                    }
                });
            }
        } catch (IOException e) {
            return 0;
        }
        return n[0];
    }

    /**
     * Each status row of a client holds what the last stak it sent carried when the row was written: the
     * corrections of the dif before that stak, and that stak's rewind.
     */
    private void checkStatusRows(ServerReplay server, Map<Integer, ClientReplay> clients,
                                 Map<Integer, PeerProof> proofs) throws IOException {
        if (session.statusDir() == null) {
            for (PeerProof p : proofs.values()) {
                p.unchecked("status rows", 1, "no status CSV folder in the session: corrections cannot be checked");
            }
            return;
        }
        Map<Integer, List<ServerReplay.StakArrival>> byPlayer = new HashMap<>();
        for (ServerReplay.StakArrival s : server.staks()) {
            byPlayer.computeIfAbsent(s.p(), k -> new ArrayList<>()).add(s);
        }
        StatusCsv csv = StatusCsv.in(session.statusDir());
        csv.read(new StatusCsv.RowSink() {
            @Override
            public void row(StatusRow row) {
                ClientReplay c = clients.get(row.player());
                if (row.player() == 0 || c == null) {
                    return;
                }
                PeerProof proof = proofs.get(row.player());
                String file = session.relative(row.file());
                ServerReplay.StakArrival s = lastStak(byPlayer.get(row.player()), row.frame());
                if (s == null) {
                    String got = "0.0/0.0";
                    proof.check(Kind.CORRECTION, (row.lcor() + "/" + row.rcor()).equals(got), new Mismatch(file,
                            row.line(), row.frame(), "lcor/rcor of p" + row.player() + " before its first stak",
                            row.lcor() + "/" + row.rcor(), got));
                    return;
                }
                ClientReplay.StakValues v = c.stak(s.ack(), s.cur());
                if (v == null) {
                    proof.unchecked("status rows", 1, "the client log has no stak ack:[" + s.ack() + "] cur:["
                            + s.cur() + "] (it starts late, is cut, or its rebuild stopped)");
                    return;
                }
                String got = CFixed.format(v.lcor(), 1) + "/" + CFixed.format(v.rcor(), 1);
                boolean ok = (row.lcor() + "/" + row.rcor()).equals(got);
                byte[] marks = correctionProof.get(row.player());
                if (v.correction() >= 0 && marks != null && v.correction() < marks.length) {
                    marks[v.correction()] = (byte) (ok && marks[v.correction()] != CORRECTION_MISMATCH
                            ? CORRECTION_MATCHED : CORRECTION_MISMATCH);
                }
                proof.check(Kind.CORRECTION, ok, new Mismatch(file,
                        row.line(), row.frame(), "lcor/rcor of p" + row.player() + " (stak ack:[" + s.ack() + "] cur:["
                        + s.cur() + "])", row.lcor() + "/" + row.rcor(), got));
                if (c.fromServerLog() != null && row.rwnd() < 0) {
                    return; // a jump of a client without its log is read from this rwnd: not a comparison
                }
                proof.check(Kind.REWIND, row.rwnd() == v.rewind(), new Mismatch(file, row.line(), row.frame(),
                        "rwnd of p" + row.player() + " (stak ack:[" + s.ack() + "] cur:[" + s.cur() + "])",
                        String.valueOf(row.rwnd()), String.valueOf(v.rewind())));
            }

            @Override
            public void malformed(StatusCsv.Malformed m) {
                for (PeerProof p : proofs.values()) {
                    p.unchecked("status rows", 1, "malformed row " + session.relative(m.file()) + ":" + m.line());
                }
            }
        });
    }

    /** A correction no status row showed. */
    static final byte CORRECTION_UNCHECKED = 0;
    /** A correction every status row that showed it matched. */
    static final byte CORRECTION_MATCHED = 1;
    /** A correction a status row showed with other numbers. */
    static final byte CORRECTION_MISMATCH = 2;

    /** @return the server replay of the last {@link #run} (null before); read it, do not drive it */
    public ServerReplay serverReplay() {
        return lastServer;
    }

    /** @return the client replays of the last run, by player; read them, do not drive them */
    public Map<Integer, ClientReplay> clientReplays() {
        return lastClients;
    }

    /**
     * @return per client, per applied dif ({@link ClientReplay#applies()} index), what the status rows said of its
     *         corrections: 0 no row showed them, 1 matched, 2 a row showed other numbers
     */
    public Map<Integer, byte[]> correctionProof() {
        return correctionProof;
    }

    /** @return the last stak taken at or before {@code frame} (they are in frame order), or null */
    private static ServerReplay.StakArrival lastStak(List<ServerReplay.StakArrival> staks, int frame) {
        if (staks == null) {
            return null;
        }
        int lo = 0;
        int hi = staks.size() - 1;
        ServerReplay.StakArrival best = null;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (staks.get(mid).serverFrame() <= frame) {
                best = staks.get(mid);
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return best;
    }

    /** A client's log with its next line, ordered by that line's frame. */
    private static final class ClientCursor implements Comparable<ClientCursor> {
        final ClientReplay client;
        final ClientLines log;
        ClientLine line;
        long seq;
        private static long counter;

        ClientCursor(ClientReplay client, ClientLines log) {
            this.client = client;
            this.log = log;
        }

        boolean advance() throws IOException {
            line = log.next();
            seq = counter++;
            return line != null;
        }

        @Override
        public int compareTo(ClientCursor o) {
            int c = Integer.compare(line.source().frame(), o.line.source().frame());
            return c != 0 ? c : Long.compare(seq, o.seq);
        }
    }

    /** Runs the server on as far as the clients need. */
    private static final class ServerPump {
        private final ServerLog log;
        private final ServerReplay server;
        private final SentStates sent;
        private final ProgressListener progress;
        private final long estLines;
        private boolean ended;

        ServerPump(ServerLog log, ServerReplay server, SentStates sent, ProgressListener progress, long estLines) {
            this.log = log;
            this.server = server;
            this.sent = sent;
            this.progress = progress;
            this.estLines = estLines;
        }

        SentStates.Sent sent(int dst) {
            try {
                while (!ended && server.frame() <= dst) {
                    step();
                }
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            return sent.get(dst);
        }

        private void step() throws IOException {
            ServerLine l = log.next();
            if (l == null) {
                ended = true;
                return;
            }
            server.accept(l);
            if ((log.linesRead() & 0x3ff) == 0) { // every 1,024 lines: the viewer's bar moves
                progress.progress(log.linesRead(), Math.max(estLines, log.linesRead()));
            }
        }

        void drain() throws IOException {
            while (!ended) {
                step();
            }
            progress.progress(log.linesRead(), log.linesRead());
        }

        /** Forgets sent states no client can still apply. */
        void release(java.util.Collection<ClientReplay> clients, int feedFrame) {
            int min = feedFrame - 2;
            for (ClientReplay c : clients) {
                if (!c.done() && c.lastApplied() >= 0) {
                    min = Math.min(min, c.lastApplied());
                }
            }
            sent.releaseBefore(min);
        }
    }
}

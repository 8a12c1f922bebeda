package org.netreplay.pmnet.desync;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

import org.netreplay.log.ProgressListener;
import org.netreplay.pm.game.PmlFiles;
import org.netreplay.pmnet.RealSession;
import org.netreplay.pmnet.Reconstruction;
import org.netreplay.pmnet.ReconstructionException;
import org.netreplay.pmnet.ReconstructionResult;
import org.netreplay.pmnet.proof.Mismatch;
import org.netreplay.pmnet.proof.PeerProof;
import org.netreplay.pmnet.proof.Unchecked;
import org.netreplay.replay.session.LevelArgument;
import org.netreplay.session.desync.DivergenceKind;
import org.netreplay.session.desync.DivergenceRun;
import org.netreplay.session.desync.FrameStatus;
import org.netreplay.session.desync.PeerCoverage;
import org.netreplay.session.desync.PeerTimeline;
import org.netreplay.session.desync.SessionProver;
import org.netreplay.session.desync.StatusRun;
import org.netreplay.session.desync.Verdict;

/**
 * The real Purple Martians session's proof for {@code desync DIR}, F7 and the report: the rebuild of every peer from
 * its own logs ({@link Reconstruction}), each logged number compared. A divergence is a number the rebuild does not
 * reproduce: a client's corrections (its prediction, {@link DivergenceKind#PREDICTION_NOT_REPRODUCED}) or the
 * server's dif sizes (its state, {@link DivergenceKind#SERVER_NOT_REPRODUCED}); a number that could not be compared
 * (a missing client log, a cut file, a missing recording) makes the verdict {@code incomplete}, never
 * {@code inSync}. Runs of divergent frames of one peer less than {@value #RUN_GAP} frames apart are one run.
 * Levels: the repository's {@code sample-logs/levels} ({@link LevelArgument#defaultLevelsDir()}), or the folder
 * the system property {@code netreplay.pmLevels} names.
 */
public final class PmSessionProver implements SessionProver {
    /** Divergent frames of one peer closer than this are one run. */
    public static final int RUN_GAP = 40;

    @Override
    public Proof prove(Path folder, ProgressListener progress) throws IOException {
        RealSession session = RealSession.scan(folder);
        if (session.serverLogs().isEmpty() || session.recordings().isEmpty()) {
            return null;
        }
        Path levels = Path.of(System.getProperty("netreplay.pmLevels",
                LevelArgument.defaultLevelsDir().toString()));
        ReconstructionResult r;
        try {
            r = Reconstruction.builder(session, PmlFiles.inFolder(levels))
                    .progress((done, of) -> progress.progress(Math.min(999, done * 1000 / Math.max(1, of)), 1000))
                    .build().run();
        } catch (ReconstructionException e) {
            throw new IOException(e.getMessage(), e);
        }
        return proof(r);
    }

    /** @return the proof of a finished reconstruction */
    public static Proof proof(ReconstructionResult r) {
        List<PeerCoverage> coverage = new ArrayList<>();
        List<DivergenceRun> runs = new ArrayList<>();
        List<PeerTimeline> timeline = new ArrayList<>();
        int first = Integer.MAX_VALUE;
        int last = Integer.MIN_VALUE;
        long compared = 0;
        long mismatches = 0;
        long unchecked = 0;
        for (PeerProof p : r.peers()) {
            BitSet data = p.framesCompared();
            BitSet diverged = p.framesDiverged();
            int f0 = data.isEmpty() ? -1 : data.nextSetBit(0);
            int f1 = data.isEmpty() ? -1 : data.length() - 1;
            if (f0 >= 0) {
                first = Math.min(first, f0);
                last = Math.max(last, f1);
            }
            List<String> missing = new ArrayList<>();
            for (Unchecked u : p.unchecked()) {
                missing.add(u.count() + " " + u.what() + " not compared: " + u.why());
            }
            long withData = data.cardinality();
            coverage.add(new PeerCoverage(p.peer(), p.role(), f0, f1, withData + p.uncheckedCount(), withData,
                    withData, 0, 0, 0, List.of(), missing));
            runs.addAll(runs(p));
            timeline.add(new PeerTimeline(p.peer(), statusRuns(data, diverged)));
            compared += withData;
            mismatches += p.mismatchCount();
            unchecked += p.uncheckedCount();
        }
        runs.sort((a, b) -> a.firstFrame() != b.firstFrame() ? Integer.compare(a.firstFrame(), b.firstFrame())
                : Integer.compare(a.peer(), b.peer()));
        Verdict verdict = mismatches > 0 || r.serverStopped() != null ? Verdict.DESYNC
                : unchecked > 0 || compared == 0 ? Verdict.INCOMPLETE : Verdict.IN_SYNC;
        return new Proof(verdict, note(r, verdict, runs), coverage, runs, List.of(), timeline,
                first == Integer.MAX_VALUE ? 0 : first, last == Integer.MIN_VALUE ? -1 : last, 0);
    }

    private static List<DivergenceRun> runs(PeerProof p) {
        List<DivergenceRun> out = new ArrayList<>();
        List<Mismatch> ms = new ArrayList<>(p.mismatches());
        ms.sort((a, b) -> Integer.compare(a.frame(), b.frame()));
        int from = -1;
        int to = -1;
        List<String> fields = List.of();
        DivergenceKind kind = null;
        for (Mismatch m : ms) {
            DivergenceKind k = kindOf(p, m);
            if (from >= 0 && (m.frame() - to > RUN_GAP || k != kind)) {
                out.add(new DivergenceRun(p.peer(), from, to, kind, fields));
                from = -1;
            }
            if (from < 0) {
                from = m.frame();
                kind = k;
                fields = fieldsOf(p, m);
            }
            to = Math.max(to, m.frame());
        }
        if (from >= 0) {
            out.add(new DivergenceRun(p.peer(), from, Math.max(from, to), kind, fields));
        }
        return out;
    }

    private static DivergenceKind kindOf(PeerProof p, Mismatch m) {
        return p.peer() == 0 ? DivergenceKind.SERVER_NOT_REPRODUCED : DivergenceKind.PREDICTION_NOT_REPRODUCED;
    }

    /** What the mismatched number can say about fields: the positions a correction measures; a dif size none. */
    private static List<String> fieldsOf(PeerProof p, Mismatch m) {
        if (m.what().startsWith("lcor/rcor")) {
            String[] e = m.expected().split("/");
            String[] g = m.got().split("/");
            List<String> f = new ArrayList<>();
            if (e.length == 2 && g.length == 2) {
                if (!e[0].equals(g[0])) {
                    f.add("syn[" + p.peer() + "].x/y (its own correction, lcor)");
                }
                if (!e[1].equals(g[1])) {
                    f.add("the x/y of a remote player (rcor)");
                }
            }
            return f;
        }
        return List.of();
    }

    private static List<StatusRun> statusRuns(BitSet data, BitSet diverged) {
        List<StatusRun> out = new ArrayList<>();
        int f = data.nextSetBit(0);
        while (f >= 0) {
            FrameStatus s = diverged.get(f) ? FrameStatus.DIVERGED : FrameStatus.IN_SYNC;
            int to = f;
            while (data.get(to + 1) && diverged.get(to + 1) == (s == FrameStatus.DIVERGED)) {
                to++;
            }
            out.add(new StatusRun(f, to, s));
            f = data.nextSetBit(to + 1);
        }
        return out;
    }

    private static String note(ReconstructionResult r, Verdict verdict, List<DivergenceRun> runs) {
        long difs = 0;
        long rewinds = 0;
        long corrections = 0;
        List<String> missing = new ArrayList<>();
        List<String> fromServer = new ArrayList<>();
        for (PeerProof p : r.peers()) {
            difs += p.checked(PeerProof.Kind.DIF);
            rewinds += p.checked(PeerProof.Kind.REWIND);
            corrections += p.checked(PeerProof.Kind.CORRECTION);
            if (p.rebuiltFromServerLog() != null) {
                fromServer.add(String.valueOf(p.peer()));
            }
            if (p.uncheckedCount() > 0) {
                missing.add((p.peer() == 0 ? "the server: " : "client " + p.peer() + ": ")
                        + p.unchecked().get(0).why());
            }
        }
        String counts = difs + " difs, " + rewinds + " rewinds and " + corrections + " corrections rebuilt from the"
                + " real game's logs" + (fromServer.isEmpty() ? "" : "; client" + (fromServer.size() > 1 ? "s " : " ")
                + String.join(", ", fromServer) + ", whose log" + (fromServer.size() > 1 ? "s are" : " is")
                + " not in the folder, rebuilt from the server's log");
        if (verdict == Verdict.DESYNC) {
            DivergenceRun d = runs.isEmpty() ? null : runs.get(0);
            Mismatch m = firstMismatch(r);
            return "desync: " + (d == null ? "the rebuild stopped: " + r.serverStopped()
                    : (d.peer() == 0 ? "the server's state" : "client " + d.peer() + "'s prediction")
                    + " cannot be reproduced from frame " + d.firstFrame())
                    + (m == null ? "" : " (" + m.file() + ":" + m.line() + " says " + m.expected() + ", the rebuild gives "
                    + m.got() + ")") + "; " + counts;
        }
        if (verdict == Verdict.INCOMPLETE) {
            return "incomplete: every number compared matched (" + counts + "), but not everything could be compared: "
                    + String.join("; ", missing);
        }
        return "in sync: every number the logs hold matched (" + counts + ")";
    }

    private static Mismatch firstMismatch(ReconstructionResult r) {
        Mismatch best = null;
        for (PeerProof p : r.peers()) {
            for (Mismatch m : p.mismatches()) {
                if (best == null || m.frame() < best.frame()) {
                    best = m;
                }
            }
        }
        return best;
    }
}

package org.netreplay.pmnet.timeline;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.netreplay.pm.game.PmlFiles;
import org.netreplay.pmnet.RealSession;
import org.netreplay.pmnet.Reconstruction;
import org.netreplay.pmnet.ReconstructionException;
import org.netreplay.pmnet.ReconstructionResult;
import org.netreplay.pmnet.proof.Mismatch;
import org.netreplay.pmnet.proof.PeerProof;
import org.netreplay.pmnet.proof.Unchecked;
import org.netreplay.session.SessionFiles;
import org.netreplay.session.rebuild.CorrectionEvent;
import org.netreplay.session.rebuild.NetgameRebuild;

/**
 * A rebuilt netgame as the exports carry it ({@link NetgameRebuild}, the session module's neutral model), and the
 * sentences the viewer, the report and the trace share: the verdict and, per peer, what was compared.
 */
public final class NetgameRebuilds {
    private NetgameRebuilds() {
    }

    /**
     * @param rebuilt a rebuilt session
     * @return its proof in sentences and every correction
     */
    public static NetgameRebuild of(RebuiltSession rebuilt) {
        ReconstructionResult proof = rebuilt.proof();
        List<String> lines = new ArrayList<>();
        for (PeerProof p : proof.peers()) {
            lines.add(peerLine(p));
        }
        List<CorrectionEvent> corrections = new ArrayList<>();
        for (Correction c : rebuilt.corrections()) {
            corrections.add(new CorrectionEvent(c.peer(), c.frame(), c.src(), c.dst(), c.rewound(), c.lcor(),
                    c.rcor(), c.proof(), c.explanation()));
        }
        return new NetgameRebuild(proof.recording(), proof.verified(), verdict(proof), lines, corrections);
    }

    /**
     * Rebuilds a real netgame's folder for an export: null when the folder is not one (no server log of the real
     * game, or a simulated session: a {@code session.json} or {@code .states} files); a
     * {@link NetgameRebuild#notRebuilt} when it is one but cannot be rebuilt (no recording of its level, a level
     * file missing).
     *
     * @param folder    the session folder
     * @param levelsDir the folder of the level files ({@code levelNNN.pml})
     * @param progress  progress of the server log read
     * @return the rebuild, or null
     * @throws IOException if the folder cannot be read
     */
    public static NetgameRebuild rebuild(Path folder, Path levelsDir, Reconstruction.ProgressListener progress)
            throws IOException {
        try {
            RebuiltSession rebuilt = rebuilt(folder, levelsDir, progress);
            return rebuilt == null ? null : of(rebuilt);
        } catch (ReconstructionException e) {
            return NetgameRebuild.notRebuilt(e.getMessage());
        }
    }

    /**
     * As {@link #rebuild} but the rebuilt session itself (its proof gives the desync analysis's,
     * {@code PmSessionProver.proof}, so an export rebuilds once).
     *
     * @return the rebuilt session, or null when the folder is not a real netgame's
     * @throws ReconstructionException when it is one but cannot be rebuilt (no level files, no recording of its
     *                                 level, a level file missing)
     * @throws IOException if the folder cannot be read
     */
    public static RebuiltSession rebuilt(Path folder, Path levelsDir, Reconstruction.ProgressListener progress)
            throws IOException, ReconstructionException {
        SessionFiles files = SessionFiles.scan(List.of(folder));
        if (!files.manifests().isEmpty() || !files.peerStateFiles().isEmpty()) {
            return null;
        }
        RealSession session = RealSession.scan(folder);
        if (session.serverLogs().isEmpty()) {
            return null;
        }
        if (levelsDir == null) {
            throw new ReconstructionException("no folder of level files");
        }
        return RebuiltSessions.build(session, PmlFiles.inFolder(levelsDir), progress);
    }

    /**
     * @return one sentence: verified with how many numbers, or the first that differs (file, line, frame, what,
     *         expected, got), or why nothing was proven
     */
    public static String verdict(ReconstructionResult proof) {
        long compared = 0;
        long mismatches = 0;
        Mismatch first = null;
        for (PeerProof p : proof.peers()) {
            for (PeerProof.Kind k : PeerProof.Kind.values()) {
                compared += p.checked(k);
            }
            mismatches += p.mismatchCount();
            if (first == null) {
                first = p.firstMismatch();
            }
        }
        if (proof.verified()) {
            String notProven = notProven(proof);
            if (notProven.isEmpty()) {
                return String.format(Locale.ROOT, "Verified: all %,d numbers compared with the logs match (dif "
                        + "sizes, rewinds, game moves, corrections)%s.", compared, fromServerLog(proof));
            }
            List<String> whole = new ArrayList<>();
            for (PeerProof p : proof.peers()) {
                if (p.uncheckedCount() == 0) {
                    whole.add(name(p));
                }
            }
            return String.format(Locale.ROOT, "All %,d numbers compared with the logs match (dif sizes, rewinds, "
                    + "game moves, corrections): %s; %s.", compared, whole.isEmpty() ? "no peer proven whole"
                    : joined(whole) + " proven", notProven);
        }
        if (first != null) {
            return String.format(Locale.ROOT, "NOT verified: %,d of %,d numbers compared differ. First: %s line %,d "
                    + "(frame %,d), %s: the log says %s, the rebuild gives %s.", mismatches, compared, first.file(),
                    first.line(), first.frame(), first.what(), first.expected(), first.got());
        }
        if (proof.serverStopped() != null) {
            return "NOT verified: the server's rebuild had to stop: " + proof.serverStopped();
        }
        return "NOT verified: nothing could be compared with the logs.";
    }

    /**
     * @return the peers with numbers that could not be compared, each with the first reason: {@code client 2 not
     *         proven: no log of client 2 in the session folder}, {@code client 1 proven only in part: 400 status rows
     *         unchecked (its log ends at frame 1,600)}; "" when every peer was compared whole
     */
    public static String notProven(ReconstructionResult proof) {
        List<String> out = new ArrayList<>();
        for (PeerProof p : proof.peers()) {
            if (p.uncheckedCount() == 0) {
                continue;
            }
            long checked = 0;
            for (PeerProof.Kind k : PeerProof.Kind.values()) {
                checked += p.checked(k);
            }
            Unchecked first = p.unchecked().get(0);
            out.add(checked == 0 ? name(p) + " not proven: " + first.why()
                    : String.format(Locale.ROOT, "%s proven only in part: %,d %s unchecked (%s)", name(p),
                    first.count(), first.what(), first.why()));
        }
        return String.join("; ", out);
    }

    /** @return {@code "; client 2 rebuilt from the server's log (its own log is not in the folder)"}, or "" */
    static String fromServerLog(ReconstructionResult proof) {
        List<String> names = new ArrayList<>();
        for (PeerProof p : proof.peers()) {
            if (p.rebuiltFromServerLog() != null) {
                names.add(name(p));
            }
        }
        return names.isEmpty() ? "" : "; " + joined(names) + " rebuilt from the server's log (" + (names.size() == 1
                ? "its own log is" : "their own logs are") + " not in the folder)";
    }

    private static String name(PeerProof p) {
        return p.peer() == 0 ? "the server" : "client " + p.peer();
    }

    /** @return {@code a}, {@code a and b}, {@code a, b and c} */
    private static String joined(List<String> names) {
        return names.size() == 1 ? names.get(0)
                : String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }

    /** @return e.g. {@code client 1: 2,095/2,095 difs, 1,085/1,085 corrections matched; 3 … unchecked (why).} */
    public static String peerLine(PeerProof p) {
        StringBuilder line = new StringBuilder(p.role() + (p.peer() == 0 ? "" : " " + p.peer()) + ": ");
        List<String> parts = new ArrayList<>();
        for (PeerProof.Kind k : PeerProof.Kind.values()) {
            if (p.checked(k) > 0) {
                parts.add(String.format(Locale.ROOT, "%,d/%,d %s", p.matched(k), p.checked(k), noun(k)));
            }
        }
        line.append(parts.isEmpty() ? "nothing compared" : String.join(", ", parts) + " matched");
        if (p.rebuiltFromServerLog() != null) {
            line.append(" (rebuilt from the server's log: ").append(p.rebuiltFromServerLog()).append(')');
        }
        for (Unchecked u : p.unchecked()) {
            line.append(String.format(Locale.ROOT, "; %,d %s unchecked (%s)", u.count(), u.what(), u.why()));
        }
        return line.append('.').toString();
    }

    private static String noun(PeerProof.Kind k) {
        return switch (k) {
            case DIF -> "difs";
            case CORRECTION -> "corrections";
            case REWIND -> "rewinds";
            case MOVE -> "game moves";
        };
    }
}

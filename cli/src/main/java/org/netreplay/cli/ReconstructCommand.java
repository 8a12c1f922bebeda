package org.netreplay.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.netreplay.pm.game.PmlFiles;
import org.netreplay.pmnet.RealSession;
import org.netreplay.pmnet.ProofJson;
import org.netreplay.pmnet.Reconstruction;
import org.netreplay.pmnet.ReconstructionException;
import org.netreplay.pmnet.ReconstructionResult;
import org.netreplay.pmnet.proof.Mismatch;
import org.netreplay.pmnet.proof.PeerProof;
import org.netreplay.pmnet.proof.Unchecked;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code netreplay reconstruct DIR [--json]}: rebuilds a real Purple Martians netgame from its own files (server log,
 * client logs, status CSVs, the server's recording) and says, per peer, what was compared with the numbers the game
 * logged and what matched (docs/reconstruct.md). Exit codes: 0 everything compared matched, 1 a mismatch, 2 bad
 * input (no server log, no recording of its level, an unreadable file).
 */
@Command(name = "reconstruct", mixinStandardHelpOptions = true,
        description = {"Rebuilds a real Purple Martians netgame from its own logs, CSVs and recording, and proves the "
                + "rebuild against every dif size, rewind, game-move count and correction the game logged.",
                "--json prints {\"recording\", \"verified\", \"peers\": [{\"peer\", \"role\", \"difsChecked\", "
                        + "\"difsMatched\", \"correctionsChecked\", \"correctionsMatched\", \"rewindsChecked\", "
                        + "\"rewindsMatched\", \"movesChecked\", \"movesMatched\", \"mismatches\", "
                        + "\"unchecked\": [{\"what\", \"count\", \"why\"}], \"firstMismatch\": null | {\"file\", "
                        + "\"line\", \"frame\", \"what\", \"expected\", \"got\"}}]}.",
                "Exit codes: 0 everything compared matched, 1 a mismatch, 2 bad input."})
final class ReconstructCommand implements Callable<Integer> {
    @Spec
    private CommandSpec spec;

    @Option(names = "--json", description = "Print the proof as JSON (shape in the description).")
    private boolean json;

    @Option(names = "--levels", paramLabel = "DIR",
            description = "Levels folder (default: sample-logs/levels under the netreplay folder).")
    private Path levelsDir;

    @Option(names = "--recording", paramLabel = "FILE.gm",
            description = "The server recording to use (default: the one in DIR that covers the whole level).")
    private Path recording;

    @Parameters(paramLabel = "DIR", description = "The session folder (server log, client logs, status CSVs, .gm).")
    private Path dir;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (!Files.isDirectory(dir)) {
            err.println("netreplay reconstruct: " + Safe.text(dir.toString()) + " is not a folder");
            err.flush();
            return ExitCodes.BAD_INPUT;
        }
        ReconstructionResult r;
        try {
            RealSession session = RealSession.scan(dir);
            Path levels = GameChoice.pmLevelsDir(levelsDir);
            if (levels == null) {
                err.println("netreplay reconstruct: no levels folder (give --levels DIR)");
                err.flush();
                return ExitCodes.BAD_INPUT;
            }
            Reconstruction.Builder b = Reconstruction.builder(session, PmlFiles.inFolder(levels));
            if (recording != null) {
                RealSession.Recording chosen = session.recordings().stream()
                        .filter(x -> samePath(x.path(), recording)).findFirst().orElse(null);
                if (chosen == null) {
                    err.println("netreplay reconstruct: " + Safe.text(recording.toString())
                            + " is not a readable recording in " + Safe.text(dir.toString()));
                    err.flush();
                    return ExitCodes.BAD_INPUT;
                }
                b.recording(chosen);
            }
            r = b.build().run();
        } catch (ReconstructionException e) {
            err.println("netreplay reconstruct: " + Safe.text(e.getMessage()));
            err.flush();
            return ExitCodes.BAD_INPUT;
        } catch (IOException | RuntimeException e) {
            return CliErrors.report(err, "reconstruct", e);
        }
        if (json) {
            out.println(ProofJson.toText(r));
        } else {
            printText(out, r);
        }
        out.flush();
        return r.peers().stream().allMatch(PeerProof::verified) ? ExitCodes.OK : ExitCodes.FINDING;
    }

    private static boolean samePath(Path a, Path b) {
        try {
            return Files.isSameFile(a, b);
        } catch (IOException e) {
            return false;
        }
    }

    private static void printText(PrintWriter out, ReconstructionResult r) {
        out.println("recording: " + Safe.text(r.recording()));
        for (PeerProof p : r.peers()) {
            out.printf("%s %d: difs %d/%d, corrections %d/%d, rewinds %d/%d, game moves %d/%d matched%n", p.role(),
                    p.peer(), p.matched(PeerProof.Kind.DIF), p.checked(PeerProof.Kind.DIF),
                    p.matched(PeerProof.Kind.CORRECTION), p.checked(PeerProof.Kind.CORRECTION),
                    p.matched(PeerProof.Kind.REWIND), p.checked(PeerProof.Kind.REWIND),
                    p.matched(PeerProof.Kind.MOVE), p.checked(PeerProof.Kind.MOVE));
            for (Unchecked u : p.unchecked()) {
                out.printf("  unchecked: %d %s: %s%n", u.count(), Safe.text(u.what()), Safe.text(u.why()));
            }
            Mismatch m = p.firstMismatch();
            if (m != null) {
                out.printf("  first mismatch (%d in all): %s:%d frame %d: %s: the file says %s, the rebuild gives %s%n",
                        p.mismatchCount(), Safe.text(m.file()), m.line(), m.frame(), Safe.text(m.what()),
                        Safe.text(m.expected()), Safe.text(m.got()));
            }
        }
        out.println(r.verified() ? "verified: every compared number matched"
                : "NOT verified: the rebuild does not reproduce what the game logged (first mismatches above)");
    }
}

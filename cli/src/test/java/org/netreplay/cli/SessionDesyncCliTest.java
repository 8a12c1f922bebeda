package org.netreplay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.log.write.TextLogWriter;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.gm.GmHeader;
import org.netreplay.replay.gm.GmRecording;
import org.netreplay.replay.gm.GmWriter;
import org.netreplay.replay.gm.LineEnding;
import org.netreplay.replay.gm.PlayerJoin;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.session.manifest.SessionManifest;
import org.netreplay.session.manifest.SessionManifests;
import org.netreplay.session.peerstate.StateChecksumLine;
import org.netreplay.session.peerstate.StateLabel;
import org.netreplay.testdata.SampleSession;

/** {@code desync DIR} and {@code export report DIR} on the real game's session and on a small built session. */
class SessionDesyncCliTest {
    private static final int FRAMES = 120;

    /**
     * A server and client 1 with type-60 lines only (no states files); client 1's confirmed checksum is off by one
     * from frame {@code divergeAt} on (or never when it is 0).
     */
    static void writeSession(Path dir, int divergeAt) throws Exception {
        DeterministicGame game = Games.find("pm-reference");
        GameSetup setup = new GameSetup(2, null, 9);
        List<GameMove> moves = new ArrayList<>();
        moves.add(new PlayerJoin(1, 0, 8, "S").toMove());
        moves.add(new PlayerJoin(1, 1, 9, "C").toMove());
        for (int f = 5; f <= FRAMES; f += 7) {
            moves.add(new GameMove(f, GameMove.TYPE_MOVE, f % 2, (f * 5) % 64));
        }
        GameSimulation sim = game.start(setup);
        Files.createDirectories(dir.resolve("server"));
        Files.createDirectories(dir.resolve("client1"));
        try (Writer sw = Files.newBufferedWriter(dir.resolve("server/s-[2][pmserver].txt"), StandardCharsets.UTF_8);
             Writer cw = Files.newBufferedWriter(dir.resolve("client1/c-[2][pmclient1].txt"),
                     StandardCharsets.UTF_8)) {
            TextLogWriter server = new TextLogWriter(sw);
            TextLogWriter client = new TextLogWriter(cw);
            for (int f = 1; f <= FRAMES; f++) {
                int ff = f;
                sim.advance(moves.stream().filter(m -> m.frame() == ff).toList());
                int chk = sim.checksum();
                server.line(60, 0, f, new StateChecksumLine(0, f, chk, StateLabel.AUTHORITATIVE).text());
                int cc = divergeAt > 0 && f >= divergeAt ? chk + 1 : chk;
                client.line(60, 1, f, new StateChecksumLine(1, f, cc, StateLabel.CONFIRMED).text());
                client.line(30, 1, f, "----- Apply dif [" + (f - 1) + " to " + f + "] [applied] [exact frame match [0]]");
            }
        }
        GmWriter.write(new GmRecording(GmHeader.v3("CLI1", "x", "x", 2, FRAMES, moves.size()), moves, LineEnding.LF),
                dir.resolve("server/s-[02]-netgame.gm"));
        SessionManifests.write(dir.resolve("session.json"), new SessionManifest(1, "pm-reference", 2, 9L,
                "authoritative", "pm", null, List.of(
                new SessionManifest.ManifestFile("server/s-[2][pmserver].txt", 0, "server", "TEXT_LOG"),
                new SessionManifest.ManifestFile("server/s-[02]-netgame.gm", 0, "server", "GAME_MOVES"),
                new SessionManifest.ManifestFile("client1/c-[2][pmclient1].txt", 1, "client", "TEXT_LOG")), null));
    }

    @Test
    void theRealGamesSessionIsProvenInSyncFromItsLogs() throws Exception {
        // pm-netgame rebuilds the real game's session from its logs (docs/reconstruct.md): every number the logs hold
        // matches; client 2, whose log is not in the folder, is rebuilt from the server's log and proven by its
        // corrections in the status rows
        CliRun run = CliRun.of("desync", SampleSession.folder().toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("in sync:").contains("every number the logs hold matched")
                .contains("client 2, whose log is not in the folder, rebuilt from the server's log");
        CliRun json = CliRun.of("desync", SampleSession.folder().toString(), "--json");
        assertThat(json.exitCode()).isZero();
        JsonNode n = new ObjectMapper().readTree(json.out());
        assertThat(n.get("verdict").asText()).isEqualTo("inSync");
        assertThat(n.get("inSync").asBoolean()).isTrue();
        assertThat(n.get("comparable").asBoolean()).isTrue();
        assertThat(n.get("kind").isNull()).isTrue();
        assertThat(n.get("eventCounts").get("server-rewind").asInt()).isEqualTo(SampleSession.count(
                l -> l.typeId() == 25 && l.tagged() && l.text().startsWith("stdf rewind to:")));
    }

    @Test
    void theRealGamesSessionWithAClientLogCutInHalfIsIncomplete(@TempDir Path dir) throws Exception {
        Path copy = dir.resolve("s");
        try (var walk = Files.walk(SampleSession.folder())) {
            for (Path p : walk.toList()) {
                Path q = copy.resolve(SampleSession.folder().relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(q);
                } else if (p.getFileName().toString().contains("[pmclient1]")) {
                    java.util.List<String> lines = Files.readAllLines(p, java.nio.charset.StandardCharsets.ISO_8859_1);
                    Files.write(q, lines.subList(0, lines.size() / 2), java.nio.charset.StandardCharsets.ISO_8859_1);
                } else {
                    Files.copy(p, q);
                }
            }
        }
        CliRun run = CliRun.of("desync", copy.toString());
        assertThat(run.exitCode()).as(run.err()).isEqualTo(4);
        assertThat(run.out()).startsWith("incomplete:").contains("every number compared matched")
                .contains("client 1");
        JsonNode n = new ObjectMapper().readTree(CliRun.of("desync", copy.toString(), "--json").out());
        assertThat(n.get("verdict").asText()).isEqualTo("incomplete");
        assertThat(n.get("inSync").asBoolean()).isFalse();
        assertThat(n.get("peer").asInt()).isEqualTo(-1);
    }

    @Test
    void theRealGamesReportSaysWhatWasProven(@TempDir Path dir) throws Exception {
        Path html = dir.resolve("r.html");
        Path json = dir.resolve("r.json");
        CliRun run = CliRun.of("export", "report", SampleSession.folder().toString(), "--html", html.toString(),
                "--json", json.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("in sync");
        String page = Files.readString(html);
        assertThat(page).contains("every number the logs hold matched").contains("client 2");
        assertThat(new ObjectMapper().readTree(json.toFile()).get("comparable").asBoolean()).isTrue();
    }

    @Test
    void aSessionFolderWithADivergentClientExitsOneAndNamesPeerAndKind(@TempDir Path dir) throws Exception {
        writeSession(dir, 57);
        CliRun text = CliRun.of("desync", dir.toString());
        assertThat(text.exitCode()).as(text.err()).isEqualTo(1);
        assertThat(text.out()).startsWith("desync at frame 57, client 1, client-diverged");
        CliRun json = CliRun.of("desync", dir.resolve("session.json").toString(), "--json");
        assertThat(json.exitCode()).isEqualTo(1);
        JsonNode n = new ObjectMapper().readTree(json.out());
        assertThat(n.get("inSync").asBoolean()).isFalse();
        assertThat(n.get("firstDivergentFrame").asInt()).isEqualTo(57);
        assertThat(n.get("lastMatchingFrame").asInt()).isEqualTo(56);
        assertThat(n.get("peer").asInt()).isEqualTo(1);
        assertThat(n.get("kind").asText()).isEqualTo("client-diverged");
        assertThat(n.has("fields")).isTrue();
        assertThat(n.get("timeline").get("peers").get(1).get("runs").get(1).toString())
                .isEqualTo("[57," + FRAMES + ",\"DIVERGED\"]");
    }

    @Test
    void aChecksumOnlyFolderWithoutStatesFilesOrEndingLinesIsIncompleteAndExitsFour(@TempDir Path dir)
            throws Exception {
        writeSession(dir, 0);
        CliRun run = CliRun.of("desync", dir.toString());
        assertThat(run.exitCode()).as(run.err() + run.out()).isEqualTo(4);
        assertThat(run.out()).startsWith("incomplete: no divergence in " + 2 * FRAMES + " peer frames compared")
                .contains("determinism check did not run").contains("without the game's ending stats");
        JsonNode n = new ObjectMapper().readTree(CliRun.of("desync", dir.toString(), "--json").out());
        assertThat(n.get("verdict").asText()).isEqualTo("incomplete");
        assertThat(n.get("inSync").asBoolean()).isFalse();
        assertThat(n.get("coverage").get(1).get("framesExpected").asInt()).isEqualTo(FRAMES);
        assertThat(n.get("coverage").get(1).get("framesCompared").asInt()).isEqualTo(FRAMES);
        assertThat(n.get("coverage").get(1).get("complete").asBoolean()).isFalse();
    }

    @Test
    void aCleanSampleIsInSyncWithFullCoverageAndAFaultSampleListsItsDivergences() throws Exception {
        Path sessions = CliRun.root().resolve("sample-logs/sessions");
        CliRun clean = CliRun.of("desync", sessions.resolve("sim-clean-2p").toString(), "--json");
        assertThat(clean.exitCode()).as(clean.err()).isZero();
        JsonNode n = new ObjectMapper().readTree(clean.out());
        assertThat(n.get("verdict").asText()).isEqualTo("inSync");
        assertThat(n.get("divergences")).isEmpty();
        for (JsonNode c : n.get("coverage")) {
            assertThat(c.get("framesCompared").asInt()).isEqualTo(c.get("framesExpected").asInt()).isPositive();
            assertThat(c.get("complete").asBoolean()).isTrue();
        }
        CliRun fault = CliRun.of("desync", sessions.resolve("sim-fault-corrupt-dif").toString(), "--json");
        JsonNode f = new ObjectMapper().readTree(fault.out());
        assertThat(f.get("verdict").asText()).isEqualTo("desync");
        JsonNode first = f.get("divergences").get(0);
        assertThat(first.get("peer").asInt()).isEqualTo(1);
        assertThat(first.get("firstFrame").asInt()).isEqualTo(120);
        assertThat(first.get("lastFrame").asInt()).isGreaterThanOrEqualTo(120);
        assertThat(first.get("kind").asText()).isEqualTo("client-diverged");
        assertThat(first.get("fields").get(0).asText()).isEqualTo("syn[1].x");
    }

    @Test
    void theHtmlReportIsSelfContainedWithTableTimelineAndLogLines(@TempDir Path dir) throws Exception {
        writeSession(dir.resolve("s"), 57);
        Path html = dir.resolve("r.html");
        Path json = dir.resolve("r.json");
        CliRun run = CliRun.of("export", "report", dir.resolve("s").toString(), "--html", html.toString(),
                "--json", json.toString(), "--window", "2");
        assertThat(run.exitCode()).as(run.err()).isZero();
        String page = Files.readString(html);
        assertThat(page).contains("<svg").contains("Desync at frame 57").contains("client-diverged");
        assertThat(page).doesNotContain("<script").doesNotContain("src=").doesNotContain("href=")
                .doesNotContain("url(").doesNotContain("@import");
        // every peer's lines of frames 55..59, marked at 57
        assertThat(page).contains("[60][0][55]state chk:[").contains("[60][1][59]state chk:[")
                .doesNotContain("[60][0][54]").doesNotContain("[60][1][60]");
        assertThat(page).contains("<mark>[60][1][57]state chk:[");
        JsonNode n = new ObjectMapper().readTree(json.toFile());
        assertThat(n.get("logLines")).hasSize(2);
        assertThat(n.get("logLines").get(1).get("lines")).hasSize(5 * 2);
        assertThat(n.get("kind").asText()).isEqualTo("client-diverged");
    }

    @Test
    void oneArgumentThatIsNotASessionIsBadInput(@TempDir Path dir) throws Exception {
        Path f = Files.writeString(dir.resolve("x.gm"), "PMSAVEGAME\n");
        CliRun run = CliRun.of("desync", f.toString());
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("session folder");
    }

    @Test
    void theSimulatorsFaultSamplesAnswerWithTheirGroundTruthAndKind(@TempDir Path dir) throws Exception {
        Path sessions = CliRun.root().resolve("sample-logs/sessions");
        String[][] expected = {{"sim-fault-rewind-skip", "rewind-bug"}, {"sim-fault-corrupt-dif", "client-diverged"},
                {"sim-fault-nondeterminism", "nondeterminism"}, {"sim-lockstep-late-move", "client-diverged"}};
        for (String[] e : expected) {
            Path s = sessions.resolve(e[0]);
            SessionManifest.GroundTruth truth = SessionManifests.read(s.resolve("session.json")).groundTruth();
            CliRun run = CliRun.of("desync", s.toString(), "--json");
            assertThat(run.exitCode()).as(e[0] + run.err()).isEqualTo(1);
            JsonNode n = new ObjectMapper().readTree(run.out());
            assertThat(n.get("kind").asText()).as(e[0]).isEqualTo(e[1]);
            assertThat(n.get("peer").asInt()).as(e[0]).isEqualTo(truth.peer());
            assertThat(n.get("firstDivergentFrame").asInt()).as(e[0]).isEqualTo(truth.firstDivergentFrame());
            assertThat(n.get("fields").get(0).get("entity").asText() + "[" + n.get("fields").get(0).get("index")
                    .asInt() + "]." + n.get("fields").get(0).get("field").asText()).isEqualTo(truth.field());
        }
        CliRun clean = CliRun.of("desync", sessions.resolve("sim-clean-2p").toString());
        assertThat(clean.exitCode()).as(clean.out() + clean.err()).isZero();
        Path html = dir.resolve("r.html");
        CliRun report = CliRun.of("export", "report", sessions.resolve("sim-fault-rewind-skip").toString(), "--html",
                html.toString());
        assertThat(report.exitCode()).as(report.err()).isZero();
        assertThat(Files.readString(html)).contains("rewind-bug").contains("straight replay");
    }
}

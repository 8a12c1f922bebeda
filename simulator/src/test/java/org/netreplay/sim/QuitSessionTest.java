package org.netreplay.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.replay.desync.FieldDiff;
import org.netreplay.replay.desync.StateDiffer;
import org.netreplay.session.desync.SessionDesync;
import org.netreplay.session.desync.SessionDesyncReport;
import org.netreplay.session.peerstate.PeerStateReader;
import org.netreplay.session.peerstate.StateLabel;
import org.netreplay.sim.bots.BotKind;
import org.netreplay.sim.lockstep.SessionLines;
import org.netreplay.sim.lockstep.SessionLines.Line;
import org.netreplay.sim.net.NetworkSettings;
import org.netreplay.testdata.TestData;

/**
 * Quitting in the authoritative mode (docs/formats.md §5.9 "Quit"; src/mwGameMoves.cpp#add_game_move and
 * proc_game_move_player_inactive; src/mwNetgameClient.cpp#client_proc_player_drop): a client's menu key and the
 * server's. Everything is computed from the written files (the text logs as lines, the server's {@code .gm} as
 * rows, the session-folder desync analysis), never from the simulator's objects; the expected rows and texts are the
 * ones the real game wrote in the bundled netgame (sample-logs/sessions/pm-netgame-level3: {@code 2755,2,2,90} after
 * client 2's cdat for frame 2753; {@code 3203,2,p,92} for every player after the server's menu key at 3193).
 */
class QuitSessionTest {
    private static final int MENU = 64;

    @TempDir
    static Path tmp;
    static Path clientQuit;
    static Path serverQuit;

    private static Path run(String name, SimulationConfig.Builder b) throws Exception {
        Path dir = tmp.resolve(name);
        Simulation.start(b.players(3).frames(1000).seed(5).level(3, TestData.level(3)).bot(BotKind.STRESS, null)
                .network(new NetworkSettings(30, 15, 0.03, 3, 0.01, 0.01, 0, 100, 0)).out(dir).build())
                .run(Simulation.Progress.NONE);
        return dir;
    }

    @BeforeAll
    static void simulate() throws Exception {
        clientQuit = run("client-quit", SimulationConfig.builder().quit(ClientQuit.parse("1@500")));
        serverQuit = run("server-quit", SimulationConfig.builder().quit(ClientQuit.parse("2@300")).serverQuit(700));
    }

    private static Path file(Path dir, String suffix) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.getFileName().toString().endsWith(suffix)).findFirst().orElseThrow(
                    () -> new AssertionError("no *" + suffix + " in " + dir));
        }
    }

    private static List<Line> log(Path dir, String suffix) throws IOException {
        return SessionLines.parse(file(dir, suffix));
    }

    private static List<int[]> gmRows(Path dir) throws IOException {
        List<int[]> rows = new ArrayList<>();
        boolean data = false;
        for (String l : Files.readAllLines(file(dir, "-netgame.gm"), StandardCharsets.ISO_8859_1)) {
            if (l.equals("GAMEMOVE_DATA_START:")) {
                data = true;
            } else if (data && l.matches("-?\\d+,-?\\d+,-?\\d+,-?\\d+")) {
                String[] f = l.split(",");
                rows.add(new int[] {Integer.parseInt(f[0]), Integer.parseInt(f[1]), Integer.parseInt(f[2]),
                        Integer.parseInt(f[3])});
            }
        }
        assertThat(rows).isNotEmpty();
        return rows;
    }

    /** The frame of the client's cdat with the MENU bit, from its own log. */
    private static int menuFrame(List<Line> client) {
        List<Line> menu = client.stream().filter(l -> l.type() == 35 && l.body().startsWith("tx cdat - move:")
                && (Integer.parseInt(l.body().substring(15)) & MENU) != 0).toList();
        assertThat(menu).hasSize(1);
        return menu.get(0).frame();
    }

    private static int lastStateFrame(List<Line> log) {
        return log.stream().filter(l -> l.type() == 60).mapToInt(Line::frame).max().orElseThrow();
    }

    private static List<String> inactiveRows(List<int[]> rows) {
        return rows.stream().filter(r -> r[1] == 2).map(r -> r[0] + "," + r[1] + "," + r[2] + "," + r[3]).toList();
    }

    @Test
    void theServerEntersInactiveTwoFramesAfterTheMenuCdatWithReason90() throws Exception {
        List<Line> client = log(clientQuit, "[pmclient1].txt");
        int f = menuFrame(client);
        assertThat(f).isGreaterThanOrEqualTo(500);
        List<int[]> rows = gmRows(clientQuit);
        assertThat(inactiveRows(rows)).containsExactly((f + 2) + ",2,1,90");
        assertThat(rows).as("the MENU move itself is not entered").noneMatch(r -> r[1] == 5 && r[2] == 1
                && (r[3] & MENU) != 0);
        List<Line> server = log(clientQuit, "[pmserver].txt");
        assertThat(server).anyMatch(l -> l.type() == 35 && l.body().startsWith("rx cdat p:1 fn:[" + f + "] ")
                && l.body().endsWith("- entered"));
        assertThat(server).anyMatch(l -> l.type() == 10 && l.frame() == f + 2
                && l.body().contains("Player:1 became INACTIVE!"));
        assertThat(server).anyMatch(l -> l.type() == 22 && l.player() == 1 && l.frame() == f + 2
                && l.body().contains("reason for quit...........[client ended game]"));
        assertThat(server).anyMatch(l -> l.type() == 22 && l.player() == 1 && l.frame() == f + 2
                && l.body().contains("frame when client quit....[" + (f + 2) + "]"));
    }

    @Test
    void noStdfGoesToTheQuittingClientFromItsInactiveFrame() throws Exception {
        int f = menuFrame(log(clientQuit, "[pmclient1].txt"));
        List<Line> server = log(clientQuit, "[pmserver].txt");
        int lastTx = server.stream().filter(l -> l.type() == 27 && l.body().startsWith("tx stdf p:1 "))
                .mapToInt(Line::frame).max().orElseThrow();
        assertThat(lastTx).isEqualTo(f + 1);
        assertThat(server).as("client 2 keeps getting stdf to the end")
                .anyMatch(l -> l.type() == 27 && l.body().startsWith("tx stdf p:2 ") && l.frame() == 1000);
    }

    @Test
    void theServersStateHasThePlayerInactiveFromItsInactiveFrame() throws Exception {
        int f = menuFrame(log(clientQuit, "[pmclient1].txt"));
        var schema = org.netreplay.replay.session.Games.find("purple-martians").schema();
        try (PeerStateReader states = PeerStateReader.open(file(clientQuit, "pmserver.states"))) {
            byte[] before = states.state(states.find(f + 1, StateLabel.AUTHORITATIVE));
            byte[] after = states.state(states.find(f + 2, StateLabel.AUTHORITATIVE));
            byte[] later = states.state(states.find(f + 40, StateLabel.AUTHORITATIVE));
            assertThat(StateDiffer.diff(schema, before, after, 100_000))
                    .filteredOn(d -> d.path().equals("syn[1].active"))
                    .extracting(FieldDiff::valueA, FieldDiff::valueB).containsExactly(tuple(1L, 0L));
            assertThat(StateDiffer.diff(schema, after, later, 100_000)).noneMatch(d -> d.path().equals(
                    "syn[1].active"));
        }
    }

    @Test
    void theQuittingClientStopsAtItsMenuFrameAndShutsDown() throws Exception {
        List<Line> client = log(clientQuit, "[pmclient1].txt");
        int f = menuFrame(client);
        assertThat(lastStateFrame(client)).isEqualTo(f);
        assertThat(client.get(client.size() - 2).body()).contains("Shutting down the client network");
        assertThat(client.get(client.size() - 2).frame()).isEqualTo(f);
        assertThat(client).as("the game writes no ending stats for its own menu-key quit")
                .noneMatch(l -> l.type() == 22);
        assertThat(lastStateFrame(log(clientQuit, "[pmclient2].txt"))).isGreaterThan(950);
    }

    @Test
    void serverQuitMakesEveryPlayerInactiveTenFramesLaterWithReason92AndEndsTheSession() throws Exception {
        int f2 = menuFrame(log(serverQuit, "[pmclient2].txt"));
        assertThat(inactiveRows(gmRows(serverQuit))).containsExactly((f2 + 2) + ",2,2,90", "710,2,1,92",
                "710,2,2,92", "710,2,0,92");
        List<Line> server = log(serverQuit, "[pmserver].txt");
        assertThat(lastStateFrame(server)).isEqualTo(710);
        assertThat(server).anyMatch(l -> l.type() == 10 && l.frame() == 710
                && l.body().contains("Player:0 became INACTIVE!"));
        assertThat(server).anyMatch(l -> l.type() == 10 && l.frame() == 710
                && l.body().contains("Player:1 became INACTIVE!"));
        assertThat(server).as("client 2 had quit before").noneMatch(l -> l.type() == 10
                && l.body().contains("Player:2 became INACTIVE!") && l.frame() == 710);
        assertThat(server).anyMatch(l -> l.type() == 22 && l.frame() == 710
                && l.body().contains("Server (pmserver) ending stats"));
        assertThat(server).anyMatch(l -> l.type() == 22 && l.player() == 1 && l.frame() == 710
                && l.body().contains("reason for quit...........[server ended game]"));
        assertThat(server).anyMatch(l -> l.type() == 22 && l.player() == 2 && l.frame() == 710
                && l.body().contains("reason for quit...........[client ended game]"));
        List<Line> client = log(serverQuit, "[pmclient1].txt");
        int quit = client.stream().filter(l -> l.type() == 22 && l.body().contains("reason for quit")).mapToInt(
                Line::frame).findFirst().orElseThrow();
        assertThat(client).anyMatch(l -> l.type() == 22
                && l.body().contains("reason for quit...........[server ended game]"));
        assertThat(quit).as("the client leaves on the first dif whose state has it orphaned").isBetween(701, 712);
        assertThat(client.get(client.size() - 2).body()).contains("Shutting down the client network");
        assertThat(lastStateFrame(client)).isLessThanOrEqualTo(quit);
    }

    /** The boxed lines after the prefix, from {@code from} for {@code n} lines. */
    private static List<String> bodies(List<String> raw, int from, int n) {
        return raw.subList(from, from + n).stream().map(l -> l.substring(l.indexOf(']', l.indexOf(']',
                l.indexOf(']') + 1) + 1) + 1)).toList();
    }

    private static int indexOf(List<String> raw, String text) {
        for (int i = 0; i < raw.size(); i++) {
            if (raw.get(i).contains(text)) {
                return i;
            }
        }
        throw new AssertionError("no line with " + text);
    }

    @Test
    void theInactiveHeaderAndTheClientsEndingStatsAreBoxedAsInTheRealGamesLog() throws Exception {
        Path realDir = TestData.root().resolve("sample-logs/sessions/pm-netgame-level3/server");
        List<String> real = Files.readAllLines(file(realDir, "[pmserver].txt"), StandardCharsets.ISO_8859_1);
        int r = indexOf(real, "Player:2 became INACTIVE!");
        List<String> ours = Files.readAllLines(file(clientQuit, "[pmserver].txt"), StandardCharsets.ISO_8859_1);
        int o = indexOf(ours, "Player:1 became INACTIVE!");
        // rule, text, rule (no blank lines), then the ending-stats header of the same shape
        assertThat(bodies(ours, o - 1, 6)).isEqualTo(bodies(real, r - 1, 6).stream()
                .map(l -> l.replace("Player:2", "Player:1").replace("Client 2 (pmclient2)", "Client 1 (pmclient1)"))
                .toList());
        String reason = bodies(real, indexOf(real, "reason for quit...........[client ended game]"), 1).get(0);
        assertThat(bodies(ours, indexOf(ours, "reason for quit"), 1)).containsExactly(reason);
    }

    @Test
    void bothSessionsAreInSync() throws Exception {
        for (Path dir : List.of(clientQuit, serverQuit)) {
            SessionDesyncReport report = SessionDesync.analyze(dir);
            assertThat(report.comparable()).as(dir.toString()).isTrue();
            assertThat(report.inSync()).as(dir + ": " + report.note()).isTrue();
        }
    }

    @Test
    void theCommittedQuitSampleIsWhatTheSimulatorWrites() throws Exception {
        // the settings of sim-quit in sample-logs/sessions/make-sim-samples.sh (the CLI's default LAN link)
        Path committed = TestData.root().resolve("sample-logs/sessions/sim-quit");
        Path fresh = tmp.resolve("sim-quit");
        Simulation.start(SimulationConfig.builder().players(3).frames(140).seed(109).level(3, TestData.level(3))
                .bot(BotKind.SCRIPTED, null).network(NetworkSettings.lan()).quit(ClientQuit.parse("1@80"))
                .serverQuit(120).out(fresh).build()).run(Simulation.Progress.NONE);
        List<Path> names;
        try (Stream<Path> s = Files.walk(fresh)) {
            names = s.filter(Files::isRegularFile).map(fresh::relativize).sorted().toList();
        }
        try (Stream<Path> s = Files.walk(committed)) {
            assertThat(s.filter(Files::isRegularFile).map(committed::relativize).sorted().toList()).isEqualTo(names);
        }
        for (Path n : names) {
            assertThat(Files.mismatch(fresh.resolve(n), committed.resolve(n))).as(n.toString()).isEqualTo(-1L);
        }
        int f = menuFrame(log(committed, "[pmclient1].txt"));
        assertThat(inactiveRows(gmRows(committed))).containsExactly((f + 2) + ",2,1,90", "130,2,1,92",
                "130,2,2,92", "130,2,0,92");
    }

    @Test
    void sameArgumentsSameBytes() throws Exception {
        Path again = run("again", SimulationConfig.builder().quit(ClientQuit.parse("2@300")).serverQuit(700));
        List<Path> names;
        try (Stream<Path> s = Files.walk(serverQuit)) {
            names = s.filter(Files::isRegularFile).map(serverQuit::relativize).sorted().toList();
        }
        assertThat(names).hasSizeGreaterThan(8);
        for (Path n : names) {
            assertThat(Files.readAllBytes(again.resolve(n))).as(n.toString())
                    .isEqualTo(Files.readAllBytes(serverQuit.resolve(n)));
        }
    }
}

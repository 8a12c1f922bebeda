package org.netreplay.sim.lockstep;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.sim.SyncPolicy;
import org.netreplay.sim.bots.BotKind;
import org.netreplay.sim.lockstep.SessionLines.Line;

/**
 * Whole lockstep sessions of the real game, checked from the written text alone against docs/simulator.md §7.1:
 * clean sessions stay in sync; "c_sync ... 2-4 when running good and CLIENT_LEAD_FRAME = 5"; "server_sync ... 1-2";
 * four good syncs lock a client, active 10 frames later; a move that reaches a client after its frame "WILL CAUSE
 * THE GAME TO BE OUT OF SYNC".
 */
class LockstepSessionTest {
    private static final Pattern RX_CDAT = Pattern.compile("^rx cdat p:(\\d+) fn:\\[(-?\\d+)\\].*");
    private static final Pattern RX_SDAK = Pattern.compile("^rx sdak p:(\\d+) .*server_sync:\\[(-?\\d+)\\].*");
    private static final Pattern LOCKED = Pattern.compile("^player:(\\d+) has locked and will become active in "
            + "(\\d+) frames!$");
    private static final Pattern LATE_MOVE = Pattern.compile("^rx move:\\d+ \\[(\\d+)\\].*<---\\[ERROR!\\]$");

    @TempDir
    Path tmp;

    @Test
    void cleanLockstepSessionStaysInSyncWithTheDesignsTypicalValues() throws IOException {
        Path dir = tmp.resolve("clean");
        LockstepSessions.run(dir, 3, 800, SyncPolicy.PM, BotKind.STRESS, null, 1);
        List<Line> server = SessionLines.lines(dir, "server");
        TreeMap<Integer, Integer> auth = SessionLines.checksums(server, "authoritative");
        assertThat(auth.keySet()).hasSize(800);
        for (int p = 1; p <= 2; p++) {
            TreeMap<Integer, Integer> confirmed = SessionLines.checksums(SessionLines.lines(dir, "client" + p),
                    "confirmed");
            assertThat(confirmed.firstKey()).isEqualTo(1);
            assertThat(confirmed.lastKey()).isEqualTo(800);
            assertThat(confirmed).hasSize(800);
            assertThat(SessionLines.firstMismatch(auth, confirmed)).as("client %d", p).isEqualTo(-1);
        }

        List<Integer> cSync = new ArrayList<>();
        List<Integer> serverSync = new ArrayList<>();
        int[] lockFrame = {0, -1, -1};
        for (Line l : server) {
            Matcher m = RX_CDAT.matcher(l.body());
            if (l.type() == 35 && m.matches()) {
                cSync.add(Integer.parseInt(m.group(2)) - l.frame()); // c_sync = pc - passcount
                assertThat(l.body()).endsWith("- entered");
            }
            Matcher lock = LOCKED.matcher(l.body());
            if (lock.matches()) {
                assertThat(lock.group(2)).isEqualTo("10");
                lockFrame[Integer.parseInt(lock.group(1))] = l.frame();
            }
            Matcher s = RX_SDAK.matcher(l.body());
            if (s.matches() && lockFrame[Integer.parseInt(s.group(1))] >= 0) {
                serverSync.add(Integer.parseInt(s.group(2)));
            }
        }
        assertThat(cSync).hasSizeGreaterThan(500).allSatisfy(c -> assertThat(c).isGreaterThanOrEqualTo(2));
        assertThat(SessionLines.median(cSync)).isBetween(2, 4);
        assertThat(serverSync).hasSizeGreaterThan(500);
        assertThat(SessionLines.median(serverSync)).isBetween(1, 2);
        // docs/simulator.md §7.1 typical values: c_sync 2-4 when running well; counted for the clients' moves (the
        // server's own are entered control_lead_frames ahead of its own frame, so they arrive with more lead)
        Pattern clientMove = Pattern.compile("^rx move:\\d+ \\[\\d+\\]\\[5\\]\\[([1-7])\\]\\[\\s*\\d+\\] - entering move "
                + "- frame lead:\\[(-?\\d+)\\].*");
        for (int p = 1; p <= 2; p++) {
            List<Integer> leads = new ArrayList<>();
            for (Line l : SessionLines.lines(dir, "client" + p)) {
                Matcher m = clientMove.matcher(l.body());
                if (m.matches()) {
                    leads.add(Integer.parseInt(m.group(2)));
                }
            }
            assertThat(leads).hasSizeGreaterThan(500).allSatisfy(x -> assertThat(x).isNotNegative());
            assertThat(SessionLines.median(leads)).isBetween(2, 4);
        }
        for (int p = 1; p <= 2; p++) {
            int activeAt = lockFrame[p] + 10;
            String text = "Player:" + p + " became ACTIVE!";
            assertThat(lockFrame[p]).as("client %d locked", p).isPositive();
            assertThat(server).as("client %d active 10 frames after its lock", p)
                    .anyMatch(l -> l.frame() == activeAt && l.body().contains(text));
        }
    }

    @Test
    void lateMoveDesyncsClientOneAtTheFrameOfTheMoveItGotTooLate() throws IOException {
        Path dir = tmp.resolve("late");
        LockstepSessions.run(dir, 3, 600, SyncPolicy.PM, BotKind.STRESS, "late-move@300", 2);
        checkFault(dir);
    }

    @Test
    void dropSdatDesyncsClientOneAtTheFrameOfTheLostEntry() throws IOException {
        Path dir = tmp.resolve("drop");
        LockstepSessions.run(dir, 3, 600, SyncPolicy.PM, BotKind.STRESS, "drop-sdat@300", 3);
        checkFault(dir);
    }

    /** The oracle: the first move client 1 logged as entered too late, and the first differing type-60 pair. */
    private static void checkFault(Path dir) throws IOException {
        List<Line> client1 = SessionLines.lines(dir, "client1");
        int firstLate = client1.stream().map(l -> LATE_MOVE.matcher(l.body()))
                .filter(Matcher::matches).mapToInt(m -> Integer.parseInt(m.group(1))).min().orElse(-1);
        assertThat(firstLate).isGreaterThanOrEqualTo(300);
        TreeMap<Integer, Integer> auth = SessionLines.checksums(SessionLines.lines(dir, "server"), "authoritative");
        int mismatch = SessionLines.firstMismatch(auth, SessionLines.checksums(client1, "confirmed"));
        assertThat(mismatch).isEqualTo(firstLate);
        assertThat(SessionLines.groundTruthFrame(dir)).isEqualTo(firstLate);
        assertThat(SessionLines.groundTruthPeer(dir)).isEqualTo(1);
        // the other client got every move in time and stays in sync
        TreeMap<Integer, Integer> c2 = SessionLines.checksums(SessionLines.lines(dir, "client2"), "confirmed");
        assertThat(SessionLines.firstMismatch(auth, c2)).isEqualTo(-1);
        assertThat(Files.readString(dir.resolve("session.json"))).contains("\"field\" : \"syn[");
    }

    @Test
    void tickPolicyServerSendsEveryThirdTickAndClientsStayInSync() throws IOException {
        Path dir = tmp.resolve("tick");
        LockstepSessions.run(dir, 3, 600, SyncPolicy.TICK, BotKind.STRESS, null, 4);
        List<Line> server = SessionLines.lines(dir, "server");
        // the lead grows by the jitter buffer (5 + 2 x 3), so no move reaches the server late
        assertThat(server).filteredOn(l -> l.type() == 35).hasSizeGreaterThan(300)
                .noneMatch(l -> l.body().endsWith("late - dropped"));
        List<Line> sdats = server.stream().filter(l -> l.body().startsWith("tx sdat")).toList();
        assertThat(sdats).hasSizeGreaterThan(300).allSatisfy(l -> assertThat(l.frame() % 3).isZero());
        TreeMap<Integer, Integer> auth = SessionLines.checksums(server, "authoritative");
        for (int p = 1; p <= 2; p++) {
            List<Line> client = SessionLines.lines(dir, "client" + p);
            TreeMap<Integer, Integer> confirmed = SessionLines.checksums(client, "confirmed");
            assertThat(confirmed).hasSize(600);
            assertThat(SessionLines.firstMismatch(auth, confirmed)).isEqualTo(-1);
            // sdak every 2nd tick, not once per sdat: about 3 sdaks per 2 sdats
            long sdaks = client.stream().filter(l -> l.body().startsWith("tx sdak")).count();
            long rx = client.stream().filter(l -> l.body().startsWith("rx sdat")).count();
            assertThat((double) sdaks / rx).isBetween(1.3, 1.7);
        }
    }

    @Test
    void tickPolicyOverAVeryJitteryLinkUsesAllFourRulesAndItsClientsStillLock() throws IOException {
        Path dir = tmp.resolve("tickjitter");
        LockstepSessions.run(dir, 3, 1200, SyncPolicy.TICK, BotKind.STRESS, null, 1,
                org.netreplay.sim.net.NetworkSettings.lan().withLatency(50, 120));
        java.util.Set<String> rules = new java.util.TreeSet<>();
        for (int p = 1; p <= 2; p++) {
            for (Line l : SessionLines.lines(dir, "client" + p)) {
                if (l.body().startsWith("tick sync ")) {
                    rules.add(l.body().split(" ")[2]);
                }
            }
        }
        // docs/simulator.md §7.3's four adjustments (the sweet spot is not logged)
        assertThat(rules).containsExactly("catch_up", "reset", "stall", "step_back");
        // the 100 ms round trip moves the (tick-shifted) lock window by LockstepMode.roundTripLag: both clients lock
        List<Line> server = SessionLines.lines(dir, "server");
        assertThat(server).filteredOn(l -> LOCKED.matcher(l.body()).matches()).hasSize(2);
    }

    @Test
    void clientsLockAtAnyRoundTripTheLeadAndWindowMoveWithIt() throws IOException {
        // the design's window (-2, 4) and lead 5 fit a LAN; at 30 ms one way and more they move with the round trip
        for (double[] net : new double[][] {{30, 2}, {40, 2}, {80, 15}, {150, 30}}) {
            Path dir = tmp.resolve("rt" + (int) net[0]);
            LockstepSessions.run(dir, 3, 400, SyncPolicy.PM, BotKind.STRESS, null, 1,
                    org.netreplay.sim.net.NetworkSettings.lan().withLatency(net[0], net[1]));
            List<Line> server = SessionLines.lines(dir, "server");
            assertThat(server).as("%s ms", net[0]).filteredOn(l -> LOCKED.matcher(l.body()).matches()).hasSize(2);
            int lag = LockstepMode.roundTripLag(net[0], net[1]);
            List<Integer> sync = new ArrayList<>();
            for (Line l : server) {
                Matcher m = RX_SDAK.matcher(l.body());
                if (m.matches() && l.frame() > 100) {
                    sync.add(Integer.parseInt(m.group(2)));
                }
            }
            assertThat(SessionLines.median(sync)).as("%s ms", net[0]).isBetween(-1 + lag, 3 + lag);
            // every player's moves reach the recording
            for (int p = 1; p <= 2; p++) {
                String active = "Player:" + p + " became ACTIVE!";
                List<Line> client = SessionLines.lines(dir, "client" + p);
                assertThat(client).as("%s ms client %d", net[0], p).anyMatch(l -> l.body().contains(active));
            }
        }
    }

    @Test
    void tickPolicyDesyncsOnlyThroughMovesLaterThanItsBuffer() throws IOException {
        // jitter beyond the two-packet buffer: some sdats reach a client after the frames of the moves they carry
        Path dir = tmp.resolve("tickdesync");
        LockstepSessions.run(dir, 3, 1200, SyncPolicy.TICK, BotKind.STRESS, null, 1,
                org.netreplay.sim.net.NetworkSettings.lan().withLatency(10, 60));
        List<Line> server = SessionLines.lines(dir, "server");
        assertThat(server).filteredOn(l -> l.body().endsWith("- entered")).hasSizeGreaterThan(500);
        TreeMap<Integer, Integer> auth = SessionLines.checksums(server, "authoritative");
        int lateSeen = 0;
        for (int p = 1; p <= 2; p++) {
            List<Line> client = SessionLines.lines(dir, "client" + p);
            int firstLate = client.stream().map(l -> LATE_MOVE.matcher(l.body())).filter(Matcher::matches)
                    .mapToInt(m -> Integer.parseInt(m.group(1))).min().orElse(-1);
            int mismatch = SessionLines.firstMismatch(auth, SessionLines.checksums(client, "confirmed"));
            assertThat(mismatch).as("client %d", p).isEqualTo(firstLate);
            lateSeen += firstLate > 0 ? 1 : 0;
        }
        assertThat(lateSeen).isPositive();
    }

    @Test
    void sameSeedWritesIdenticalBytes() throws IOException {
        Path a = tmp.resolve("a");
        Path b = tmp.resolve("b");
        LockstepSessions.run(a, 3, 300, SyncPolicy.PM, BotKind.STRESS, "drop-sdat@150", 7);
        LockstepSessions.run(b, 3, 300, SyncPolicy.PM, BotKind.STRESS, "drop-sdat@150", 7);
        List<Path> files;
        try (Stream<Path> s = Files.walk(a)) {
            files = s.filter(Files::isRegularFile).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThan(6);
        for (Path f : files) {
            Path other = b.resolve(a.relativize(f).toString());
            assertThat(Files.mismatch(f, other)).as("%s", a.relativize(f)).isEqualTo(-1L);
        }
    }
}

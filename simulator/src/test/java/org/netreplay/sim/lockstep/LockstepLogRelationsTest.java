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
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogLine;
import org.netreplay.log.ProgressListener;
import org.netreplay.log.csv.NetCsvIndex;
import org.netreplay.log.csv.StatusCsv;
import org.netreplay.log.index.Indexer;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.session.manifest.SessionManifest;
import org.netreplay.session.manifest.SessionManifests;
import org.netreplay.session.relations.Relations;
import org.netreplay.sim.SyncPolicy;
import org.netreplay.sim.bots.BotKind;
import org.netreplay.sim.lockstep.SessionLines.Line;

/**
 * The relations a lockstep session's logs obey, each computed from the parsed lines of one generated session
 *, and the viewer's indexer reading every line of every log.
 */
class LockstepLogRelationsTest {
    private static final Pattern RX_CDAT = Pattern.compile(
            "^rx cdat p:(\\d+) fn:\\[(-?\\d+)\\] sync:\\[(-?\\d+)\\] slsn:\\[0\\](?: gmep:\\[(\\d+)\\] - entered| late - dropped)$");
    private static final Pattern RX_SDAT = Pattern.compile(
            "^rx sdat \\[server_frame:(\\d+)\\] - strt:(\\d+) num:(\\d+) - (sync only|new moves|no new moves)$");
    private static final Pattern TIMER = Pattern.compile("^\\[timer adjust\\] client_sync:\\[(-?\\d+)\\] fps:\\[(\\d+)\\]$");
    private static final Pattern RX_MOVE = Pattern.compile(
            "^rx move:(\\d+) \\[(\\d+)\\]\\[\\d+\\]\\[-?\\d+\\]\\[\\s*-?\\d+\\] - (?:already exists|entering move - frame lead:\\[(-?\\d+)\\].*)$");
    private static final Pattern TX_SDAK = Pattern.compile("^tx sdak nep:\\[(\\d+)\\] pc:\\[(\\d+)\\]$");
    private static final Pattern TX_SDAT = Pattern.compile("^tx sdat p:(\\d+) \\[strt:(\\d+) num:(\\d+)\\]( \\(sync only\\))?$");

    @TempDir
    static Path tmp;
    static Path dir;

    @BeforeAll
    static void session() throws IOException {
        dir = tmp.resolve("s");
        LockstepSessions.run(dir, 3, 600, SyncPolicy.PM, BotKind.STRESS, null, 21);
    }

    @Test
    void everyLogIndexesWithNoLineLost() throws Exception {
        for (String peer : List.of("server", "client1", "client2")) {
            Path log = SessionLines.log(dir, peer);
            long newlines = 0;
            for (byte b : Files.readAllBytes(log)) {
                newlines += b == '\n' ? 1 : 0;
            }
            try (LogIndex index = Indexer.build(log, null)) {
                assertThat(index.lineCount()).as(peer).isEqualTo(newlines);
                for (int from = 0; from < index.lineCount(); from += 5000) {
                    for (LogLine l : index.readLines(from, Math.min(5000, index.lineCount() - from))) {
                        assertThat(l.tagged()).as("%s line %d", peer, l.lineNumber()).isTrue();
                        assertThat(l.typeId()).isIn(10, 22, 35, 44, 60);
                    }
                }
            }
        }
    }

    @Test
    void csvsGameMovesAndManifestReadBackWithNoRowLost() throws Exception {
        List<Path> net;
        List<Path> status;
        try (java.util.stream.Stream<Path> s = Files.list(dir.resolve("server/net"))) {
            net = s.sorted().toList();
        }
        try (java.util.stream.Stream<Path> s = Files.list(dir.resolve("server/status"))) {
            status = s.sorted().toList();
        }
        long netRows = 0;
        for (Path f : net) {
            netRows += Files.readAllLines(f).size();
        }
        try (NetCsvIndex index = NetCsvIndex.build(net, ProgressListener.NONE)) {
            assertThat((long) index.lineCount()).isEqualTo(netRows);
        }
        long statusRows = 0;
        for (Path f : status) {
            statusRows += Files.readAllLines(f).size();
        }
        java.util.concurrent.atomic.AtomicLong seen = new java.util.concurrent.atomic.AtomicLong();
        assertThat(StatusCsv.forEachRow(status, ProgressListener.NONE, row -> seen.incrementAndGet()).count()).isZero();
        assertThat(seen.get()).isEqualTo(statusRows).isGreaterThan(1500); // 3 active players for most of 600 frames
        SessionManifest m = SessionManifests.read(dir.resolve("session.json"));
        assertThat(m.mode()).isEqualTo("lockstep");
        assertThat(m.files()).extracting(SessionManifest.ManifestFile::kind)
                .contains("TEXT_LOG", "NET_CSV", "STATUS_CSV", "GAME_MOVES", "LEVEL", "PEER_STATES");
        // the server's .gm replays its own authoritative checksums in the desync analysis; here: rows read back,
        // every entered cdat is a row
        long entered = SessionLines.lines(dir, "server").stream().filter(l -> l.body().endsWith("- entered")).count();
        try (java.util.stream.Stream<Path> s = Files.list(dir.resolve("server"))) {
            Path gm = s.filter(p -> p.toString().endsWith(".gm")).findFirst().orElseThrow();
            assertThat(GmReader.read(gm).moves().stream().filter(g -> g.type() == 5 && g.data1() > 0).count())
                    .isEqualTo(entered);
        }
    }

    @Test
    void theSessionModulesRelationChecksFindNoViolation() throws Exception {
        for (String peer : List.of("server", "client1", "client2")) {
            for (Relations.Result r : Relations.check(SessionLines.log(dir, peer))) {
                assertThat(r.findings().violationCount()).as("%s %s: %s", peer, r.relation(),
                        r.findings().violations()).isZero();
            }
        }
    }

    @Test
    void rxCdatSyncIsThePlayersPreviousCSyncAndGmepGrows() throws IOException {
        int[] previous = new int[8];
        int lastGmep = 0;
        int checked = 0;
        for (Line l : SessionLines.lines(dir, "server")) {
            Matcher m = RX_CDAT.matcher(l.body());
            if (l.type() != 35 || !m.matches()) {
                continue;
            }
            int p = Integer.parseInt(m.group(1));
            assertThat(Integer.parseInt(m.group(3))).as("frame %d", l.frame()).isEqualTo(previous[p]);
            previous[p] = Integer.parseInt(m.group(2)) - l.frame();
            if (m.group(4) != null) {
                int gmep = Integer.parseInt(m.group(4));
                assertThat(gmep).isGreaterThan(lastGmep);
                lastGmep = gmep;
            }
            checked++;
        }
        assertThat(checked).isGreaterThan(500);
    }

    @Test
    void clientTimerAdjustFollowsFromTheSdatFrame() throws IOException {
        for (String peer : List.of("client1", "client2")) {
            int serverFrame = -1;
            int checked = 0;
            for (Line l : SessionLines.lines(dir, peer)) {
                Matcher s = RX_SDAT.matcher(l.body());
                if (s.matches()) {
                    serverFrame = Integer.parseInt(s.group(1));
                }
                Matcher t = TIMER.matcher(l.body());
                if (t.matches()) {
                    int sync = serverFrame - l.frame(); // docs/simulator.md §7.1: server_sync = sdat passcount - client passcount
                    assertThat(Integer.parseInt(t.group(1))).isEqualTo(sync);
                    assertThat(Integer.parseInt(t.group(2))).isEqualTo(Math.max(4, 40 + sync));
                    checked++;
                }
            }
            assertThat(checked).as(peer).isGreaterThan(300);
        }
    }

    @Test
    void frameLeadIsTheMovesFrameMinusTheClientFrameAndSdakAcknowledgesEveryEntry() throws IOException {
        for (String peer : List.of("client1", "client2")) {
            TreeMap<Integer, Integer> entered = new TreeMap<>();
            int sdaks = 0;
            for (Line l : SessionLines.lines(dir, peer)) {
                Matcher m = RX_MOVE.matcher(l.body());
                if (m.matches() && m.group(3) != null) {
                    int frame = Integer.parseInt(m.group(2));
                    assertThat(Integer.parseInt(m.group(3))).isEqualTo(frame - l.frame());
                    entered.put(Integer.parseInt(m.group(1)), frame);
                }
                Matcher a = TX_SDAK.matcher(l.body());
                if (a.matches()) {
                    int nep = Integer.parseInt(a.group(1));
                    assertThat(nep).isEqualTo(entered.size());
                    assertThat(entered.isEmpty() || entered.lastKey() == nep - 1).isTrue();
                    assertThat(Integer.parseInt(a.group(2))).isEqualTo(l.frame());
                    sdaks++;
                }
            }
            assertThat(sdaks).as(peer).isGreaterThan(300);
        }
    }

    @Test
    void everySdatSentArrivesWithTheSameRangeAndServerFrame() throws IOException {
        List<Line> server = SessionLines.lines(dir, "server");
        for (int p = 1; p <= 2; p++) {
            List<String> sent = new ArrayList<>();
            for (Line l : server) {
                Matcher m = TX_SDAT.matcher(l.body());
                if (m.matches() && Integer.parseInt(m.group(1)) == p) {
                    sent.add(l.frame() + " " + m.group(2) + " " + m.group(3));
                }
            }
            List<String> received = new ArrayList<>();
            for (Line l : SessionLines.lines(dir, "client" + p)) {
                Matcher m = RX_SDAT.matcher(l.body());
                if (m.matches()) {
                    received.add(m.group(1) + " " + m.group(2) + " " + m.group(3));
                }
            }
            // no loss on this network: every sdat sent before the client's last frame arrives, in order
            assertThat(sent.subList(0, received.size())).isEqualTo(received);
            assertThat(sent.size() - received.size()).isBetween(0, 5);
        }
    }
}

package org.netreplay.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.log.LogIndex;
import org.netreplay.log.ProgressListener;
import org.netreplay.log.csv.NetCsvIndex;
import org.netreplay.log.csv.StatusCsv;
import org.netreplay.log.index.Indexer;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.session.manifest.SessionManifest;
import org.netreplay.session.manifest.SessionManifests;
import org.netreplay.sim.bots.BotKind;
import org.netreplay.sim.net.NetworkSettings;
import org.netreplay.testdata.TestData;

/**
 * Every generated file is read back by the project's own readers (the log indexer, the net CSV
 * index, the status CSV reader, the .gm reader, the manifest reader) with no line lost and no parse issue.
 */
class GeneratedLogsIndexTest {
    @TempDir
    static Path tmp;
    static Path dir;

    @BeforeAll
    static void simulate() throws Exception {
        dir = tmp.resolve("s");
        // client 3 presses the menu key at 400, the server at 650: the quit lines index like every other
        Simulation.start(SimulationConfig.builder().players(4).frames(700).seed(3).level(3, TestData.level(3))
                .bot(BotKind.STRESS, null).network(new NetworkSettings(40, 20, 0.03, 4, 0, 0, 0, 100, 0))
                .quit(ClientQuit.parse("3@400")).serverQuit(650).out(dir).build()).run(Simulation.Progress.NONE);
    }

    private static List<Path> files(String glob) throws IOException {
        var m = dir.getFileSystem().getPathMatcher("glob:" + glob);
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).filter(p -> m.matches(dir.relativize(p))).sorted().toList();
        }
    }

    private static long newlines(Path f) throws IOException {
        long n = 0;
        for (byte b : Files.readAllBytes(f)) {
            n += b == '\n' ? 1 : 0;
        }
        return n;
    }

    @Test
    void textLogsIndexWithEveryLineAndOnlyTheRewindBlankLinesUntagged() throws Exception {
        List<Path> logs = files("**.txt");
        assertThat(logs).hasSize(4);
        for (Path log : logs) {
            String text = Files.readString(log);
            long blanks = text.split("\n", -1).length - 1 - text.lines().filter(l -> !l.isEmpty()).count();
            try (LogIndex index = Indexer.build(log, ProgressListener.NONE)) {
                assertThat((long) index.lineCount()).as(log.toString()).isEqualTo(newlines(log));
                assertThat(index.stats().untagged()).as(log.toString()).isEqualTo(blanks);
                assertThat(index.stats().typeCounts()).containsKey(60);
            }
        }
    }

    @Test
    void netCsvIndexesEveryRow() throws Exception {
        List<Path> csv = files("server/net/*.csv");
        long rows = 0;
        for (Path f : csv) {
            rows += newlines(f);
        }
        try (NetCsvIndex index = NetCsvIndex.build(csv, ProgressListener.NONE)) {
            assertThat((long) index.lineCount()).isEqualTo(rows);
        }
    }

    @Test
    void statusCsvRowsAllParse() throws Exception {
        List<Path> csv = files("server/status/*.csv");
        long rows = 0;
        for (Path f : csv) {
            rows += newlines(f);
        }
        AtomicLong seen = new AtomicLong();
        StatusCsv.Issues issues = StatusCsv.forEachRow(csv, ProgressListener.NONE, row -> seen.incrementAndGet());
        assertThat(issues.count()).isZero();
        assertThat(seen.get()).isEqualTo(rows);
    }

    @Test
    void gameMovesAndManifestReadBack() throws Exception {
        SessionManifest m = SessionManifests.read(dir.resolve("session.json"));
        assertThat(m.mode()).isEqualTo("authoritative");
        assertThat(m.files()).extracting(SessionManifest.ManifestFile::kind)
                .contains("TEXT_LOG", "NET_CSV", "STATUS_CSV", "GAME_MOVES", "LEVEL", "PEER_STATES");
        for (SessionManifest.ManifestFile f : m.files()) {
            assertThat(dir.resolve(f.path())).as(f.path()).exists();
        }
        for (Path gm : files("**.gm")) {
            assertThat(GmReader.read(gm).moves()).as(gm.toString()).isNotEmpty();
        }
    }
}

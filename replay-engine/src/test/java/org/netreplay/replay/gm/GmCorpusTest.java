package org.netreplay.replay.gm;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.GameMove;
import org.netreplay.testdata.TestData;

/** Every real recording (docs/formats.md §4.5, Appendix A) parses and writes back byte for byte. */
class GmCorpusTest {

    static List<Path> corpus() throws IOException {
        try (Stream<Path> demos = Files.walk(TestData.demos());
             Stream<Path> net = Files.walk(TestData.realNetgame().resolve("server"))) {
            return Stream.concat(demos, net).filter(p -> p.toString().endsWith(".gm")).sorted().toList();
        }
    }

    @Test
    void corpusHas96DemosAndTheNetgameRecording() throws IOException {
        List<Path> files = corpus();
        assertThat(files).hasSize(97);
        long crlf = 0;
        for (Path f : files) {
            if (f.startsWith(TestData.demos()) && GmReader.read(f).lineEnding() == LineEnding.CRLF) {
                crlf++;
            }
        }
        assertThat(crlf).isEqualTo(88);
    }

    @Test
    void everyFileParsesWithRowCountAndFrameOrderCheckedIndependently() throws IOException {
        for (Path f : corpus()) {
            GmRecording rec = GmReader.read(f);
            // Independent check on the raw text: lines after the data-start line, and their frame column.
            List<String> lines = Files.readAllLines(f, StandardCharsets.ISO_8859_1);
            int start = lines.indexOf("GAMEMOVE_DATA_START:") + 1;
            if (start == 0) {
                start = lines.indexOf("GAMEMOVE_DATA_START:\r") + 1;
            }
            List<String> rows = lines.subList(start, lines.size()).stream().filter(s -> !s.isBlank()).toList();
            String countLine = lines.stream().filter(s -> s.startsWith("GAMEMOVE_NUM_ENTRIES:")).findFirst()
                    .orElseThrow();
            int headerCount = Integer.parseInt(countLine.substring(21).trim());
            assertThat(rows).as(f.toString()).hasSize(headerCount);
            assertThat(rec.moves()).as(f.toString()).hasSize(headerCount);
            int previous = Integer.MIN_VALUE;
            for (String row : rows) {
                int frame = Integer.parseInt(row.substring(0, row.indexOf(',')));
                assertThat(frame).as(f + " row " + row).isGreaterThanOrEqualTo(previous);
                previous = frame;
            }
            assertThat(rec.moves().get(0).frame()).isEqualTo(Integer.parseInt(rows.get(0).split(",")[0]));
            assertThat(rec.header().version()).isEqualTo(3);
        }
    }

    @Test
    void writingReproducesEveryFileByteForByte() throws IOException {
        for (Path f : corpus()) {
            String original = Files.readString(f, StandardCharsets.ISO_8859_1);
            assertThat(GmWriter.format(GmReader.read(f))).as(f.toString()).isEqualTo(original);
        }
    }

    @Test
    void lev002MatchesTheDocumentedExcerpt() throws IOException {
        GmRecording rec = GmReader.read(TestData.demo("lev002"));
        assertThat(rec.level()).isEqualTo(2);
        assertThat(rec.header().lastFrame()).isEqualTo(3756);
        assertThat(rec.header().numEntries()).isEqualTo(601);
        assertThat(rec.header().value("MUID")).contains("RRSSFUZSWQQQQGQB");
        assertThat(rec.header().muid()).isEqualTo("RRSSFUZSWQQQQGQB");
        assertThat(rec.header().createTimestamp()).isEqualTo("20260101-000000");
        assertThat(rec.header().modifyTimestamp()).isEqualTo("2026-07-19T09:13:21");
        assertThat(rec.lineEnding()).isEqualTo(LineEnding.CRLF);
        assertThat(rec.moves().get(0)).isEqualTo(new GameMove(1, 9, 0, 5));
        assertThat(rec.moves().get(1)).isEqualTo(new GameMove(1, 8390656, 2036427856, 807432805));
        assertThat(rec.moves().get(600)).isEqualTo(new GameMove(3756, 5, 0, 0));
        assertThat(PlayerJoin.of(rec.moves().get(1))).isEqualTo(new PlayerJoin(1, 0, 8, "Player 0"));
    }

    @Test
    void corpusRowTypeTotalsMatchTheResearchFacts() throws IOException {
        long moves = 0;
        long active = 0;
        long shotConfig = 0;
        for (Path f : corpus()) {
            if (!f.startsWith(TestData.demos())) {
                continue;
            }
            for (GameMove m : GmReader.read(f).moves()) {
                moves += m.type() == GameMove.TYPE_MOVE ? 1 : 0;
                active += (m.type() & GameMove.ACTIVE_FLAG) != 0 ? 1 : 0;
                shotConfig += m.type() == GameMove.TYPE_SHOT_CONFIG ? 1 : 0;
            }
        }
        assertThat(moves).isEqualTo(89_834);
        assertThat(active).isEqualTo(212);
        assertThat(shotConfig).isEqualTo(96);
    }

    @Test
    void tasFileDecodesEightPlayersAndAMenuKeyQuit() throws IOException {
        GmRecording rec = GmReader.read(TestData.demo("TAS/lev010-8P-106"));
        GmSummary summary = GmSummary.of(rec);
        assertThat(summary.joins()).extracting(PlayerJoin::player).containsExactlyInAnyOrder(0, 1, 2, 3, 4, 5, 6, 7);
        GameMove last = rec.moves().get(rec.moves().size() - 1);
        assertThat(last).isEqualTo(new GameMove(2701, 2, 4, 64));
        assertThat(InactiveReason.of(last.data2())).isEqualTo(InactiveReason.MENU_KEY);
        assertThat(summary.typeCounts().get(1)).isEqualTo(8);
    }
}

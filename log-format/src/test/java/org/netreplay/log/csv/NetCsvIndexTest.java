package org.netreplay.log.csv;

import org.netreplay.log.index.Indexer;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogLine;
import org.netreplay.log.LogReadException;
import org.netreplay.log.merge.MergedLog;
import org.netreplay.testdata.TestData;

class NetCsvIndexTest {
    @TempDir
    Path dir;

    @Test
    void realNetCsvRowsAreAllAccountedForInTimeOrder() throws Exception {
        List<Path> files = CsvFileOrder.sorted(TestData.realNetgameCsv("net"));
        // independent pass: each file's lines, in the order CsvFileOrder gives; col 1 counted per type
        List<String> expectedRows = new ArrayList<>();
        Map<Integer, Long> expectedTypes = new TreeMap<>();
        long blank = 0;
        for (Path f : CsvFileOrder.sorted(files)) {
            for (String row : Files.readAllLines(f, StandardCharsets.UTF_8)) {
                String[] cols = row.split(",", 8);
                if (cols.length == 8) {
                    expectedTypes.merge(Integer.parseInt(cols[0]), 1L, Long::sum);
                    expectedRows.add(cols[7]);
                } else {
                    blank++;
                    expectedRows.add(row);
                }
            }
        }
        try (NetCsvIndex index = NetCsvIndex.build(files, null)) {
            assertThat(index.lineCount()).isEqualTo(expectedRows.size());
            assertThat(index.stats().typeCounts()).isEqualTo(expectedTypes);
            assertThat(index.stats().untagged()).isEqualTo(blank);
            assertThat(index.issueCount()).isZero();
            List<LogLine> lines = index.readLines(0, index.lineCount());
            assertThat(lines).extracting(LogLine::text).isEqualTo(expectedRows);
            assertThat(index.files().get(3).getFileName().toString()).isEqualTo("20261121-053159.55.csv");
        }
    }

    @Test
    void columnsMapToTypeFramePlayerAndMessage() throws Exception {
        Path net = Files.createDirectories(dir.resolve("net"));
        Path a = Files.writeString(net.resolve("20260819-133229.242.csv"),
                "33,0,2026-08-19T13:32:29,1523.456789,1234,0,1,rx stak p:1 ack:[1235] cur:[1237] slsn:[0] "
                        + "dsync:[-21.3] chase:[40.7]\n\n");
        Path b = Files.writeString(net.resolve("20260819-133229.55.csv"),
                "30,0,2026-08-19T13:32:29,87.123456,1236,1,0,----- Apply dif [1231 to 1235] [applied] "
                        + "[rewound [2] frames]\r\nnot,a,row\n25,0,x,1.0,1300,0,0,msg, with, commas");
        try (NetCsvIndex index = NetCsvIndex.build(List.of(a, b), null)) {
            // .55 (ms 55) comes before .242 (ms 242)
            assertThat(index.files()).containsExactly(b, a);
            assertThat(index.lineCount()).isEqualTo(5);
            List<LogLine> lines = index.readLines(0, 5);
            assertThat(lines.get(0)).isEqualTo(new LogLine(0, 30, 1, 1236, true,
                    "----- Apply dif [1231 to 1235] [applied] [rewound [2] frames]"));
            assertThat(lines.get(1)).isEqualTo(new LogLine(1, 30, 1, 1236, false, "not,a,row"));
            assertThat(lines.get(2).text()).isEqualTo("msg, with, commas");
            assertThat(lines.get(3).typeId()).isEqualTo(33);
            assertThat(lines.get(3).player()).isZero();
            assertThat(lines.get(3).frame()).isEqualTo(1234);
            assertThat(lines.get(4)).isEqualTo(new LogLine(4, 33, 0, 1234, false, ""));
            assertThat(index.issueCount()).isEqualTo(1);
            assertThat(index.issues().get(0).file()).isEqualTo(b);
            assertThat(index.issues().get(0).lineNumber()).isEqualTo(1);
            assertThat(index.issues().get(0).toString()).contains("20260819-133229.55.csv:2");
            assertThat(index.fileOf(3)).isEqualTo(1);
            assertThat(index.lineInFile(3)).isZero();
        }
    }

    @Test
    void canBeALaneOfAMergedLog() throws Exception {
        Path net = Files.createDirectories(dir.resolve("net"));
        Path csv = Files.writeString(net.resolve("20260819-133229.1.csv"), "10,0,t,0.1,5,0,0,csv five\n");
        Path txt = Files.writeString(dir.resolve("s.txt"), "[10][0][4]txt four\n[10][0][6]txt six\n");
        try (LogIndex text = Indexer.build(txt, null); NetCsvIndex lane = NetCsvIndex.build(List.of(csv), null)) {
            MergedLog m = MergedLog.merge(List.of(text, lane), null);
            assertThat(m.readRows(0, 3)).extracting(r -> r.line().text())
                    .containsExactly("txt four", "csv five", "txt six");
        }
    }

    @Test
    void aMissingFileIsNamed() {
        Path missing = dir.resolve("20260819-133229.1.csv");
        assertThatThrownBy(() -> NetCsvIndex.build(List.of(missing), null)).isInstanceOf(LogReadException.class)
                .hasMessageContaining("20260819-133229.1.csv");
    }

    @Test
    void rowParserRejectsBadColumns() {
        for (String bad : List.of("", "1,2,3", "x,0,t,0.1,5,0,0,m", "10,0,t,0.1,5,9,0,m", "100,0,t,0.1,5,0,0,m",
                "10,0,t,0.1,five,0,0,m", "10,0,t,0.1,5,0,,m")) {
            byte[] b = bad.getBytes(StandardCharsets.UTF_8);
            assertThat(NetCsvRowParser.parse(b, 0, b.length)).as(bad).isEqualTo(-1L);
        }
    }
}

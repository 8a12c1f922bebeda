package org.netreplay.log.csv;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.log.fields.FieldSeries;
import org.netreplay.log.fields.NumericSeries;
import org.netreplay.testdata.TestData;

class StatusCsvTest {
    @TempDir
    Path dir;

    @Test
    void paddedFieldsAreTrimmed() throws Exception {
        Path f = Files.writeString(dir.resolve("20260819-133229.5.csv"),
                "2026-08-19T13:32:29,1234,1,2,18.2,-21.3,23.4,812,1.4,0.0,554,104,  1,  2\n");
        FieldSeries s = StatusCsv.read(List.of(f), null);
        assertThat(s.get("status.rxpf", 1).orElseThrow().values()).containsExactly(2.0);
        assertThat(s.get("status.sync", 1).orElseThrow().values()).containsExactly(-21.3);
        assertThat(s.get("status.difs", 1).orElseThrow().frames()).containsExactly(1234);
        assertThat(s.series()).hasSize(11);
    }

    @Test
    void badRowsAreReportedWithFileAndLineAndDoNotStopTheRead() throws Exception {
        Path f = Files.writeString(dir.resolve("20260819-133229.5.csv"),
                "2026-08-19T13:32:29,1,0,0,1.0,0.0,0.0,  0,0.0,0.0,1,1,  1,  1\n"
                        + "garbage\n\n"
                        + "2026-08-19T13:32:29,2,0,0,x,0.0,0.0,  0,0.0,0.0,1,1,  1,  1\n"
                        + "2026-08-19T13:32:29,3,0,0,3.0,0.0,0.0,  0,0.0,0.0,1,1,  1,  1\n");
        FieldSeries s = StatusCsv.read(List.of(f), null);
        assertThat(s.get("status.cpu", 0).orElseThrow().frames()).containsExactly(1, 3);
        assertThat(s.issueCount()).isEqualTo(2);
        assertThat(s.issues()).extracting(i -> i.lineNumber()).containsExactly(1L, 3L);
        assertThat(s.issues().get(1).message()).contains("cpu");
    }

    @Test
    void realStatusCsvHasOneRowPerPlayerPerFrame() throws Exception {
        List<Path> files = CsvFileOrder.sorted(TestData.realNetgameCsv("status"));
        long expectedP1 = 0;
        for (Path f : files) {
            for (String row : Files.readAllLines(f)) {
                String[] c = row.split(",");
                if (c.length == 14 && c[2].strip().equals("1")) {
                    expectedP1++;
                }
            }
        }
        FieldSeries s = StatusCsv.read(files, null);
        NumericSeries ping = s.get("status.ping", 1).orElseThrow();
        assertThat(ping.size()).isEqualTo(expectedP1);
        assertThat(s.issueCount()).isZero();
        for (int i = 1; i < ping.size(); i++) {
            assertThat(ping.frames()[i]).isGreaterThanOrEqualTo(ping.frames()[i - 1]);
        }
    }
}

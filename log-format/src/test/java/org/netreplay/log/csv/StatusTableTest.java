package org.netreplay.log.csv;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.testdata.TestData;

class StatusTableTest {
    @TempDir
    Path dir;

    /** The real session's three status CSVs: every row kept, in time order, each cell equal to a plain split. */
    @Test
    void everyRealRowIsKeptInTimeOrderWithItsValues() throws Exception {
        Path status = TestData.realNetgame().resolve("server").resolve("status");
        List<Path> files;
        try (Stream<Path> listed = Files.list(status)) {
            files = listed.filter(p -> p.toString().endsWith(".csv")).toList();
        }
        List<String[]> expected = new ArrayList<>();
        for (Path file : files.stream().sorted().toList()) { // yyyymmdd-hhmmss names sort in time order
            for (String line : Files.readAllLines(file, StandardCharsets.ISO_8859_1)) {
                if (!line.isBlank()) {
                    expected.add(line.split(","));
                }
            }
        }
        StatusTable table = StatusTable.read(files, null);
        assertThat(table.size()).isEqualTo(expected.size()).isEqualTo(3003);
        assertThat(table.issues().count()).isZero();
        for (int row = 0; row < expected.size(); row++) {
            String[] cells = expected.get(row);
            assertThat(table.time(row)).isEqualTo(cells[0]);
            assertThat(table.frame(row)).isEqualTo(Integer.parseInt(cells[1].strip()));
            assertThat(table.player(row)).isEqualTo(Integer.parseInt(cells[2].strip()));
            for (int c = 0; c < 11; c++) {
                assertThat(table.value(row, c)).isEqualTo(Float.parseFloat(cells[3 + c].strip()));
            }
        }
    }

    @Test
    void badRowsAreLeftOutAndNamedWithTheirLine() throws Exception {
        Path f = Files.writeString(dir.resolve("20260819-133229.5.csv"),
                "2026-08-19T13:32:29,1,0,0,1.0,0.0,0.0,  0,0.0,0.0,1,1,  1,  1\n"
                        + "2026-08-19T13:32:29,2,9,0,1.0,0.0,0.0,  0,0.0,0.0,1,1,  1,  1\n"
                        + "2026-08-19T13:32:30,3,1,2,3.0,0.0,0.0,  0,0.0,0.0,1,1,  1,  1\n");
        StatusTable table = StatusTable.read(List.of(f), null);
        assertThat(table.size()).isEqualTo(2);
        assertThat(table.frame(1)).isEqualTo(3);
        assertThat(table.value(1, 0)).isEqualTo(2f);
        assertThat(table.time(1)).isEqualTo("2026-08-19T13:32:30");
        assertThat(table.issues().count()).isEqualTo(1);
        assertThat(table.issues().reported().get(0).lineNumber()).isEqualTo(1L);
        assertThat(table.issues().reported().get(0).message()).contains("player 9");
    }
}

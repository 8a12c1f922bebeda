package org.netreplay.log.index;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogLine;
import org.netreplay.log.ProgressListener;

/** Lines read with a cap keep their head and say how many bytes were left out; short lines are untouched. */
class CappedLinesTest {
    @TempDir
    Path tmp;

    @Test
    void longLinesAreCutAtTheCapAndMarked() throws Exception {
        String longText = "y".repeat(10_000);
        Path log = Files.writeString(tmp.resolve("a.txt"), "[10][0][1]short\n[10][0][2]" + longText + "\n"
                + "[10][0][3]" + "z".repeat(4_096 - 10) + "\n[10][0][4]end\n", StandardCharsets.UTF_8);
        try (LogIndex index = Indexer.build(log, ProgressListener.NONE)) {
            List<LogLine> lines = index.readLines(0, 4, 4_096);
            assertThat(lines).extracting(LogLine::frame).containsExactly(1, 2, 3, 4);
            assertThat(lines.get(0).text()).isEqualTo("short");
            // the cap counts the line's bytes in the file, prefix included: 4,096 - 10 of text kept
            assertThat(lines.get(1).text()).isEqualTo("y".repeat(4_096 - 10) + " \u2026[" + (10_000 - 4_086)
                    + " more bytes not shown]");
            assertThat(lines.get(2).text()).isEqualTo("z".repeat(4_086));
            assertThat(lines.get(3).text()).isEqualTo("end");
            assertThat(index.readLines(1, 1)).extracting(LogLine::text).containsExactly(longText);
        }
    }
}

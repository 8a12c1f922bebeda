package org.netreplay.log.index;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.log.FileChange;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogLine;
import org.netreplay.log.ProgressListener;
import org.netreplay.log.Workers;

/** An index extended after its file grew equals the index built from scratch of the file as it is then. */
class FollowIndexTest {
    @TempDir
    Path dir;

    private static void append(Path file, String text) throws IOException {
        Files.writeString(file, text, StandardCharsets.ISO_8859_1, StandardOpenOption.APPEND);
    }

    private static List<String> rows(LogIndex index) throws Exception {
        List<String> out = new ArrayList<>();
        for (LogLine line : index.readLines(0, index.lineCount())) {
            out.add(line.lineNumber() + " " + line.typeId() + " " + line.player() + " " + line.frame() + " "
                    + line.tagged() + " " + line.text());
        }
        return out;
    }

    private static void assertSameAsFreshIndex(LogIndex extended, Path file) throws Exception {
        try (LogIndex fresh = Indexer.build(file, ProgressListener.NONE)) {
            assertThat(extended.lineCount()).isEqualTo(fresh.lineCount());
            assertThat(extended.byteSize()).isEqualTo(fresh.byteSize());
            assertThat(rows(extended)).isEqualTo(rows(fresh));
            assertThat(extended.stats()).isEqualTo(fresh.stats());
        }
    }

    @Test
    void appendedLinesFollowTheOldOnesAndInheritAcrossTheSeam() throws Exception {
        Path log = Files.writeString(dir.resolve("server.txt"), "[27][1][10]tx stdf p:1\n|box line|\n");
        try (LogIndex first = Indexer.build(log, ProgressListener.NONE)) {
            assertThat(Indexer.change(first)).isEqualTo(FileChange.UNCHANGED);
            append(log, "continued after the seam\n[33][2][11]rx stak p:2\n");
            assertThat(Indexer.change(first)).isEqualTo(FileChange.APPENDED);
            try (LogIndex grown = Indexer.extend(first, Workers.CALLING_THREAD)) {
                assertSameAsFreshIndex(grown, log);
                assertThat(grown.frame(2)).isEqualTo(10); // the untagged line after the seam inherits frame 10
                assertThat(rows(first)).hasSize(2); // the old index is untouched and still readable
            }
        }
    }

    @Test
    void aLastLineStillBeingWrittenIsIndexedAgainOnceItIsComplete() throws Exception {
        Path log = Files.writeString(dir.resolve("client.txt"), "[44][1][5]tmst a:[1.0]\n[44][1][6]tmst b:[");
        try (LogIndex partial = Indexer.build(log, ProgressListener.NONE)) {
            assertThat(partial.lineCount()).isEqualTo(2);
            append(log, "2.5]\n[44][1][7]tmst c:[3.0]\n[44][1][8]tmst d:");
            try (LogIndex grown = Indexer.extend(partial, Workers.CALLING_THREAD)) {
                assertSameAsFreshIndex(grown, log);
                assertThat(grown.readLines(1, 1).get(0).text()).isEqualTo("tmst b:[2.5]");
                append(log, "[4.0]\n");
                try (LogIndex done = Indexer.extend(grown, Workers.CALLING_THREAD)) {
                    assertSameAsFreshIndex(done, log);
                    assertThat(done.lineCount()).isEqualTo(4);
                }
            }
        }
    }

    @Test
    void manyAppendsOnAPoolGiveTheSameIndexAsOneBuild() throws Exception {
        Path log = dir.resolve("long.txt");
        Files.writeString(log, "");
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(2);
        LogIndex index = Indexer.build(log, ProgressListener.NONE);
        try {
            for (int round = 0; round < 20; round++) {
                StringBuilder more = new StringBuilder();
                for (int i = 0; i < 500; i++) {
                    int n = round * 500 + i;
                    more.append(n % 9 == 0 ? "  | box " + n : "[" + (20 + n % 30) + "][" + n % 8 + "][" + n / 7
                            + "]line " + n).append(n == 9_999 ? "" : "\n"); // the last line without its line feed
                }
                append(log, more.toString());
                LogIndex grown = Indexer.extend(index, pool);
                index.close();
                index = grown;
            }
            assertSameAsFreshIndex(index, log);
            assertThat(index.lineCount()).isEqualTo(10_000);
        } finally {
            index.close();
            pool.shutdownNow();
        }
    }

    @Test
    void aShorterFileIsTruncatedAndOtherFirstBytesAreAnotherFile() throws Exception {
        Path log = Files.writeString(dir.resolve("server.txt"), "[10][0][1]first\n[10][0][2]second\n");
        try (LogIndex index = Indexer.build(log, ProgressListener.NONE)) {
            Files.writeString(log, "[10][0][1]first\n");
            assertThat(Indexer.change(index)).isEqualTo(FileChange.TRUNCATED);
            Files.writeString(log, "[10][0][9]other\n[10][0][2]second\n[10][0][3]third\n");
            assertThat(Indexer.change(index)).isEqualTo(FileChange.REPLACED);
            Files.delete(log);
            Files.writeString(log, "[10][0][1]first\n[10][0][2]second\n[10][0][3]third\n");
            assertThat(Indexer.change(index)).as("a new file under the old name, its head alike")
                    .isIn(FileChange.REPLACED, FileChange.APPENDED); // REPLACED where the system keeps inodes
        }
    }
}

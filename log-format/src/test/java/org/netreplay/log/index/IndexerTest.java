package org.netreplay.log.index;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogLine;
import org.netreplay.log.LogReadException;
import org.netreplay.log.LogTypes;
import org.netreplay.log.ProgressListener;

class IndexerTest {
    @TempDir
    Path dir;

    private Path write(String content) throws IOException {
        return write(content.getBytes(StandardCharsets.UTF_8));
    }

    private Path write(byte[] content) throws IOException {
        Path f = dir.resolve("log-" + System.nanoTime() + ".txt");
        Files.write(f, content);
        return f;
    }

    private static List<LogLine> all(LogIndex index) throws LogReadException {
        return index.readLines(0, index.lineCount());
    }

    @Test
    void anEmptyFileHasNoLines() throws Exception {
        try (LogIndex index = Indexer.build(write(""), ProgressListener.NONE)) {
            assertThat(index.lineCount()).isZero();
            assertThat(index.stats().lines()).isZero();
            assertThat(index.stats().firstFrame()).isZero();
            assertThat(all(index)).isEmpty();
        }
    }

    @Test
    void aFinalLineWithoutNewlineCounts() throws Exception {
        try (LogIndex index = Indexer.build(write("[10][0][1]a\n[10][0][2]b"), ProgressListener.NONE)) {
            assertThat(index.lineCount()).isEqualTo(2);
            assertThat(all(index)).extracting(LogLine::text).containsExactly("a", "b");
        }
    }

    @Test
    void crlfLinesLoseTheirCarriageReturn() throws Exception {
        try (LogIndex index = Indexer.build(write("[10][0][1]a\r\n\r\nplain\r\n[44][0][2]tmst cpu:[1.0]\r\n"),
                ProgressListener.NONE)) {
            assertThat(index.lineCount()).isEqualTo(4);
            assertThat(all(index)).extracting(LogLine::text).containsExactly("a", "", "plain", "tmst cpu:[1.0]");
            assertThat(index.isTagged(3)).isTrue();
            assertThat(index.frame(3)).isEqualTo(2);
        }
    }

    @Test
    void untaggedLinesInheritThePreviousTaggedLine() throws Exception {
        String log = "garbage first\n[25][0][7]stdf rewind to:5 [-2]\n\n[22][2][9]+---+\ncontinuation\n";
        try (LogIndex index = Indexer.build(write(log), ProgressListener.NONE)) {
            assertThat(index.typeId(0)).isEqualTo(LogTypes.UNTAGGED);
            assertThat(index.player(0)).isEqualTo(-1);
            assertThat(index.frame(0)).isZero();
            assertThat(index.isTagged(2)).isFalse();
            assertThat(index.typeId(2)).isEqualTo(25);
            assertThat(index.frame(2)).isEqualTo(7);
            assertThat(index.typeId(4)).isEqualTo(22);
            assertThat(index.player(4)).isEqualTo(2);
            assertThat(index.frame(4)).isEqualTo(9);
            List<LogLine> lines = all(index);
            assertThat(lines.get(4)).isEqualTo(new LogLine(4, 22, 2, 9, false, "continuation"));
            assertThat(index.stats().untagged()).isEqualTo(3);
            assertThat(index.stats().players()).containsExactly(0, 2);
            assertThat(index.stats().firstFrame()).isEqualTo(7);
            assertThat(index.stats().lastFrame()).isEqualTo(9);
        }
    }

    @Test
    void outOfRangePlayerOrTypeIsKeptAsUntagged() throws Exception {
        try (LogIndex index = Indexer.build(write("[10][0][1]ok\n[10][9][2]bad player\n[123][0][3]bad type\n"),
                ProgressListener.NONE)) {
            assertThat(index.lineCount()).isEqualTo(3);
            assertThat(index.isTagged(1)).isFalse();
            assertThat(index.isTagged(2)).isFalse();
            assertThat(all(index).get(2).text()).isEqualTo("[123][0][3]bad type");
            assertThat(index.frame(2)).isEqualTo(1);
        }
    }

    @Test
    void aHundredKilobyteLineIsKeptWhole() throws Exception {
        String big = "x".repeat(100_000);
        try (LogIndex index = Indexer.build(write("[10][0][1]a\n" + big + "\n[10][0][2]" + big + "\n"),
                ProgressListener.NONE)) {
            assertThat(index.lineCount()).isEqualTo(3);
            List<LogLine> lines = all(index);
            assertThat(lines.get(1).text()).isEqualTo(big);
            assertThat(lines.get(2).text()).isEqualTo(big);
            assertThat(index.readLines(2, 1).get(0).tagged()).isTrue();
        }
    }

    @Test
    void invalidUtf8BecomesReplacementCharacters() throws Exception {
        byte[] bytes = {'[', '1', '0', ']', '[', '0', ']', '[', '1', ']', 'a', (byte) 0xFF, (byte) 0xC3, 'b', '\n'};
        try (LogIndex index = Indexer.build(write(bytes), ProgressListener.NONE)) {
            assertThat(all(index).get(0).text()).isEqualTo("a\uFFFD\uFFFDb");
        }
    }

    @Test
    void aBinaryFileGivesOddLinesButNoCrash() throws Exception {
        byte[] bytes = new byte[200_000];
        new java.util.SplittableRandom(3).nextBytes(bytes);
        long lfs = 0;
        for (byte b : bytes) {
            lfs += b == '\n' ? 1 : 0;
        }
        long expected = lfs + (bytes[bytes.length - 1] == '\n' ? 0 : 1);
        try (LogIndex index = Indexer.build(write(bytes), ProgressListener.NONE, 1000)) {
            assertThat(index.lineCount()).isEqualTo(expected);
            assertThat(all(index)).hasSize((int) expected);
        }
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 3, 5, 7, 11, 12, 13, 64})
    void chunkBoundariesDoNotChangeTheResult(int chunkBytes) throws Exception {
        // line 1 spans several tiny chunks; the untagged lines start chunks and must inherit across them
        String log = "[10][0][1]first line that is long\ncontinued box text\n\n[27][3][42]tx stdf\nplain\n"
                + "[ 9][0][43]|---Error---|\nend without newline";
        Path f = write(log);
        try (LogIndex whole = Indexer.build(f, ProgressListener.NONE, Integer.MAX_VALUE);
             LogIndex chunked = Indexer.build(f, ProgressListener.NONE, chunkBytes)) {
            assertThat(whole.lineCount()).isEqualTo(7);
            assertThat(all(chunked)).isEqualTo(all(whole));
            assertThat(chunked.typeId(4)).isEqualTo(27);
            assertThat(chunked.player(4)).isEqualTo(3);
            assertThat(chunked.frame(6)).isEqualTo(43);
            assertThat(chunked.typeId(6)).isEqualTo(9);
            assertThat(chunked.stats()).isEqualTo(whole.stats());
        }
    }

    @Test
    void chunksScannedOnTheCallersThreadsGiveTheSameIndexAsTheCallingThreadAlone() throws Exception {
        StringBuilder log = new StringBuilder();
        for (int i = 0; i < 2000; i++) {
            log.append(i % 7 == 0 ? "box line " + i : "[27][" + i % 8 + "][" + i / 3 + "]tx stdf " + i).append('\n');
        }
        Path f = write(log.toString());
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(3);
        java.util.Set<String> threads = java.util.concurrent.ConcurrentHashMap.newKeySet();
        try (LogIndex alone = Indexer.build(f, ProgressListener.NONE, 97);
             LogIndex pooled = Indexer.build(f, ProgressListener.NONE, 97, task -> pool.execute(() -> {
                 threads.add(Thread.currentThread().getName());
                 task.run();
             }))) {
            assertThat(pooled.lineCount()).isEqualTo(2000);
            assertThat(all(pooled)).isEqualTo(all(alone));
            assertThat(pooled.stats()).isEqualTo(alone.stats());
            assertThat(threads).isNotEmpty().noneMatch(name -> name.equals(Thread.currentThread().getName()));
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void aChunkStartingRightAfterALineFeedStartsALine() throws Exception {
        String log = "[10][0][1]abc\nuntagged\n"; // LF at offset 13, chunk 2 starts at 14
        try (LogIndex index = Indexer.build(write(log), ProgressListener.NONE, 14)) {
            assertThat(index.lineCount()).isEqualTo(2);
            assertThat(index.typeId(1)).isEqualTo(10);
            assertThat(index.isTagged(1)).isFalse();
        }
    }

    @Test
    void reportsProgressInBytesEndingWithTheTotalOnce() throws Exception {
        Path f = write("[10][0][1]a\n".repeat(1000));
        List<long[]> calls = new ArrayList<>();
        try (LogIndex index = Indexer.build(f, (done, total) -> calls.add(new long[] {done, total}), 1000)) {
            long size = Files.size(f);
            assertThat(calls).isNotEmpty();
            assertThat(calls.get(calls.size() - 1)).containsExactly(size, size);
            assertThat(calls.stream().filter(c -> c[0] == size)).hasSize(1);
            assertThat(index.byteSize()).isEqualTo(size);
        }
    }

    @Test
    void aMissingFileNamesTheFile() {
        Path missing = dir.resolve("nope.txt");
        assertThatThrownBy(() -> Indexer.build(missing, ProgressListener.NONE))
                .isInstanceOf(LogReadException.class).hasMessageContaining("nope.txt")
                .hasMessageContaining("not found");
    }

    @Test
    void aFolderIsRejectedNamingIt() {
        assertThatThrownBy(() -> Indexer.build(dir, ProgressListener.NONE))
                .isInstanceOf(LogReadException.class).hasMessageContaining(dir.toString())
                .hasMessageContaining("folder");
    }

    @Test
    void anInterruptedCallerGetsCancellation() throws Exception {
        Path f = write("[10][0][1]a\n".repeat(10_000));
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> Indexer.build(f, ProgressListener.NONE, 1000))
                    .isInstanceOf(CancellationException.class);
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void readLinesClampsToTheFile() throws Exception {
        try (LogIndex index = Indexer.build(write("[10][0][1]a\n[10][0][2]b\n"), ProgressListener.NONE)) {
            assertThat(index.readLines(1, 100)).extracting(LogLine::text).containsExactly("b");
            assertThat(index.readLines(5, 10)).isEmpty();
            assertThat(index.readLines(-3, 1)).extracting(LogLine::lineNumber).containsExactly(0);
        }
    }

    @Test
    void aHeadIndexHoldsTheWholeLinesOfTheFirstBytes() throws Exception {
        Path f = write("[10][0][1]aaaa\n[10][0][2]bbbb\n[10][0][3]cccc\n");
        try (LogIndex head = Indexer.buildHead(f, 20); LogIndex full = Indexer.build(f, ProgressListener.NONE)) {
            assertThat(head.lineCount()).isEqualTo(1);
            assertThat(head.readLines(0, 10)).isEqualTo(full.readLines(0, 1));
        }
        try (LogIndex head = Indexer.buildHead(f, 1000)) {
            assertThat(head.lineCount()).isEqualTo(3);
        }
        try (LogIndex head = Indexer.buildHead(f, 5)) {
            assertThat(head.lineCount()).isEqualTo(1);
            assertThat(head.readLines(0, 1).get(0).text()).isEqualTo("[10][");
        }
    }

    @Test
    void aFileThatShrankAfterIndexingGivesAnErrorNamingFileAndLine() throws Exception {
        Path f = write("[10][0][1]aaaa\n[10][0][2]bbbb\n[10][0][3]cccc\n");
        try (LogIndex index = Indexer.build(f, ProgressListener.NONE)) {
            try (java.nio.channels.FileChannel ch = java.nio.channels.FileChannel.open(f,
                    java.nio.file.StandardOpenOption.WRITE)) {
                ch.truncate(20);
            }
            assertThat(index.readLines(0, 1)).extracting(LogLine::text).containsExactly("aaaa");
            assertThatThrownBy(() -> index.readLines(1, 2)).isInstanceOf(LogReadException.class)
                    .hasMessageContaining(f.getFileName().toString()).hasMessageContaining(":2");
        }
    }

    @Test
    void anInterruptedReadIsCancelledAndLaterReadsStillWork() throws Exception {
        Path f = write("[10][0][1]aaaa\n[10][0][2]bbbb\n");
        try (LogIndex index = Indexer.build(f, ProgressListener.NONE)) {
            Thread.currentThread().interrupt();
            try {
                assertThatThrownBy(() -> index.readLines(0, 2)).isInstanceOf(CancellationException.class);
            } finally {
                Thread.interrupted();
            }
            assertThat(index.readLines(0, 2)).extracting(LogLine::text).containsExactly("aaaa", "bbbb");
        }
    }
}

package org.netreplay.log.index;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.log.LogLine;

/**
 * Offsets past 2^31 and 2^32 through the real scan, stitch and read code, on a sparse 5 GB file: only the tail
 * chunk is scanned, so the test stays fast and writes almost nothing to disk.
 */
class BeyondTwoGigabytesTest {
    @TempDir
    Path dir;

    @Test
    void tailChunkOfASparseFiveGigabyteFileIsIndexedAndRead() throws Exception {
        Path file = dir.resolve("sparse.txt");
        long size = 5L << 30;
        byte[] tail = "\n[10][0][5]hello\nworld\r\n[ 9][1][-7]|--Error--|".getBytes(StandardCharsets.US_ASCII);
        try (RandomAccessFile raf = new RandomAccessFile(file.toFile(), "rw")) {
            raf.setLength(size);
            raf.seek(size - tail.length);
            raf.write(tail);
        }
        long chunkStart = size - 4096;
        try (PositionalReader reader = new PositionalReader(file)) {
            assertThat(reader.size()).isEqualTo(size);
            ChunkScanner.Result chunk = ChunkScanner.scan(reader, chunkStart, size, size);
            assertThat(chunk.count).isEqualTo(3);
            IndexAppender appender = new IndexAppender();
            appender.addChunk(chunk);
            LineOffsets offsets = appender.buildOffsets(size);
            long firstLineStart = size - tail.length + 1;
            assertThat(offsets.start(0)).isEqualTo(firstLineStart).isGreaterThan(1L << 32);
            assertThat(offsets.end(2)).isEqualTo(size);
            PositionalReader indexed = new PositionalReader(file);
            FileLogIndex index = new FileLogIndex(indexed, size, offsets, appender.buildColumns(),
                    appender.buildStats(), FileIdentity.of(indexed, size));
            try (index) {
                List<LogLine> lines = index.readLines(0, 3);
                assertThat(lines).containsExactly(
                        new LogLine(0, 10, 0, 5, true, "hello"),
                        new LogLine(1, 10, 0, 5, false, "world"),
                        new LogLine(2, 9, 1, -7, true, "|--Error--|"));
            }
        }
    }
}

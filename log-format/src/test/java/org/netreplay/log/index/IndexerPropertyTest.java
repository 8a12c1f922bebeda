package org.netreplay.log.index;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogLine;
import org.netreplay.log.ProgressListener;

/** The indexer never throws on arbitrary bytes, and counts one line per LF plus a trailing partial line. */
class IndexerPropertyTest {

    @Provide
    Arbitrary<byte[]> logBytes() {
        // mix of prefix pieces, digits, brackets, CR/LF and random bytes so that prefixes are often almost valid
        Arbitrary<String> piece = Arbitraries.of("[", "]", "[10]", "[0]", "[ 9]", "[-1]", "[44][0][12]", "\n", "\r\n",
                "\r", "-", "7", "99", " ", "tmst cpu:[1.0]", "\u00e9", "\uFFFD");
        Arbitrary<byte[]> structured = piece.list().ofMaxSize(80)
                .map(l -> String.join("", l).getBytes(java.nio.charset.StandardCharsets.UTF_8));
        Arbitrary<byte[]> random = Arbitraries.bytes().array(byte[].class).ofMaxSize(400);
        return Arbitraries.oneOf(structured, random);
    }

    /** Fuzz target for the indexer; tries from junit-platform.properties (long run: -D...). */
    @Property
    void neverThrowsAndCountsLineTerminators(@ForAll("logBytes") byte[] bytes,
                                             @ForAll @IntRange(min = 1, max = 40) int chunkBytes) throws Exception {
        Path f = Files.createTempFile("prop", ".txt");
        try {
            Files.write(f, bytes);
            int lfs = 0;
            for (byte b : bytes) {
                if (b == '\n') {
                    lfs++;
                }
            }
            int expected = lfs + (bytes.length > 0 && bytes[bytes.length - 1] != '\n' ? 1 : 0);
            try (LogIndex chunked = Indexer.build(f, ProgressListener.NONE, chunkBytes);
                 LogIndex whole = Indexer.build(f, ProgressListener.NONE, Integer.MAX_VALUE)) {
                assertThat(chunked.lineCount()).isEqualTo(expected);
                List<LogLine> lines = chunked.readLines(0, expected);
                assertThat(lines).hasSize(expected);
                assertThat(lines).isEqualTo(whole.readLines(0, expected));
                assertThat(chunked.stats().lines()).isEqualTo(expected);
            }
        } finally {
            Files.deleteIfExists(f);
        }
    }
}

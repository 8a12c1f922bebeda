package org.netreplay.log.index;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.netreplay.log.IndexStats;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogLine;
import org.netreplay.log.ProgressListener;
import org.netreplay.testdata.TestData;

/** Every line of the real pm-netgame-level3 text logs is accounted for, checked against an independent regex pass. */
class RealLogAccountingTest {
    private static final Pattern PREFIX = Pattern.compile("^\\[\\s*(\\d+)\\]\\[(-?\\d+)\\]\\[(-?\\d+)\\](.*)$");

    static Stream<Path> realLogs() {
        return Stream.of(TestData.realNetgameLog("server"), TestData.realNetgameLog("client1"));
    }

    /** Independent count: split on LF the plain way, match the regex of docs/formats.md §1.3. */
    private record Expected(long lines, long untagged, Map<Integer, Long> types, List<String> bodies) {
        static Expected of(Path file) throws Exception {
            String all = Files.readString(file, StandardCharsets.UTF_8);
            String[] parts = all.split("\n", -1);
            int n = parts.length;
            if (all.endsWith("\n")) {
                n--; // the empty string after the final LF is not a line
            }
            long untagged = 0;
            Map<Integer, Long> types = new TreeMap<>();
            List<String> bodies = new java.util.ArrayList<>();
            for (int i = 0; i < n; i++) {
                String line = parts[i].endsWith("\r") ? parts[i].substring(0, parts[i].length() - 1) : parts[i];
                Matcher m = PREFIX.matcher(line);
                if (m.matches()) {
                    types.merge(Integer.parseInt(m.group(1)), 1L, Long::sum);
                    bodies.add(m.group(4));
                } else {
                    untagged++;
                    bodies.add(line);
                }
            }
            return new Expected(n, untagged, types, bodies);
        }
    }

    @ParameterizedTest
    @MethodSource("realLogs")
    void everyLineIsAccountedFor(Path file) throws Exception {
        Expected expected = Expected.of(file);
        try (LogIndex index = Indexer.build(file, ProgressListener.NONE)) {
            IndexStats stats = index.stats();
            assertThat(index.lineCount()).isEqualTo(expected.lines());
            assertThat(stats.lines()).isEqualTo(expected.lines());
            assertThat(stats.untagged()).isEqualTo(expected.untagged());
            assertThat(stats.typeCounts()).isEqualTo(expected.types());
            long tagged = stats.typeCounts().values().stream().mapToLong(Long::longValue).sum();
            assertThat(tagged + stats.untagged()).isEqualTo(expected.lines());
        }
    }

    @ParameterizedTest
    @MethodSource("realLogs")
    void textOfEveryLineMatchesTheIndependentSplit(Path file) throws Exception {
        Expected expected = Expected.of(file);
        try (LogIndex index = Indexer.build(file, ProgressListener.NONE, 64 * 1024)) {
            List<LogLine> lines = index.readLines(0, index.lineCount());
            assertThat(lines).hasSize((int) expected.lines());
            List<String> texts = lines.stream().map(LogLine::text).toList();
            assertThat(texts).isEqualTo(expected.bodies());
        }
    }

    private static long[] columnsOf(LogIndex index) {
        long[] out = new long[index.lineCount()];
        for (int i = 0; i < out.length; i++) {
            out[i] = ((long) index.frame(i) << 32) | ((index.typeId(i) & 0xFFL) << 16)
                    | ((index.player(i) & 0xFFL) << 8) | (index.isTagged(i) ? 1 : 0);
        }
        return out;
    }

    @ParameterizedTest
    @MethodSource("realLogs")
    void smallChunksGiveTheSameIndexAsOneChunk(Path file) throws Exception {
        try (LogIndex whole = Indexer.build(file, ProgressListener.NONE, Integer.MAX_VALUE);
             LogIndex chunked = Indexer.build(file, ProgressListener.NONE, 4099)) {
            assertThat(chunked.lineCount()).isEqualTo(whole.lineCount());
            assertThat(columnsOf(chunked)).isEqualTo(columnsOf(whole));
            assertThat(chunked.stats()).isEqualTo(whole.stats());
        }
    }
}

package org.netreplay.log.fields;

import org.netreplay.log.index.Indexer;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.testdata.TestData;

class FieldSeriesExtractorTest {
    private static final Pattern RX_STAK = Pattern.compile(
            "^\\[33\\]\\[\\d+\\]\\[(-?\\d+)\\]rx stak p:(\\d+) .* dsync:\\[\\s*(\\S+)\\] chase:\\[\\s*(\\S+)\\]$");

    @Test
    void stakSeriesOfTheRealServerLogMatchAPlainScan() throws Exception {
        Path server = TestData.realNetgameLog("server");
        List<String> lines = Files.readAllLines(server);
        List<Integer> framesP2 = new java.util.ArrayList<>();
        List<Double> valuesP2 = new java.util.ArrayList<>();
        for (String l : lines) {
            Matcher m = RX_STAK.matcher(l);
            if (m.matches() && m.group(2).equals("2")) {
                framesP2.add(Integer.parseInt(m.group(1)));
                valuesP2.add(Double.parseDouble(m.group(3)));
            }
        }
        try (LogIndex index = Indexer.build(server, null)) {
            FieldSeries result = new FieldSeriesExtractor(LogTypeRegistry.loadDefault()).extract(index, null);
            NumericSeries dsync = result.get("stak.dsync", 2).orElseThrow();
            // every point, in log order (batches are extracted in parallel and joined in order)
            assertThat(dsync.frames()).containsExactly(framesP2.stream().mapToInt(Integer::intValue).toArray());
            assertThat(dsync.values()).containsExactly(valuesP2.stream().mapToDouble(Double::doubleValue).toArray());
            assertThat(result.get("stak.dsync", 0)).isEmpty();
            assertThat(result.issueCount()).isZero();
            long rewinds = lines.stream().filter(l -> l.contains("stdf rewind to:")).count();
            assertThat(result.get("rwnd.frames", 0).orElseThrow().size()).isEqualTo(rewinds);
        }
    }

    @Test
    void timerAdjustOfTheRealClientLogHasOnePointPerLine() throws Exception {
        Path client = TestData.realNetgameLog("client1");
        long expected = Files.readAllLines(client).stream().filter(l -> l.startsWith("[37][1]")).count();
        try (LogIndex index = Indexer.build(client, null)) {
            FieldSeries result = new FieldSeriesExtractor(LogTypeRegistry.loadDefault()).extract(index, null);
            assertThat(result.get("tmaj.chs", 1).orElseThrow().size()).isEqualTo(expected);
            assertThat(result.get("tmst.cpu", 1)).isPresent();
            assertThat(result.issueCount()).isZero();
        }
    }

    @Test
    void aFieldFilterKeepsOnlyTheWantedSeriesAndStillNamesEveryField() throws Exception {
        Path server = TestData.realNetgameLog("server");
        List<String> lines = Files.readAllLines(server);
        List<Double> valuesP2 = new java.util.ArrayList<>();
        for (String l : lines) {
            Matcher m = RX_STAK.matcher(l);
            if (m.matches() && m.group(2).equals("2")) {
                valuesP2.add(Double.parseDouble(m.group(3)));
            }
        }
        long timers = lines.stream().filter(l -> l.startsWith("[44]")).count();
        assertThat(timers).as("the server log has tmst lines to leave out").isPositive();
        try (LogIndex index = Indexer.build(server, null)) {
            FieldSeries result = new FieldSeriesExtractor(LogTypeRegistry.loadDefault())
                    .extract(List.of(index), java.util.Set.of("stak.dsync")::contains, null);
            assertThat(result.series()).extracting(NumericSeries::field).containsOnly("stak.dsync");
            assertThat(result.get("stak.dsync", 2).orElseThrow().values())
                    .containsExactly(valuesP2.stream().mapToDouble(Double::doubleValue).toArray());
            assertThat(result.get("stak.chase", 2)).isEmpty();
            assertThat(result.get("tmst.cpu", 0)).isEmpty();
            assertThat(result.fields()).contains("stak.dsync", "stak.chase", "tmst.cpu", "rwnd.frames")
                    .isSorted().doesNotHaveDuplicates();
            assertThat(result.issueCount()).isZero();
        }
    }
}

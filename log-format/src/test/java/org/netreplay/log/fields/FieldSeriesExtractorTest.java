package org.netreplay.log.fields;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.log.testdata.SharedData;

class FieldSeriesExtractorTest {
    private static final Pattern RX_STAK = Pattern.compile(
            "^\\[33\\]\\[\\d+\\]\\[(-?\\d+)\\]rx stak p:(\\d+) .* dsync:\\[\\s*(\\S+)\\] chase:\\[\\s*(\\S+)\\]$");

    @Test
    void stakSeriesOfTheRealServerLogMatchAPlainScan() throws Exception {
        Path server = SharedData.serverLog();
        List<String> lines = Files.readAllLines(server);
        int expectedP2 = 0;
        double lastP2 = Double.NaN;
        int lastFrameP2 = 0;
        for (String l : lines) {
            Matcher m = RX_STAK.matcher(l);
            if (m.matches() && m.group(2).equals("2")) {
                expectedP2++;
                lastP2 = Double.parseDouble(m.group(3));
                lastFrameP2 = Integer.parseInt(m.group(1));
            }
        }
        try (LogIndex index = LogIndex.build(server, null)) {
            FieldSeries result = new FieldSeriesExtractor(LogTypeRegistry.loadDefault()).extract(index, null);
            NumericSeries dsync = result.get("stak.dsync", 2).orElseThrow();
            assertThat(dsync.size()).isEqualTo(expectedP2);
            assertThat(dsync.values()[dsync.size() - 1]).isEqualTo(lastP2);
            assertThat(dsync.frames()[dsync.size() - 1]).isEqualTo(lastFrameP2);
            assertThat(result.get("stak.dsync", 0)).isEmpty();
            assertThat(result.issueCount()).isZero();
            long rewinds = lines.stream().filter(l -> l.contains("stdf rewind to:")).count();
            assertThat(result.get("rwnd.frames", 0).orElseThrow().size()).isEqualTo(rewinds);
        }
    }

    @Test
    void timerAdjustOfTheRealClientLogHasOnePointPerLine() throws Exception {
        Path client = SharedData.clientLog();
        long expected = Files.readAllLines(client).stream().filter(l -> l.startsWith("[37][1]")).count();
        try (LogIndex index = LogIndex.build(client, null)) {
            FieldSeries result = new FieldSeriesExtractor(LogTypeRegistry.loadDefault()).extract(index, null);
            assertThat(result.get("tmaj.chs", 1).orElseThrow().size()).isEqualTo(expected);
            assertThat(result.get("tmst.cpu", 1)).isPresent();
            assertThat(result.issueCount()).isZero();
        }
    }
}

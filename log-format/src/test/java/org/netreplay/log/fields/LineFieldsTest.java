package org.netreplay.log.fields;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.netreplay.log.LogTypeRegistry;

/** Every extractor on lines copied from the real pm-netgame-level3 logs (or, where noted, built from docs/formats.md §2 formats). */
class LineFieldsTest {
    private static final java.util.regex.Pattern PREFIX =
            java.util.regex.Pattern.compile("^\\[\\s*(\\d+)\\]\\[(-?\\d+)\\]\\[(-?\\d+)\\](.*)$");
    private final LineFields fields = new LineFields(LogTypeRegistry.loadDefault());

    /** Runs one prefixed line through the extractor. */
    private List<NumericSeries> run(String prefixedLine) {
        java.util.regex.Matcher m = PREFIX.matcher(prefixedLine);
        assertThat(m.matches()).isTrue();
        SeriesCollector out = new SeriesCollector();
        boolean understood = fields.extract(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3)), m.group(4), out);
        assertThat(understood).as("understood: %s", prefixedLine).isTrue();
        return out.build();
    }

    private static void assertPoint(List<NumericSeries> series, String field, int player, int frame, double value) {
        assertThat(series).anySatisfy(s -> {
            assertThat(s.field()).isEqualTo(field);
            assertThat(s.player()).isEqualTo(player);
            assertThat(s.frames()).containsExactly(frame);
            assertThat(s.values()).containsExactly(value);
        });
    }

    @Test
    void timerAdjust() {
        List<NumericSeries> s = run("[37][1][242]timer adjust dsc[  2.2] dsa[  2.2] off[-5.0] chs[40.577]");
        assertThat(s).hasSize(4);
        assertPoint(s, "tmaj.dsc", 1, 242, 2.2);
        assertPoint(s, "tmaj.dsa", 1, 242, 2.2);
        assertPoint(s, "tmaj.off", 1, 242, -5.0);
        assertPoint(s, "tmaj.chs", 1, 242, 40.577);
    }

    @Test
    void clientPing() {
        List<NumericSeries> s = run("[36][1][421]client ping[ 30.3] avg[ 11.0]");
        assertPoint(s, "cpng.ping", 1, 421, 30.3);
        assertPoint(s, "cpng.avg", 1, 421, 11.0);
    }

    @Test
    void stakRxUsesThePlayerNamedInTheText() {
        List<NumericSeries> s = run("[33][0][242]rx stak p:1 ack:[242] cur:[242] slsn:[0] dsync:[ 2.2] chase:[40.6]");
        assertPoint(s, "stak.dsync", 1, 242, 2.2);
        assertPoint(s, "stak.chase", 1, 242, 40.6);
        assertThat(run("[33][1][240]tx stak p:1 ack:[240] cur:[240]")).isEmpty();
    }

    @Test
    void cdatRxEnteredAndLate() {
        List<NumericSeries> s = run("[35][0][722]rx cdat p:2 fn:[724] sync:[0] slsn:[0] gmep:[173] - entered");
        assertPoint(s, "cdat.sync", 2, 722, 0);
        assertPoint(s, "cdat.entered", 2, 722, 1);
        // no late cdat occurs in the real logs: this line is built from the docs/formats.md §2.10 format
        List<NumericSeries> late = run("[35][0][900]rx cdat p:1 fn:[880] sync:[-12] slsn:[0] late - dropped");
        assertPoint(late, "cdat.late", 1, 900, 1);
        assertPoint(late, "cdat.sync", 1, 900, -12);
        assertThat(run("[35][1][669]tx cdat - move:38")).isEmpty();
    }

    @Test
    void stdfTxSizeAndPackets() {
        List<NumericSeries> s = run("[27][0][238]tx stdf p:1 [s:0 d:239] cmp:1683 ratio:1.48 [2 packets needed]");
        assertPoint(s, "stdf.cmp", 1, 238, 1683);
        assertPoint(s, "stdf.packets", 1, 238, 2);
        assertThat(run("[27][1][0]rx dif complete [0 to 239] - uncompressed")).isEmpty();
    }

    @Test
    void difApplyOutcomes() {
        assertPoint(run("[30][1][247]----- Apply dif [246 to 247] [applied] [rewound [1] frames]"),
                "difa.rewound", 1, 247, 1);
        assertPoint(run("[30][1][287]----- Apply dif [285 to 287] [applied] [jumped ahead 1 frames]"),
                "difa.jumped", 1, 287, 1);
        assertPoint(run("[30][1][242]----- Apply dif [240 to 242] [applied] [exact frame match [242]]"),
                "difa.exact", 1, 242, 1);
        assertPoint(run("[30][1][240]----- Apply dif [0 to 240] [applied] [initial state]"),
                "difa.initial", 1, 240, 1);
        assertPoint(run("[30][1][241]----- Apply dif [0 to 240] [not applied] [not newer than last dif applied]"),
                "difa.notApplied", 1, 241, 1);
    }

    @Test
    void serverRewindIsMinusTheBracket() {
        assertPoint(run("[25][0][858]stdf rewind to:857 [-1]"), "rwnd.frames", 0, 858, 1);
        assertThat(run("[25][0][2]stdf rewind [none]")).isEmpty();
    }

    @Test
    void bandwidth() {
        List<NumericSeries> s = run("[23][1][2960]bandwidth txb:[28881] rxb:[16929] txp:[262] rxp:[44]");
        assertPoint(s, "band.txb", 1, 2960, 28881);
        assertPoint(s, "band.rxb", 1, 2960, 16929);
        assertPoint(s, "band.txp", 1, 2960, 262);
        assertPoint(s, "band.rxp", 1, 2960, 44);
    }

    @Test
    void everyTimerPair() {
        List<NumericSeries> s = run("[44][0][1]tmst m-esht:[0.0011] m-psht:[0.0004] m-lift:[0.0015] m-plyr:[0.0073] "
                + "m-enem:[0.0156] m-item:[0.0023] m-totl:[0.0282]");
        assertThat(s).hasSize(7);
        assertPoint(s, "tmst.m-totl", 0, 1, 0.0282);
        List<NumericSeries> adj = run("[44][1][242]tmst dsc:[ 2.21] dsa:[ 2.21] sp:[-5.00] er:[ -7.21] ta:[ -0.58]");
        assertPoint(adj, "tmst.er", 1, 242, -7.21);
        assertPoint(run("[44][0][1]tmst m-cann:[0.0081] m-arch:[0.0050] "), "tmst.m-arch", 0, 1, 0.005);
    }

    @Test
    void endingStatsNumericBoxLines() {
        assertPoint(run("[22][2][2755]|        cdat packets late.........[0]                                     |"),
                "ending.cdat packets late", 2, 2755, 0);
        assertPoint(run("[22][0][3203]|        total time (seconds)......[80]                                    |"),
                "ending.total time (seconds)", 0, 3203, 80);
        assertThat(run("[22][2][2755]|        reason for quit...........[client ended game]                     |"))
                .isEmpty();
        assertThat(run("[22][2][2755]+--------------------------------------------------------------------------+"))
                .isEmpty();
    }

    @Test
    void nanAndInfAreValues() {
        List<NumericSeries> s = run("[37][1][5]timer adjust dsc[  nan] dsa[  inf] off[-5.0] chs[-inf]");
        assertThat(s).anySatisfy(x -> {
            assertThat(x.field()).isEqualTo("tmaj.dsc");
            assertThat(Double.isNaN(x.values()[0])).isTrue();
        });
        assertPoint(s, "tmaj.dsa", 1, 5, Double.POSITIVE_INFINITY);
    }

    @Test
    void aGarbledLineOfAKnownTypeIsReportedNotUnderstood() {
        SeriesCollector out = new SeriesCollector();
        assertThat(fields.extract(33, 0, 5, "rx stak p:1 ack:[garbled", out)).isFalse();
        assertThat(out.build()).isEmpty();
    }
}

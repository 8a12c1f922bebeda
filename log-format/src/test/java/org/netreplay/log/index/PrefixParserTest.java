package org.netreplay.log.index;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PrefixParserTest {

    private static long parse(String line) {
        byte[] b = line.getBytes(StandardCharsets.UTF_8);
        return PrefixParser.parse(b, 0, b.length);
    }

    @Test
    void parsesARealTimerLine() {
        long p = parse("[44][0][1]tmst prox_rx_buffer:[0.0040]");
        assertThat(PrefixParser.type(p)).isEqualTo(44);
        assertThat(PrefixParser.player(p)).isZero();
        assertThat(PrefixParser.frame(p)).isEqualTo(1);
        assertThat(PrefixParser.prefixLength(p)).isEqualTo("[44][0][1]".length());
    }

    @Test
    void parsesTheSpacePaddedErrorType() {
        long p = parse("[ 9][0][1234]|--------Error: failed to open server channel----|");
        assertThat(PrefixParser.type(p)).isEqualTo(9);
        assertThat(PrefixParser.frame(p)).isEqualTo(1234);
        assertThat(PrefixParser.prefixLength(p)).isEqualTo(13);
    }

    @Test
    void parsesAClientLineWithLargeFrame() {
        long p = parse("[37][1][242]timer adjust dsc[  2.2] dsa[  2.2] off[-5.0] chs[40.577]");
        assertThat(PrefixParser.type(p)).isEqualTo(37);
        assertThat(PrefixParser.player(p)).isEqualTo(1);
        assertThat(PrefixParser.frame(p)).isEqualTo(242);
    }

    @Test
    void acceptsNegativeFramesAndExtremeInts() {
        assertThat(PrefixParser.frame(parse("[10][0][-5]x"))).isEqualTo(-5);
        assertThat(PrefixParser.frame(parse("[10][0][2147483647]"))).isEqualTo(Integer.MAX_VALUE);
        assertThat(PrefixParser.frame(parse("[10][0][-2147483648]"))).isEqualTo(Integer.MIN_VALUE);
    }

    @Test
    void emptyBodyIsStillTagged() {
        assertThat(parse("[10][7][0]")).isNotEqualTo(PrefixParser.UNTAGGED);
        assertThat(PrefixParser.player(parse("[10][7][0]"))).isEqualTo(7);
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "", "|        cdat packets late.........[3]       |", "[", "[10]", "[10][0]", "[10][0][", "[10][0][1",
        "[][0][1]x", "[100][0][1]x", "[10][8][1]x", "[10][-1][1]x", "[10][0][2147483648]x", "[10] [0][1]x",
        "[-1][0][1]x", "[10][0][1x]", " [10][0][1]x", "[10][+1][1]", "[1 0][0][1]", "[10][0][--1]"
    })
    void rejectsWhatIsNotAValidPrefix(String line) {
        assertThat(parse(line)).isEqualTo(PrefixParser.UNTAGGED);
    }

    @Test
    void doesNotLookPastTheLimit() {
        byte[] b = "[10][0][5]".getBytes(StandardCharsets.US_ASCII);
        assertThat(PrefixParser.parse(b, 0, b.length - 1)).isEqualTo(PrefixParser.UNTAGGED);
    }

    @Test
    void doesNotCrossALineFeed() {
        assertThat(parse("[10][0][5\n]x")).isEqualTo(PrefixParser.UNTAGGED);
    }

    @Test
    void aPrefixLongerThanTheLookLimitIsUntagged() {
        String pad = " ".repeat(PrefixParser.MAX_PREFIX_BYTES);
        assertThat(parse("[" + pad + "9][0][1]x")).isEqualTo(PrefixParser.UNTAGGED);
        assertThat(PrefixParser.type(parse("[   9][0][1]x"))).isEqualTo(9);
    }

    @Test
    void theFrameHintNeverChangesTheResult() {
        String text = "[10][0][12]a\n[10][0][12]b\n[10][0][123]c\n[10][0][1]d\n[10][0][12x]e\n[10][0][-12]f\n"
                + "[10][0][-12]g\n[10][0][-1]h\n[10][0][1234567]i\n[10][0][1234567]j\n[10][0][12345678]k\n"
                + "[10][0][12345678]l\n[10][0][12]";
        byte[] b = text.getBytes(StandardCharsets.US_ASCII);
        byte[] padded = java.util.Arrays.copyOf(b, b.length + 8);
        PrefixParser.FrameHint hint = new PrefixParser.FrameHint();
        int lines = 0;
        for (int pos = 0; pos < b.length; ) {
            int lineEnd = text.indexOf('\n', pos);
            int end = lineEnd < 0 ? b.length : lineEnd + 1;
            long plain = PrefixParser.parse(b, pos, end);
            long hinted = PrefixParser.parse(padded, pos, b.length, hint);
            assertThat(hinted).as("line at %d", pos).isEqualTo(plain);
            pos = end;
            lines++;
        }
        assertThat(lines).isEqualTo(13);
        assertThat(PrefixParser.frame(PrefixParser.parse(b, 0, b.length, hint))).isEqualTo(12);
    }
}

package org.netreplay.pm.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.netreplay.pm.golden.GoldenData;

/** {@link CFormat#g9} against the real game's own printf output in the golden dumps. */
class CFormatTest {
    @Test
    void printsEveryGoldenPositionAsTheGamesPrintfDid() {
        GoldenData g = GoldenData.find();
        int checked = 0;
        for (String demo : List.of("lev003", "lev037", "TAS/lev041-8P-35")) {
            for (GoldenData.PlayerRow r : g.playerRows(demo)) {
                float x = Float.intBitsToFloat(Integer.parseUnsignedInt(r.get("xbits"), 16));
                float y = Float.intBitsToFloat(Integer.parseUnsignedInt(r.get("ybits"), 16));
                assertThat(CFormat.g9(x)).as("%s frame %d x", demo, r.frame()).isEqualTo(r.get("x"));
                assertThat(CFormat.g9(y)).as("%s frame %d y", demo, r.frame()).isEqualTo(r.get("y"));
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(10_000);
    }

    @Test
    void smallLargeAndNegativeValuesFollowPercentG() {
        assertThat(CFormat.g9(0.600000024f)).isEqualTo("0.600000024");
        assertThat(CFormat.g9(-0.0f)).isEqualTo("-0");
        assertThat(CFormat.g9(1e-5f)).isEqualTo("9.99999975e-06");
        assertThat(CFormat.g9(1e10f)).isEqualTo("1e+10");
        assertThat(CFormat.g9(-1150f)).isEqualTo("-1150");
    }
}

package org.netreplay.viewer.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.netreplay.log.fields.NumericSeries;
import org.netreplay.viewer.common.PeerColours;

/** The charts get a frame axis, hover values and the lanes' colours. */
class ChartScalesTest {
    @Test
    void frameTicksAreRoundFramesFarEnoughApart() {
        List<Integer> ticks = ChartScales.frameTicks(0, 3203, 1000, 70);
        assertThat(ticks).containsExactly(0, 500, 1000, 1500, 2000, 2500, 3000);
        assertThat(ChartScales.frameTicks(120, 180, 600, 70)).containsExactly(120, 130, 140, 150, 160, 170, 180);
        assertThat(ChartScales.frameTicks(5, 5, 600, 70)).isEmpty();
    }

    @Test
    void theValueAtAFrameIsTheLastPointAtOrBeforeIt() {
        NumericSeries s = new NumericSeries("stak.dsync", 1, new int[] {10, 20, 20, 40}, new double[] {1, 2, 3, 4});
        assertThat(ChartScales.valueAt(s, 9)).isNaN();
        assertThat(ChartScales.valueAt(s, 10)).isEqualTo(1);
        assertThat(ChartScales.valueAt(s, 25)).isEqualTo(3);
        assertThat(ChartScales.valueAt(s, 1000)).isEqualTo(4);
    }

    @Test
    void chartColoursAreTheLogLanesColours() throws IOException {
        String css;
        try (InputStream in = ChartScalesTest.class.getResourceAsStream("/org/netreplay/viewer/viewer.css")) {
            css = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        for (int p = 0; p < 8; p++) {
            assertThat(css).as("lane-" + p).contains(".lane-" + p + " { -fx-text-fill: " + PeerColours.HEX[p] + "; }");
        }
    }
}

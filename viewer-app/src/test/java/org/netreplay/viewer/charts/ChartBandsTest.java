package org.netreplay.viewer.charts;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The charts' band layout: a shared height, never below the readable minimum, scrolled when they do not fit. */
class ChartBandsTest {
    @Test
    void fewChartsShareTheHeight() {
        ChartBands bands = ChartBands.of(2, 400);
        assertThat(bands.band()).isEqualTo(200);
        assertThat(bands.plotHeight()).isEqualTo(192);
        assertThat(bands.scrolls()).isFalse();
        assertThat(bands.maxOffset()).isZero();
        assertThat(bands.top(1, 0)).isEqualTo(200);
    }

    @Test
    void sevenChartsInTheRealSessionsSixtyPixelsKeepTheirMinimumAndScroll() {
        // the charts' area was about 60 px high on the real session: 7 slivers of 8 px before
        ChartBands bands = ChartBands.of(7, 60);
        assertThat(bands.plotHeight()).isEqualTo(90);
        assertThat(bands.band()).isEqualTo(98);
        assertThat(bands.content()).isEqualTo(686);
        assertThat(bands.scrolls()).isTrue();
        assertThat(bands.maxOffset()).isEqualTo(626);
        assertThat(bands.clamp(1000)).isEqualTo(626);
        assertThat(bands.clamp(-5)).isZero();
    }

    @Test
    void theVisibleBandsAndTheBandUnderThePointerFollowTheScroll() {
        ChartBands bands = ChartBands.of(7, 250); // 98 px each: 0..98, 98..196, 196..294, ...
        assertThat(bands.firstVisible(0)).isZero();
        assertThat(bands.endVisible(0)).isEqualTo(3);
        assertThat(bands.firstVisible(100)).isEqualTo(1); // rows 100..350: bands 1, 2 and 3 (294..392)
        assertThat(bands.endVisible(100)).isEqualTo(4);
        assertThat(bands.endVisible(bands.maxOffset())).isEqualTo(7);
        assertThat(bands.bandAt(10, 100)).isEqualTo(1);
        assertThat(bands.bandAt(249, bands.maxOffset())).isEqualTo(6);
        assertThat(bands.bandAt(250, 0)).as("below the viewport").isEqualTo(-1);
        assertThat(bands.top(3, 100)).isEqualTo(194);
    }

    @Test
    void noChartsTakeNoHeight() {
        ChartBands bands = ChartBands.of(0, 300);
        assertThat(bands.content()).isZero();
        assertThat(bands.scrolls()).isFalse();
        assertThat(bands.endVisible(0)).isZero();
        assertThat(bands.bandAt(10, 0)).isEqualTo(-1);
    }
}

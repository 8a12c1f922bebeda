package org.netreplay.viewer.replay;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/**
 * How many columns the replay page's canvases take. The expected counts are worked out by hand: with c columns and
 * r rows a cell is (w − 4(c − 1)) / c wide and (h − 4(r − 1)) / r high, of which 36 px are the title strip, and its
 * level is drawn min(cell width, level height × aspect) wide; the widest wins.
 */
class CanvasGridTest {
    @Test
    void twoPeersOnAWidePageStandInARow() {
        // 1 column: 800 × 198 → min(800, 162) = 162; 2 columns: 398 × 400 → min(398, 364) = 364
        assertThat(CanvasGrid.columns(2, 800, 400, 1)).isEqualTo(2);
    }

    @Test
    void twoPeersOnANarrowTallPageStandOneAboveTheOther() {
        // 1 column: 240 × 298 → min(240, 262) = 240; 2 columns: 118 × 600 → min(118, 564) = 118
        assertThat(CanvasGrid.columns(2, 240, 600, 1)).isEqualTo(1);
    }

    @Test
    void fourPeersOnASquarePageMakeATwoByTwoGrid() {
        // 1 column: min(500, 86) = 86; 2: min(248, 212) = 212; 3: min(164, 212) = 164; 4: min(122, 464) = 122
        assertThat(CanvasGrid.columns(4, 500, 500, 1)).isEqualTo(2);
    }

    @Test
    void fourPeersOnAWideLowPageStandInARow() {
        // 1 column: 36; 2: min(598, 112) = 112; 3: min(397, 112) = 112; 4: min(297, 264) = 264
        assertThat(CanvasGrid.columns(4, 1200, 300, 1)).isEqualTo(4);
    }

    @Test
    void theLevelsShapeDecides() {
        // 2 peers in 240 × 400. Square: 1 column min(240, 162) = 162; 2 columns min(118, 364) = 118
        assertThat(CanvasGrid.columns(2, 240, 400, 1)).isEqualTo(1);
        // a tall level (0.6): 1 column min(240, 97.2) = 97.2; 2 columns min(118, 218.4) = 118
        assertThat(CanvasGrid.columns(2, 240, 400, 0.6)).isEqualTo(2);
        // a wide level (2): 1 column min(240, 324) = 240; 2 columns min(118, 728) = 118
        assertThat(CanvasGrid.columns(2, 240, 400, 2)).isEqualTo(1);
    }
}

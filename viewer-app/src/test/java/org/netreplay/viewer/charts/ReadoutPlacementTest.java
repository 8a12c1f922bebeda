package org.netreplay.viewer.charts;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The hover readout beside the hover line: right of it, left of it near the right edge, above near the bottom. */
class ReadoutPlacementTest {
    private static final double LEFT = 92;
    private static final double WIDTH = 800;
    private static final double HEIGHT = 300;

    @Test
    void rightOfTheLineAndUnderThePointer() {
        double[] at = ReadoutPlacement.place(300, 50, 150, 80, LEFT, WIDTH, HEIGHT);
        assertThat(at).containsExactly(312, 62);
    }

    @Test
    void nearTheRightEdgeItFlipsLeftOfTheLine() {
        double[] at = ReadoutPlacement.place(700, 50, 150, 80, LEFT, WIDTH, HEIGHT);
        assertThat(at[0] + 150).isEqualTo(688); // its right edge 12 px left of the line
        assertThat(at[0] + 150).isLessThan(700);
    }

    @Test
    void nearTheBottomItFlipsAboveThePointer() {
        double[] at = ReadoutPlacement.place(300, 260, 150, 80, LEFT, WIDTH, HEIGHT);
        assertThat(at[1]).isEqualTo(168); // bottom 12 px above the pointer
    }

    @Test
    void aBoxTallerThanTheRoomAboveAndBelowStaysInsideTheArea() {
        double[] at = ReadoutPlacement.place(300, 150, 150, 200, LEFT, WIDTH, HEIGHT);
        assertThat(at[1]).isBetween(0.0, HEIGHT - 200);
    }

    @Test
    void theBoxNeverCoversTheLineWhenEitherSideHasRoom() {
        for (double line = LEFT; line <= WIDTH; line += 7) {
            double[] at = ReadoutPlacement.place(line, 100, 160, 60, LEFT, WIDTH, HEIGHT);
            boolean covers = at[0] <= line && line <= at[0] + 160;
            assertThat(covers).as("line at %s, box at %s", line, at[0]).isFalse();
            assertThat(at[0]).isBetween(0.0, WIDTH - 160);
        }
    }
}

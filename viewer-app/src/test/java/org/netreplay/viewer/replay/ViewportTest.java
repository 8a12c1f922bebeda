package org.netreplay.viewer.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.Test;

/** Zoom keeps the point under the pointer, a drag moves the world with the pointer, fit centres the bounds. */
class ViewportTest {
    @Test
    void fitShowsTheWholeBoxCentred() {
        Viewport v = new Viewport();
        v.fit(new double[] {100, 200, 400, 200}, 800, 800);
        assertThat(v.scale()).isEqualTo(2.0);
        assertThat(v.worldX(0)).isEqualTo(100.0);
        assertThat(v.worldY(400)).isEqualTo(300.0); // the box's centre is the canvas's centre
    }

    @Test
    void zoomKeepsThePointUnderThePointerAndADragMovesTheWorldWithIt() {
        Viewport v = new Viewport();
        v.fit(new double[] {0, 0, 2000, 2000}, 1000, 1000);
        double wx = v.worldX(300);
        double wy = v.worldY(700);
        v.zoomAt(3, 300, 700);
        assertThat(v.worldX(300)).isCloseTo(wx, within(1e-9));
        assertThat(v.worldY(700)).isCloseTo(wy, within(1e-9));
        assertThat(v.scale()).isCloseTo(1.5, within(1e-12));
        double before = v.worldX(100);
        v.panBy(30, 0);
        assertThat(v.worldX(130)).isCloseTo(before, within(1e-9));
    }

    @Test
    void aResizeRefitsUntilTheUserZoomsAndCentreOnPutsThePointInTheMiddle() {
        Viewport v = new Viewport();
        v.fit(new double[] {0, 0, 100, 100}, 100, 100);
        v.resized();
        assertThat(v.fitted()).isFalse();
        v.fit(new double[] {0, 0, 100, 100}, 100, 100);
        v.zoomAt(2, 0, 0);
        v.resized();
        assertThat(v.fitted()).isTrue();
        v.centreOn(40, 60, 100, 100);
        assertThat(v.worldX(50)).isCloseTo(40, within(1e-9));
        assertThat(v.worldY(50)).isCloseTo(60, within(1e-9));
    }
}

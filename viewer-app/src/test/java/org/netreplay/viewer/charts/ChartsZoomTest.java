package org.netreplay.viewer.charts;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.viewer.task.DirectTaskRunner;

/** Zoom and pan of the charts' x axis: the pointer's frame keeps its place, the axis never leaves the limits. */
class ChartsZoomTest {
    private ChartsViewModel model;

    @BeforeEach
    void limits() {
        model = new ChartsViewModel(new DirectTaskRunner(), LogTypeRegistry.loadDefault());
        model.setFrameLimits(1000, 5000);
    }

    private int from() {
        return model.fromFrameProperty().get();
    }

    private int to() {
        return model.toFrameProperty().get();
    }

    @Test
    void zoomingInKeepsThePointersFrameAtItsPlace() {
        model.zoomAround(2000, 0.5); // 2000 is a quarter into 1000..5000: stays a quarter into a 2000-frame axis
        assertThat(from()).isEqualTo(1500);
        assertThat(to()).isEqualTo(3500);
        assertThat(model.zoomed()).isTrue();
    }

    @Test
    void zoomingOutStopsAtTheLimitsAndNearTheEdgeStaysInside() {
        model.zoomAround(4900, 0.1); // 400 frames around 4900 at 97.5 %: 4510..4910
        assertThat(to() - from()).isEqualTo(400);
        assertThat(from()).isEqualTo(4510);
        model.zoomAround(4900, 100);
        assertThat(from()).isEqualTo(1000);
        assertThat(to()).isEqualTo(5000);
        assertThat(model.zoomed()).isFalse();
    }

    @Test
    void neverFewerThanTheMinimumFrames() {
        for (int i = 0; i < 40; i++) {
            model.zoomAround(3000, 0.5);
        }
        assertThat(to() - from()).isEqualTo(ChartsViewModel.MIN_FRAMES);
        assertThat(from()).isBetween(3000 - ChartsViewModel.MIN_FRAMES, 3000);
    }

    @Test
    void panningKeepsTheSpanAndStopsAtEitherEnd() {
        model.zoomAround(3000, 0.25); // 1000 frames: 2500..3500
        assertThat(from()).isEqualTo(2500);
        model.panBy(600);
        assertThat(from()).isEqualTo(3100);
        assertThat(to()).isEqualTo(4100);
        model.panBy(10_000);
        assertThat(to()).isEqualTo(5000);
        assertThat(from()).isEqualTo(4000);
        model.panBy(-10_000);
        assertThat(from()).isEqualTo(1000);
        assertThat(to()).isEqualTo(2000);
    }

    @Test
    void newLimitsKeepAZoomedWindowThatStillFitsAndResetShowsEverything() {
        model.zoomAround(3000, 0.25);
        model.resetZoom();
        assertThat(from()).isEqualTo(1000);
        assertThat(to()).isEqualTo(5000);
        model.zoomAround(3000, 0.25);
        int zoomedFrom = from();
        int zoomedTo = to();
        model.setFrameLimits(1000, 8000); // the session grew while it is followed
        assertThat(from()).isEqualTo(zoomedFrom);
        assertThat(to()).isEqualTo(zoomedTo);
        model.resetZoom();
        model.setFrameLimits(1000, 9000); // showing everything: the whole new range
        assertThat(from()).isEqualTo(1000);
        assertThat(to()).isEqualTo(9000);
        model.zoomAround(3000, 0.25);
        model.setFrameLimits(0, 100); // the window is outside the new range
        assertThat(from()).isZero();
        assertThat(to()).isEqualTo(100);
        model.setFrameLimits(50, 50);
        assertThat(to()).isEqualTo(51);
    }
}

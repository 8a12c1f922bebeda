package org.netreplay.viewer.charts;

import static org.assertj.core.api.Assertions.assertThat;

import javafx.scene.paint.Color;
import org.junit.jupiter.api.Test;

class ColumnRasterTest {
    private static final int RED = 0xFFFF0000;

    @Test
    void aSpanPaintsExactlyItsRowsInEitherOrderAndIsClipped() {
        ColumnRaster raster = new ColumnRaster();
        raster.reset(4, 6);
        raster.span(1, 4, 2, RED);      // rows 2..4, given bottom first
        raster.span(3, -5, 1, RED);     // clipped at the top: rows 0..1
        raster.span(9, 0, 5, RED);      // outside: nothing
        for (int y = 0; y < 6; y++) {
            for (int x = 0; x < 4; x++) {
                boolean painted = (x == 1 && y >= 2 && y <= 4) || (x == 3 && y <= 1);
                assertThat(raster.pixel(x, y)).as("(%d, %d)", x, y).isEqualTo(painted ? RED : 0);
            }
        }
    }

    @Test
    void resetClearsWhatTheLastRepaintLeft() {
        ColumnRaster raster = new ColumnRaster();
        raster.reset(3, 3);
        raster.span(0, 0, 2, RED);
        raster.reset(3, 3);
        assertThat(raster.pixel(0, 1)).isZero();
    }

    @Test
    void coloursBecomeOpaqueArgb() {
        assertThat(ColumnRaster.argb(Color.web("#5fd3a0"))).isEqualTo(0xFF5FD3A0);
    }
}

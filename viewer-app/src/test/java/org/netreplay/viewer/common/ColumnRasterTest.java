package org.netreplay.viewer.common;

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
    void aLineLeavesNoGapBetweenItsColumnsAtAnySlope() {
        ColumnRaster raster = new ColumnRaster();
        raster.reset(12, 12);
        raster.line(0, 10, 10, 0, RED); // falls 10 rows over 10 columns
        raster.line(0, 11, 10, 11, RED); // flat
        for (int x = 1; x <= 10; x++) {
            // the expected row of the line at x by the line's equation; the column holds it
            int expected = 10 - x;
            assertThat(raster.pixel(x, expected)).as("column %d row %d", x, expected).isEqualTo(RED);
            assertThat(raster.pixel(x, 11)).isEqualTo(RED);
            // connected: each column's painted rows touch the previous column's
            int topHere = firstPainted(raster, x);
            assertThat(topHere).isLessThanOrEqualTo(lastPainted(raster, x - 1, 10) + 1);
        }
        assertThat(raster.pixel(0, 10)).as("the start column is the caller's (its bar)").isZero();
        assertThat(raster.pixel(11, 0)).isZero();
    }

    private static int firstPainted(ColumnRaster raster, int x) {
        for (int y = 0; y < raster.height(); y++) {
            if (raster.pixel(x, y) != 0) {
                return y;
            }
        }
        return Integer.MAX_VALUE;
    }

    private static int lastPainted(ColumnRaster raster, int x, int below) {
        int last = x == 0 ? 10 : -1; // column 0 holds the line's start (10)
        for (int y = 0; y < below; y++) {
            if (raster.pixel(x, y) != 0) {
                last = y;
            }
        }
        return last;
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

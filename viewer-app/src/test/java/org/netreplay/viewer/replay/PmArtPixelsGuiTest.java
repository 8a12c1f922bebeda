package org.netreplay.viewer.replay;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.image.PixelReader;
import javafx.scene.image.WritableImage;
import javafx.scene.paint.Color;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The game's tile on a canvas, pixel by pixel: block tile 33 drawn at 2 screen px per world px shows the colours
 * ImageMagick reads at its picture in {@code tiles.png} ({@code convert tiles.png -crop 20x20+23+23 txt:-}), each
 * source pixel as a sharp 2 × 2 square (no smoothing into the neighbours), its black see-through; mirrored, the first
 * column of the picture lands in the last.
 */
@ExtendWith(ApplicationExtension.class)
class PmArtPixelsGuiTest {
    private static final Color UNDER = Color.rgb(255, 0, 255);

    @Start
    void start(Stage stage) {
        // no window: the canvas is drawn and read off-screen
    }

    private static PixelReader draw(ArtCell cell) throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            Canvas canvas = new Canvas(40, 40);
            GraphicsContext g = canvas.getGraphicsContext2D();
            g.setFill(UNDER);
            g.fillRect(0, 0, 40, 40);
            new FxPainter(g, 2.0, 0, 0).image(cell, 0, 0, 20, 20);
            WritableImage shot = canvas.snapshot(null, null);
            return shot.getPixelReader();
        }).get(30, TimeUnit.SECONDS);
    }

    @Test
    void aTileShowsItsOwnPixelsSharpAndItsBlackSeeThrough() throws Exception {
        PmArt art = PmArt.bundled().prepared();
        PixelReader shown = draw(art.tile(33));
        assertThat(shown.getColor(0, 0)).isEqualTo(Color.web("#00A844"));
        assertThat(shown.getColor(1, 1)).isEqualTo(Color.web("#00A844"));
        assertThat(shown.getColor(2, 0)).isEqualTo(Color.web("#58D854"));
        assertThat(shown.getColor(12, 1)).isEqualTo(Color.web("#007800"));
        assertThat(shown.getColor(14, 0)).isEqualTo(Color.web("#005800"));
        assertThat(shown.getColor(18, 0)).as("source pixel 9,0 is black: the canvas shows through").isEqualTo(UNDER);
        assertThat(shown.getColor(39, 0)).as("source pixel 19,0").isEqualTo(Color.web("#005800"));
    }

    @Test
    void aMirroredTileStartsFromItsLastColumn() throws Exception {
        PmArt art = PmArt.bundled().prepared();
        ArtCell plain = art.tile(33);
        ArtCell mirrored = new ArtCell(plain.sheet(), plain.sheetX(), plain.sheetY(), plain.side(), true, false, 0);
        PixelReader shown = draw(mirrored);
        assertThat(shown.getColor(39, 0)).isEqualTo(Color.web("#00A844"));
        assertThat(shown.getColor(37, 0)).isEqualTo(Color.web("#58D854"));
        assertThat(shown.getColor(0, 0)).as("source pixel 19,0").isEqualTo(Color.web("#005800"));
    }
}

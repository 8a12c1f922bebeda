package org.netreplay.viewer.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The game's bitmaps as the viewer reads them, checked against what other readers see in the same files: pixels as
 * ImageMagick reads them ({@code convert tiles.png -crop 20x20+23+23 txt:-}), animation sequences as Python's
 * {@code struct.unpack('<5120i', ...)} reads {@code sprit001.pm}, and the cell pitch of the game's loader
 * ({@code @upstream src/mwBitmap.cpp#load_tiles}: cell (x, y) at x·22+1, y·22+1).
 */
class PmArtTest {
    private static final int OPAQUE_BLACK = 0xFF000000;

    @Test
    void theViewersCopyHasTheGamesThreeSheetsAtTheirSizes() throws IOException {
        PmArt art = PmArt.bundled();
        assertThat(art.tilesSheet().width()).isEqualTo(704);
        assertThat(art.tilesSheet().height()).isEqualTo(1408);
        assertThat(art.spritesSheet().width()).isEqualTo(704);
        assertThat(art.spritesSheet().height()).isEqualTo(704);
        assertThat(art.playersSheet().width()).isEqualTo(528);
        assertThat(art.playersSheet().height()).isEqualTo(352);
        assertThat(art.gameId()).isEqualTo("purple-martians");
    }

    @Test
    void aTilesPictureStartsOnePixelIntoItsCellAndItsBlackIsTransparent() throws IOException {
        PmArt.Sheet tiles = PmArt.bundled().tilesSheet();
        // tile 33 = column 1, row 1: its picture's first row as ImageMagick reads it
        assertThat(tiles.cellX(33)).isEqualTo(23);
        assertThat(tiles.cellY(33)).isEqualTo(23);
        assertThat(pixel(tiles, 23, 23)).isEqualTo(0xFF00A844);
        assertThat(pixel(tiles, 24, 23)).isEqualTo(0xFF58D854);
        assertThat(pixel(tiles, 29, 23)).isEqualTo(0xFF007800);
        assertThat(pixel(tiles, 32, 23)).as("#000000 in the file: masked").isZero();
        assertThat(tiles.cellX(64 * 32 - 1)).isEqualTo(31 * 22 + 1);
        assertThat(tiles.cellY(64 * 32 - 1)).isEqualTo(63 * 22 + 1);
        assertThat(tiles.has(2047)).isTrue();
        assertThat(tiles.has(2048)).isFalse();
    }

    @Test
    void onlyOpaqueBlackBecomesTransparent() {
        int[] argb = {OPAQUE_BLACK, 0xFF010000, 0x80000000, 0xFFFFFFFF, 0};
        PmArt.maskBlack(argb);
        assertThat(argb).containsExactly(0, 0xFF010000, 0x80000000, 0xFFFFFFFF, 0);
    }

    @Test
    void anAnimatedShapeIsItsSequencesFirstPicture() throws IOException {
        PmArt art = PmArt.bundled();
        // zz[5][seq] as Python reads sprit001.pm; sequence 5's first picture is 448, the tile the game gives a door
        // item (@upstream src/mwItem.cpp#initialize): the same picture by two roads
        assertThat(art.shapeOf(1000)).isEqualTo(316);
        assertThat(art.shapeOf(1001)).isEqualTo(412);
        assertThat(art.shapeOf(1005)).isEqualTo(448);
        assertThat(art.shapeOf(1007)).isEqualTo(843);
        assertThat(art.shapeOf(1017)).isEqualTo(384);
        assertThat(art.shapeOf(37)).isEqualTo(37);
        assertThat(art.shapeOf(999)).isEqualTo(999);
        assertThat(art.shapeOf(1000 + 256)).as("past the 256 sequences").isEqualTo(-1);
    }

    @Test
    void aFolderWithTheFourFilesIsReadAndAMissingOneIsNamed(@TempDir Path dir) throws IOException {
        for (String name : new String[] {PmArt.TILES, PmArt.SPRITES, PmArt.PLAYERS, PmArt.SEQUENCES}) {
            try (InputStream in = PmArt.class.getResourceAsStream("/org/netreplay/viewer/replay/pm-art/" + name)) {
                Files.copy(in, dir.resolve(name));
            }
        }
        assertThat(PmArt.load(dir).origin()).isEqualTo(dir.toString());
        Files.delete(dir.resolve(PmArt.SPRITES));
        assertThatThrownBy(() -> PmArt.load(dir)).isInstanceOf(IOException.class)
                .hasMessageContaining(dir.resolve(PmArt.SPRITES).toString());
    }

    @Test
    void aSheetTooSmallForItsGridIsRefusedWithBothSizes(@TempDir Path dir) throws IOException {
        for (String name : new String[] {PmArt.SPRITES, PmArt.PLAYERS, PmArt.SEQUENCES}) {
            try (InputStream in = PmArt.class.getResourceAsStream("/org/netreplay/viewer/replay/pm-art/" + name)) {
                Files.copy(in, dir.resolve(name));
            }
        }
        try (InputStream in = PmArt.class.getResourceAsStream("/org/netreplay/viewer/replay/pm-art/sprites.png")) {
            Files.copy(in, dir.resolve(PmArt.TILES)); // 704×704: half the tiles' 64 rows
        }
        assertThatThrownBy(() -> PmArt.load(dir)).isInstanceOf(IOException.class)
                .hasMessageContaining("tiles.png").hasMessageContaining("704×704")
                .hasMessageContaining("704×1408");
    }

    @Test
    void aShortSequenceFileIsRefusedWithItsLength() {
        assertThatThrownBy(() -> PmArt.firstShapes("dir", new byte[100])).isInstanceOf(IOException.class)
                .hasMessageContaining("sprit001.pm").hasMessageContaining("100 bytes");
    }

    private static int pixel(PmArt.Sheet sheet, int x, int y) {
        return sheet.argb()[y * sheet.width() + x];
    }
}

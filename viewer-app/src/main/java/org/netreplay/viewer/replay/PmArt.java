package org.netreplay.viewer.replay;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import javafx.scene.image.Image;
import javafx.scene.image.PixelFormat;
import javafx.scene.image.WritableImage;

/**
 * The game's own bitmaps, read as the game reads them (the folder's README, {@code pm-art/README.md} beside this
 * class's resources): the block tiles ({@code tiles.png}, 32 × 64 cells), the sprites ({@code sprites.png}, 32 × 32),
 * the player tiles ({@code player_tiles.png}, 24 × 16), each cell 22 px with its 20 × 20 picture at +1, +1, and the
 * animation sequences of {@code sprit001.pm} ({@code int zz[20][256]}, little-endian). Black is transparent in the
 * tiles and sprites, as the game masks it. Immutable; made off the FX thread ({@link #bundled()}, {@link #load}).
 *
 * @upstream src/mwBitmap.cpp#load_tiles
 * @upstream src/mwBitmap.cpp#load_sprit
 */
public final class PmArt implements GameArt {
    /** A cell's side in the sheets, px (the picture and a 1-px border on each side). */
    static final int CELL = 22;
    /** A picture's side, px (the game's 20-px tiles and sprites). */
    static final int SIDE = 20;
    /** The sheets' file names, in the order {@link #load} reads them. */
    static final String TILES = "tiles.png";
    static final String SPRITES = "sprites.png";
    static final String PLAYERS = "player_tiles.png";
    static final String SEQUENCES = "sprit001.pm";
    private static final String BUNDLED = "/org/netreplay/viewer/replay/pm-art/";
    /** Animation sequences in {@code zz}; a shape over 999 is sequence {@code shape − 1000}. */
    static final int SEQUENCES_COUNT = 256;
    private static final int ZZ_ROWS = 20;
    private static final int FIRST_SHAPE_ROW = 5;

    /**
     * One sheet as ARGB pixels (row-major), black made transparent where the game does.
     *
     * @param columns cells per row
     * @param rows    cell rows
     */
    record Sheet(int width, int height, int[] argb, int columns, int rows) {
        /** @return the left of cell {@code index}'s picture, px (cells are numbered row by row) */
        double cellX(int index) {
            return (index % columns) * CELL + 1;
        }

        /** @return the top of cell {@code index}'s picture, px */
        double cellY(int index) {
            return (index / columns) * CELL + 1;
        }

        /** @return whether {@code index} is a cell of this sheet */
        boolean has(int index) {
            return index >= 0 && index < columns * rows;
        }
    }

    private final String origin;
    private final Sheet tiles;
    private final Sheet sprites;
    private final Sheet players;
    private final int[] firstShapes;
    private Image tilesImage;
    private Image spritesImage;
    private Image playersImage;

    PmArt(String origin, Sheet tiles, Sheet sprites, Sheet players, int[] firstShapes) {
        this.origin = origin;
        this.tiles = tiles;
        this.sprites = sprites;
        this.players = players;
        this.firstShapes = firstShapes.clone();
    }

    /**
     * Reads the bitmaps shipped with the viewer (the game's, commit 56b2285c).
     *
     * @throws IOException when a resource is missing or not a picture of the expected size
     */
    public static PmArt bundled() throws IOException {
        return read("the viewer's own copy of the game's bitmaps", name -> {
            InputStream in = PmArt.class.getResourceAsStream(BUNDLED + name);
            if (in == null) {
                throw new IOException("the viewer's resource " + BUNDLED + name + " is missing");
            }
            return in;
        });
    }

    /**
     * Reads the bitmaps from a folder holding the game's {@code tiles.png}, {@code sprites.png},
     * {@code player_tiles.png} and {@code sprit001.pm} (e.g. the game's {@code bitmaps} folder).
     *
     * @throws IOException naming the file that is missing, unreadable or of the wrong size
     */
    public static PmArt load(Path folder) throws IOException {
        return read(folder.toString(), name -> Files.newInputStream(folder.resolve(name)));
    }

    private interface Opener {
        InputStream open(String name) throws IOException;
    }

    private static PmArt read(String origin, Opener opener) throws IOException {
        Sheet tiles = sheet(origin, TILES, opener, 32, 64, true);
        Sheet sprites = sheet(origin, SPRITES, opener, 32, 32, true);
        Sheet players = sheet(origin, PLAYERS, opener, 24, 16, false);
        byte[] zz;
        try (InputStream in = opener.open(SEQUENCES)) {
            zz = in.readNBytes(4 * ZZ_ROWS * SEQUENCES_COUNT);
        } catch (IOException e) {
            throw new IOException(origin + "/" + SEQUENCES + ": " + e.getMessage(), e);
        }
        return new PmArt(origin, tiles, sprites, players, firstShapes(origin, zz));
    }

    /** @return {@code zz[5][seq]} for each sequence, from {@code sprit001.pm}'s first bytes */
    static int[] firstShapes(String origin, byte[] zz) throws IOException {
        if (zz.length < 4 * ZZ_ROWS * SEQUENCES_COUNT) {
            throw new IOException(origin + "/" + SEQUENCES + ": " + zz.length + " bytes, expected at least "
                    + 4 * ZZ_ROWS * SEQUENCES_COUNT + " (int zz[20][256])");
        }
        ByteBuffer b = ByteBuffer.wrap(zz).order(ByteOrder.LITTLE_ENDIAN);
        int[] out = new int[SEQUENCES_COUNT];
        for (int seq = 0; seq < SEQUENCES_COUNT; seq++) {
            out[seq] = b.getInt(4 * (FIRST_SHAPE_ROW * SEQUENCES_COUNT + seq));
        }
        return out;
    }

    private static Sheet sheet(String origin, String name, Opener opener, int columns, int rows, boolean maskBlack)
            throws IOException {
        BufferedImage image;
        try (InputStream in = opener.open(name)) {
            image = ImageIO.read(in);
        } catch (IOException e) {
            throw new IOException(origin + "/" + name + ": " + e.getMessage(), e);
        }
        if (image == null) {
            throw new IOException(origin + "/" + name + ": not a picture ImageIO can read");
        }
        if (image.getWidth() < columns * CELL || image.getHeight() < rows * CELL) {
            throw new IOException(origin + "/" + name + ": " + image.getWidth() + "×" + image.getHeight()
                    + " px, expected at least " + columns * CELL + "×" + rows * CELL + " (" + columns + "×" + rows
                    + " cells of " + CELL + " px)");
        }
        int w = image.getWidth();
        int h = image.getHeight();
        int[] argb = image.getRGB(0, 0, w, h, null, 0, w);
        if (maskBlack) {
            maskBlack(argb);
        }
        return new Sheet(w, h, argb, columns, rows);
    }

    /**
     * Makes opaque black transparent, as the game's mask conversion does.
     *
     * @upstream src/mwBitmap.cpp#load_tiles
     */
    static void maskBlack(int[] argb) {
        for (int i = 0; i < argb.length; i++) {
            if (argb[i] == 0xFF000000) {
                argb[i] = 0;
            }
        }
    }

    @Override
    public String gameId() {
        return PurpleMartiansRenderer.GAME_ID;
    }

    @Override
    public String origin() {
        return origin;
    }

    /** @return the shape drawn for {@code shape}: a sequence's first shape for one over 999, else itself */
    int shapeOf(int shape) {
        if (shape > 999) {
            int seq = shape - 1000;
            return seq < SEQUENCES_COUNT ? firstShapes[seq] : -1;
        }
        return shape;
    }

    /** @return block tile {@code tile} (1..2047) as a cell, or null for none or out of the sheet */
    ArtCell tile(int tile) {
        return tile > 0 && tiles.has(tile) ? cell(tilesImage(), tiles, tile, false, false, 0) : null;
    }

    /** @return sprite {@code shape} (an animation sequence over 999), or null when out of the sheet */
    ArtCell sprite(int shape, boolean flipX, boolean flipY, double rotation) {
        int s = shapeOf(shape);
        return sprites.has(s) ? cell(spritesImage(), sprites, s, flipX, flipY, rotation) : null;
    }

    /** @return the player tile of colour {@code colour} (0..15) and shape {@code shape} (0..23), or null */
    ArtCell player(int colour, int shape, boolean flipX) {
        if (colour < 0 || colour >= players.rows() || shape < 0 || shape >= players.columns()) {
            return null;
        }
        return cell(playersImage(), players, colour * players.columns() + shape, flipX, false, 0);
    }

    private static ArtCell cell(Image image, Sheet sheet, int index, boolean flipX, boolean flipY, double rotation) {
        return new ArtCell(image, sheet.cellX(index), sheet.cellY(index), SIDE, flipX, flipY, rotation);
    }

    /** The sheets as they are read, for tests. */
    Sheet tilesSheet() {
        return tiles;
    }

    Sheet spritesSheet() {
        return sprites;
    }

    Sheet playersSheet() {
        return players;
    }

    private Image tilesImage() {
        if (tilesImage == null) {
            tilesImage = image(tiles);
        }
        return tilesImage;
    }

    private Image spritesImage() {
        if (spritesImage == null) {
            spritesImage = image(sprites);
        }
        return spritesImage;
    }

    private Image playersImage() {
        if (playersImage == null) {
            playersImage = image(players);
        }
        return playersImage;
    }

    /** Makes the sheets' FX images now (call off the FX thread: about a megapixel of copying). */
    PmArt prepared() {
        tilesImage();
        spritesImage();
        playersImage();
        return this;
    }

    private static Image image(Sheet sheet) {
        WritableImage out = new WritableImage(sheet.width(), sheet.height());
        out.getPixelWriter().setPixels(0, 0, sheet.width(), sheet.height(), PixelFormat.getIntArgbInstance(),
                sheet.argb(), 0, sheet.width());
        return out;
    }
}

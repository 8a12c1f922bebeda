package org.netreplay.viewer.replay;

import javafx.scene.image.Image;

/**
 * One picture of a sheet, as a renderer asks for it to be drawn: the {@code side} × {@code side} px square at
 * ({@code sheetX}, {@code sheetY}) of {@code sheet}, drawn over its sprite's box, mirrored and turned about the box's
 * centre as the game draws it ({@code al_draw_scaled_rotated_bitmap}).
 *
 * @param sheet    the sheet (an FX image)
 * @param sheetX   the picture's left in the sheet, px
 * @param sheetY   the picture's top in the sheet, px
 * @param side     the picture's side in the sheet, px
 * @param flipX    mirrored left to right
 * @param flipY    mirrored top to bottom
 * @param rotation turned clockwise about the box's centre, radians
 */
public record ArtCell(Image sheet, double sheetX, double sheetY, double side, boolean flipX, boolean flipY,
                      double rotation) {
}

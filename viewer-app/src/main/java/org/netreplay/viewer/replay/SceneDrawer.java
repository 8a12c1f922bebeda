package org.netreplay.viewer.replay;

import java.util.List;
import javafx.scene.paint.Color;
import org.netreplay.replay.spi.StateSchema;

/**
 * Draws one side's state with a {@link GameRenderer}: the level, then every sprite (the game's picture when the
 * renderer gives one, else a box, ellipse or outline) with its label once a tile is at least 14 screen px, the
 * entities that differ from the other side's state outlined in red, the selected entity outlined in yellow. In an
 * overlay the other side's sprites are drawn on top as cyan outlines where they differ. Thread safety: FX thread
 * (or a test's).
 */
final class SceneDrawer {
    static final Color SELECTED = Color.rgb(255, 230, 0);
    static final Color DIFFERENT = Color.rgb(255, 60, 60);
    static final Color GHOST = Color.rgb(0, 230, 255);
    private static final double LABEL_MIN_SCALE = 0.7;

    private SceneDrawer() {
    }

    /**
     * @param state    the side's state
     * @param other    the other side's state at the same frame, or null
     * @param overlay  true: also draw {@code other}'s differing sprites as outlines (one canvas for both sides)
     * @param differ   the entity differ for {@code schema}
     * @param selected the selected entity, or null
     * @return the sprites drawn (for hit tests)
     */
    static List<Sprite> draw(Painter painter, GameRenderer renderer, StateSchema schema, byte[] state, byte[] other,
                             boolean overlay, EntityDiffer differ, EntityRef selected) {
        renderer.drawBackground(painter, schema, state, other);
        return drawSprites(painter, renderer, schema, state, other, overlay, differ, selected);
    }

    /** As {@link #draw} without the level (the canvas keeps the level on a layer of its own). */
    static List<Sprite> drawSprites(Painter painter, GameRenderer renderer, StateSchema schema, byte[] state,
                                    byte[] other, boolean overlay, EntityDiffer differ, EntityRef selected) {
        List<Sprite> sprites = renderer.sprites(schema, state);
        boolean labels = painter.scale() >= LABEL_MIN_SCALE;
        java.util.List<double[]> placed = new java.util.ArrayList<>();
        for (Sprite s : sprites) {
            if (s.art() != null) {
                painter.image(s.art(), s.x(), s.y(), s.w(), s.h());
                continue;
            }
            switch (s.shape()) {
                case OVAL -> painter.fillOval(s.colour(), s.x(), s.y(), s.w(), s.h());
                case FRAME -> painter.strokeRect(s.colour(), 1, s.x(), s.y(), s.w(), s.h());
                default -> {
                    painter.fillRect(s.colour(), s.x(), s.y(), s.w(), s.h());
                    painter.strokeRect(s.colour().darker(), 1, s.x(), s.y(), s.w(), s.h());
                }
            }
        }
        for (int pass = 0; pass < 2; pass++) { // players' labels first: they get the first place
            for (Sprite s : sprites) {
                boolean player = s.label().startsWith("P") && s.label().length() == 2;
                if (s.label().isEmpty() || player != (pass == 0) || !(labels || player)
                        || s.art() != null && !player) { // the game's picture says what it is
                    continue;
                }
                double size = player ? 12 : 10;
                double[] box = labelBox(placed, s.label(), size, s.x(), s.y() - 3 / painter.scale(), painter.scale());
                if (box != null) {
                    painter.text(Color.WHITE, size, s.label(), box[0], box[1] + box[3]);
                }
            }
        }
        if (other != null) {
            for (Sprite s : sprites) {
                if (differ.differs(s.ref(), state, other)) {
                    painter.strokeRect(DIFFERENT, 2, s.x() - 2, s.y() - 2, s.w() + 4, s.h() + 4);
                }
            }
            if (overlay) {
                for (Sprite s : renderer.sprites(schema, other)) {
                    if (differ.differs(s.ref(), state, other)) {
                        painter.strokeRect(GHOST, 2, s.x(), s.y(), s.w(), s.h());
                    }
                }
            }
        }
        if (selected != null) {
            for (Sprite s : sprites) {
                if (s.ref().equals(selected)) {
                    painter.strokeRect(SELECTED, 3, s.x() - 4, s.y() - 4, s.w() + 8, s.h() + 8);
                }
            }
        }
        return sprites;
    }

    /**
     * Places a label above its sprite, moved up a line at a time (at most twice) while it would overlap one already
     * placed; a label with no room after that is left out.
     *
     * @return the label's box {x, top, width, height} in world px (added to {@code placed}), or null
     */
    private static double[] labelBox(List<double[]> placed, String text, double size, double x, double baseline,
                                     double scale) {
        double w = text.length() * size * 0.6 / scale;
        double h = size * 1.1 / scale;
        double top = baseline - h;
        for (int tries = 0; tries < 3; tries++, top -= h) {
            boolean free = true;
            for (double[] other : placed) {
                if (x < other[0] + other[2] && other[0] < x + w && top < other[1] + other[3] && other[1] < top + h) {
                    free = false;
                    break;
                }
            }
            if (free) {
                double[] box = {x, top, w, h};
                placed.add(box);
                return box;
            }
        }
        return null;
    }

    /**
     * @param slack extra world px around each sprite that still counts as a hit
     * @return the topmost sprite at world point (x, y), or null
     */
    static Sprite hit(List<Sprite> sprites, double x, double y, double slack) {
        for (int i = sprites.size() - 1; i >= 0; i--) {
            Sprite s = sprites.get(i);
            if (x >= s.x() - slack && x < s.x() + s.w() + slack && y >= s.y() - slack && y < s.y() + s.h() + slack) {
                return s;
            }
        }
        return null;
    }
}

package org.netreplay.viewer.logview;

import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Tooltip;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import org.netreplay.log.merge.FilteredRows;
import org.netreplay.viewer.common.ArchitectureException;

/**
 * A thin strip beside the scroll bar mapping the whole session top to bottom: grey where rows are visible under
 * the filter (brighter = denser), yellow ticks where search hits fall, a frame around what is on screen and a white
 * tick at the selected line (this view's place of the frame cursor). Clicking or dragging selects the line there,
 * which moves the frame cursor: every view follows.
 */
@ArchitectureException("it maps its pixels to the filtered rows (FilteredRows.size, row and positionAtOrAfterRow, "
        + "immutable, FX thread) as the list it stands beside does: the rows are the list's own model")
final class OverviewStrip extends Region {
    /** Strip width in pixels. */
    static final double WIDTH = 16;
    private static final Color BACKGROUND = Color.web("#18191b");
    private static final Color HIT = Color.web("#ffd54a");
    private static final Color MARK = Color.web("#00e5e5");
    private static final Color VIEWPORT = Color.web("#ffffff", 0.55);
    private final LogViewModel model;
    private final Canvas canvas = new Canvas(WIDTH, 100);

    private boolean dirty;

    OverviewStrip(LogViewModel model) {
        this.model = model;
        getStyleClass().add("overview-strip");
        setId("overviewStrip");
        setMinWidth(WIDTH);
        setPrefWidth(WIDTH);
        setMaxWidth(WIDTH);
        getChildren().add(canvas);
        Tooltip tip = new Tooltip("Overview: blue = visible lines, yellow = search hits. Click to jump.");
        tip.setShowDelay(javafx.util.Duration.millis(150));
        Tooltip.install(this, tip);
        setOnMouseMoved(event -> tip.setText(describe(event.getY())));
        model.overviewProperty().addListener((obs, old, now) -> redrawPicture());
        model.firstShownProperty().addListener((obs, old, now) -> drawSoon());
        model.lastShownProperty().addListener((obs, old, now) -> drawSoon());
        model.jumps().markCountProperty().addListener((obs, old, now) -> drawSoon());
        model.selectedPositionProperty().addListener((obs, old, now) -> drawSoon());
        AfterLayout.follow(this, this::drawIfDirty);
        setOnMousePressed(this::jump);
        setOnMouseDragged(this::jump);
    }

    @Override
    protected void layoutChildren() {
        if (canvas.getHeight() != getHeight() || canvas.getWidth() != getWidth()) {
            canvas.setWidth(getWidth());
            canvas.setHeight(getHeight());
            redrawPicture();
        }
    }

    /** @return what lies under a y position: the row's line, frame and game time, as the game viewer's hover */
    private String describe(double y) {
        OverviewMarks marks = model.overviewProperty().get();
        FilteredRows rows = model.rowsProperty().get();
        if (marks == null || rows == null || rows.size() == 0 || getHeight() <= 0) {
            return "Overview of the session";
        }
        double fraction = Math.max(0, Math.min(1, y / getHeight()));
        int row = (int) Math.min(marks.rowCount() - 1L, (long) (fraction * marks.rowCount()));
        int position = Math.min(rows.positionAtOrAfterRow(row), rows.size() - 1);
        int frame = rows.source().frame(rows.row(position));
        int hits = marks.hits()[marks.bucketOf(row)];
        return String.format(java.util.Locale.ROOT, "line %,d · frame %d · %.1f s%s", position + 1, frame,
                frame / 40.0, hits > 0 ? " · " + hits + " hit(s) near" : "");
    }

    private void jump(MouseEvent event) {
        OverviewMarks marks = model.overviewProperty().get();
        if (marks == null || getHeight() <= 0) {
            return;
        }
        double fraction = Math.max(0, Math.min(1, event.getY() / getHeight()));
        model.navigation().selectRow((int) Math.min(marks.rowCount() - 1L, (long) (fraction * marks.rowCount())));
    }

    private static final Color CURSOR = Color.rgb(255, 255, 255, 0.9);

    /**
     * The density of visible rows and of hits, one pixel row per bucket range, made once per overview (a new filter,
     * search or size) as an image; scrolling then draws the image and the few marks over it.
     */
    private javafx.scene.image.WritableImage picture;

    private void redrawPicture() {
        picture = null;
        int width = (int) canvas.getWidth();
        int height = (int) canvas.getHeight();
        OverviewMarks marks = model.overviewProperty().get();
        if (marks != null && width > 0 && height > 0 && marks.rowCount() > 0) {
            picture = picture(marks, width, height);
        }
        draw();
    }

    private static javafx.scene.image.WritableImage picture(OverviewMarks marks, int width, int height) {
        javafx.scene.image.WritableImage image = new javafx.scene.image.WritableImage(width, height);
        javafx.scene.image.PixelWriter pixels = image.getPixelWriter();
        int buckets = marks.visible().length;
        int maxHits = 1;
        for (int hitCount : marks.hits()) {
            maxHits = Math.max(maxHits, hitCount);
        }
        double rowsPerBucket = Math.max(1.0, marks.rowCount() / (double) buckets);
        for (int y = 0; y < height; y++) {
            int from = (int) ((long) y * buckets / height);
            int to = Math.max(from + 1, (int) ((long) (y + 1) * buckets / height));
            long visible = 0;
            long hits = 0;
            for (int b = from; b < to && b < buckets; b++) {
                visible += marks.visible()[b];
                hits += marks.hits()[b];
            }
            for (int x = 0; x < width; x++) {
                Color colour = BACKGROUND;
                if (visible > 0 && x >= 2 && x < width - 2) {
                    double density = Math.min(1.0, visible / (rowsPerBucket * (to - from)));
                    colour = blend(colour, Color.rgb(96, 122, 176), 0.12 + 0.4 * density);
                }
                if (hits > 0 && x >= width / 2 - 1) {
                    double share = Math.min(1.0, hits / (double) (maxHits * (to - from)));
                    colour = blend(colour, HIT, 0.35 + 0.65 * share);
                }
                pixels.setColor(x, y, colour);
            }
        }
        return image;
    }

    /** @return {@code top} drawn with {@code alpha} over {@code under} (both opaque) */
    private static Color blend(Color under, Color top, double alpha) {
        return Color.color(under.getRed() + (top.getRed() - under.getRed()) * alpha,
                under.getGreen() + (top.getGreen() - under.getGreen()) * alpha,
                under.getBlue() + (top.getBlue() - under.getBlue()) * alpha);
    }

    /** Draws at the end of the next pulse's layout: the changes of one pulse (first, last, selected) draw once. */
    private void drawSoon() {
        if (getScene() == null) {
            draw();
            return;
        }
        dirty = true;
        javafx.application.Platform.requestNextPulse();
    }

    private void drawIfDirty() {
        if (dirty) {
            dirty = false;
            draw();
        }
    }

    private void draw() {
        GraphicsContext g = canvas.getGraphicsContext2D();
        double width = canvas.getWidth();
        double height = canvas.getHeight();
        OverviewMarks marks = model.overviewProperty().get();
        if (picture == null || marks == null || height <= 0 || marks.rowCount() == 0) {
            g.setFill(BACKGROUND);
            g.fillRect(0, 0, width, height);
            return;
        }
        g.drawImage(picture, 0, 0);
        g.setFill(MARK);
        for (int row : model.jumps().markedRows()) {
            g.fillRect(0, Math.floor(row / (double) marks.rowCount() * height), width / 2, 2);
        }
        drawViewport(g, marks, width, height);
        drawCursor(g, marks, width, height);
    }

    /** The selected line (this view's place of the frame cursor) as a bright tick across the strip. */
    private void drawCursor(GraphicsContext g, OverviewMarks marks, double width, double height) {
        FilteredRows rows = model.rowsProperty().get();
        int selected = model.selectedPositionProperty().get();
        if (rows == null || selected < 0 || selected >= rows.size()) {
            return;
        }
        g.setFill(CURSOR);
        g.fillRect(0, Math.floor(rows.row(selected) / (double) marks.rowCount() * height), width, 2);
    }

    private void drawViewport(GraphicsContext g, OverviewMarks marks, double width, double height) {
        FilteredRows rows = model.rowsProperty().get();
        int first = model.firstShownProperty().get();
        int last = model.lastShownProperty().get();
        if (rows == null || first < 0 || last < first || last >= rows.size()) {
            return;
        }
        double top = rows.row(first) / (double) marks.rowCount() * height;
        double bottom = (rows.row(last) + 1) / (double) marks.rowCount() * height;
        g.setStroke(VIEWPORT);
        g.setLineWidth(1);
        g.strokeRect(0.5, Math.floor(top) + 0.5, width - 1, Math.max(3, bottom - top));
    }
}

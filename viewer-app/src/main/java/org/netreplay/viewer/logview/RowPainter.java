package org.netreplay.viewer.logview;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.TextAlignment;
import org.netreplay.viewer.common.PeerColours;
import org.netreplay.viewer.common.TypeLook;
import org.netreplay.viewer.common.VisibleControls;

/**
 * Draws one frame of a log view on its canvas: for each row on screen the lane, line number, frame, player and type
 * columns (a fixed gutter) and the part of the text the viewport shows, coloured by type, with the search hits
 * highlighted, the selected row filled and marked rows flagged at the left edge. Only the characters inside the
 * viewport are drawn, so a 200 KB line costs as much as a short one (copy and the detail pane read the whole line).
 * The font is monospace: character {@code i} of the text is at {@code i × charWidth}. The log list keeps its dark
 * canvas in every theme (the game's type colours are made for a dark background). Thread safety: FX thread only.
 */
final class RowPainter {
    static final Color BACKGROUND = Color.web("#1b1c1f");
    static final Color ODD_ROW = Color.web("#1e1f23");
    static final Color SELECTED = Color.web("#2e436e");
    static final Color MARK = Color.web("#00e5e5");
    static final Color HIT_FILL = Color.web("#ffd54a");
    static final Color HIT_TEXT = Color.web("#1b1c1f");
    static final Color LINE_NUMBER = Color.web("#6f737a");
    static final Color FRAME = Color.web("#9da0a8");
    static final Color UNTAGGED = Color.web("#55575d");
    /** Left padding of the text column, px. */
    static final double TEXT_PAD = 6;
    /** Padding inside each fixed column, px. */
    static final double COLUMN_PAD = 5;
    /** Width of a marked row's flag, px. */
    static final double MARK_WIDTH = 3;
    /** Characters either side of the drawn part in which search hits are looked for (a hit may start before it). */
    static final int HIT_CONTEXT = 1024;
    /** Hits highlighted per row at most. */
    static final int MAX_HITS = 200;
    private final Map<String, Color> colours = new HashMap<>();

    /** What a frame needs besides the rows: the geometry and the scroll position. */
    record Viewport(double width, double height, ColumnLayout columns, int top, int scrollChars) {
        /** @return rows that are at least partly on screen */
        int rowsOnScreen() {
            return (int) Math.ceil(height / columns.rowHeight());
        }

        /** @return characters of text the text column shows */
        int textChars() {
            return (int) Math.ceil(Math.max(0, width - columns.gutter() - TEXT_PAD) / columns.charWidth()) + 1;
        }
    }

    /**
     * Draws the rows {@code viewport.top()} onwards that fit, reading each through the model's cache.
     *
     * @return the rows drawn, top first
     */
    List<DrawnRow> paint(GraphicsContext g, Viewport viewport, LogViewModel model) {
        ColumnLayout columns = viewport.columns();
        double rowHeight = columns.rowHeight();
        g.setFill(BACKGROUND);
        g.fillRect(0, 0, viewport.width(), viewport.height());
        g.setFont(columns.font());
        g.setTextBaseline(VPos.CENTER);
        g.setTextAlign(TextAlignment.LEFT);
        Pattern pattern = model.search().patternProperty().get();
        int selected = model.selectedPositionProperty().get();
        int rowCount = model.rowCount();
        List<DrawnRow> drawn = new ArrayList<>();
        for (int i = 0; i < viewport.rowsOnScreen(); i++) {
            int position = viewport.top() + i;
            if (position >= rowCount) {
                break;
            }
            DisplayLine line = model.line(position);
            if (line == null) {
                continue;
            }
            double y = i * rowHeight;
            boolean isSelected = position == selected;
            boolean marked = model.jumps().isMarked(line.row());
            Color fill = isSelected ? SELECTED : (position & 1) == 1 ? ODD_ROW : null;
            if (fill != null) {
                g.setFill(fill);
                g.fillRect(0, y, viewport.width(), rowHeight);
            }
            drawn.add(drawRow(g, viewport, model, line, y, pattern, isSelected, marked));
        }
        return drawn;
    }

    private DrawnRow drawRow(GraphicsContext g, Viewport viewport, LogViewModel model, DisplayLine line, double y,
                             Pattern pattern, boolean isSelected, boolean marked) {
        ColumnLayout columns = viewport.columns();
        double middle = y + columns.rowHeight() / 2;
        TypeLook look = model.typeLook(line.typeId());
        Color colour = colour(look.colour());
        int from = Math.min(line.text().length(), viewport.scrollChars());
        int to = Math.min(line.text().length(), from + viewport.textChars());
        double textLeft = columns.gutter() + TEXT_PAD;
        int hits = drawText(g, columns, line.text(), from, to, textLeft, y, middle, colour, pattern);
        // the gutter last: it covers nothing of the text (the text starts right of it)
        String lane = model.laneName(line.lane());
        String number = Integer.toString(line.lineNumber() + 1);
        String frame = Integer.toString(line.frame());
        String player = line.player() < 0 ? "" : Integer.toString(line.player());
        String type = line.tagged() ? look.label() : "";
        Color dim = line.tagged() ? FRAME : UNTAGGED;
        double x = 0;
        column(g, columns, lane, x, columns.lane(), -1, middle, PeerColours.of(Math.min(line.lane(), 7)));
        x += columns.lane();
        column(g, columns, number, x, columns.line(), 1, middle, LINE_NUMBER);
        x += columns.line();
        column(g, columns, frame, x, columns.frame(), 1, middle, dim);
        x += columns.frame();
        column(g, columns, player, x, columns.player(), 0, middle, dim);
        x += columns.player();
        column(g, columns, type, x, columns.type(), -1, middle, colour);
        if (marked) {
            g.setFill(MARK);
            g.fillRect(0, y, MARK_WIDTH, columns.rowHeight());
        }
        return new DrawnRow(line.position(), y, lane, number, frame, player, type, line, from, to, hits, isSelected,
                marked);
    }

    /** Draws a fixed column's text: -1 left, 0 centred, 1 right in its width. */
    private static void column(GraphicsContext g, ColumnLayout columns, String text, double left, double width,
                               int align, double middle, Color colour) {
        if (text.isEmpty()) {
            return;
        }
        double textWidth = text.length() * columns.charWidth();
        double x = align < 0 ? left + COLUMN_PAD : align > 0 ? left + width - COLUMN_PAD - textWidth
                : left + (width - textWidth) / 2;
        g.setFill(colour);
        g.fillText(text, x, middle);
    }

    /**
     * Draws characters {@code from}..{@code to} of {@code text}, hits highlighted.
     *
     * @return how many hits were highlighted
     */
    private static int drawText(GraphicsContext g, ColumnLayout columns, String text, int from, int to,
                                double textLeft, double y, double middle, Color colour, Pattern pattern) {
        if (from >= to) {
            return 0;
        }
        double cw = columns.charWidth();
        int[] hits = hitsAround(text, from, to, pattern);
        int hitCount = hits.length / 2;
        int at = from;
        for (int h = 0; h < hitCount; h++) {
            int start = Math.max(from, hits[2 * h]);
            int end = Math.min(to, hits[2 * h + 1]);
            segment(g, text, at, start, textLeft + (at - from) * cw, middle, colour);
            g.setFill(HIT_FILL);
            g.fillRoundRect(textLeft + (start - from) * cw, y + 1, (end - start) * cw, columns.rowHeight() - 2, 4, 4);
            segment(g, text, start, end, textLeft + (start - from) * cw, middle, HIT_TEXT);
            at = end;
        }
        segment(g, text, at, to, textLeft + (at - from) * cw, middle, colour);
        return hitCount;
    }

    private static void segment(GraphicsContext g, String text, int start, int end, double x, double middle,
                                Color colour) {
        if (start < end) {
            g.setFill(colour);
            g.fillText(VisibleControls.of(text.substring(start, end)), x, middle);
        }
    }

    /**
     * @return the non-empty matches of {@code pattern} that overlap characters {@code from}..{@code to}, as
     *         start/end pairs in order, at most {@link #MAX_HITS}; looked for within {@link #HIT_CONTEXT} characters
     *         either side, so the cost does not grow with the line
     */
    static int[] hitsAround(String text, int from, int to, Pattern pattern) {
        if (pattern == null) {
            return new int[0];
        }
        Matcher matcher = pattern.matcher(text);
        matcher.useTransparentBounds(true);
        matcher.useAnchoringBounds(false);
        matcher.region(Math.max(0, from - HIT_CONTEXT), Math.min(text.length(), to + HIT_CONTEXT));
        int[] found = new int[16];
        int count = 0;
        while (count < MAX_HITS && matcher.find()) {
            if (matcher.end() == matcher.start()) {
                if (matcher.end() >= matcher.regionEnd()) {
                    break;
                }
                continue;
            }
            if (matcher.end() <= from || matcher.start() >= to) {
                continue;
            }
            if (2 * count + 2 > found.length) {
                found = java.util.Arrays.copyOf(found, found.length * 2);
            }
            found[2 * count] = matcher.start();
            found[2 * count + 1] = matcher.end();
            count++;
        }
        return java.util.Arrays.copyOf(found, 2 * count);
    }

    private Color colour(String hex) {
        return colours.computeIfAbsent(hex, Color::web);
    }
}

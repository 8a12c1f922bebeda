package org.netreplay.viewer.logview;

import javafx.geometry.VPos;
import javafx.scene.layout.Region;
import javafx.scene.text.Text;

/**
 * The graphic of one log row: the fixed-width columns (lane, line, frame, player, type) as plain {@link Text}
 * nodes placed by the {@link ColumnLayout}, then the message part. Text nodes have no skin and few styleable
 * properties: a row of five labels cost the first layout of a session (about 30 rows of cells created at once) most
 * of a 150–250 ms FX stall on 2 cores.
 */
final class LogRow extends Region {
    /** Horizontal padding inside each column, px (as the old labels' CSS padding). */
    static final double PAD = 5;
    private final Text[] columns;
    private final double[] widths;
    /** Per column: -1 left, 0 centred, 1 right. */
    private final int[] alignments;
    private final Region message;
    private final double rowHeight;

    /**
     * @param layout     column widths, font and row height
     * @param message    the message part (its own padding comes from CSS)
     * @param columns    lane, line, frame, player, type
     * @param alignments per column: -1 left, 0 centred, 1 right
     */
    LogRow(ColumnLayout layout, Region message, Text[] columns, int[] alignments) {
        this.columns = columns.clone();
        this.alignments = alignments.clone();
        this.widths = new double[] {layout.lane(), layout.line(), layout.frame(), layout.player(), layout.type()};
        this.message = message;
        this.rowHeight = layout.rowHeight();
        for (Text column : columns) {
            column.setFont(layout.font());
            column.setTextOrigin(VPos.TOP);
            getChildren().add(column);
        }
        getChildren().add(message);
    }

    private double columnsWidth() {
        double sum = 0;
        for (double width : widths) {
            sum += width;
        }
        return sum;
    }

    @Override
    protected double computePrefWidth(double height) {
        return columnsWidth() + message.prefWidth(-1);
    }

    @Override
    protected double computeMinWidth(double height) {
        return computePrefWidth(height);
    }

    @Override
    protected double computePrefHeight(double width) {
        return rowHeight;
    }

    @Override
    protected void layoutChildren() {
        double height = getHeight();
        double x = 0;
        for (int i = 0; i < columns.length; i++) {
            Text column = columns[i];
            double textWidth = column.getLayoutBounds().getWidth();
            double left = alignments[i] < 0 ? x + PAD
                    : alignments[i] > 0 ? x + widths[i] - PAD - textWidth
                    : x + (widths[i] - textWidth) / 2;
            double top = (height - column.getLayoutBounds().getHeight()) / 2;
            column.relocate(snapPositionX(left), snapPositionY(top));
            x += widths[i];
        }
        message.resizeRelocate(snapPositionX(x), 0, message.prefWidth(height), height);
    }
}

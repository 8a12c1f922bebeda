package org.netreplay.viewer.charts;

import java.util.function.IntConsumer;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The charts panel under the log: a field chooser ({@link FieldChooser}), a player legend and the stacked
 * {@link TimingChartsView}.
 */
public final class ChartsPane {
    /**
     * Left edge of the charts' plot area, px from the pane's left (the field names and value range sit left of it);
     * the desync timeline above uses the same edge so its frames line up with the charts'.
     */
    public static final double PLOT_LEFT_PX = 92;
    private final BorderPane view = new BorderPane();
    /** The charts' own styles (the readout box, the field chooser), added to the pane and the chooser's popup. */
    static final String STYLESHEET = ChartsPane.class.getResource("charts.css").toExternalForm();
    private final FieldChooser chooser;
    private final TimingChartsView charts;

    /**
     * @param model          the charts' state
     * @param onFrameClicked called with the frame the user clicked in a chart
     */
    public ChartsPane(ChartsViewModel model, IntConsumer onFrameClicked) {
        view.getStyleClass().add("charts-pane");
        view.getStylesheets().add(STYLESHEET);
        chooser = new FieldChooser(model.availableFields(), model.shownFields());
        Label title = new Label("Timing");
        title.getStyleClass().add("section-title");
        HBox legend = new HBox(8);
        legend.setAlignment(Pos.CENTER_LEFT);
        for (int player = 0; player < 8; player++) {
            Label entry = new Label("P" + player);
            entry.setTextFill(org.netreplay.viewer.common.PeerColours.of(player));
            entry.setStyle("-fx-text-fill: " + toHex(org.netreplay.viewer.common.PeerColours.of(player)) + ";");
            legend.getChildren().add(entry);
        }
        Label hint = new Label("click: go to frame · wheel: zoom (over the names: scroll) · drag: pan"
                + " · double-click: all frames");
        hint.getStyleClass().add("bar-caption");
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        // the title, the chooser and the legend keep their width; the hint gives way ("…") in a narrow pane
        title.setMinWidth(Region.USE_PREF_SIZE);
        legend.setMinWidth(Region.USE_PREF_SIZE);
        hint.setMinWidth(0);
        HBox bar = new HBox(8, title, chooser.button(), legend, spacer, hint);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("charts-bar");
        view.setTop(bar);
        charts = new TimingChartsView(model, onFrameClicked);
        view.setCenter(charts);
    }

    private static String toHex(javafx.scene.paint.Color colour) {
        return String.format("#%02x%02x%02x", (int) Math.round(colour.getRed() * 255),
                (int) Math.round(colour.getGreen() * 255), (int) Math.round(colour.getBlue() * 255));
    }

    /** @return the field chooser */
    FieldChooser chooser() {
        return chooser;
    }

    /** @return the stacked charts */
    TimingChartsView charts() {
        return charts;
    }

    /** @return the panel's root node */
    public Node view() {
        return view;
    }
}

package org.netreplay.viewer.logview;

import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;

/** The column titles above the log list, sized like its cells. */
final class LogHeader extends HBox {
    private static final String[] TITLES = {"lane", "line", "frame", "p", "type", "text"};

    LogHeader(javafx.beans.value.ObservableValue<ColumnLayout> columns) {
        getStyleClass().add("log-header");
        setAlignment(Pos.CENTER_LEFT);
        columns.addListener((obs, old, now) -> build(now));
        build(columns.getValue());
    }

    private void build(ColumnLayout layout) {
        double[] widths = {layout.lane(), layout.line(), layout.frame(), layout.player(), layout.type()};
        Pos[] alignments = {Pos.CENTER_LEFT, Pos.CENTER_RIGHT, Pos.CENTER_RIGHT, Pos.CENTER, Pos.CENTER_LEFT};
        getChildren().clear();
        for (int i = 0; i < TITLES.length; i++) {
            Label title = new Label(TITLES[i]);
            title.getStyleClass().add("log-header-title");
            if (i < widths.length) {
                title.setMinWidth(widths[i]);
                title.setPrefWidth(widths[i]);
                title.setMaxWidth(widths[i]);
                title.setAlignment(alignments[i]);
            } else {
                HBox.setHgrow(title, Priority.ALWAYS);
                title.setMaxWidth(Double.MAX_VALUE);
            }
            getChildren().add(title);
        }
    }
}

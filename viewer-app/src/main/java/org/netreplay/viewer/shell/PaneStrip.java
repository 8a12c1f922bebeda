package org.netreplay.viewer.shell;

import javafx.geometry.Pos;
import javafx.scene.Cursor;
import javafx.scene.Group;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;

/**
 * A collapsed pane's strip, in the pane's place: its name after an expand arrow, {@link #THICKNESS_PX} thick, the
 * rest of the room going to the panes around it (as the tool-window strips of IDEs and the collapsed tracks of trace
 * viewers). Lying across a column (the log, the timeline, the charts) it is a row; standing beside its neighbours
 * (the side bar, the replay canvases, the inspector) it is a column and its name reads top to bottom. A click
 * expands the pane. Id {@code strip-PANE} (e.g. {@code strip-LOG}), style class {@code pane-strip}. FX thread only.
 */
final class PaneStrip {
    /** The strip's thickness, px: a line of the 12 px text and its padding. */
    static final double THICKNESS_PX = 24;
    private final StackPane view = new StackPane();
    private final Label name;

    /**
     * @param pane     the pane it stands for
     * @param standing whether it stands beside its neighbours (a column, as thin as {@link #THICKNESS_PX}) or lies
     *                 across its column (a row, as low)
     * @param expand   what a click does (the layout expands the pane)
     */
    PaneStrip(PaneLayout.Pane pane, boolean standing, Runnable expand) {
        name = new Label("▸  " + pane.plainTitle());
        name.setId("stripName-" + pane.name());
        name.getStyleClass().add("pane-strip-name");
        name.setMinWidth(Region.USE_PREF_SIZE);
        view.setId("strip-" + pane.name());
        view.getStyleClass().add("pane-strip");
        view.setCursor(Cursor.HAND);
        Tooltip.install(view, new Tooltip("Expand " + pane.plainTitle() + " (click, or Ctrl+Alt+"
                + pane.collapseKeyName() + ")"));
        if (standing) {
            name.setRotate(90); // a group lays out the turned label's bounds: the column is as wide as a line
            view.getChildren().add(new Group(name));
            view.setAlignment(Pos.TOP_CENTER);
            view.setPadding(new javafx.geometry.Insets(8, 0, 8, 0));
            fix(view, true);
        } else {
            view.getChildren().add(name);
            view.setAlignment(Pos.CENTER_LEFT);
            view.setPadding(new javafx.geometry.Insets(0, 8, 0, 8));
            fix(view, false);
        }
        javafx.scene.shape.Rectangle clip = new javafx.scene.shape.Rectangle();
        clip.widthProperty().bind(view.widthProperty());
        clip.heightProperty().bind(view.heightProperty());
        view.setClip(clip); // a name longer than a short strip is cut at the strip's end, never past it
        view.setOnMouseClicked(event -> expand.run());
    }

    /** Fixes the strip's thickness (its width when standing, else its height); its length is what its place has. */
    private static void fix(Region strip, boolean standing) {
        if (standing) {
            strip.setMinWidth(THICKNESS_PX);
            strip.setPrefWidth(THICKNESS_PX);
            strip.setMaxWidth(THICKNESS_PX);
            strip.setMinHeight(0);
            strip.setMaxHeight(Double.MAX_VALUE);
        } else {
            strip.setMinHeight(THICKNESS_PX);
            strip.setPrefHeight(THICKNESS_PX);
            strip.setMaxHeight(THICKNESS_PX);
            strip.setMinWidth(0);
            strip.setMaxWidth(Double.MAX_VALUE);
        }
    }

    /** @return the strip's node */
    Region view() {
        return view;
    }

    /** @return the name it shows, with its arrow, e.g. {@code ▸  Log} */
    String text() {
        return name.getText();
    }
}

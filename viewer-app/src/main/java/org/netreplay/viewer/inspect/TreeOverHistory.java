package org.netreplay.viewer.inspect;

import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.Cursor;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.netreplay.viewer.prefs.ComfortPreferences;

/**
 * The inspector's tree over the selected field's history: a bar (a fold arrow and the history's sentence) over the
 * history chart, the divider between them remembered. While the inspector is too short for both the tree's
 * {@link #MIN_TREE_ROWS} rows and the chart's least height (a 1024×700 window after the first desync), the history
 * folds to its bar and the tree takes the rest, so the differing field and the rows around it stay readable; a click
 * on the bar opens or folds it whatever the room, for as long as the window is open. FX thread only.
 */
final class TreeOverHistory {
    /** The tree's least rows before the history chart gets room. */
    static final int MIN_TREE_ROWS = 4;
    /** A tree row's height, px: the tree's fixed cell size (its text is 11 px). */
    static final double ROW_PX = 20;
    /** The tree's column header and the sideways scroll bar under its rows, px. */
    static final double TREE_CHROME_PX = 24 + 14;
    private static final String SPLIT = "inspector.history";
    /** The divider between the tree and the history, px (the split pane's). */
    private static final double DIVIDER_PX = 6;
    private final SplitPane split;
    private final Control tree;
    private final VBox history;
    private final HBox bar;
    private final SparklineView sparkline;
    private final Label arrow = new Label();
    private final Tooltip barTip = new Tooltip();
    private final ComfortPreferences preferences;
    /** The divider's position while the history is open (0–1 of the split's height). */
    private double divider;
    /** The user's click: open (true) or folded (false); null while the room decides. */
    private Boolean chosen;
    private boolean folded;
    private boolean moving;

    /**
     * @param tree        the inspector's tree
     * @param title       the history's sentence (the field, the frames, how many differ)
     * @param sparkline   the history chart
     * @param preferences where the divider is remembered, or null
     */
    TreeOverHistory(Control tree, Label title, SparklineView sparkline, ComfortPreferences preferences) {
        this.tree = tree;
        this.sparkline = sparkline;
        this.preferences = preferences;
        arrow.setId("historyFold");
        arrow.getStyleClass().add("bar-caption");
        arrow.setMinWidth(Region.USE_PREF_SIZE);
        bar = new HBox(6, arrow, title);
        bar.setId("historyBar");
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.getStyleClass().add("inspector-history-bar");
        bar.setCursor(Cursor.HAND);
        bar.setMinHeight(Region.USE_PREF_SIZE);
        Tooltip.install(bar, barTip);
        bar.setOnMouseClicked(event -> {
            chosen = folded;
            fit();
        });
        history = new VBox(bar, sparkline);
        VBox.setVgrow(sparkline, Priority.ALWAYS);
        split = new SplitPane(tree, history);
        split.setOrientation(Orientation.VERTICAL);
        divider = preferences == null ? 0.78 : preferences.split(SPLIT, 0.78);
        split.setDividerPositions(divider);
        SplitPane.setResizableWithParent(history, false);
        split.getDividers().get(0).positionProperty().addListener((obs, old, now) -> {
            if (!folded && !moving) {
                divider = now.doubleValue();
                if (preferences != null) {
                    preferences.setSplit(SPLIT, divider);
                }
            }
        });
        // the tree and the history give up height before the tool bar and the detail do: with their least heights
        // the inspector's own was more than a 1024×700 window leaves it, and the split pane above cut its top
        split.setMinHeight(0);
        split.heightProperty().addListener((obs, old, now) -> fit());
        show(false);
    }

    /** @return the split pane: the tree over the history */
    SplitPane view() {
        return split;
    }

    /** @return whether the history shows its bar alone */
    boolean folded() {
        return folded;
    }

    /** @return the height the tree with {@link #MIN_TREE_ROWS} rows and the history chart need together, px */
    private double bothNeed() {
        return TREE_CHROME_PX + MIN_TREE_ROWS * ROW_PX + DIVIDER_PX + bar.prefHeight(-1) + SparklineView.MIN_HEIGHT_PX;
    }

    /** Folds or opens the history as the user chose, else as the room allows. */
    private void fit() {
        boolean fold = chosen != null ? !chosen : split.getHeight() > 0 && split.getHeight() < bothNeed();
        if (fold != folded) {
            show(fold);
        }
    }

    private void show(boolean fold) {
        folded = fold;
        sparkline.setVisible(!fold);
        sparkline.setManaged(!fold);
        // folded, the history is its bar's height and the tree takes the rest; open, the tree keeps its least rows
        // unless the user asked for the chart where there is no room for both
        history.setMaxHeight(fold ? Region.USE_PREF_SIZE : Double.MAX_VALUE);
        tree.setMinHeight(fold || chosen != null ? 0 : TREE_CHROME_PX + MIN_TREE_ROWS * ROW_PX);
        arrow.setText(fold ? "▸" : "▾");
        barTip.setText(fold ? "Show the history chart (click)" : "Fold the history chart to this bar (click)");
        moving = true;
        try {
            split.setDividerPositions(fold ? 1.0 : divider);
        } finally {
            moving = false;
        }
    }
}

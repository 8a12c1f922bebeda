package org.netreplay.viewer.filter;

import java.util.HashMap;
import java.util.Map;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.CheckBoxTreeItem;
import javafx.scene.control.Label;
import javafx.scene.control.TreeView;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.netreplay.viewer.common.Formats;

/**
 * The category panel left of the log: a check tree of the session's types grouped net/timer/other/error with their
 * counts and keys, players 0-7 with counts, lanes, and the frame range. Everything binds to a
 * {@link FilterViewModel}.
 */
public final class CategoryPanel {
    private static final String GROUP_COLOUR = "#e8e8e8";
    private static final double ROW_HEIGHT = 22;
    private final FilterViewModel model;
    private final VBox view = new VBox();
    private final TreeView<CategoryNode> tree = new TreeView<>();
    private final GridPane players = new GridPane();
    private final VBox lanes = new VBox(2);
    private final javafx.scene.control.ScrollPane scroller = new javafx.scene.control.ScrollPane(view);

    /**
     * @param model the filter state (its type tree comes prepared, colours included)
     */
    public CategoryPanel(FilterViewModel model) {
        this.model = model;
        view.getStyleClass().add("category-panel");
        scroller.setFitToWidth(true);
        scroller.setHbarPolicy(javafx.scene.control.ScrollPane.ScrollBarPolicy.NEVER);
        scroller.getStyleClass().add("category-scroller");
        scroller.setMinWidth(250);
        view.setId("categoryPanel");
        tree.setId("typeTree");
        tree.setShowRoot(false);
        javafx.scene.control.Tooltip rowTooltip = new javafx.scene.control.Tooltip();
        tree.setCellFactory(t -> new CategoryCell(rowTooltip));
        tree.setFixedCellSize(ROW_HEIGHT);
        // the tree is as tall as its rows; the whole panel scrolls instead (see view())
        players.getStyleClass().add("player-grid");
        players.setHgap(6);
        players.setVgap(2);
        CheckBox untagged = new CheckBox("Lines before the first tag");
        untagged.getStyleClass().add("small-check");
        untagged.selectedProperty().bindBidirectional(model.showUntaggedProperty());
        view.getChildren().addAll(
                header("Types", "typesAll", "typesNone", () -> model.setAllTypes(true), () -> model.setAllTypes(false)),
                slot, untagged,
                header("Players", "playersAll", "playersNone", () -> model.setAllPlayers(true),
                        () -> model.setAllPlayers(false)),
                players, sectionTitle("Files"), lanes, sectionTitle("Frames"), new FrameRangeView(model));
        model.treeProperty().addListener(tree -> buildTree()); // invalidation: a new session, even if alike
        model.players().addListener((ListChangeListener<PlayerEntry>) change -> buildPlayers());
        model.lanes().addListener((ListChangeListener<PlayerEntry>) change -> buildLanes());
        buildTree();
        buildPlayers();
        buildLanes();
    }

    /** The type tree's place in the panel, as tall as the tree's rows (the whole panel scrolls instead). */
    private static final class TreeSlot extends Region {
        private final TreeView<CategoryNode> tree;
        private double shownHeight = 3 * ROW_HEIGHT + 6;

        TreeSlot(TreeView<CategoryNode> tree) {
            this.tree = tree;
            getChildren().add(tree);
        }

        @Override
        protected double computePrefHeight(double width) {
            return shownHeight;
        }

        @Override
        protected double computeMinHeight(double width) {
            return shownHeight;
        }

        @Override
        protected double computePrefWidth(double height) {
            return tree.prefWidth(-1);
        }

        @Override
        protected void layoutChildren() {
            tree.resizeRelocate(0, 0, getWidth(), getHeight());
        }
    }

    private final TreeSlot slot = new TreeSlot(tree);

    /** @return the panel's root node: the sections in a vertical scroll pane */
    public Node view() {
        return scroller;
    }

    /** Makes tree items of the prepared tree (no counting or formatting here: the FX thread only attaches). */
    private void buildTree() {
        CheckBoxTreeItem<CategoryNode> root =
                new CheckBoxTreeItem<>(new CategoryNode("", "all", "", 0, "", GROUP_COLOUR, ""));
        Map<Integer, TypeEntry> entries = new HashMap<>();
        for (TypeEntry entry : model.types()) {
            entries.put(entry.id(), entry);
        }
        int rows = 0;
        for (CategoryTree.Group group : model.treeProperty().get().groups()) {
            CheckBoxTreeItem<CategoryNode> groupItem = new CheckBoxTreeItem<>(group.node());
            groupItem.setExpanded(true);
            root.getChildren().add(groupItem);
            rows++;
            for (int i = 0; i < group.types().size(); i++) {
                TypeEntry entry = entries.get(group.typeIds().get(i));
                if (entry == null) {
                    continue;
                }
                CheckBoxTreeItem<CategoryNode> item = new CheckBoxTreeItem<>(group.types().get(i));
                groupItem.getChildren().add(item);
                rows++;
                boolean visible = entry.visibleProperty().get();
                item.setSelected(!visible); // fire a change either way so the group box takes its state
                item.setSelected(visible);
                item.selectedProperty().bindBidirectional(entry.visibleProperty());
            }
        }
        tree.setRoot(root);
        slot.shownHeight = Math.max(3, rows) * ROW_HEIGHT + 6;
        slot.requestLayout();
    }

    private void buildPlayers() {
        players.getChildren().clear();
        int row = 0;
        for (PlayerEntry entry : model.players()) {
            CheckBox box = new CheckBox(entry.label());
            box.setId("player" + entry.number());
            box.selectedProperty().bindBidirectional(entry.visibleProperty());
            box.setDisable(entry.count() == 0 && entry.visibleProperty().get());
            Label count = new Label(Formats.count(entry.count()));
            count.getStyleClass().add("category-count");
            GridPane.setHgrow(count, Priority.ALWAYS);
            count.setMaxWidth(Double.MAX_VALUE);
            count.setAlignment(Pos.CENTER_RIGHT);
            players.addRow(row++, box, count);
        }
    }

    private void buildLanes() {
        lanes.getChildren().clear();
        for (PlayerEntry entry : model.lanes()) {
            CheckBox box = new CheckBox(entry.label() + "  " + Formats.count(entry.count()) + " lines");
            box.setId("lane" + entry.number());
            box.selectedProperty().bindBidirectional(entry.visibleProperty());
            lanes.getChildren().add(box);
        }
    }

    private static Label sectionTitle(String text) {
        Label title = new Label(text);
        title.getStyleClass().add("section-title");
        return title;
    }

    private static HBox header(String text, String allId, String noneId, Runnable all, Runnable none) {
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox box = new HBox(4, sectionTitle(text), spacer, smallButton("all", allId, all),
                smallButton("none", noneId, none));
        box.setAlignment(Pos.CENTER_LEFT);
        box.setPadding(new Insets(6, 0, 2, 0));
        return box;
    }

    private static Button smallButton(String text, String id, Runnable action) {
        Button button = new Button(text);
        button.setId(id);
        button.getStyleClass().add("small-button");
        button.setFocusTraversable(false);
        button.setMinWidth(Region.USE_PREF_SIZE);
        button.setOnAction(event -> action.run());
        return button;
    }
}

package org.netreplay.viewer.filter;

import javafx.beans.property.BooleanProperty;
import javafx.css.PseudoClass;
import javafx.geometry.Pos;
import javafx.scene.control.CheckBox;
import javafx.scene.control.CheckBoxTreeItem;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.TreeCell;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Text;

/**
 * A type-tree row: check box, toggle key, coloured label, type id and the count right-aligned. The four texts are
 * {@link Text} nodes, not labels: the tree shows every row at once, and its rows' controls (each label a skin and
 * its CSS) were a quarter of the FX thread's work in the pulse that shows a session's first rows
 * (docs/benchmarks.md). A group's label is bold through the {@code :group} pseudo-class (a style-class change would
 * work out the node's CSS anew on every update).
 */
final class CategoryCell extends TreeCell<CategoryNode> {
    private static final PseudoClass GROUP = PseudoClass.getPseudoClass("group");
    private final CheckBox box = new CheckBox();
    private final Text key = text("category-key");
    private final Text label = text("category-label");
    private final Text detail = text("category-detail");
    private final Text count = text("category-count");
    private final HBox graphic;
    private BooleanProperty boundSelected;
    private BooleanProperty boundIndeterminate;
    /**
     * The tree's one tooltip, shared by its cells: each cell that the mouse enters gives it its row's name. A tooltip
     * is a popup window, costly to make, and the tree's cells are made at start-up (see {@code CategoryPanel}).
     */
    private final javafx.scene.control.Tooltip tooltip;

    /** @param tooltip the tree's tooltip, shared by all its cells */
    CategoryCell(javafx.scene.control.Tooltip tooltip) {
        this.tooltip = tooltip;
        addEventHandler(javafx.scene.input.MouseEvent.MOUSE_ENTERED, event -> {
            if (getItem() != null) {
                tooltip.setText(getItem().name());
            }
        });
        javafx.scene.layout.StackPane keySlot = new javafx.scene.layout.StackPane(key);
        keySlot.setAlignment(Pos.CENTER_LEFT);
        keySlot.setMinWidth(14);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        graphic = new HBox(4, box, keySlot, label, detail, spacer, count);
        graphic.setAlignment(Pos.CENTER_LEFT);
        setContentDisplay(ContentDisplay.GRAPHIC_ONLY);
        javafx.beans.binding.DoubleBinding dim = javafx.beans.binding.Bindings.when(
                box.selectedProperty().or(box.indeterminateProperty())).then(1.0).otherwise(0.45);
        key.opacityProperty().bind(dim);
        label.opacityProperty().bind(dim);
        count.opacityProperty().bind(dim);
        getStyleClass().add("category-cell");
    }

    @Override
    protected void updateItem(CategoryNode item, boolean empty) {
        super.updateItem(item, empty);
        unbind();
        if (empty || item == null) {
            setGraphic(null);
            return;
        }
        key.setText(item.key());
        label.setText(item.label());
        label.setFill(Color.web(item.colour()));
        detail.setText(item.detail());
        label.pseudoClassStateChanged(GROUP, item.detail().isEmpty());
        count.setText(item.countText());
        if (getTreeItem() instanceof CheckBoxTreeItem<CategoryNode> checkItem) {
            boundSelected = checkItem.selectedProperty();
            boundIndeterminate = checkItem.indeterminateProperty();
            box.selectedProperty().bindBidirectional(boundSelected);
            box.indeterminateProperty().bindBidirectional(boundIndeterminate);
        }
        setTooltip(item.name().isEmpty() ? null : tooltip);
        if (getGraphic() != graphic) {
            setGraphic(graphic);
        }
    }

    private static Text text(String styleClass) {
        Text text = new Text();
        text.getStyleClass().add(styleClass);
        return text;
    }

    private void unbind() {
        if (boundSelected != null) {
            box.selectedProperty().unbindBidirectional(boundSelected);
            box.indeterminateProperty().unbindBidirectional(boundIndeterminate);
            boundSelected = null;
            boundIndeterminate = null;
        }
    }
}

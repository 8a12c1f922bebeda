package org.netreplay.viewer.filter;

import javafx.beans.property.BooleanProperty;
import javafx.geometry.Pos;
import javafx.scene.control.CheckBox;
import javafx.scene.control.CheckBoxTreeItem;
import javafx.scene.control.ContentDisplay;
import javafx.scene.control.Label;
import javafx.scene.control.TreeCell;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;

/** A type-tree row: check box, toggle key, coloured label, type id and the count right-aligned. */
final class CategoryCell extends TreeCell<CategoryNode> {
    private final CheckBox box = new CheckBox();
    private final Label key = new Label();
    private final Label label = new Label();
    private final Label detail = new Label();
    private final Label count = new Label();
    private final HBox graphic;
    private BooleanProperty boundSelected;
    private BooleanProperty boundIndeterminate;
    /** One tooltip per cell, its text changed per row (a tooltip is a popup window: costly to create). */
    private final javafx.scene.control.Tooltip tooltip = new javafx.scene.control.Tooltip();

    CategoryCell() {
        key.getStyleClass().add("category-key");
        key.setMinWidth(14);
        detail.getStyleClass().add("category-detail");
        count.getStyleClass().add("category-count");
        count.setMinWidth(Region.USE_PREF_SIZE);
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        graphic = new HBox(4, box, key, label, detail, spacer, count);
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
        label.setTextFill(Color.web(item.colour()));
        detail.setText(item.detail());
        label.getStyleClass().setAll("label", item.detail().isEmpty() ? "category-group" : "category-type");
        count.setText(item.countText());
        if (getTreeItem() instanceof CheckBoxTreeItem<CategoryNode> checkItem) {
            boundSelected = checkItem.selectedProperty();
            boundIndeterminate = checkItem.indeterminateProperty();
            box.selectedProperty().bindBidirectional(boundSelected);
            box.indeterminateProperty().bindBidirectional(boundIndeterminate);
        }
        tooltip.setText(item.name());
        setTooltip(item.name().isEmpty() ? null : tooltip);
        if (getGraphic() != graphic) {
            setGraphic(graphic);
        }
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

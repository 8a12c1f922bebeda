package org.netreplay.viewer.filter;

import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.controlsfx.control.RangeSlider;

/**
 * The frame-range filter: a range slider (applied when released) and from/to fields (applied on Enter), plus a
 * reset button.
 */
final class FrameRangeView extends VBox {
    private final FilterViewModel model;
    private final RangeSlider slider = new RangeSlider(0, 1, 0, 1);
    private final TextField from = new TextField();
    private final TextField to = new TextField();
    private boolean syncing;

    FrameRangeView(FilterViewModel model) {
        super(4);
        this.model = model;
        getStyleClass().add("frame-range");
        slider.setId("frameSlider");
        slider.setShowTickMarks(false);
        from.setId("frameFrom");
        to.setId("frameTo");
        from.setPrefColumnCount(6);
        to.setPrefColumnCount(6);
        Button reset = new Button("all");
        reset.getStyleClass().add("small-button");
        reset.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        from.setMinWidth(50);
        to.setMinWidth(50);
        reset.setOnAction(event -> model.resetFrameRange());
        HBox fields = new HBox(4, from, new Label("–"), to, reset);
        fields.setAlignment(Pos.CENTER_LEFT);
        getChildren().addAll(slider, fields);

        model.firstFrameProperty().addListener((obs, old, now) -> sync());
        model.lastFrameProperty().addListener((obs, old, now) -> sync());
        model.minFrameProperty().addListener((obs, old, now) -> sync());
        model.maxFrameProperty().addListener((obs, old, now) -> sync());
        slider.lowValueChangingProperty().addListener((obs, old, changing) -> applySlider(changing));
        slider.highValueChangingProperty().addListener((obs, old, changing) -> applySlider(changing));
        // keyboard and track clicks change the values without a drag: apply those at once
        slider.lowValueProperty().addListener((obs, old, now) -> applySlider(slider.isLowValueChanging()));
        slider.highValueProperty().addListener((obs, old, now) -> applySlider(slider.isHighValueChanging()));
        from.setOnAction(event -> applyFields());
        to.setOnAction(event -> applyFields());
        sync();
    }

    private void applySlider(boolean changing) {
        if (!changing && !syncing) {
            model.setFrameRange((int) Math.round(slider.getLowValue()), (int) Math.round(slider.getHighValue()));
        }
    }

    private void applyFields() {
        try {
            model.setFrameRange(Integer.parseInt(from.getText().trim()), Integer.parseInt(to.getText().trim()));
        } catch (NumberFormatException e) {
            sync();
        }
    }

    private void sync() {
        syncing = true;
        try {
            syncValues();
        } finally {
            syncing = false;
        }
    }

    private void syncValues() {
        int first = model.firstFrameProperty().get();
        int last = Math.max(first + 1, model.lastFrameProperty().get());
        slider.setMin(first);
        slider.setMax(last);
        slider.setHighValue(model.maxFrameProperty().get());
        slider.setLowValue(model.minFrameProperty().get());
        from.setText(Integer.toString(model.minFrameProperty().get()));
        to.setText(Integer.toString(model.maxFrameProperty().get()));
    }
}

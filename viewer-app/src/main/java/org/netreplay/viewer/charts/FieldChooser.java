package org.netreplay.viewer.charts;

import java.util.List;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Popup;
import org.controlsfx.control.textfield.TextFields;

/**
 * The charts' field chooser: a button ("Fields 4 ▾") that opens a list of the session's fields in groups (log
 * fields, status CSV, net CSV: {@link FieldGroups}) with a filter box on top. Typing filters; Down goes to the list,
 * Space or Enter checks or unchecks the selected field (a checked field is charted, at the bottom), Up from the first
 * field goes back to the filter, typing in the list types in the filter, Escape closes. Edits {@code shown} only.
 */
final class FieldChooser {
    private final ObservableList<String> available;
    private final ObservableList<String> shown;
    private final Button button = new Button();
    private final TextField filter = TextFields.createClearableTextField();
    private final ListView<FieldGroups.Row> list = new ListView<>();
    private final Label footer = new Label();
    private final Popup popup = new Popup();

    /**
     * @param available the session's fields (read)
     * @param shown     the charted fields, top to bottom (edited)
     */
    FieldChooser(ObservableList<String> available, ObservableList<String> shown) {
        this.available = available;
        this.shown = shown;
        button.setId("chartFields");
        button.getStyleClass().add("small-button");
        button.setOnAction(event -> toggle());
        button.setMinWidth(Region.USE_PREF_SIZE);
        filter.setId("chartFieldFilter");
        filter.setPromptText("Filter fields, e.g. dsync");
        filter.textProperty().addListener((obs, old, now) -> refill());
        filter.addEventFilter(KeyEvent.KEY_PRESSED, this::keyInFilter);
        list.setId("chartFieldList");
        list.setPrefSize(300, 380);
        list.setCellFactory(view -> new RowCell());
        list.addEventFilter(KeyEvent.KEY_PRESSED, this::keyInList);
        list.addEventFilter(KeyEvent.KEY_TYPED, event -> {
            String typed = event.getCharacter();
            if (!typed.isEmpty() && !typed.isBlank() && typed.charAt(0) >= ' ' && typed.charAt(0) != 127
                    && !event.isControlDown() && !event.isAltDown() && !event.isMetaDown()) {
                filter.requestFocus();
                filter.appendText(typed);
                filter.positionCaret(filter.getLength());
                event.consume();
            }
        });
        Button none = new Button("Clear");
        none.setId("chartFieldsClear");
        none.getStyleClass().add("small-button");
        none.setOnAction(event -> shown.clear());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        footer.getStyleClass().add("bar-caption");
        HBox bottom = new HBox(8, footer, spacer, none);
        bottom.setAlignment(javafx.geometry.Pos.CENTER_LEFT);
        VBox content = new VBox(6, filter, list, bottom);
        VBox.setVgrow(list, Priority.ALWAYS);
        content.getStyleClass().add("chart-field-chooser");
        content.getStylesheets().add(ChartsPane.STYLESHEET);
        popup.getContent().add(new BorderPane(content));
        popup.setAutoHide(true);
        popup.setHideOnEscape(true);
        popup.setOnHidden(event -> button.requestFocus());
        available.addListener((ListChangeListener<String>) change -> refill());
        shown.addListener((ListChangeListener<String>) change -> {
            updateButton();
            list.refresh();
            updateFooter();
        });
        updateButton();
        refill();
    }

    /** @return the button that opens the chooser */
    Node button() {
        return button;
    }

    /** @return the filter box (in the chooser's popup) */
    TextField filter() {
        return filter;
    }

    /** @return the grouped list (in the chooser's popup) */
    ListView<FieldGroups.Row> list() {
        return list;
    }

    /** @return whether the chooser's popup is open */
    boolean isShowing() {
        return popup.isShowing();
    }

    /** Opens the chooser under its button (above it near the screen's bottom), the filter focused; or closes it. */
    void toggle() {
        if (popup.isShowing()) {
            popup.hide();
            return;
        }
        if (button.getScene() == null) {
            return;
        }
        BorderPane root = (BorderPane) popup.getContent().get(0);
        root.getStylesheets().setAll(button.getScene().getStylesheets());
        Bounds at = button.localToScreen(button.getBoundsInLocal());
        root.applyCss();
        double height = root.prefHeight(-1);
        double screenBottom = javafx.stage.Screen.getScreensForRectangle(at.getMinX(), at.getMinY(), 1, 1).stream()
                .findFirst().orElse(javafx.stage.Screen.getPrimary()).getVisualBounds().getMaxY();
        // under the button when it fits, else above it (the charts sit at the bottom of the window)
        boolean below = at.getMaxY() + 2 + height <= screenBottom;
        popup.setAnchorLocation(below ? javafx.stage.PopupWindow.AnchorLocation.CONTENT_TOP_LEFT
                : javafx.stage.PopupWindow.AnchorLocation.CONTENT_BOTTOM_LEFT);
        popup.show(button, at.getMinX(), below ? at.getMaxY() + 2 : at.getMinY() - 2);
        filter.requestFocus();
        filter.selectAll();
    }

    private void updateButton() {
        button.setText(shown.isEmpty() ? "Fields ▾" : "Fields " + shown.size() + " ▾");
    }

    private void refill() {
        List<FieldGroups.Row> rows = FieldGroups.rows(available, filter.getText());
        list.getItems().setAll(rows);
        updateFooter();
    }

    private void updateFooter() {
        long matching = list.getItems().stream().filter(row -> row instanceof FieldGroups.Field).count();
        footer.setText(shown.size() + " charted · " + (matching == available.size() ? available.size() + " fields"
                : matching + " of " + available.size() + " fields"));
    }

    private void keyInFilter(KeyEvent event) {
        if (event.getCode() == KeyCode.ESCAPE) {
            popup.hide();
            event.consume();
        } else if (event.getCode() == KeyCode.DOWN || event.getCode() == KeyCode.ENTER) {
            int first = nextField(-1, 1);
            if (first >= 0) {
                list.requestFocus();
                list.getSelectionModel().clearAndSelect(first);
                list.getFocusModel().focus(first);
                list.scrollTo(Math.max(0, first - 1));
            }
            event.consume();
        }
    }

    private void keyInList(KeyEvent event) {
        int at = list.getSelectionModel().getSelectedIndex();
        switch (event.getCode()) {
            case DOWN, UP -> {
                int next = nextField(at, event.getCode() == KeyCode.DOWN ? 1 : -1);
                if (next >= 0) {
                    list.getSelectionModel().clearAndSelect(next);
                    list.getFocusModel().focus(next);
                    list.scrollTo(Math.max(0, next - 3));
                } else if (event.getCode() == KeyCode.UP) {
                    filter.requestFocus();
                }
                event.consume();
            }
            case ESCAPE -> {
                popup.hide();
                event.consume();
            }
            case SPACE, ENTER -> {
                if (at >= 0 && list.getItems().get(at) instanceof FieldGroups.Field field) {
                    flip(field.name());
                }
                event.consume();
            }
            default -> { }
        }
    }

    /** @return the index of the next field row after {@code from} in direction {@code step}, or -1 */
    private int nextField(int from, int step) {
        List<FieldGroups.Row> rows = list.getItems();
        for (int i = from + step; i >= 0 && i < rows.size(); i += step) {
            if (rows.get(i) instanceof FieldGroups.Field) {
                return i;
            }
        }
        return -1;
    }

    /** Charts {@code field} (at the bottom) or stops charting it. */
    private void flip(String field) {
        if (shown.contains(field)) {
            shown.remove(field);
        } else {
            shown.add(field);
        }
    }

    /** A group's title, or a field with its check box. */
    private final class RowCell extends ListCell<FieldGroups.Row> {
        private final CheckBox check = new CheckBox();

        RowCell() {
            check.setFocusTraversable(false);
            check.setOnAction(event -> {
                if (getItem() instanceof FieldGroups.Field field) {
                    flip(field.name());
                }
            });
        }

        @Override
        protected void updateItem(FieldGroups.Row row, boolean empty) {
            super.updateItem(row, empty);
            getStyleClass().remove("chart-field-group");
            if (empty || row == null) {
                setText(null);
                setGraphic(null);
                setDisable(false);
            } else if (row instanceof FieldGroups.Header header) {
                setGraphic(null);
                setText(header.title() + "  " + (header.matches() == header.total() ? header.total()
                        : header.matches() + " of " + header.total()));
                getStyleClass().add("chart-field-group");
                setMouseTransparent(true);
            } else if (row instanceof FieldGroups.Field field) {
                setMouseTransparent(false);
                setText(null);
                check.setText(field.name());
                check.setSelected(shown.contains(field.name()));
                setGraphic(check);
            }
        }
    }
}

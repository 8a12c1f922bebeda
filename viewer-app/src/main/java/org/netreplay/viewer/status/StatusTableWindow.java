package org.netreplay.viewer.status;

import java.util.List;
import java.util.Objects;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.netreplay.log.csv.StatusCsv;
import org.netreplay.log.csv.StatusTable;
import org.netreplay.viewer.common.ArchitectureException;
import org.netreplay.viewer.common.PeerColours;

/**
 * The status table window (View ▸ Status CSV table, Shortcut+Shift+S): one row per status CSV row with its time,
 * frame, player (in the player's colour) and the 11 values with their units; rewinds and corrections that are not 0
 * stand out, "only rewinds and corrections" to keep just those. Selecting a row moves every view to its frame; the
 * table follows the frame chosen elsewhere. Esc or Ctrl+W closes it. Made once, shown again on request.
 */
@ArchitectureException("its table's rows are indexes into the session's immutable StatusTable (log.csv), read "
        + "cell by cell: a view copy would double the status table's memory")
public final class StatusTableWindow {
    /** Column headers for {@link StatusCsv#VALUE_COLUMNS}, with units (docs/formats.md §1.5). */
    private static final List<String> HEADERS = List.of("rwnd (frames)", "cpu %", "sync ms", "ping ms",
            "dif bytes", "lcor px", "rcor px", "tx B/frame", "rx B/frame", "tx pkt", "rx pkt");
    private static final javafx.css.PseudoClass EVENT = javafx.css.PseudoClass.getPseudoClass("event");
    private final Stage stage = new Stage();
    private final StatusTableModel model;
    private final TableView<Integer> view = new TableView<>();

    /**
     * @param owner the main window
     * @param model the table's state
     */
    public StatusTableWindow(Window owner, StatusTableModel model) {
        this.model = model;
        stage.initOwner(owner);
        stage.setTitle("Status CSV — per player and frame");
        view.setId("statusTable");
        view.setItems(model.rows());
        view.setPlaceholder(new Label("No status CSV rows to show"));
        view.getColumns().add(textColumn("time", 150, row -> table().time(row)));
        view.getColumns().add(textColumn("frame", 70, row -> Integer.toString(table().frame(row))));
        view.getColumns().add(playerColumn());
        for (int c = 0; c < HEADERS.size(); c++) {
            int column = c;
            TableColumn<Integer, String> values = textColumn(HEADERS.get(c), c == 0 ? 104 : 82,
                    row -> number(table().value(row, column)));
            if (c == 0 || c == 5 || c == 6) {
                values.setCellFactory(cell -> new TableCell<>() {
                    @Override
                    protected void updateItem(String item, boolean empty) {
                        super.updateItem(item, empty);
                        setText(empty ? null : item);
                        pseudoClassStateChanged(EVENT, !empty && item != null && !item.equals("0"));
                    }
                });
            }
            view.getColumns().add(values);
        }
        view.getSelectionModel().selectedIndexProperty().addListener((obs, old, now) ->
                model.selectedPositionProperty().set(now.intValue()));
        model.selectedPositionProperty().addListener((obs, old, now) -> {
            int position = now.intValue();
            if (position >= 0 && position < model.rows().size()
                    && view.getSelectionModel().getSelectedIndex() != position) {
                view.getSelectionModel().clearAndSelect(position);
                view.scrollTo(Math.max(0, position - 3));
            }
        });
        CheckBox onlyEvents = new CheckBox("Only rewinds and corrections");
        onlyEvents.setId("statusOnlyEvents");
        onlyEvents.selectedProperty().bindBidirectional(model.onlyEventsProperty());
        Label summary = new Label();
        summary.setId("statusSummary");
        summary.textProperty().bind(model.summaryProperty());
        Label players = new Label("Players follow the category panel");
        players.getStyleClass().add("bar-caption");
        HBox bar = new HBox(12, onlyEvents, players, summary);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(6, 8, 6, 8));
        bar.getStyleClass().add("search-bar");
        BorderPane root = new BorderPane(view);
        root.setTop(bar);
        root.getStyleClass().add("netreplay");
        Scene scene = new Scene(root, 1180, 520);
        scene.getStylesheets().add(Objects.requireNonNull(
                StatusTableWindow.class.getResource("/org/netreplay/viewer/viewer.css")).toExternalForm());
        stage.setScene(scene);
        closeByKeyboard(scene);
    }

    /** Esc and Ctrl+W (Cmd+W) close the window, as they close a dialog or a tab; the next show opens it again. */
    private void closeByKeyboard(Scene scene) {
        scene.getAccelerators().put(new javafx.scene.input.KeyCodeCombination(javafx.scene.input.KeyCode.W,
                javafx.scene.input.KeyCombination.SHORTCUT_DOWN), stage::hide);
        scene.addEventHandler(javafx.scene.input.KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == javafx.scene.input.KeyCode.ESCAPE) {
                stage.hide();
                event.consume();
            }
        });
    }

    /** Shows the window (reading the files the first time) and brings it to the front. */
    public void show() {
        model.show();
        stage.show();
        stage.toFront();
    }

    /** @return the window's stage */
    public Stage stage() {
        return stage;
    }

    private StatusTable table() {
        return model.tableProperty().get();
    }

    private static String number(float value) {
        return value == Math.rint(value) && Math.abs(value) < 1e9 ? Long.toString((long) value)
                : Float.toString(value);
    }

    private TableColumn<Integer, String> textColumn(String title, double width,
                                                    java.util.function.IntFunction<String> text) {
        TableColumn<Integer, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(
                table() == null ? "" : text.apply(cell.getValue())));
        column.setStyle("-fx-alignment: CENTER-RIGHT;");
        return column;
    }

    private TableColumn<Integer, String> playerColumn() {
        TableColumn<Integer, String> column = textColumn("player", 60,
                row -> Integer.toString(table().player(row)));
        column.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                setStyle(empty || item == null ? "" : "-fx-alignment: CENTER-RIGHT; -fx-text-fill: "
                        + PeerColours.HEX[Integer.parseInt(item) & 7] + ";");
            }
        });
        return column;
    }
}

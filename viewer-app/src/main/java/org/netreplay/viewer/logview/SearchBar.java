package org.netreplay.viewer.logview;

import javafx.animation.PauseTransition;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.ToggleButton;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.HBox;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.Region;
import javafx.util.Duration;
import org.controlsfx.control.textfield.CustomTextField;
import org.controlsfx.control.textfield.TextFields;

/**
 * The bar above the log: regex search (typing searches after a short pause; Enter/Shift+Enter go to the
 * next/previous hit; Esc returns to the log), hit count, ignore-case and only-matching toggles, the regex error,
 * and the go-to-frame and go-to-line fields. Its groups wrap to a second row when the log is narrow, and the hit
 * count and the regex error share one slot of a fixed width, so nothing moves while the user types.
 */
final class SearchBar extends javafx.scene.layout.FlowPane {
    /** The width of the slot that shows the hit count or the regex error, px (longer texts end in … and a tooltip). */
    static final double SUMMARY_WIDTH_PX = 210;
    private static final Duration TYPING_PAUSE = Duration.millis(250);
    private final LogViewModel model;
    private final CustomTextField searchField = (CustomTextField) TextFields.createClearableTextField();
    private final TextField frameField = new TextField();
    private final TextField lineField = new TextField();
    private final Runnable backToLog;
    private final Label summary = new Label();
    private SearchCommands commands;

    SearchBar(LogViewModel model, Runnable backToLog) {
        this.model = model;
        this.backToLog = backToLog;
        this.commands = SearchCommands.of(model);
        getStyleClass().add("search-bar");
        setAlignment(Pos.CENTER_LEFT);
        setHgap(10);
        setVgap(4);
        SearchViewModel search = model.search();

        searchField.setId("searchField");
        searchField.setPromptText("Search regex  (Ctrl+F)");
        searchField.setPrefColumnCount(16);
        Label glass = new Label("⌕");
        glass.getStyleClass().add("search-glyph");
        searchField.setLeft(glass);
        PauseTransition pause = new PauseTransition(TYPING_PAUSE);
        pause.setOnFinished(event -> search.queryProperty().set(searchField.getText()));
        searchField.textProperty().addListener((obs, old, now) -> pause.playFromStart());
        search.queryProperty().addListener((obs, old, now) -> {
            if (!now.equals(searchField.getText())) {
                searchField.setText(now);
            }
        });
        searchField.setOnKeyPressed(event -> {
            if (event.getCode() == KeyCode.ENTER) {
                pause.stop();
                if (event.isShiftDown()) {
                    commands.previousHit();
                } else {
                    commands.find(searchField.getText());
                }
                event.consume();
            } else if (event.getCode() == KeyCode.ESCAPE) {
                backToLog.run();
                event.consume();
            }
        });
        Tooltip searchTip = new Tooltip("Search regex (Ctrl+F): Enter next hit, Shift+Enter previous, Esc back to "
                + "the log");
        searchField.setTooltip(searchTip);
        search.errorProperty().addListener((obs, old, now) -> {
            searchField.pseudoClassStateChanged(javafx.css.PseudoClass.getPseudoClass("error"), !now.isEmpty());
            searchTip.setText(now.isEmpty() ? "Search regex (Ctrl+F): Enter next hit, Shift+Enter previous, Esc "
                    + "back to the log" : "Not a regex: " + now);
        });

        Button previous = iconButton("▲", "Previous hit (Shift+F3, Shift+Enter)", () -> commands.previousHit());
        Button next = iconButton("▼", "Next hit (F3, Enter)", () -> commands.nextHit());
        summary.setId("hitSummary");
        summary.getStyleClass().add("hit-summary");
        summary.textProperty().bind(commands.summary());
        summary.setTooltip(wholeText(summary.textProperty()));

        ToggleButton ignoreCase = new ToggleButton("Aa");
        ignoreCase.setId("ignoreCase");
        ignoreCase.setTooltip(new Tooltip("Ignore case"));
        ignoreCase.selectedProperty().bindBidirectional(search.ignoreCaseProperty());
        ToggleButton onlyMatching = new ToggleButton("Only matching");
        onlyMatching.setId("onlyMatching");
        onlyMatching.setTooltip(new Tooltip("Show only lines that match the search"));
        onlyMatching.selectedProperty().bindBidirectional(search.onlyMatchingProperty());

        Label error = new Label();
        error.setId("searchError");
        error.getStyleClass().add("search-error");
        error.textProperty().bind(search.errorProperty());
        error.setTooltip(wholeText(error.textProperty()));
        error.visibleProperty().bind(search.errorProperty().isNotEmpty());
        summary.visibleProperty().bind(error.visibleProperty().not());
        javafx.scene.layout.StackPane slot = new javafx.scene.layout.StackPane(summary, error);
        slot.setId("searchStatus");
        slot.setAlignment(Pos.CENTER_LEFT);
        slot.setMinWidth(SUMMARY_WIDTH_PX);
        slot.setPrefWidth(SUMMARY_WIDTH_PX);
        slot.setMaxWidth(SUMMARY_WIDTH_PX);
        for (Label text : new Label[] {summary, error}) {
            text.setMinWidth(0);
            text.setMaxWidth(SUMMARY_WIDTH_PX);
            StackPane.setAlignment(text, Pos.CENTER_LEFT);
        }

        frameField.setId("frameField");
        frameField.setPromptText("frame");
        frameField.setPrefColumnCount(6);
        frameField.setTooltip(new Tooltip("Go to frame (Ctrl+G), then Enter"));
        frameField.setOnAction(event -> goToFrame());
        // the field shows the selected line's frame while the user is not typing in it (it never keeps a stale one)
        // a moving selection (a held PgDn) refreshes the field as often as the cursor's followers, and when it stops
        org.netreplay.viewer.task.Throttle frameMoves =
                org.netreplay.viewer.task.Throttle.fx(LogViewModel.FOLLOWERS_MS, this::showSelectedFrame);
        model.selectedPositionProperty().addListener((obs, old, now) -> frameMoves.request());
        model.rowsProperty().addListener((obs, old, now) -> showSelectedFrame());
        frameField.focusedProperty().addListener((obs, old, now) -> {
            if (!now) {
                showSelectedFrame();
            }
        });
        lineField.setId("lineField");
        lineField.setPromptText("line, c1:120");
        lineField.setPrefColumnCount(8);
        lineField.setTooltip(new Tooltip("Go to line (Ctrl+L): 120 or lane:120, then Enter"));
        lineField.setOnAction(event -> {
            if (model.navigation().goToLine(lineField.getText())) {
                backToLog.run();
            }
        });
        for (TextField field : new TextField[] {frameField, lineField}) {
            field.setOnKeyPressed(event -> {
                if (event.getCode() == KeyCode.ESCAPE) {
                    backToLog.run();
                    event.consume();
                }
            });
        }
        for (javafx.scene.control.Control fixed : new javafx.scene.control.Control[] {searchField, previous, next,
            ignoreCase, onlyMatching, frameField, lineField}) {
            fixed.setMinWidth(Region.USE_PREF_SIZE);
        }
        // groups that stay together when the bar wraps
        getChildren().addAll(group(searchField, previous, next), slot, group(ignoreCase, onlyMatching),
                group(caption("Frame"), frameField), group(caption("Line"), lineField));
    }

    private static HBox group(javafx.scene.Node... nodes) {
        HBox group = new HBox(4, nodes);
        group.setAlignment(Pos.CENTER_LEFT);
        return group;
    }

    /** @return a tooltip with the whole of a text that its label may cut with an ellipsis; none while it is empty */
    private static Tooltip wholeText(javafx.beans.value.ObservableStringValue text) {
        Tooltip tip = new Tooltip();
        tip.textProperty().bind(text);
        tip.setWrapText(true);
        tip.setMaxWidth(640);
        return tip;
    }

    /** Routes the keys and buttons to {@code route} (a side by side's active pane) and shows its summary. */
    void route(SearchCommands route) {
        commands = route;
        summary.textProperty().bind(route.summary());
    }

    private void showSelectedFrame() {
        if (frameField.isFocused()) {
            return;
        }
        int frame = model.frameAt(model.selectedPositionProperty().get());
        frameField.setText(frame < 0 ? "" : Integer.toString(frame));
    }

    private void goToFrame() {
        try {
            if (model.navigation().goToFrame(Integer.parseInt(frameField.getText().trim().replace(",", "")))) {
                backToLog.run();
            }
        } catch (NumberFormatException e) {
            model.noticeFor("\"" + frameField.getText() + "\" is not a frame number.");
        }
    }

    private static Label caption(String text) {
        Label label = new Label(text);
        label.getStyleClass().add("bar-caption");
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }

    private static Button iconButton(String glyph, String tooltip, Runnable action) {
        Button button = new Button(glyph);
        button.getStyleClass().add("icon-button");
        button.setTooltip(new Tooltip(tooltip));
        button.setOnAction(event -> action.run());
        button.setFocusTraversable(false);
        return button;
    }

    /** Focuses the search field and selects its text (Ctrl+F). */
    void focusSearch() {
        searchField.requestFocus();
        searchField.selectAll();
    }

    /** Focuses the frame field (Ctrl+G). */
    void focusFrame() {
        frameField.requestFocus();
        frameField.selectAll();
    }

    /** Focuses the line field (Ctrl+L). */
    void focusLine() {
        lineField.requestFocus();
        lineField.selectAll();
    }
}

package org.netreplay.viewer.logview;

import javafx.scene.Node;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.netreplay.viewer.filter.FilterViewModel;

/**
 * The log page: the column header and the log list (one canvas over the visible rows) with the overview strip on the
 * right, plus its search bar (which the window places above). Wires the views to one {@link LogViewModel}.
 */
public final class LogPage {
    private final LogViewModel model;
    private final BorderPane view = new BorderPane();
    private final LogCanvasView list;
    private final SearchBar searchBar;

    /**
     * @param model  the log view model the page shows
     * @param filter the filter the rows' context menu edits
     */
    public LogPage(LogViewModel model, FilterViewModel filter) {
        this(model, filter, "logList");
    }

    /**
     * @param model         the log view model the page shows
     * @param filter        the filter the rows' context menu edits
     * @param listId the list's node id: {@code logList} for the main page, e.g. {@code peerList-c1} for a
     *               side-by-side pane (which shares the main page's search bar)
     */
    public LogPage(LogViewModel model, FilterViewModel filter, String listId) {
        this.model = model;
        this.list = new LogCanvasView(model, filter);
        this.searchBar = new SearchBar(model, list::requestFocus);
        javafx.scene.layout.StackPane rows = new javafx.scene.layout.StackPane(list, list.placeholder());
        VBox.setVgrow(rows, Priority.ALWAYS);
        VBox table = new VBox(new LogHeader(list.columnLayoutProperty()), rows);
        HBox.setHgrow(table, Priority.ALWAYS);
        HBox body = new HBox(table, new OverviewStrip(model));
        body.getStyleClass().add("log-body");
        list.setId(listId);
        view.setCenter(body);
        view.getStyleClass().add("log-page");
    }

    /**
     * Shows a title above the page: the peer's name in its colour, then the page's own counts (visible of its
     * lanes' lines) and search hits, e.g. "c1 · 51,204 of 86,020 lines · 3 / 523 hits".
     *
     * @param name   the peer's name, e.g. {@code srv} or {@code c2}
     * @param colour the peer's colour (the lane column's)
     */
    public void showTitle(String name, javafx.scene.paint.Color colour) {
        javafx.scene.control.Label peer = new javafx.scene.control.Label("● " + name);
        peer.getStyleClass().add("pane-title-name");
        peer.setStyle(String.format("-fx-text-fill: #%02x%02x%02x;", (int) Math.round(colour.getRed() * 255),
                (int) Math.round(colour.getGreen() * 255), (int) Math.round(colour.getBlue() * 255)));
        javafx.scene.control.Label counts = new javafx.scene.control.Label();
        counts.getStyleClass().add("pane-title-counts");
        counts.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() -> {
            String hits = model.search().summaryProperty().get();
            String lines = model.status().linesProperty().get();
            return hits.isEmpty() ? lines : lines + " · " + hits;
        }, model.search().summaryProperty(), model.status().linesProperty()));
        HBox title = new HBox(8, peer, counts);
        title.setId("paneTitle-" + name);
        title.getStyleClass().add("pane-title");
        view.setTop(title);
    }

    /** Hides the title (the main page when it shows every lane). */
    public void hideTitle() {
        view.setTop(null);
    }

    /** Runs {@code action} whenever the log list gets the keyboard focus (the active pane of a side by side). */
    public void onListFocused(Runnable action) {
        list.focusedProperty().addListener((obs, old, now) -> {
            if (now) {
                action.run();
            }
        });
    }

    /** Routes the search bar's keys and buttons to {@code commands} (the side by side's active pane). */
    public void routeSearch(SearchCommands commands) {
        searchBar.route(commands);
    }

    /** @return the search bar, placed by the window above the page (or above two pages side by side) */
    public Node searchBar() {
        return searchBar;
    }

    /** @return the page's root node (without the search bar) */
    public Node view() {
        return view;
    }

    /** @return the model shown */
    public LogViewModel model() {
        return model;
    }

    /** Focuses the log list (so the letter and digit keys toggle types and players). */
    public void focusLog() {
        list.requestFocus();
    }

    /** Focuses the search field (Ctrl+F). */
    public void focusSearch() {
        searchBar.focusSearch();
    }

    /** Focuses the go-to-frame field (Ctrl+G). */
    public void focusGoToFrame() {
        searchBar.focusFrame();
    }

    /** Focuses the go-to-line field (Ctrl+L). */
    public void focusGoToLine() {
        searchBar.focusLine();
    }

    /** Releases the page's hooks when the window closes. */
    public void reset() {
        list.dispose();
    }
}

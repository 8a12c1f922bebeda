package org.netreplay.viewer.logview;

import javafx.scene.Node;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.netreplay.viewer.filter.FilterViewModel;

/**
 * The log page: the column header and the virtualised log list with the overview strip on the right, plus its
 * search bar (which the window places above). Wires the views to one {@link LogViewModel}.
 */
public final class LogPage {
    private final LogViewModel model;
    private final BorderPane view = new BorderPane();
    private final LogListView list;
    private final SearchBar searchBar;

    /**
     * @param model  the log view model the page shows
     * @param filter the filter the rows' context menu edits
     */
    public LogPage(LogViewModel model, FilterViewModel filter) {
        this(model, filter, true);
    }

    /**
     * @param model         the log view model the page shows
     * @param filter        the filter the rows' context menu edits
     * @param withSearchBar false for a second page that shares the first page's search (its list gets the id
     *                      {@code peerList} instead of {@code logList})
     */
    public LogPage(LogViewModel model, FilterViewModel filter, boolean withSearchBar) {
        this.model = model;
        this.list = new LogListView(model, filter);
        this.searchBar = new SearchBar(model, list::requestFocus);
        VBox.setVgrow(list, Priority.ALWAYS);
        VBox table = new VBox(new LogHeader(list), list);
        HBox.setHgrow(table, Priority.ALWAYS);
        HBox body = new HBox(table, new OverviewStrip(model));
        body.getStyleClass().add("log-body");
        if (!withSearchBar) {
            list.setId("peerList");
        }
        view.setCenter(body);
        view.getStyleClass().add("log-page");
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

package org.netreplay.viewer.logview;

import javafx.scene.Node;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.netreplay.viewer.filter.FilterViewModel;

/**
 * The log page: search bar on top, the column header and the virtualised log list, and the overview strip on the
 * right. Wires the views to one {@link LogViewModel}.
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
        this.model = model;
        this.list = new LogListView(model, filter);
        this.searchBar = new SearchBar(model, list::requestFocus);
        VBox.setVgrow(list, Priority.ALWAYS);
        VBox table = new VBox(new LogHeader(list), list);
        HBox.setHgrow(table, Priority.ALWAYS);
        HBox body = new HBox(table, new OverviewStrip(model));
        body.getStyleClass().add("log-body");
        view.setTop(searchBar);
        view.setCenter(body);
        view.getStyleClass().add("log-page");
    }

    /** @return the page's root node */
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

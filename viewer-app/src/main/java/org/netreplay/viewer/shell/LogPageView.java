package org.netreplay.viewer.shell;

import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import org.netreplay.viewer.charts.ChartsPane;
import org.netreplay.viewer.common.ViewerPreferences;
import org.netreplay.viewer.filter.CategoryPanel;
import org.netreplay.viewer.logview.LogPage;
import org.netreplay.viewer.page.Page;

/**
 * The log page: the category panel beside the log list (and, side by side, the peer list) over the timing charts;
 * dividers remembered. A chart click moves the window's one frame cursor.
 */
final class LogPageView implements Page {
    private static final double DEFAULT_DIVIDER = 0.2;
    private final MainViewModel model;
    private final LogPage page;
    private final SplitPane split;
    private final SplitPane logAndCharts;
    private Node chartsView;

    LogPageView(MainViewModel model) {
        this.model = model;
        this.page = new LogPage(model.log(), model.filter());
        CategoryPanel panel = new CategoryPanel(model.filter());
        ChartsPane charts = new ChartsPane(model.charts(), frame -> model.cursor().goToFrame(frame));
        LogPage peerPage = new LogPage(model.sideBySide().peer(), model.filter(), false);
        peerPage.view().setId("peerPage");
        SplitPane logs = new SplitPane(page.view());
        logs.setId("logPages");
        model.sideBySide().enabledProperty().addListener((obs, old, now) -> {
            if (now && !logs.getItems().contains(peerPage.view())) {
                logs.getItems().add(peerPage.view());
                logs.setDividerPositions(0.5);
            } else if (!now) {
                logs.getItems().remove(peerPage.view());
            }
        });
        BorderPane logsWithSearch = new BorderPane(logs);
        logsWithSearch.setTop(page.searchBar());
        logAndCharts = new SplitPane(logsWithSearch, charts.view());
        logAndCharts.setOrientation(javafx.geometry.Orientation.VERTICAL);
        logAndCharts.setDividerPositions(model.preferences().chartsDivider(0.72));
        SplitPane.setResizableWithParent(charts.view(), false);
        showCharts(model.preferences().chartsShown());
        split = new SplitPane(panel.view(), logAndCharts);
        SplitPane.setResizableWithParent(panel.view(), false);
        split.setDividerPositions(model.preferences().dividerPosition(DEFAULT_DIVIDER));
    }

    @Override
    public String title() {
        return "Log";
    }

    @Override
    public Node view() {
        return split;
    }

    /** @return the log list's page (search bar, focus) */
    LogPage logPage() {
        return page;
    }

    /** Shows or hides the timing charts under the log. */
    void showCharts(boolean shown) {
        if (chartsView == null) {
            chartsView = logAndCharts.getItems().get(1);
        }
        if (shown && !logAndCharts.getItems().contains(chartsView)) {
            logAndCharts.getItems().add(chartsView);
            logAndCharts.setDividerPositions(model.preferences().chartsDivider(0.72));
        } else if (!shown) {
            logAndCharts.getItems().remove(chartsView);
        }
    }

    /** @return whether the timing charts are shown */
    boolean chartsShown() {
        return logAndCharts.getItems().size() > 1;
    }

    /** Remembers the dividers and whether the charts are shown. */
    void saveState(ViewerPreferences preferences) {
        if (split.getDividerPositions().length > 0) {
            preferences.setDividerPosition(split.getDividerPositions()[0]);
        }
        preferences.setChartsShown(chartsShown());
        if (chartsShown()) {
            preferences.setChartsDivider(logAndCharts.getDividerPositions()[0]);
        }
        page.reset();
    }
}

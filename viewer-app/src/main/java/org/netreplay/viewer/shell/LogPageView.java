package org.netreplay.viewer.shell;

import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import org.netreplay.viewer.charts.ChartsPane;
import org.netreplay.viewer.common.PeerColours;
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
    private final SplitPane logsAndDetail;
    private final Node panelView;
    private final Node logsWithSearch;
    private final javafx.scene.layout.VBox timelineAndCharts;
    private final Node lanes;
    private final Node chartsView;
    private final Node detailView;
    /** The side bar's divider while the side bar is hidden (restored when it shows again). */
    private double sideDivider;
    /** Remembered (ComfortPreferences keys): the divider above the line-detail pane, and whether it shows. */
    private static final String DETAIL_SPLIT = "log.detail";
    private static final String DETAIL_SHOWN = "log.detailShown";
    /** The client panes' pages, made once per model (the models are reused). Identity keys, FX thread only. */
    private final java.util.Map<org.netreplay.viewer.logview.LogViewModel, LogPage> peerPages =
            new java.util.IdentityHashMap<>();

    /** The collapsed panes' strips: the side bar's stands beside the log, the others lie across the column. */
    private final PaneStrip sideStrip;
    private final PaneStrip logStrip;
    private final PaneStrip timelineStrip;
    private final PaneStrip chartsStrip;

    /**
     * @param model  the window's state
     * @param expand what a collapsed pane's strip does when clicked (the layout expands that pane)
     */
    LogPageView(MainViewModel model, java.util.function.Consumer<PaneLayout.Pane> expand) {
        this.model = model;
        sideStrip = new PaneStrip(PaneLayout.Pane.SIDE_BAR, true, () -> expand.accept(PaneLayout.Pane.SIDE_BAR));
        logStrip = new PaneStrip(PaneLayout.Pane.LOG, false, () -> expand.accept(PaneLayout.Pane.LOG));
        timelineStrip = new PaneStrip(PaneLayout.Pane.TIMELINE, false,
                () -> expand.accept(PaneLayout.Pane.TIMELINE));
        chartsStrip = new PaneStrip(PaneLayout.Pane.CHARTS, false, () -> expand.accept(PaneLayout.Pane.CHARTS));
        this.page = new LogPage(model.log(), model.filter());
        CategoryPanel panel = new CategoryPanel(model.filter());
        ChartsPane charts = new ChartsPane(model.charts(), frame -> model.cursor().goToFrame(frame));
        SplitPane logs = new SplitPane(page.view());
        logs.setId("logPages");
        logs.setMinHeight(MIN_LOG_HEIGHT); // the charts and line details give way before the log's last rows
        SideBySide sideBySide = model.sideBySide();
        page.routeSearch(sideBySide);
        page.onListFocused(() -> sideBySide.activeProperty().set(model.log()));
        sideBySide.panes().addListener((javafx.collections.ListChangeListener<SideBySide.Pane>) change ->
                showPanes(logs, sideBySide.panes()));
        detailView = new org.netreplay.viewer.logview.LineDetailView(model.lineDetail()).view();
        logsAndDetail = new SplitPane(logs, detailView);
        logsAndDetail.setOrientation(javafx.geometry.Orientation.VERTICAL);
        SplitPane.setResizableWithParent(detailView, false);
        showDetail(model.comfort().flag(DETAIL_SHOWN, true));
        BorderPane withSearch = new BorderPane(logsAndDetail);
        withSearch.setTop(page.searchBar());
        withSearch.setMinWidth(MIN_LOG_WIDTH);
        logsWithSearch = withSearch;
        // the desync timeline (and a rebuilt netgame's correction lane) right above the charts, on their x axis
        lanes = new javafx.scene.layout.VBox(
                new org.netreplay.viewer.timeline.TimelineView(model.timeline(), model.theme().darkProperty()),
                new org.netreplay.viewer.netgame.CorrectionLaneView(model.corrections(), model.theme().darkProperty()));
        lanes.setId("timelineLanes");
        chartsView = charts.view();
        timelineAndCharts = new javafx.scene.layout.VBox(timelineStrip.view(), lanes, chartsStrip.view(), chartsView);
        javafx.scene.layout.VBox.setVgrow(chartsView, javafx.scene.layout.Priority.ALWAYS);
        logAndCharts = new SplitPane(logsWithSearch, timelineAndCharts);
        logAndCharts.setOrientation(javafx.geometry.Orientation.VERTICAL);
        logAndCharts.setDividerPositions(model.preferences().chartsDivider(0.72));
        SplitPane.setResizableWithParent(timelineAndCharts, false);
        panelView = panel.view();
        if (panelView instanceof javafx.scene.layout.Region side) {
            side.setMinWidth(MIN_SIDE_BAR_WIDTH);
        }
        split = new SplitPane(panelView, logAndCharts);
        SplitPane.setResizableWithParent(panelView, false);
        sideDivider = model.preferences().dividerPosition(DEFAULT_DIVIDER);
        split.setDividerPositions(sideDivider);
    }

    /** The least height of the log list (its header and about four rows), px. */
    static final double MIN_LOG_HEIGHT = 100;
    /** The least width of the log (its search bar wraps to fit), px. */
    static final double MIN_LOG_WIDTH = 260;
    /** The least width of the types and players side bar, px: a type's key, name, id and count. */
    static final double MIN_SIDE_BAR_WIDTH = 150;

    /**
     * Shows the page's panes that are asked for, whole or as their strips, each divider where the user left it; a
     * collapsed pane's strip keeps its place and the panes around it take the rest.
     *
     * @param sideBar  the types and players side bar
     * @param log      the log (its search bar, list or side by side panes, line details)
     * @param timeline the desync timeline and the correction lane
     * @param charts   the timing charts
     * @return whether anything of the page shows
     */
    boolean arrange(PaneLayout.PaneState sideBar, PaneLayout.PaneState log, PaneLayout.PaneState timeline,
                    PaneLayout.PaneState charts) {
        boolean dividerWasMeaningful = chartsDividerMeaningful();
        show(lanes, timeline == PaneLayout.PaneState.SHOWN);
        show(timelineStrip.view(), timeline == PaneLayout.PaneState.COLLAPSED);
        show(chartsView, charts == PaneLayout.PaneState.SHOWN);
        show(chartsStrip.view(), charts == PaneLayout.PaneState.COLLAPSED);
        // without charts the lanes (or strips) keep their own height and the log takes the rest; a collapsed log
        // leaves it to them
        boolean lowerGrows = charts == PaneLayout.PaneState.SHOWN || log != PaneLayout.PaneState.SHOWN;
        timelineAndCharts.setMaxHeight(lowerGrows ? Double.MAX_VALUE : javafx.scene.layout.Region.USE_PREF_SIZE);
        boolean lower = timeline != PaneLayout.PaneState.HIDDEN || charts != PaneLayout.PaneState.HIDDEN;
        java.util.List<Node> column = new java.util.ArrayList<>();
        if (log != PaneLayout.PaneState.HIDDEN) {
            column.add(log == PaneLayout.PaneState.SHOWN ? logsWithSearch : logStrip.view());
        }
        if (lower) {
            column.add(timelineAndCharts);
        }
        if (!logAndCharts.getItems().equals(column)) {
            if (dividerWasMeaningful) {
                model.preferences().setChartsDivider(logAndCharts.getDividerPositions()[0]);
            }
            logAndCharts.getItems().setAll(column);
        }
        if (column.size() == 2) {
            logAndCharts.setDividerPositions(log != PaneLayout.PaneState.SHOWN ? 0.0
                    : charts == PaneLayout.PaneState.SHOWN ? model.preferences().chartsDivider(0.72) : 0.98);
        }
        java.util.List<Node> row = switch (sideBar) {
            case SHOWN -> java.util.List.of(panelView, logAndCharts);
            case COLLAPSED -> java.util.List.of(sideStrip.view(), logAndCharts);
            case HIDDEN -> java.util.List.of(logAndCharts);
        };
        if (!split.getItems().equals(row)) {
            if (split.getItems().size() == 2 && split.getItems().get(0) == panelView) {
                sideDivider = split.getDividerPositions()[0];
            }
            split.getItems().setAll(row);
            if (sideBar != PaneLayout.PaneState.HIDDEN) {
                // a strip is as wide as it may be: the divider at the edge leaves it that
                split.setDividerPositions(sideBar == PaneLayout.PaneState.SHOWN ? sideDivider : 0.0);
            }
        }
        return sideBar != PaneLayout.PaneState.HIDDEN || log != PaneLayout.PaneState.HIDDEN || lower;
    }

    private static void show(Node node, boolean shown) {
        node.setVisible(shown);
        node.setManaged(shown);
    }

    /** @return whether the divider above the charts says how the user shares the log and the charts */
    private boolean chartsDividerMeaningful() {
        return logAndCharts.getItems().size() == 2 && logAndCharts.getItems().get(0) == logsWithSearch
                && chartsView.isVisible();
    }

    /** Shows one page per pane, left to right, in equal widths; titles name each peer when there are several. */
    private void showPanes(SplitPane logs, java.util.List<SideBySide.Pane> panes) {
        java.util.List<Node> views = new java.util.ArrayList<>();
        for (SideBySide.Pane pane : panes) {
            LogPage shown = pane.model() == model.log() ? page : peerPages.computeIfAbsent(pane.model(), peer -> {
                LogPage peerPage = new LogPage(peer, model.filter(), "peerList-" + pane.name());
                peerPage.onListFocused(() -> model.sideBySide().activeProperty().set(peer));
                return peerPage;
            });
            shown.view().setId("pane-" + pane.name());
            if (panes.size() > 1) {
                shown.showTitle(pane.name(), PeerColours.of(playerOf(pane.name())));
            } else {
                shown.hideTitle();
            }
            views.add(shown.view());
        }
        if (!logs.getItems().equals(views)) {
            logs.getItems().setAll(views);
            double[] dividers = new double[views.size() - 1];
            for (int i = 0; i < dividers.length; i++) {
                dividers[i] = (i + 1.0) / views.size();
            }
            logs.setDividerPositions(dividers);
        }
    }

    /** @return the player of a peer named {@code srv}/{@code log} (0) or {@code cN} (N), else 7 */
    private static int playerOf(String peer) {
        if (peer.matches("c[1-7]")) {
            return peer.charAt(1) - '0';
        }
        return peer.equals("srv") || peer.equals("log") ? 0 : 7;
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

    /** Shows or hides the line-detail pane under the log (its divider where the user left it). */
    void showDetail(boolean shown) {
        if (shown && !logsAndDetail.getItems().contains(detailView)) {
            logsAndDetail.getItems().add(detailView);
        } else if (!shown && logsAndDetail.getItems().contains(detailView)) {
            model.comfort().setSplit(DETAIL_SPLIT, logsAndDetail.getDividerPositions()[0]);
            logsAndDetail.getItems().remove(detailView);
        }
        if (shown) {
            logsAndDetail.setDividerPositions(model.comfort().split(DETAIL_SPLIT, 0.8));
        }
        model.comfort().setFlag(DETAIL_SHOWN, shown);
    }

    /**
     * Puts the dividers above the charts and above the line details back at their remembered share of the page's
     * height: the panes under them keep their height in px when the page is resized, which after the page moved
     * from beside the replay page to above it (half the height) would leave the log a row or two. Done once the
     * page has its new height.
     */
    void restoreDividersOnceResized() {
        javafx.beans.value.ChangeListener<Number> once = new javafx.beans.value.ChangeListener<>() {
            @Override
            public void changed(javafx.beans.value.ObservableValue<? extends Number> obs, Number old, Number now) {
                logAndCharts.heightProperty().removeListener(this);
                // set in this layout pass, the split would lay them out again keeping the old pixel heights
                javafx.animation.PauseTransition nextPulse = new javafx.animation.PauseTransition(
                        javafx.util.Duration.ONE);
                nextPulse.setOnFinished(event -> restoreDividers());
                nextPulse.play();
            }
        };
        logAndCharts.heightProperty().addListener(once);
    }

    private void restoreDividers() {
        if (chartsDividerMeaningful()) {
            logAndCharts.setDividerPositions(model.preferences().chartsDivider(0.72));
        } else if (logAndCharts.getItems().size() == 2) {
            logAndCharts.setDividerPositions(logAndCharts.getItems().get(0) == logsWithSearch ? 0.98 : 0.0);
        }
        if (detailShown()) {
            logsAndDetail.setDividerPositions(model.comfort().split(DETAIL_SPLIT, 0.8));
        }
    }

    /** @return whether the line-detail pane is shown */
    boolean detailShown() {
        return logsAndDetail.getItems().contains(detailView);
    }

    /** Remembers the dividers (which panes show, {@link PaneLayout} remembers). */
    void saveState(ViewerPreferences preferences) {
        preferences.setDividerPosition(split.getItems().size() == 2 && split.getItems().get(0) == panelView
                ? split.getDividerPositions()[0] : sideDivider);
        if (detailShown()) {
            model.comfort().setSplit(DETAIL_SPLIT, logsAndDetail.getDividerPositions()[0]);
        }
        if (chartsDividerMeaningful()) {
            preferences.setChartsDivider(logAndCharts.getDividerPositions()[0]);
        }
        page.reset();
    }
}

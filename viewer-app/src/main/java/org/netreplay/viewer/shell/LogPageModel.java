package org.netreplay.viewer.shell;

import org.netreplay.log.LogIndex;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.session.OpenSession;
import org.netreplay.viewer.charts.ChartsViewModel;
import org.netreplay.viewer.common.TypeLook;
import org.netreplay.viewer.filter.CategoryTree;
import org.netreplay.viewer.filter.FilterViewModel;
import org.netreplay.viewer.logview.LogViewModel;
import org.netreplay.viewer.page.PageModel;
import org.netreplay.viewer.status.StatusTableModel;

/**
 * The log page's model: the category panel's filter, the log list (and its side-by-side peer) and the timing charts,
 * shown together for a session. Prepares the category tree off the FX thread. Thread safety: FX thread only, except
 * {@link #prepare}.
 */
final class LogPageModel implements PageModel<CategoryTree> {
    private final LogTypeRegistry registry;
    private final LogViewModel log;
    private final FilterViewModel filter;
    private final ChartsViewModel charts;
    private final SideBySide sideBySide;
    private final StatusTableModel statusTable;
    /** True while a new session's lists are filled in, so the old session is not filtered again meanwhile. */
    private boolean showing;

    LogPageModel(LogTypeRegistry registry, LogViewModel log, FilterViewModel filter, ChartsViewModel charts,
                 SideBySide sideBySide, StatusTableModel statusTable) {
        this.statusTable = statusTable;
        this.registry = registry;
        this.log = log;
        this.filter = filter;
        this.charts = charts;
        this.sideBySide = sideBySide;
        filter.minFrameProperty().addListener((obs, old, now) ->
                charts.setFrameLimits(now.intValue(), filter.maxFrameProperty().get()));
        filter.maxFrameProperty().addListener((obs, old, now) ->
                charts.setFrameLimits(filter.minFrameProperty().get(), now.intValue()));
        filter.filterProperty().addListener((obs, old, now) -> {
            if (!showing) {
                sideBySide.setFilter(now);
            }
        });
    }

    @Override
    public String title() {
        return "Log";
    }

    @Override
    public CategoryTree prepare(OpenSession session) {
        return CategoryTree.of(registry, session.typeCounts(), id -> TypeLook.colourOf(registry.type(id)));
    }

    @Override
    public void show(OpenSession session, CategoryTree types) {
        showing = true;
        try {
            filter.setSession(types, session.typeCounts(), session.playerCounts(), session.laneNames(),
                    session.log().lanes().stream().map(LogIndex::lineCount).toList(), session.lanesShown(),
                    session.firstFrame(), session.lastFrame());
        } finally {
            showing = false;
        }
        sideBySide.setSession(session, filter.filterProperty().get());
        charts.setSession(session);
        statusTable.setFiles(session.statusCsvFiles());
    }

    @Override
    public void swapIn(OpenSession head, OpenSession full, CategoryTree types, Runnable releaseHead) {
        showing = true;
        try {
            filter.updateSession(types, full.typeCounts(), full.playerCounts(), full.laneNames(),
                    full.log().lanes().stream().map(LogIndex::lineCount).toList(), full.lanesShown(),
                    full.firstFrame(), full.lastFrame());
        } finally {
            showing = false;
        }
        java.util.List<LogViewModel> peers = sideBySide.peers();
        int[] readers = {1 + peers.size()};
        Runnable oneDone = () -> {
            if (--readers[0] == 0) {
                releaseHead.run(); // every view shows the full index now: nothing reads the head any more
            }
        };
        log.afterNextFilter(oneDone);
        peers.forEach(peer -> peer.afterNextFilter(oneDone));
        sideBySide.replaceSession(full, filter.filterProperty().get());
        charts.update(full);
        if (!full.statusCsvFiles().equals(head.statusCsvFiles())) {
            statusTable.setFiles(full.statusCsvFiles());
        }
    }

    @Override
    public void close() {
        charts.cancel();
        statusTable.cancel();
        log.cancelJobs();
        sideBySide.peers().forEach(LogViewModel::cancelJobs);
    }
}

package org.netreplay.viewer.shell;

import java.nio.file.Path;
import java.util.List;

import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.collections.ObservableList;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.session.OpenSession;
import org.netreplay.session.output.AtomicOutputs;
import org.netreplay.session.output.OutputPlan;
import org.netreplay.viewer.charts.ChartsViewModel;
import org.netreplay.viewer.common.ViewerPreferences;
import org.netreplay.viewer.cursor.FrameCursor;
import org.netreplay.viewer.filter.FilterViewModel;
import org.netreplay.viewer.logview.LogViewModel;
import org.netreplay.viewer.status.StatusTableModel;
import org.netreplay.viewer.task.TaskRunner;

/**
 * The window's wiring: one {@link SessionViewModel} (open, reload, swap, close), the pages that show its session
 * (the log page: filter, log list and side-by-side peer, charts), the one {@link FrameCursor} every view follows,
 * and the remembered preferences. Thread safety: FX thread only.
 */
public final class MainViewModel {
    private final ViewerPreferences preferences;
    private final LogViewModel log;
    private final FilterViewModel filter;
    private final ChartsViewModel charts;
    private final SideBySide sideBySide;
    private final FrameCursor cursor = new FrameCursor();
    private final SessionViewModel session;
    private final StatusTableModel statusTable;
    private final TaskRunner runner;
    private final LogTypeRegistry registry;
    private final org.netreplay.viewer.prefs.ComfortPreferences comfort;
    private final org.netreplay.viewer.prefs.ThemeViewModel theme;
    private final org.netreplay.viewer.timeline.TimelineViewModel timeline;
    private final org.netreplay.viewer.inspect.InspectorViewModel inspector;
    private final org.netreplay.viewer.replay.ReplayPageModel replay;
    private final org.netreplay.viewer.logview.LineDetailViewModel lineDetail;
    private final org.netreplay.viewer.netgame.NetgameRebuildViewModel netgame;
    private final org.netreplay.viewer.netgame.CorrectionsViewModel corrections;
    /** True while a lone {@code .gm} is shown: the replay page alone, no log page. */
    private final javafx.beans.property.ReadOnlyBooleanWrapper replayOnly =
            new javafx.beans.property.ReadOnlyBooleanWrapper(this, "replayOnly", false);
    private final javafx.beans.property.ReadOnlyStringWrapper title =
            new javafx.beans.property.ReadOnlyStringWrapper(this, "title", "netreplay");

    /**
     * @param runner      runs opening, filtering and searching off the FX thread
     * @param registry    the log types
     * @param preferences remembered settings (hidden types/players, recent files, chart fields)
     */
    public MainViewModel(TaskRunner runner, LogTypeRegistry registry, ViewerPreferences preferences) {
        this.preferences = preferences;
        this.runner = runner;
        this.registry = registry;
        this.log = new LogViewModel(runner, registry);
        this.filter = new FilterViewModel(registry, preferences.hiddenTypes(), preferences.hiddenPlayers());
        this.charts = new ChartsViewModel(runner, registry);
        charts.chosenFields().setAll(preferences.chartFields());
        charts.chosenFields().addListener((javafx.collections.ListChangeListener<String>) change -> {
            if (!charts.chosenFields().isEmpty()) {
                preferences.setChartFields(List.copyOf(charts.chosenFields()));
            }
        });
        this.sideBySide = new SideBySide(log, () -> {
            LogViewModel peer = new LogViewModel(runner, registry);
            peer.attach(cursor, false);
            return peer;
        });
        log.attach(cursor, true);
        this.lineDetail = new org.netreplay.viewer.logview.LineDetailViewModel(runner, registry);
        lineDetail.follow(log);
        sideBySide.activeProperty().addListener((obs, old, now) -> lineDetail.follow(now == null ? log : now));
        cursor.positionProperty().addListener((obs, old, now) ->
                charts.cursorFrameProperty().set(now == null ? -1 : now.frame()));
        this.statusTable = new StatusTableModel(runner, cursor);
        statusTable.playerMaskProperty().set(filter.filterProperty().get().playerMask());
        filter.filterProperty().addListener((obs, old, now) -> {
            preferences.setHiddenTypes(filter.hiddenTypes());
            preferences.setHiddenPlayers(filter.hiddenPlayers());
            charts.shownPlayersProperty().set(now.playerMask());
            statusTable.playerMaskProperty().set(now.playerMask());
        });
        this.session = new SessionViewModel(runner, preferences);
        session.addPage(new LogPageModel(registry, log, filter, charts, sideBySide, statusTable));
        this.replay = new org.netreplay.viewer.replay.ReplayPageModel(runner);
        replay.attach(cursor);
        session.addPage(replay);
        this.netgame = new org.netreplay.viewer.netgame.NetgameRebuildViewModel(runner, replay);
        replay.setSessionSources(netgame);
        this.corrections = new org.netreplay.viewer.netgame.CorrectionsViewModel(runner, cursor);
        session.onNotice(log::noticeFor);
        this.comfort = new org.netreplay.viewer.prefs.ComfortPreferences(preferences.node());
        this.theme = new org.netreplay.viewer.prefs.ThemeViewModel(comfort);
        this.inspector = new org.netreplay.viewer.inspect.InspectorViewModel(runner, comfort);
        replay.art().remember(comfort);
        this.timeline = new org.netreplay.viewer.timeline.TimelineViewModel(runner, cursor);
        timeline.fromFrameProperty().bind(filter.minFrameProperty());
        timeline.toFrameProperty().bind(javafx.beans.binding.Bindings.max(filter.maxFrameProperty(),
                filter.minFrameProperty().add(1))); // as the charts' frame limits
        timeline.windowFromProperty().bind(charts.fromFrameProperty());
        timeline.windowToProperty().bind(charts.toFrameProperty());
        timeline.onNotice(log::noticeFor);
        // a real netgame is proven from the replay page's rebuild (the same rules as desync DIR, one rebuild)
        timeline.setLoader(org.netreplay.viewer.timeline.DesyncTimelines.loader(java.util.List.of(netgame.prover())));
        linkCorrections();
        session.sessionProperty().addListener((obs, old, now) -> {
            if (old != null && now != null && !old.partial() && old.opened().equals(now.opened())) {
                timeline.update(now); // the same session grown (followed): the timeline stays while it is redone
            } else {
                showTimeline(now);
            }
        });
        log.followingProperty().bind(session.followProperty()); // Follow shows the end (tail -f, klogg)
        org.netreplay.viewer.inspect.ReplayLink.link(replay, inspector);
        org.netreplay.viewer.timeline.FrameLabelLink.link(replay, timeline, runner);
        title.bind(javafx.beans.binding.Bindings.when(replayOnly).then(
                javafx.beans.binding.Bindings.concat(replay.titleProperty(), " — netreplay"))
                .otherwise(session.titleProperty()));
        session.sessionProperty().addListener((obs, old, now) -> {
            if (now != null) {
                replayOnly.set(false);
            }
        });
    }

    /**
     * The corrections lane follows the rebuilt netgame and the desync timeline's frame axis; choosing a correction
     * shows its client beside the server on the replay page, and the client compared there is the one whose
     * corrections a frame reached otherwise selects.
     */
    private void linkCorrections() {
        netgame.rebuiltProperty().addListener((obs, old, now) -> {
            corrections.show(now);
            OpenSession shown = session.sessionProperty().get();
            if (old != null && now != null && shown != null) {
                showTimeline(shown); // rebuilt with another recording: proven again from it
            }
        });
        corrections.fromFrameProperty().bind(timeline.fromFrameProperty());
        corrections.toFrameProperty().bind(timeline.toFrameProperty());
        corrections.onNotice(log::noticeFor);
        timeline.onDesyncReached((frame, row) -> { // F7 to a client's desync: that client beside the server
            int peer = row.matches("c\\d+") ? Integer.parseInt(row.substring(1)) : -1;
            int index = peer < 0 ? -1 : replay.clientNames().indexOf("client " + peer);
            if (index >= 0) {
                replay.chosenClientProperty().set(index);
            }
            // a rebuilt netgame: the correction the logged numbers disagree with
            var differs = peer < 0 ? null : corrections.mismatchAt(peer, frame,
                    org.netreplay.pmnet.desync.PmSessionProver.RUN_GAP);
            if (differs != null) {
                corrections.choose(differs);
            }
        });
        corrections.onChosen(chosen -> {
            int index = replay.clientNames().indexOf("client " + chosen.peer());
            if (index >= 0) {
                replay.chosenClientProperty().set(index);
            }
        });
        Runnable followed = () -> {
            int index = replay.chosenClientProperty().get();
            String name = index >= 0 && index < replay.clientNames().size() ? replay.clientNames().get(index) : "";
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("^client (\\d+)$").matcher(name);
            corrections.followedPlayerProperty().set(m.find() ? Integer.parseInt(m.group(1)) : -1);
        };
        replay.chosenClientProperty().addListener((obs, old, now) -> followed.run());
        replay.clientNames().addListener((javafx.collections.ListChangeListener<String>) change -> followed.run());
    }

    /**
     * Opens files and folders as one session, replacing the open one when it succeeds. Files that fail are named in
     * {@link #errorProperty()}; when none opens, the current session stays. A lone {@code .gm} opens straight into
     * the replay page ({@link #replayOnlyProperty()}), on the level its LEVEL header names.
     */
    public void open(List<Path> paths) {
        if (org.netreplay.viewer.replay.ReplayOpener.isLoneRecording(paths)) {
            replayOnly.set(true);
            preferences.addRecent(paths);
            session.recentFiles().setAll(preferences.recentFiles());
            replay.openRecording(paths.get(0));
            return;
        }
        session.open(paths, () -> { }, head -> log.afterNextFilter(() -> {
            if (session.sessionProperty().get() == head) {
                session.indexRest(head); // index the rest once the head's rows are shown
            }
        }));
    }

    /**
     * Stops a running open; the session shown stays.
     *
     * @return whether an open was running
     */
    public boolean cancelOpen() {
        return session.cancelOpen();
    }

    /**
     * Opens the shown session again (the files may have grown) and returns to the cursor's frame.
     *
     * @return false when no session is open
     */
    public boolean reload() {
        OpenSession shown = session.sessionProperty().get();
        if (shown == null) {
            return false;
        }
        int frame = cursor.frame();
        if (frame >= 0) {
            log.afterNextFilter(() -> log.navigation().goToFrame(frame));
        }
        open(shown.opened());
        return true;
    }

    /**
     * Writes the open session as a Chrome/Perfetto trace ({@link org.netreplay.session.export.PerfettoTrace}) in the
     * background; the outcome (counts, or the failure naming the file) appears as a notice. A log still opening
     * progressively is read whole for the trace, never only its head.
     *
     * @return false when no session is open
     */
    public boolean exportPerfetto(Path out) {
        OpenSession shown = session.sessionProperty().get();
        if (shown == null) {
            return false;
        }
        Path levels = netgame.levelsFolder();
        log.noticeFor("Exporting the Perfetto trace to " + out.getFileName() + "…");
        org.netreplay.viewer.task.Job.of("Exporting Perfetto trace", progress -> {
            new OutputPlan().reads(shown.opened()).writes("the trace", out).check();
            var forExport = org.netreplay.viewer.netgame.NetgameExports.forExport(shown, netgame, levels,
                    progress::progress);
            org.netreplay.session.desync.SessionDesyncReport desync;
            try {
                desync = org.netreplay.session.desync.SessionDesync.analyze(shown.opened(),
                        org.netreplay.session.desync.SessionDesync.DEFAULT_WINDOW,
                        org.netreplay.log.ProgressListener.NONE, org.netreplay.session.FolderAccess.CONFINED,
                        forExport.provers());
            } catch (java.io.IOException | RuntimeException e) {
                desync = null; // the trace is still written, without divergence runs
            }
            var extras = new org.netreplay.session.export.PerfettoTrace.Extras(forExport.rebuild(), desync);
            // a log still opening progressively is shown from its head: the trace reads it whole
            OpenSession whole = shown.partial() ? org.netreplay.session.SessionLoader.loadWhole(shown.opened(),
                    progress, org.netreplay.session.FolderAccess.CONFINED) : shown;
            try {
                org.netreplay.session.export.PerfettoTrace.Summary[] summary =
                        new org.netreplay.session.export.PerfettoTrace.Summary[1];
                AtomicOutputs.writeOne(out, file -> summary[0] = org.netreplay.session.export.PerfettoTrace.write(
                        whole, registry, extras, file));
                return new TraceWritten(summary[0], whole.problems());
            } finally {
                if (whole != shown) {
                    whole.close();
                }
            }
        }).onSuccess(written -> log.noticeFor(ExportNotices.perfetto(out, written.summary(), written.problems())))
                .onFailure(error -> log.noticeFor("The Perfetto trace was not written: " + error.getMessage()))
                .runWith(runner);
        return true;
    }

    /** A trace written, and the files of the session it could not read. */
    private record TraceWritten(org.netreplay.session.export.PerfettoTrace.Summary summary,
                                java.util.List<org.netreplay.session.FileProblem> problems) {
    }

    /** The desync timeline follows the shown session; a progressive open's head is not analysed, its whole is. */
    private void showTimeline(OpenSession shown) {
        if (shown == null) {
            timeline.cancel();
            inspector.cancel();
        } else if (!shown.partial()) {
            timeline.show(shown);
        }
    }

    /**
     * Writes the open session's desync report ({@link org.netreplay.session.export.DesyncReportExport}, the same as
     * {@code ./netreplay export report DIR --html F.html --json F.json}) in the background: the HTML page at
     * {@code html} and the JSON beside it ({@code F.json} for {@code F.html}); the outcome (the verdict, or the failure
     * naming the file) appears as a notice.
     *
     * @return false when no session is open
     */
    public boolean exportDesyncReport(Path html) {
        OpenSession shown = session.sessionProperty().get();
        if (shown == null) {
            return false;
        }
        String name = html.getFileName().toString();
        Path json = html.resolveSibling((name.endsWith(".html") ? name.substring(0, name.length() - 5)
                : name) + ".json");
        String title = shown.opened().size() == 1 ? titleOf(shown.opened().get(0)) : "session";
        int window = org.netreplay.session.export.DesyncReportExport.DEFAULT_WINDOW;
        Path levels = netgame.levelsFolder();
        log.noticeFor("Exporting the desync report to " + html.getFileName() + "…");
        org.netreplay.viewer.task.Job.of("Exporting the desync report", progress -> {
            new OutputPlan().reads(shown.opened()).writes("the report", html).writes("its JSON", json).check();
            var forExport = org.netreplay.viewer.netgame.NetgameExports.forExport(shown, netgame, levels,
                    progress::progress);
            var report = org.netreplay.session.desync.SessionDesync.analyze(shown.opened(), window,
                    org.netreplay.log.ProgressListener.NONE, org.netreplay.session.FolderAccess.CONFINED,
                    forExport.provers());
            var excerpts = org.netreplay.session.export.DesyncReportExport.excerpts(report, window);
            var rebuild = forExport.rebuild();
            try (AtomicOutputs outs = new AtomicOutputs()) {
                Path writing = json;
                try {
                    outs.write(json, file -> org.netreplay.session.export.DesyncReportExport.writeJson(report,
                            excerpts, window, rebuild, file));
                    writing = html;
                    outs.writeText(html, java.nio.charset.StandardCharsets.UTF_8,
                            file -> org.netreplay.session.export.DesyncReportExport.writeHtml(report, title, excerpts,
                                    window, rebuild, file));
                } catch (org.netreplay.session.export.ReportLimitException e) {
                    throw e.in(writing);
                }
                outs.commit();
            }
            String verdict = switch (report.verdict()) {
                case NOT_COMPARABLE -> "not comparable";
                case INCOMPLETE -> "incomplete (not proven in sync)";
                case IN_SYNC -> "in sync";
                case DESYNC -> "desync at frame " + report.firstDivergentFrame() + " (" + report.kind().text() + ")"
                    + (report.runs().size() > 1 ? ", " + report.runs().size() + " divergences" : "");
            };
            return ExportNotices.report(verdict, html, json, excerpts);
        }).onSuccess(log::noticeFor)
                .onFailure(error -> log.noticeFor("The desync report was not written: " + error.getMessage()))
                .runWith(runner);
        return true;
    }

    /** @return the session's name for a report title: the folder's (a {@code session.json}'s folder's) */
    private static String titleOf(Path opened) {
        Path name = opened.toAbsolutePath().normalize();
        if (name.getFileName() != null && name.getFileName().toString().equals("session.json")
                && name.getParent() != null) {
            name = name.getParent();
        }
        return String.valueOf(name.getFileName());
    }

    /** Forgets the recent files. */
    public void clearRecent() {
        session.clearRecent();
    }

    /** Clears the error (after the view showed it). */
    public void clearError() {
        session.clearError();
    }

    /** @return the open session and its life */
    public SessionViewModel session() {
        return session;
    }

    /** @return the session's one frame cursor, which every view follows and moves */
    public FrameCursor cursor() {
        return cursor;
    }

    /** @return the log view's model */
    public LogViewModel log() {
        return log;
    }

    /** @return the line-detail pane's model (the active log view's selected line, whole, with its fields) */
    public org.netreplay.viewer.logview.LineDetailViewModel lineDetail() {
        return lineDetail;
    }

    /** @return the category panel's model */
    public FilterViewModel filter() {
        return filter;
    }

    /** @return the side-by-side state (one pane per peer: server left, then each client) */
    public SideBySide sideBySide() {
        return sideBySide;
    }

    /** @return the status CSV table's model */
    public StatusTableModel statusTable() {
        return statusTable;
    }

    /** @return the timing charts' model */
    public ChartsViewModel charts() {
        return charts;
    }

    /** @return the desync timeline's model (above the charts; next / previous desync and event) */
    public org.netreplay.viewer.timeline.TimelineViewModel timeline() {
        return timeline;
    }

    /** @return the state inspector's model (shown on the replay page) */
    public org.netreplay.viewer.inspect.InspectorViewModel inspector() {
        return inspector;
    }

    /** @return the colour theme (light / dark, remembered) */
    public org.netreplay.viewer.prefs.ThemeViewModel theme() {
        return theme;
    }

    /** @return the inspector's, timeline's and theme's remembered settings (split positions, ignore rules) */
    public org.netreplay.viewer.prefs.ComfortPreferences comfort() {
        return comfort;
    }

    /** @return the remembered settings */
    public ViewerPreferences preferences() {
        return preferences;
    }

    /**
     * The bundled sample sessions: every folder in {@code sample-logs/sessions} under {@code -Dnetreplay.rootDir}
     * (the launcher sets it; else {@code $NETREPLAY_HOME} or the working folder), sorted by name — the real game's
     * netgame and the simulator's {@code sim-*} sessions, one per injected fault among them. A listing of one small
     * folder; empty when there is none.
     *
     * @return the folders, sorted
     */
    public List<Path> sampleSessions() {
        Path sessions = org.netreplay.replay.session.LevelArgument.defaultLevelsDir().getParent().resolve("sessions");
        try (java.util.stream.Stream<Path> entries = java.nio.file.Files.list(sessions)) {
            return entries.filter(java.nio.file.Files::isDirectory).sorted().toList();
        } catch (java.io.IOException | RuntimeException e) {
            return List.of();
        }
    }

    /** @return recently opened files and folders, newest first */
    public ObservableList<Path> recentFiles() {
        return session.recentFiles();
    }

    /** @return the window title (the lone recording's name while one is shown) */
    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    /** @return the real netgame's rebuild shown on the replay page (progress, verdict, the recording used) */
    public org.netreplay.viewer.netgame.NetgameRebuildViewModel netgame() {
        return netgame;
    }

    /** @return the corrections lane's model (every dif each rebuilt client applied; next / previous correction) */
    public org.netreplay.viewer.netgame.CorrectionsViewModel corrections() {
        return corrections;
    }

    /** @return the replay page's model (the replayed recording, stepping, the selected entity) */
    public org.netreplay.viewer.replay.ReplayPageModel replay() {
        return replay;
    }

    /** @return true while a lone {@code .gm} is shown (the replay page alone, no log page) */
    public ReadOnlyBooleanProperty replayOnlyProperty() {
        return replayOnly.getReadOnlyProperty();
    }

    /** @return the last open failure, naming the file, or "" */
    public ReadOnlyStringProperty errorProperty() {
        return session.errorProperty();
    }

    /** @return whether a session is being opened */
    public ReadOnlyBooleanProperty openingProperty() {
        return session.openingProperty();
    }

    /** @return whether the rest of a progressively opened file is indexed in the background */
    public ReadOnlyBooleanProperty indexingProperty() {
        return session.indexingProperty();
    }

    /** @return progress 0..1 of opening (or of indexing the rest), -1 when unknown */
    public ReadOnlyDoubleProperty openProgressProperty() {
        return session.openProgressProperty();
    }

    /** @return e.g. "Opening pm-netgame-level3…", or "" */
    public ReadOnlyStringProperty openActivityProperty() {
        return session.openActivityProperty();
    }
}

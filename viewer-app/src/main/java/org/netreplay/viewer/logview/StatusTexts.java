package org.netreplay.viewer.logview;

import org.netreplay.session.OpenSession;

import java.util.stream.Collectors;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.netreplay.log.merge.FilteredRows;
import org.netreplay.log.merge.MergedLog;
import org.netreplay.viewer.common.Formats;

/**
 * The status bar's texts, kept up to date from a {@link LogViewModel}: the files, visible/total lines, the lines
 * and frames on screen (with game seconds = frame / 40) and the session's frames. Thread safety: FX thread only.
 */
public final class StatusTexts {
    private final LogViewModel model;
    private final ReadOnlyStringWrapper files = new ReadOnlyStringWrapper(this, "files", "No session open");
    private final ReadOnlyStringWrapper lines = new ReadOnlyStringWrapper(this, "lines", "");
    private final ReadOnlyStringWrapper shown = new ReadOnlyStringWrapper(this, "shown", "");
    private final ReadOnlyStringWrapper sessionFrames = new ReadOnlyStringWrapper(this, "sessionFrames", "");

    /**
     * A scrolling list (a held PgDn, a dragged thumb) refreshes "shown" as often as the cursor's followers, and at its
     * end.
     */
    private final org.netreplay.viewer.task.Throttle shownMoves =
            org.netreplay.viewer.task.Throttle.fx(LogViewModel.FOLLOWERS_MS, this::updateShown);

    StatusTexts(LogViewModel model) {
        this.model = model;
        model.sessionProperty().addListener((obs, old, now) -> update());
        model.rowsProperty().addListener((obs, old, now) -> update());
        model.firstShownProperty().addListener((obs, old, now) -> shownMoves.request());
        model.lastShownProperty().addListener((obs, old, now) -> shownMoves.request());
    }

    private void update() {
        OpenSession session = model.sessionProperty().get();
        if (session == null) {
            files.set("No session open");
            lines.set("");
            sessionFrames.set("");
            shown.set("");
            return;
        }
        int logs = session.textLaneCount();
        String laneList = session.laneNames().stream().limit(logs).collect(Collectors.joining(", "));
        StringBuilder text = new StringBuilder();
        text.append(logs).append(logs == 1 ? " log (" : " logs (").append(laneList).append(')');
        if (!session.netCsvFiles().isEmpty()) {
            text.append(" · ").append(session.netCsvFiles().size()).append(" net CSV");
        }
        if (!session.gameMoveFiles().isEmpty()) {
            text.append(" · ").append(session.gameMoveFiles().size()).append(" .gm");
        }
        files.set(text.toString());
        FilteredRows rows = model.rowsProperty().get();
        String total = Formats.count(scopeLines(session));
        String soFar = session.partial() ? " so far" : "";
        lines.set(rows == null ? total + " lines" + soFar
                : Formats.count(rows.size()) + " of " + total + " lines" + soFar);
        sessionFrames.set("Session frames " + Formats.count(session.firstFrame()) + "–"
                + Formats.count(session.lastFrame()) + " (" + Formats.seconds(session.lastFrame()) + " s)");
        updateShown();
    }

    private long scopeLines(OpenSession session) {
        long scope = model.laneScope();
        if (scope == -1L) {
            return session.rowCount();
        }
        long lines = 0;
        for (int lane = 0; lane < session.log().lanes().size() && lane < 64; lane++) {
            if ((scope & 1L << lane) != 0) {
                lines += session.log().lanes().get(lane).lineCount();
            }
        }
        return lines;
    }

    private void updateShown() {
        FilteredRows rows = model.rowsProperty().get();
        int first = model.firstShownProperty().get();
        int last = model.lastShownProperty().get();
        if (rows == null || rows.size() == 0 || first < 0 || last < first || last >= rows.size()) {
            shown.set(rows != null && rows.size() == 0 ? "No line passes the filter" : "");
            return;
        }
        MergedLog log = rows.source();
        // Client rewinds put lower frames below higher ones, so the screen's frames are a min..max range.
        int minFrame = Integer.MAX_VALUE;
        int maxFrame = Integer.MIN_VALUE;
        for (int position = first; position <= last; position++) {
            int frame = log.frame(rows.row(position));
            minFrame = Math.min(minFrame, frame);
            maxFrame = Math.max(maxFrame, frame);
        }
        shown.set("Lines " + Formats.lineNumber(first) + "–" + Formats.lineNumber(last) + " · Frames "
                + minFrame + "–" + maxFrame + " · " + Formats.seconds(minFrame) + "–"
                + Formats.seconds(maxFrame) + " s");
    }

    /** @return e.g. "2 logs (srv, c1) · 58 net CSV · 1 .gm" */
    public ReadOnlyStringProperty filesProperty() {
        return files.getReadOnlyProperty();
    }

    /** @return e.g. "120,000 of 172,554 lines" */
    public ReadOnlyStringProperty linesProperty() {
        return lines.getReadOnlyProperty();
    }

    /** @return e.g. "Lines 1–45 · Frames 0–3 · 0.0–0.1 s" for what is on screen (frames as smallest–largest) */
    public ReadOnlyStringProperty shownProperty() {
        return shown.getReadOnlyProperty();
    }

    /** @return e.g. "Session frames 0–2,345 (58.6 s)" */
    public ReadOnlyStringProperty sessionFramesProperty() {
        return sessionFrames.getReadOnlyProperty();
    }
}

package org.netreplay.viewer.logview;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.beans.InvalidationListener;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.log.fields.FieldSpans;
import org.netreplay.viewer.task.LatestOnly;
import org.netreplay.viewer.task.TaskRunner;

/**
 * The line-detail pane's state: the selected line of the log view it follows (the active pane of a side by side),
 * whole, with its fields found by the log type's extractors ({@link FieldSpans}). The text shows at once; the fields
 * are found in the background (a 200 KB line's regexes stay off the FX thread) and arrive a moment later.
 * Thread safety: FX thread only.
 */
public final class LineDetailViewModel {
    private final FieldSpans spans;
    private final LatestOnly finding;
    private final ReadOnlyObjectWrapper<LineDetail> detail =
            new ReadOnlyObjectWrapper<>(this, "detail", LineDetail.NONE);
    private final InvalidationListener update = observable -> update();
    /**
     * A moving selection (a held PgDn) refreshes the pane as often as the cursor's other followers
     * ({@link LogViewModel#FOLLOWERS_MS}), and once more when it stops: laying out the whole line and its fields every
     * frame cost the list a third of its frame rate.
     */
    private final org.netreplay.viewer.task.Throttle selectionMoves =
            org.netreplay.viewer.task.Throttle.fx(LogViewModel.FOLLOWERS_MS, this::update);
    private final InvalidationListener selectionMoved = observable -> selectionMoves.request();
    private LogViewModel source;

    /**
     * @param runner   finds the fields off the FX thread
     * @param registry the log types (their extractors name the fields)
     */
    public LineDetailViewModel(TaskRunner runner, LogTypeRegistry registry) {
        this.spans = new FieldSpans(registry);
        this.finding = LatestOnly.on(runner, (title, error) -> { });
    }

    /** Shows the selected line of {@code log} from now on (null: nothing). */
    public void follow(LogViewModel log) {
        if (source != null) {
            source.selectedPositionProperty().removeListener(selectionMoved);
            source.rowsProperty().removeListener(update);
        }
        source = log;
        selectionMoves.cancel();
        if (log != null) {
            log.selectedPositionProperty().addListener(selectionMoved);
            log.rowsProperty().addListener(update);
        }
        update();
    }

    private void update() {
        DisplayLine line = source == null ? null : source.line(source.selectedPositionProperty().get());
        if (line == null) {
            finding.cancel();
            detail.set(LineDetail.NONE);
            return;
        }
        String whole = source.copyText(line);
        int textStart = whole.length() - line.text().length();
        String title = title(line);
        detail.set(new LineDetail(title, whole, List.of()));
        if (!line.tagged()) {
            finding.cancel();
            return;
        }
        finding.submit("Finding the line's fields", progress -> spans.of(line.typeId(), line.text()), found -> {
            List<LineDetail.Field> fields = new ArrayList<>(found.size());
            for (FieldSpans.Span span : found) {
                fields.add(new LineDetail.Field(textStart + span.start(), textStart + span.end(), span.name()));
            }
            detail.set(new LineDetail(title + " · " + fields.size() + (fields.size() == 1 ? " field" : " fields"),
                    whole, List.copyOf(fields)));
        });
    }

    private String title(DisplayLine line) {
        StringBuilder title = new StringBuilder();
        title.append(source.laneName(line.lane())).append(String.format(Locale.ROOT, " line %,d · frame %d",
                line.lineNumber() + 1, line.frame()));
        if (line.player() >= 0) {
            title.append(" · player ").append(line.player());
        }
        String type = source.typeLook(line.typeId()).label();
        if (line.tagged() && !type.isEmpty()) {
            title.append(" · ").append(type);
        }
        title.append(String.format(Locale.ROOT, " · %,d characters", line.text().length()));
        return title.toString();
    }

    /** @return the line shown, whole, with its fields */
    public ReadOnlyObjectProperty<LineDetail> detailProperty() {
        return detail.getReadOnlyProperty();
    }
}

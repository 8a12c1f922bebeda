package org.netreplay.viewer.charts;

import org.netreplay.log.ProgressListener;
import org.netreplay.log.csv.StatusCsv;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.log.fields.FieldSeries;
import org.netreplay.log.fields.FieldSeriesExtractor;
import org.netreplay.log.fields.NumericSeries;
import org.netreplay.viewer.task.Job;
import org.netreplay.viewer.task.JobHandle;
import org.netreplay.viewer.task.TaskRunner;

/**
 * The timing charts' state: numeric series extracted from the session's text logs in the background
 * (dsync/chase from stak lines, ping, timer adjust, tmst timers...), the status CSVs' columns ({@code status.*}) and the
 * net CSVs' fields ({@code netcsv.*}), the fields the user picked, the frame range on
 * the x axis and the cursor frame (the selected log line). Only the shown fields and {@link #DEFAULT_FIELDS} are
 * extracted (every series of a 10-million-line log does not fit a small heap); picking another field extracts
 * again in the background. Every field's name is listed either way. Thread safety: FX thread only.
 */
public final class ChartsViewModel {
    /** Fields charted when a session opens, if present: dsync and chase (ms, fps), ping (ms), frame time (ms). */
    public static final List<String> DEFAULT_FIELDS = List.of("stak.dsync", "stak.chase", "cpng.ping", "tmst.cpu");
    private final TaskRunner runner;
    private final FieldSeriesExtractor extractor;
    private final ReadOnlyObjectWrapper<FieldSeries> series = new ReadOnlyObjectWrapper<>(this, "series");
    private final ObservableList<String> availableFields = FXCollections.observableArrayList();
    private final ObservableList<String> shownFields = FXCollections.observableArrayList();
    private final ReadOnlyObjectWrapper<ChartColumns> columns = new ReadOnlyObjectWrapper<>(this, "columns");
    private final org.netreplay.viewer.task.LatestOnly columnsJobs;
    /** The plot width the view last asked columns for, px (0: not laid out yet). */
    private int plotWidth;
    /** Fewest frames a zoomed x axis shows. */
    public static final int MIN_FRAMES = 20;
    private final IntegerProperty fromFrame = new SimpleIntegerProperty(this, "fromFrame", 0);
    private final IntegerProperty toFrame = new SimpleIntegerProperty(this, "toFrame", 1);
    /** The widest the x axis may be (the frame filter's range); zoom and pan stay inside it. */
    private int limitFrom;
    private int limitTo = 1;
    private final IntegerProperty cursorFrame = new SimpleIntegerProperty(this, "cursorFrame", -1);
    private final javafx.beans.property.ReadOnlyBooleanWrapper extracting =
            new javafx.beans.property.ReadOnlyBooleanWrapper(this, "extracting", false);
    private final javafx.beans.property.ReadOnlyStringWrapper problem =
            new javafx.beans.property.ReadOnlyStringWrapper(this, "problem", "");
    private JobHandle job = JobHandle.NONE;
    private final javafx.beans.property.IntegerProperty shownPlayers =
            new javafx.beans.property.SimpleIntegerProperty(this, "shownPlayers", 0xFF);
    /** The user's chart choice, remembered whatever the session has; {@link #shownFields} is its part found here. */
    private final ObservableList<String> chosenFields = FXCollections.observableArrayList();
    private boolean showingFound;
    private List<LogIndex> textLanes = List.of();
    private List<java.nio.file.Path> statusFiles = List.of();
    /** The session's net CSV lanes: their fields are listed as {@code netcsv.<field>} (the chooser's Net CSV group). */
    private List<LogIndex> netCsvLanes = List.of();
    /** The fields the running or last extraction was asked for. */
    private Set<String> requested = Set.of();

    /**
     * @param runner   runs the extraction off the FX thread
     * @param registry the registry whose field regexes are used
     */
    public ChartsViewModel(TaskRunner runner, LogTypeRegistry registry) {
        this.runner = runner;
        this.extractor = new FieldSeriesExtractor(registry, runner.workers());
        // a failure is a cancellation by a newer range: nothing to show
        this.columnsJobs = org.netreplay.viewer.task.LatestOnly.on(runner, (title, error) -> { });
        series.addListener((obs, old, now) -> refreshColumns());
        fromFrame.addListener((obs, old, now) -> refreshColumns());
        toFrame.addListener((obs, old, now) -> refreshColumns());
        shownFields.addListener((ListChangeListener<String>) change -> {
            refreshColumns();
            if (!showingFound) {
                rememberChoice();
            }
            if (!textLanes.isEmpty() && !requested.containsAll(shownFields)) {
                extract(); // the user picked a field that was not extracted
            }
        });
    }

    /**
     * Extracts the series of the text-log lanes {@code textLanes} (a net CSV lane is never passed: it repeats the
     * server's lines) and sets the x range to {@code first..last}.
     */
    public void setSession(List<LogIndex> textLanes, int first, int last) {
        setSession(textLanes, List.of(), first, last);
    }

    /**
     * As {@link #setSession(List, int, int)}, plus the session's status CSVs (docs/formats.md §1.5): their columns
     * become series {@code status.<column>} per player (rwnd, cpu, sync, ping, difs, lcor, rcor, tx/rx bytes and
     * packets), the only source of the clients' corrections.
     */
    public void setSession(List<LogIndex> textLanes, List<java.nio.file.Path> statusCsvFiles, int first, int last) {
        setSession(textLanes, List.of(), statusCsvFiles, first, last);
    }

    /**
     * The charts of {@code session}: its text logs' fields, its status CSVs' columns and its net CSV lanes' fields,
     * the latter as {@code netcsv.<field>} (a net CSV repeats the server's lines: listed in a group of their own,
     * extracted only when charted), over the session's frames.
     *
     * @param session the opened session
     */
    public void setSession(org.netreplay.session.OpenSession session) {
        setSession(session.textLaneIndexes(), netCsvLanesOf(session), session.statusCsvFiles(), session.firstFrame(),
                session.lastFrame());
    }

    /** As {@link #update(List, List, int, int)} for the grown {@code session}, its net CSV lanes included. */
    public void update(org.netreplay.session.OpenSession session) {
        this.netCsvLanes = netCsvLanesOf(session);
        update(session.textLaneIndexes(), session.statusCsvFiles(), session.firstFrame(), session.lastFrame());
    }

    /** @return the indexes of the session's net CSV lanes, in lane order */
    static List<LogIndex> netCsvLanesOf(org.netreplay.session.OpenSession session) {
        List<LogIndex> lanes = new ArrayList<>();
        for (int i = 0; i < session.lanes().size() && i < session.log().lanes().size(); i++) {
            if (session.lanes().get(i).kind() == org.netreplay.session.LaneKind.NET_CSV) {
                lanes.add(session.log().lanes().get(i));
            }
        }
        return List.copyOf(lanes);
    }

    private void setSession(List<LogIndex> textLanes, List<LogIndex> netCsvLanes,
                            List<java.nio.file.Path> statusCsvFiles, int first, int last) {
        this.netCsvLanes = List.copyOf(netCsvLanes);
        job.cancel();
        updateWaiting = false;
        series.set(null);
        setFrameLimits(first, last);
        resetZoom(); // another session: its whole range
        this.textLanes = List.copyOf(textLanes);
        this.statusFiles = List.copyOf(statusCsvFiles);
        extract();
    }

    /**
     * The same session grown (its files followed, or a progressive open's whole): the charts keep what they show
     * until the series of the grown session are extracted; an update while an extraction runs waits for it (the
     * newest update wins), so a session that grows every second still gets its charts.
     */
    public void update(List<LogIndex> textLanes, List<java.nio.file.Path> statusCsvFiles, int first, int last) {
        this.textLanes = List.copyOf(textLanes);
        this.statusFiles = List.copyOf(statusCsvFiles);
        setFrameLimits(first, last);
        if (series.get() == null && !extracting.get()) {
            extract();
        } else if (extracting.get()) {
            updateWaiting = true;
        } else {
            extract();
        }
    }

    /** True when an {@link #update} came while an extraction ran: extract again when it ends. */
    private boolean updateWaiting;

    /**
     * The user changed the charted fields: they become the choice for the fields this session has; chosen fields this
     * session lacks stay chosen (in their place), so another session shows them again.
     */
    private void rememberChoice() {
        List<String> available = availableFields;
        List<String> merged = new ArrayList<>();
        for (String field : chosenFields) {
            if (!available.contains(field) || shownFields.contains(field)) {
                merged.add(field);
            }
        }
        for (String field : shownFields) {
            if (!merged.contains(field)) {
                merged.add(field);
            }
        }
        if (!merged.equals(chosenFields)) {
            chosenFields.setAll(merged);
        }
    }

    private void extract() {
        job.cancel();
        Set<String> wanted = new HashSet<>(DEFAULT_FIELDS);
        wanted.addAll(shownFields);
        wanted.addAll(chosenFields);
        Set<String> fields = Set.copyOf(wanted);
        requested = fields;
        List<LogIndex> lanes = textLanes;
        List<java.nio.file.Path> status = statusFiles;
        List<LogIndex> netLanes = netCsvLanes;
        extracting.set(true);
        problem.set("");
        job = Job.of("Extracting timing series", progress -> {
                    FieldSeries text = extractor.extract(lanes, fields::contains, progress);
                    if (!netLanes.isEmpty()) {
                        text = text.with(prefixed(extractor.extract(netLanes,
                                name -> fields.contains(FieldGroups.NET_CSV_PREFIX + name), ProgressListener.NONE)));
                    }
                    return status.isEmpty() ? text
                            : text.with(StatusCsv.read(status, ProgressListener.NONE));
                })
                .onSuccess(found -> {
                    extracting.set(false);
                    show(found);
                    if (updateWaiting) {
                        updateWaiting = false;
                        extract();
                    }
                })
                .onFailure(error -> {
                    extracting.set(false);
                    Throwable cause = error.getCause() != null ? error.getCause() : error;
                    problem.set("Timing series could not be extracted: " + (cause.getMessage() == null
                            ? cause.getClass().getSimpleName() : cause.getMessage()));
                })
                .runWith(runner);
    }

    /** @return {@code found} with every field named {@code netcsv.<field>} */
    private static FieldSeries prefixed(FieldSeries found) {
        String prefix = FieldGroups.NET_CSV_PREFIX;
        return new FieldSeries(found.series().stream()
                .map(one -> new NumericSeries(prefix + one.field(), one.player(), one.frames(), one.values()))
                .toList(), found.issues(), found.issueCount(),
                found.fields().stream().map(field -> prefix + field).toList());
    }

    private void show(FieldSeries found) {
        List<String> fields = found.fields();
        if (!availableFields.equals(fields)) {
            availableFields.setAll(fields);
        }
        List<String> keep = (chosenFields.isEmpty() ? shownFields : chosenFields).stream().filter(fields::contains)
                .toList();
        List<String> shown = keep.isEmpty() ? DEFAULT_FIELDS.stream().filter(fields::contains).toList() : keep;
        if (!shownFields.equals(shown)) { // unchanged after a re-extraction (which may run inside a list change)
            showingFound = true;
            try {
                shownFields.setAll(shown);
            } finally {
                showingFound = false;
            }
        }
        series.set(found);
    }

    /** @return the series of {@code field} for each player that has one, players ascending */
    public List<NumericSeries> seriesOf(String field) {
        return seriesOf(series.get(), field);
    }

    /** @return the series of {@code field} in {@code found} (null: none) per player that has one, ascending */
    static List<NumericSeries> seriesOf(FieldSeries found, String field) {
        if (found == null) {
            return List.of();
        }
        List<NumericSeries> result = new ArrayList<>();
        for (int player = 0; player < 8; player++) {
            Optional<NumericSeries> one = found.get(field, player);
            one.ifPresent(result::add);
        }
        return result;
    }

    /**
     * Asks for the charts' columns at this plot width (the view calls it when it is laid out); the range, the
     * series and the fields are the current ones, and a change of any of them asks again. The columns are computed in
     * the background, the newest request winning, and arrive in {@link #columnsProperty()}.
     *
     * @param width plot width, px (values below 1 are ignored)
     */
    public void requestColumns(int width) {
        if (width >= 1 && width != plotWidth) {
            plotWidth = width;
            refreshColumns();
        }
    }

    /**
     * @return the decimated columns for the latest request, or null before the first; they may be older than the
     *         current range or series until the newest request is done ({@link ChartColumns#answers})
     */
    ReadOnlyObjectProperty<ChartColumns> columnsProperty() {
        return columns.getReadOnlyProperty();
    }

    private void refreshColumns() {
        FieldSeries source = series.get();
        int width = plotWidth;
        if (source == null || width < 1) {
            columnsJobs.cancel();
            return;
        }
        int from = fromFrame.get();
        int to = toFrame.get();
        List<String> fields = List.copyOf(shownFields);
        ChartColumns now = columns.get();
        if (now != null && now.answers(source, from, to, width, fields)) {
            return;
        }
        columnsJobs.submit("Drawing the timing charts",
                progress -> ChartColumns.compute(source, from, to, width, fields), columns::set);
    }

    /** @return why the last extraction failed (e.g. out of memory on a huge log), or "" */
    public javafx.beans.property.ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** @return whether series are being extracted */
    public javafx.beans.property.ReadOnlyBooleanProperty extractingProperty() {
        return extracting.getReadOnlyProperty();
    }

    /** @return bit p set = player p's lines are shown (the category panel's player filter); charts follow it */
    public javafx.beans.property.IntegerProperty shownPlayersProperty() {
        return shownPlayers;
    }

    /** @return whether player {@code player}'s series are drawn */
    public boolean isPlayerShown(int player) {
        return (shownPlayers.get() & (1 << (player & 7))) != 0;
    }

    /** @return the extracted series, or null while extracting */
    public ReadOnlyObjectProperty<FieldSeries> seriesProperty() {
        return series.getReadOnlyProperty();
    }

    /** @return every field found in the session, e.g. "stak.dsync" */
    public ObservableList<String> availableFields() {
        return availableFields;
    }

    /**
     * @return the fields the user chose over all sessions, in order (remembered in the preferences); the charts show
     *         those the session has ({@link #shownFields()})
     */
    public ObservableList<String> chosenFields() {
        return chosenFields;
    }

    /** @return the fields charted, top to bottom: the chosen ones this session has; the user edits it */
    public ObservableList<String> shownFields() {
        return shownFields;
    }

    /** @return first frame of the x axis */
    public IntegerProperty fromFrameProperty() {
        return fromFrame;
    }

    /** @return last frame of the x axis */
    public IntegerProperty toFrameProperty() {
        return toFrame;
    }

    /**
     * Sets the widest x axis (the frame filter's range, frames): a chart showing its whole range shows the whole new
     * range; a zoomed one keeps its window, kept inside the new range.
     *
     * @param first first frame
     * @param last  last frame (raised to {@code first + 1} when not after it)
     */
    public void setFrameLimits(int first, int last) {
        boolean whole = !zoomed();
        int from = fromFrame.get();
        int to = toFrame.get();
        limitFrom = first;
        limitTo = Math.max(first + 1, last);
        if (whole || to <= limitFrom || from >= limitTo) {
            fromFrame.set(limitFrom);
            toFrame.set(limitTo);
        } else { // a zoomed window stays (a followed session growing), kept inside the new limits
            fromFrame.set(Math.max(limitFrom, from));
            toFrame.set(Math.min(limitTo, to));
        }
    }

    /** Shows the whole range again (after {@link #zoomAround} or {@link #panBy}). */
    public void resetZoom() {
        fromFrame.set(limitFrom);
        toFrame.set(limitTo);
    }

    /**
     * Zooms the x axis by {@code factor} around {@code frame}, which keeps its place on the axis: below 1 zooms in
     * (never to fewer than {@value #MIN_FRAMES} frames), above 1 out (never past the limits).
     *
     * @param frame  the frame under the pointer
     * @param factor new span / old span, above 0
     */
    public void zoomAround(int frame, double factor) {
        long from = fromFrame.get();
        long span = (long) toFrame.get() - from;
        long widest = (long) limitTo - limitFrom;
        long newSpan = Math.max(Math.min(MIN_FRAMES, widest), Math.min(widest, Math.round(span * factor)));
        double place = span <= 0 ? 0.5 : Math.max(0, Math.min(1, (frame - from) / (double) span));
        showWindow(Math.round(frame - place * newSpan), newSpan);
    }

    /**
     * Moves the x axis by {@code frames} (positive: later), keeping its span, inside the limits.
     *
     * @param frames frames to move
     */
    public void panBy(long frames) {
        long span = (long) toFrame.get() - fromFrame.get();
        showWindow(fromFrame.get() + frames, span);
    }

    /** @return whether the x axis shows less than its limits (zoomed in) */
    public boolean zoomed() {
        return fromFrame.get() != limitFrom || toFrame.get() != limitTo;
    }

    private void showWindow(long from, long span) {
        long start = Math.max(limitFrom, Math.min((long) limitTo - span, from));
        fromFrame.set((int) start);
        toFrame.set((int) (start + span));
    }

    /** @return the frame of the selected log line (the cursor), or -1 */
    public IntegerProperty cursorFrameProperty() {
        return cursorFrame;
    }

    /** Stops a running extraction (the session closed). */
    public void cancel() {
        job.cancel();
    }
}

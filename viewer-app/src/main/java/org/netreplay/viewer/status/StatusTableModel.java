package org.netreplay.viewer.status;

import java.nio.file.Path;
import java.util.AbstractList;
import java.util.List;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.netreplay.log.csv.StatusCsv;
import org.netreplay.log.csv.StatusTable;
import org.netreplay.viewer.cursor.FrameCursor;
import org.netreplay.viewer.task.JobHandle;
import org.netreplay.viewer.task.JobTracker;
import org.netreplay.viewer.task.TaskRunner;

/**
 * The status table's state: the session's status CSV rows (docs/formats.md §1.5: per player and frame rewind, cpu,
 * sync, ping, dif size, corrections, bandwidth), read in the background the first time the table is shown, filtered
 * by the shown players and optionally to the rows with a rewind or a correction; the table follows the session's
 * {@link FrameCursor} and moves it. Thread safety: FX thread only.
 */
public final class StatusTableModel {
    private final JobTracker jobs;
    private final FrameCursor cursor;
    private final ReadOnlyObjectWrapper<StatusTable> table = new ReadOnlyObjectWrapper<>(this, "table");
    private final ObservableList<Integer> rows = FXCollections.observableArrayList();
    private final IntegerProperty playerMask = new SimpleIntegerProperty(this, "playerMask", 0xFF);
    private final BooleanProperty onlyEvents = new SimpleBooleanProperty(this, "onlyEvents", false);
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
    private final IntegerProperty selectedPosition = new SimpleIntegerProperty(this, "selectedPosition", -1);
    private List<Path> files = List.of();
    private boolean wanted;
    private boolean loaded;
    private JobHandle job = JobHandle.NONE;
    private int[] shown = new int[0];
    private boolean following;

    /**
     * @param runner reads the files off the FX thread
     * @param cursor the session's frame cursor, followed and moved
     */
    public StatusTableModel(TaskRunner runner, FrameCursor cursor) {
        this.jobs = new JobTracker(runner);
        this.cursor = cursor;
        playerMask.addListener((obs, old, now) -> refilter());
        onlyEvents.addListener((obs, old, now) -> refilter());
        cursor.positionProperty().addListener((obs, old, now) -> {
            if (now != null && now.mover() != this) {
                follow(now.frame());
            }
        });
        selectedPosition.addListener((obs, old, now) -> {
            int position = now.intValue();
            if (!following && position >= 0 && position < shown.length) {
                cursor.select(table.get().frame(shown[position]), -1, -1, 0, this);
            }
        });
    }

    /** Sets the session's status CSV files; they are read when the table is shown (or now, if it is). */
    public void setFiles(List<Path> statusCsvFiles) {
        job.cancel();
        files = List.copyOf(statusCsvFiles);
        loaded = false;
        table.set(null);
        shown = new int[0];
        rows.clear();
        summary.set(files.isEmpty() ? "This session has no status CSV files (the server writes them in status/)."
                : files.size() + " status CSV files");
        if (wanted) {
            load();
        }
    }

    /** Reads the files if they are not read yet (the table window opened). */
    public void show() {
        wanted = true;
        load();
    }

    private void load() {
        if (loaded || files.isEmpty()) {
            return;
        }
        loaded = true;
        List<Path> reading = files;
        summary.set("Reading " + reading.size() + " status CSV files…");
        job = jobs.start("Reading status CSVs", progress -> StatusTable.read(reading, progress),
                result -> {
                    if (files != reading) {
                        return;
                    }
                    table.set(result);
                    refilter();
                    follow(cursor.frame());
                }, failure -> summary.set(failure.getMessage()));
    }

    private void refilter() {
        StatusTable current = table.get();
        if (current == null) {
            return;
        }
        int mask = playerMask.get();
        boolean events = onlyEvents.get();
        int[] kept = new int[current.size()];
        int count = 0;
        for (int row = 0; row < current.size(); row++) {
            if ((mask & 1 << current.player(row)) != 0 && (!events || isEvent(current, row))) {
                kept[count++] = row;
            }
        }
        shown = java.util.Arrays.copyOf(kept, count);
        int[] view = shown;
        rows.setAll(new AbstractList<Integer>() {
            @Override
            public Integer get(int index) {
                return view[index];
            }

            @Override
            public int size() {
                return view.length;
            }
        });
        StatusCsv.Issues issues = current.issues();
        summary.set(String.format("%,d of %,d rows from %d files", count, current.size(), files.size())
                + (current.rowsLeftOut() > 0 ? String.format(" · %,d more rows not kept (limit statusTable.maxRows)",
                current.rowsLeftOut()) : "")
                + (issues.count() > 0 ? String.format(" · %,d bad rows, first: %s", issues.count(),
                issues.reported().get(0)) : ""));
    }

    /** @return whether the row has a rewind or a correction (rwnd, lcor or rcor not 0) */
    static boolean isEvent(StatusTable table, int row) {
        return table.value(row, 0) != 0 || table.value(row, 5) != 0 || table.value(row, 6) != 0;
    }

    /** Selects the first shown row at or after {@code frame} (the cursor moved elsewhere). */
    private void follow(int frame) {
        if (frame < 0 || shown.length == 0) {
            return;
        }
        StatusTable current = table.get();
        int position = shown.length - 1;
        for (int i = 0; i < shown.length; i++) {
            if (current.frame(shown[i]) >= frame) {
                position = i;
                break;
            }
        }
        following = true;
        try {
            selectedPosition.set(position);
        } finally {
            following = false;
        }
    }

    /** Cancels the read (the session closed). */
    public void cancel() {
        job.cancel();
    }

    /** @return the table read, or null before */
    public ReadOnlyObjectProperty<StatusTable> tableProperty() {
        return table.getReadOnlyProperty();
    }

    /** @return the shown rows: indexes into {@link #tableProperty()}'s rows, in file order */
    public ObservableList<Integer> rows() {
        return rows;
    }

    /** @return the players shown (bit p = player p); the window binds it to the category panel's player filter */
    public IntegerProperty playerMaskProperty() {
        return playerMask;
    }

    /** @return whether only rows with a rewind or a correction are shown */
    public BooleanProperty onlyEventsProperty() {
        return onlyEvents;
    }

    /** @return the selected position in {@link #rows()}, or -1; the view writes it on clicks */
    public IntegerProperty selectedPositionProperty() {
        return selectedPosition;
    }

    /** @return e.g. "1,001 of 3,003 rows from 3 files", or why there is nothing */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** @return whether the files are being read */
    public javafx.beans.property.ReadOnlyBooleanProperty busyProperty() {
        return jobs.busyProperty();
    }
}

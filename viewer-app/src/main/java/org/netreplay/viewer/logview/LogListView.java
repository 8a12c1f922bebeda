package org.netreplay.viewer.logview;

import org.netreplay.viewer.common.ArchitectureException;
import org.netreplay.session.OpenSession;

import javafx.scene.Scene;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.ListView;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import org.netreplay.log.merge.FilteredRows;

/**
 * The virtualised log list: a fixed-cell-height {@link ListView} over {@link PositionList}, so only the rows on
 * screen exist as nodes and only their lines are read. Keeps the view model's selection and on-screen range in sync,
 * obeys its scroll requests, and handles the game viewer's movement keys: ↑/↓ one line, PgUp/PgDn 10 lines (SHIFT
 * 100, CTRL 1000), Home/End; Ctrl+C copies the selected line.
 */
@ArchitectureException("it virtualises over the filtered rows: it reads FilteredRows.size() and the line counts of the lanes (immutable, FX thread) to size the list and its line-number column")
final class LogListView extends ListView<Integer> {
    private final LogViewModel model;
    private final javafx.beans.property.ReadOnlyObjectWrapper<ColumnLayout> layout =
            new javafx.beans.property.ReadOnlyObjectWrapper<>(this, "columnLayout");
    private boolean syncing;
    /**
     * Pulses between a session change and the list's rows of it: the session's type tree and its player and file
     * boxes (see {@code CategoryPanel}) are laid out in pulses of their own after the pulse that lays out the rest of
     * the session (its status, the list's scroll bars), and before the list's cells. In one pulse with them, the
     * first rows held the FX thread 119–244 ms on the bundled session; with the tree in the session's own pulse, a
     * 1 GB log's start stalled the FX thread 109–143 ms in 5 of 12 runs, against 103–116 ms in 3 of 13 with it a
     * pulse later (interleaved runs, docs/benchmarks.md).
     */
    private static final int FIRST_ROWS_PULSES = 4;
    /** True from a session change until {@link #FIRST_ROWS_PULSES} pulses later: new rows and scrolls wait. */
    private boolean rowsGated;
    private boolean rowsWaiting;
    private boolean scrollWaiting;
    private int gates;
    private javafx.scene.control.ContextMenu rowMenu;
    /** A scroll target to check once after the next layout (the flow may clamp it before knowing the row count). */
    private int pendingTop = -1;
    /** A row to show wholly at the bottom once the flow has laid out (its horizontal scroll bar may appear late). */
    private int pendingBottom = -1;
    private int bottomTries;
    private final Runnable pulseListener = this::reportShownRange;
    /**
     * How many blank rows the list holds in each of its warm-up's pulses ({@link org.netreplay.viewer.task.WarmUp}),
     * growing, before its empty state returns: its cells and their rows are then made and styled a few at a time
     * while nothing is shown yet, instead of all in the pulse that shows a session's first rows, which they cost
     * 50–95 ms of CSS and layout ({@code -Djavafx.pulseLogger}, docs/benchmarks.md). Cells are kept when the items
     * change, so a session's rows only fill them. It stops growing once the rows fill the list's height. The first
     * {@link #FIRST_BLANK_ROWS} are made in the window's first show, which holds the FX thread anyway: the first
     * piece after it fell in the pulse of the window's first paint (software rendering: 80–110 ms) and added
     * 20–30 ms.
     */
    private static final int[] BLANK_ROWS = {16, 32, 48};
    /** Blank rows from the start (the window's first show lays them out). */
    private static final int FIRST_BLANK_ROWS = 8;
    /**
     * The list warms up before any other view ({@link org.netreplay.viewer.task.WarmUp} ranks): a 1 GB log's first
     * rows come 0.3–0.5 s after the window; behind the type tree's warm-up they found the list's cells not yet made
     * and laid them out cold, 67–95 ms in one pulse ({@code -Djavafx.pulseLogger}, docs/benchmarks.md).
     */
    private static final int WARM_UP_RANK = 0;
    /** The blank rows while the list warms up (a session's rows replace them and end it), then null. */
    private PositionList blankRows = new PositionList(FIRST_BLANK_ROWS);
    private final javafx.scene.control.Label placeholder = new javafx.scene.control.Label(NO_SESSION);

    LogListView(LogViewModel model, org.netreplay.viewer.filter.FilterViewModel filter) {
        this.model = model;
        // The row menu opens on a secondary press (after the cell selected its row) and on the keyboard's menu key;
        // mouse-made context-menu requests are ignored so the menu never opens twice.
        addEventHandler(javafx.scene.input.MouseEvent.MOUSE_PRESSED, event -> {
            if (event.getButton() == javafx.scene.input.MouseButton.SECONDARY || event.isPopupTrigger()) {
                showRowMenu(filter, event.getScreenX(), event.getScreenY());
                event.consume();
            }
        });
        setOnContextMenuRequested(event -> {
            if (event.isKeyboardTrigger()) {
                showRowMenu(filter, event.getScreenX(), event.getScreenY());
            }
            event.consume();
        });
        getStyleClass().add("log-list");
        setId("logList");
        placeholder.setId("logPlaceholder");
        placeholder.getStyleClass().add("log-placeholder");
        placeholder.setMouseTransparent(true);
        setPlaceholder(new javafx.scene.layout.Region()); // placeholder() shows instead, over the list
        model.rowsProperty().addListener((obs, old, now) -> placeholder.setText(placeholderFor(now)));
        itemsProperty().addListener(items ->
                placeholder.setVisible(getItems().isEmpty() || getItems() == blankRows));
        useLayout(ColumnLayout.forSession(99_999, 99_999));
        setItems(blankRows);
        org.netreplay.viewer.task.WarmUp.onceInScene(this, WARM_UP_RANK,
                org.netreplay.viewer.task.WarmUp.growing(BLANK_ROWS, this::showBlankRows, () -> showBlankRows(0)));
        model.rowsProperty().addListener((obs, old, now) -> {
            if (rowsGated) {
                rowsWaiting = true;
            } else {
                showRows(now);
            }
        });
        model.sessionProperty().addListener((obs, old, now) -> gateRows());
        model.search().patternProperty().addListener((obs, old, now) -> refresh());
        model.jumps().markCountProperty().addListener((obs, old, now) -> refresh());
        model.navigation().scrollRequestProperty().addListener((obs, old, now) -> {
            if (rowsGated) {
                scrollWaiting = now != null;
            } else {
                obey(now);
            }
        });
        model.selectedPositionProperty().addListener((obs, old, now) -> selectFromModel(now.intValue()));
        getSelectionModel().selectedIndexProperty().addListener((obs, old, now) -> {
            if (!syncing) {
                model.selectedPositionProperty().set(now.intValue());
            }
        });
        addEventFilter(KeyEvent.KEY_PRESSED, this::onKey);
        sceneProperty().addListener((obs, old, now) -> {
            if (old != null) {
                old.removePostLayoutPulseListener(pulseListener);
            }
            if (now != null) {
                now.addPostLayoutPulseListener(pulseListener);
            }
        });
    }

    /** Shows {@code rows} blank rows while no session's rows came; 0 ends the warm-up. */
    private void showBlankRows(int rows) {
        if (blankRows == null) {
            return;
        }
        if (getItems() == blankRows) {
            boolean full = rows > 0 && !blankRows.isEmpty() && fillsHeight();
            blankRows = new PositionList(full ? 0 : rows);
            setItems(blankRows);
        }
        if (blankRows.isEmpty() || getItems() != blankRows) {
            blankRows = null; // the warm-up ends: its rows fill the list, or a session's rows came
        }
    }

    /** @return whether the list's cells reach its bottom (its last row on screen is not the last row) */
    private boolean fillsHeight() {
        VirtualFlow<?> flow = (VirtualFlow<?>) lookup(".virtual-flow");
        IndexedCell<?> last = flow == null ? null : flow.getLastVisibleCell();
        return last != null && last.getIndex() < getItems().size() - 1;
    }

    /**
     * @return what the list says when it shows no rows (no session, an empty one, every line hidden); its page
     *         shows it over the list, which keeps it up while the list warms up
     */
    javafx.scene.Node placeholder() {
        return placeholder;
    }

    /** Holds back rows and scroll requests until {@link #FIRST_ROWS_PULSES} pulses after the latest session change. */
    private void gateRows() {
        rowsGated = true;
        int gate = ++gates;
        org.netreplay.viewer.task.LaterPulse.run(FIRST_ROWS_PULSES, () -> {
            if (gate != gates) {
                return; // a later session change holds them longer
            }
            rowsGated = false;
            if (rowsWaiting) {
                rowsWaiting = false;
                showRows(model.rowsProperty().get());
            }
            if (scrollWaiting) {
                scrollWaiting = false;
                obey(model.navigation().scrollRequestProperty().get());
            }
        });
    }

    /** Scrolls as {@code request} asks: its row at a number of lines from the top, or wholly at the bottom. */
    private void obey(ScrollRequest request) {
        if (request != null && request.linesFromTop() == ScrollRequest.WHOLLY_AT_BOTTOM) {
            VirtualFlow<?> flow = (VirtualFlow<?>) lookup(".virtual-flow");
            if (flow != null) {
                flow.scrollTo(request.position()); // minimal scroll: the row wholly inside the viewport
                pendingBottom = request.position();
                bottomTries = 0;
            } else {
                scrollTo(request.position());
            }
        } else if (request != null) {
            pendingTop = Math.max(0, request.position() - request.linesFromTop());
            scrollTo(pendingTop);
        }
    }

    /** @return the column widths in use (the header follows them) */
    javafx.beans.property.ReadOnlyObjectProperty<ColumnLayout> columnLayoutProperty() {
        return layout.getReadOnlyProperty();
    }

    private void useLayout(ColumnLayout columns) {
        layout.set(columns);
        setFixedCellSize(columns.rowHeight());
        setCellFactory(list -> new LogLineCell(model, columns));
    }

    private static final String NO_SESSION = "Open a log file or a session folder (File ▸ Open, or drop it here).";

    /** @return what an empty list says: no session yet, an empty session, or a filter that hides every line */
    private String placeholderFor(FilteredRows rows) {
        if (rows == null || model.sessionProperty().get() == null) {
            return NO_SESSION;
        }
        return rows.source().rowCount() == 0 ? "The opened file(s) hold no lines."
                : "Every line is hidden by the filter or the search (see the panel on the left).";
    }

    private void showRows(FilteredRows rows) {
        if (rows == null) {
            setItems(new PositionList(0));
            return;
        }
        OpenSession session = model.sessionProperty().get();
        if (session != null) {
            int maxLines = session.log().lanes().stream().mapToInt(lane -> lane.lineCount()).max().orElse(0);
            ColumnLayout wanted = ColumnLayout.forSession(maxLines, session.lastFrame());
            if (!wanted.equals(layout.get())) {
                useLayout(wanted);
            }
        }
        syncing = true;
        try {
            setItems(new PositionList(rows.size()));
        } finally {
            syncing = false;
        }
        selectFromModel(model.selectedPositionProperty().get());
    }

    private void selectFromModel(int position) {
        syncing = true;
        try {
            if (position < 0 || position >= getItems().size()) {
                getSelectionModel().clearSelection();
            } else if (getSelectionModel().getSelectedIndex() != position) {
                getSelectionModel().clearAndSelect(position);
                getFocusModel().focus(position);
            }
        } finally {
            syncing = false;
        }
    }

    private void onKey(KeyEvent event) {
        KeyCode code = event.getCode();
        int page = event.isControlDown() ? 1000 : event.isShiftDown() ? 100 : 10;
        switch (code) {
            case UP -> model.navigation().moveSelection(-1);
            case DOWN -> model.navigation().moveSelection(1);
            case PAGE_UP -> model.navigation().moveSelection(-page);
            case PAGE_DOWN -> model.navigation().moveSelection(page);
            case HOME -> model.navigation().selectFirst();
            case M -> {
                if (event.isShortcutDown() || event.isAltDown()) {
                    return;
                }
                model.jumps().toggleMark();
            }
            case END -> model.navigation().selectLast();
            case C -> {
                if (!event.isShortcutDown()) {
                    return;
                }
                copySelected();
            }
            default -> {
                return;
            }
        }
        event.consume();
    }

    private void showRowMenu(org.netreplay.viewer.filter.FilterViewModel filter, double screenX, double screenY) {
        if (rowMenu != null) {
            rowMenu.hide();
        }
        DisplayLine line = model.line(model.selectedPositionProperty().get());
        if (line != null) {
            rowMenu = RowMenu.forLine(line, model, filter, this::copySelected);
            rowMenu.show(this, screenX, screenY);
        }
    }

    private void copySelected() {
        DisplayLine line = model.line(model.selectedPositionProperty().get());
        if (line != null) {
            ClipboardContent content = new ClipboardContent();
            content.putString(model.copyText(line));
            Clipboard.getSystemClipboard().setContent(content);
        }
    }

    /**
     * Scrolls the pending bottom row up by what the horizontal scroll bar (which may appear after the first layout)
     * covers of it; at most three tries.
     *
     * @return true if it scrolled (the range is reported on the next pulse)
     */
    private boolean revealWhollyAtBottom(VirtualFlow<?> flow) {
        IndexedCell<?> cell = flow.getVisibleCell(pendingBottom);
        if (cell == null || bottomTries++ >= 3) {
            pendingBottom = -1;
            return false;
        }
        double cellBottom = flow.sceneToLocal(cell.localToScene(cell.getBoundsInLocal())).getMaxY();
        double viewBottom = flow.getHeight();
        for (javafx.scene.Node node : flow.getChildrenUnmodifiable()) {
            if (node instanceof javafx.scene.control.ScrollBar bar && bar.isVisible()
                    && bar.getOrientation() == javafx.geometry.Orientation.HORIZONTAL) {
                viewBottom = Math.min(viewBottom, bar.getBoundsInParent().getMinY());
            }
        }
        if (cellBottom > viewBottom + 0.5) {
            flow.scrollPixels(cellBottom - viewBottom);
            return true;
        }
        pendingBottom = -1;
        return false;
    }

    private void reportShownRange() {
        VirtualFlow<?> flow = (VirtualFlow<?>) lookup(".virtual-flow");
        if (blankRows != null && getItems() == blankRows) {
            return; // blank rows show nothing
        }
        int size = getItems() == null ? 0 : getItems().size();
        int first = -1;
        int last = -1;
        if (flow != null && size > 0) {
            IndexedCell<?> firstCell = flow.getFirstVisibleCell();
            IndexedCell<?> lastCell = flow.getLastVisibleCell();
            if (firstCell != null && lastCell != null) {
                first = Math.min(firstCell.getIndex(), size - 1);
                last = Math.min(lastCell.getIndex(), size - 1);
            }
        }
        if (pendingBottom >= 0 && flow != null && revealWhollyAtBottom(flow)) {
            return;
        }
        if (pendingTop >= 0) {
            int target = pendingTop;
            pendingTop = -1;
            if (first != target && target < size) {
                scrollTo(target);
                return;
            }
        }
        if (model.firstShownProperty().get() != first) {
            model.firstShownProperty().set(first);
        }
        if (model.lastShownProperty().get() != last) {
            model.lastShownProperty().set(last);
        }
    }

    /** Unhooks from the scene's pulses. */
    void dispose() {
        Scene scene = getScene();
        if (scene != null) {
            scene.removePostLayoutPulseListener(pulseListener);
        }
    }
}

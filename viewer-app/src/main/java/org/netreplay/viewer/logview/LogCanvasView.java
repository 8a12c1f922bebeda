package org.netreplay.viewer.logview;

import java.util.List;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Orientation;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.layout.Region;
import org.netreplay.viewer.filter.FilterViewModel;

/**
 * The log list: one canvas over a virtual row range, as klogg draws its view. A vertical scroll bar holds the first
 * row shown (0 … rows − rows on screen), a horizontal one the first character of the text column; each frame draws
 * the rows on screen only ({@link RowPainter}), reading their lines through the view model's bounded cache. There
 * are no cells: a session's first rows cost one paint. Keeps the view model's on-screen range
 * ({@code firstShown}/{@code lastShown}) up to date, obeys its scroll requests, and handles the game viewer's keys:
 * ↑/↓ one line, PgUp/PgDn 10 lines (Shift 100, Ctrl 1000), Home/End, M marks, Ctrl+C copies the selected line
 * whole; a click selects, the wheel scrolls (Shift+wheel sideways), the secondary button opens the row menu.
 * Thread safety: FX thread only.
 */
public final class LogCanvasView extends Region {
    private final LogViewModel model;
    private final FilterViewModel filter;
    private final Canvas canvas = new Canvas();
    private final ScrollBar vertical = new ScrollBar();
    private final ScrollBar horizontal = new ScrollBar();
    private final RowPainter painter = new RowPainter();
    private final Label placeholder = new Label();
    private final ReadOnlyObjectWrapper<ColumnLayout> columns = new ReadOnlyObjectWrapper<>(this, "columns");
    private final AfterLayout paintAfterLayout;
    /** The first row on screen (a visible position). */
    private int top;
    /** The first character of the text column on screen. */
    private int scrollChars;
    /** The longest text (characters) drawn since the rows last changed: the horizontal scroll range. */
    private int widestText;
    private ScrollRequest pendingRequest;
    private boolean dirty = true;
    private boolean movingBars;
    private double wheelLines;
    private ContextMenu rowMenu;
    private List<DrawnRow> drawn = List.of();

    LogCanvasView(LogViewModel model, FilterViewModel filter) {
        this.model = model;
        this.filter = filter;
        getStyleClass().add("log-list");
        setFocusTraversable(true);
        vertical.setOrientation(Orientation.VERTICAL);
        horizontal.setOrientation(Orientation.HORIZONTAL);
        horizontal.setVisible(false);
        getChildren().addAll(canvas, vertical, horizontal);
        placeholder.setId("logPlaceholder");
        placeholder.getStyleClass().add("log-placeholder");
        placeholder.setMouseTransparent(true);
        placeholder.setText(model.emptyText());
        useColumns(ColumnLayout.forSession(99_999, 99_999));

        vertical.valueProperty().addListener((obs, old, now) -> {
            if (!movingBars) {
                scrollTo((int) Math.round(now.doubleValue()));
            }
        });
        horizontal.valueProperty().addListener((obs, old, now) -> {
            if (!movingBars) {
                scrollChars = (int) Math.round(now.doubleValue());
                repaint();
            }
        });
        model.rowsProperty().addListener((obs, old, now) -> showRows());
        model.sessionProperty().addListener((obs, old, now) -> placeholder.setText(model.emptyText()));
        model.search().patternProperty().addListener((obs, old, now) -> repaint());
        model.jumps().markCountProperty().addListener((obs, old, now) -> repaint());
        model.selectedPositionProperty().addListener((obs, old, now) -> repaint());
        model.navigation().scrollRequestProperty().addListener((obs, old, now) -> {
            if (now != null && canvas.getHeight() > 0) {
                obey(now);
            } else {
                pendingRequest = now; // before the first layout: obeyed once the height is known
                repaint();
            }
        });
        addEventFilter(KeyEvent.KEY_PRESSED, this::onKey);
        addEventHandler(MouseEvent.MOUSE_PRESSED, this::onPress);
        setOnContextMenuRequested(event -> {
            if (event.isKeyboardTrigger()) {
                showRowMenu(event.getScreenX(), event.getScreenY());
            }
            event.consume();
        });
        canvas.addEventHandler(ScrollEvent.SCROLL, this::onWheel);
        paintAfterLayout = AfterLayout.follow(this, this::paintIfDirty);
    }

    /** @return the label that says why no row shows; its page lays it over the list */
    Label placeholder() {
        return placeholder;
    }

    /** @return the column widths in use (the header follows them) */
    ReadOnlyObjectProperty<ColumnLayout> columnLayoutProperty() {
        return columns.getReadOnlyProperty();
    }

    /** @return the rows of the latest frame, top first: what the list shows (tests read it) */
    public List<DrawnRow> drawnRows() {
        return drawn;
    }

    /** @return the height of one row, px */
    public double rowHeight() {
        return columns.get().rowHeight();
    }

    /** @return the height of the rows' area (without the horizontal scroll bar), px */
    public double rowsHeight() {
        return canvas.getHeight();
    }

    private void useColumns(ColumnLayout layout) {
        columns.set(layout);
        vertical.setUnitIncrement(1);
        horizontal.setUnitIncrement(1);
    }

    private void showRows() {
        ColumnLayout wanted = ColumnLayout.forSession(model.maxLineNumber(), model.lastFrame());
        if (!wanted.equals(columns.get())) {
            useColumns(wanted);
        }
        placeholder.setText(model.emptyText());
        placeholder.setVisible(model.rowCount() == 0);
        widestText = 0;
        scrollTo(top);
        requestLayout(); // the scroll bars' ranges
        repaint();
    }

    // Geometry --------------------------------------------------------------------------------------------------

    /** @return rows wholly on screen, at least 1 */
    private int fullRows() {
        return Math.max(1, (int) Math.floor(canvas.getHeight() / rowHeight()));
    }

    private int maxTop() {
        return Math.max(0, model.rowCount() - fullRows());
    }

    private int textChars() {
        return new RowPainter.Viewport(canvas.getWidth(), canvas.getHeight(), columns.get(), top, scrollChars)
                .textChars();
    }

    // The view takes the size its parent gives it: its canvas follows that size, never the other way round. The
    // preferred width is what the list view it replaces asked for, so the window's first layout stays as it was
    // (the category panel's divider is a share of the preferred widths).
    @Override
    protected double computePrefWidth(double height) {
        return 250;
    }

    @Override
    protected double computePrefHeight(double width) {
        return 300;
    }

    @Override
    protected double computeMinWidth(double height) {
        return 50;
    }

    @Override
    protected double computeMinHeight(double width) {
        return 2 * rowHeight();
    }

    @Override
    protected void layoutChildren() {
        double width = getWidth();
        double height = getHeight();
        boolean wide = widestText > textCharsFor(width - vertical.prefWidth(-1));
        horizontal.setVisible(wide);
        double barWidth = vertical.prefWidth(-1);
        double barHeight = wide ? horizontal.prefHeight(-1) : 0;
        double canvasWidth = Math.max(0, width - barWidth);
        double canvasHeight = Math.max(0, height - barHeight);
        if (canvas.getWidth() != canvasWidth || canvas.getHeight() != canvasHeight) {
            canvas.setWidth(canvasWidth);
            canvas.setHeight(canvasHeight);
            dirty = true;
        }
        vertical.resizeRelocate(canvasWidth, 0, barWidth, canvasHeight);
        horizontal.resizeRelocate(0, canvasHeight, canvasWidth, barHeight);
        updateBars();
    }

    private int textCharsFor(double width) {
        ColumnLayout layout = columns.get();
        return (int) Math.max(0, (width - layout.gutter() - RowPainter.TEXT_PAD) / layout.charWidth());
    }

    private void updateBars() {
        movingBars = true;
        try {
            int full = fullRows();
            vertical.setMax(maxTop());
            vertical.setVisibleAmount(Math.min(full, Math.max(1, model.rowCount())));
            vertical.setBlockIncrement(full);
            vertical.setValue(top);
            int maxChars = Math.max(0, widestText - textChars() + 2);
            horizontal.setMax(maxChars);
            horizontal.setVisibleAmount(Math.max(1, textChars()));
            horizontal.setBlockIncrement(Math.max(1, textChars() / 2));
            scrollChars = Math.min(scrollChars, maxChars);
            horizontal.setValue(scrollChars);
        } finally {
            movingBars = false;
        }
    }

    // Scrolling -------------------------------------------------------------------------------------------------

    /** Shows visible position {@code first} as the top row (clamped) and tells the view model what is on screen. */
    private void scrollTo(int first) {
        int clamped = Math.max(0, Math.min(first, maxTop()));
        if (clamped != top) {
            top = clamped;
            movingBars = true;
            try {
                vertical.setValue(top);
            } finally {
                movingBars = false;
            }
        }
        publishShown();
        repaint();
    }

    private void publishShown() {
        int rows = model.rowCount();
        int first = rows == 0 || canvas.getHeight() <= 0 ? -1 : top;
        int last = first < 0 ? -1
                : Math.min(rows - 1, top + (int) Math.ceil(canvas.getHeight() / rowHeight()) - 1);
        if (model.firstShownProperty().get() != first) {
            model.firstShownProperty().set(first);
        }
        if (model.lastShownProperty().get() != last) {
            model.lastShownProperty().set(last);
        }
    }

    /** Scrolls as the view model asked: its row at a number of lines from the top, or wholly at the bottom. */
    private void obey(ScrollRequest request) {
        if (request.linesFromTop() == ScrollRequest.WHOLLY_AT_BOTTOM) {
            if (request.position() < top) {
                scrollTo(request.position());
            } else if (request.position() >= top + fullRows()) {
                scrollTo(request.position() - fullRows() + 1);
            }
        } else {
            scrollTo(request.position() - Math.max(0, request.linesFromTop()));
        }
    }

    private void onWheel(ScrollEvent event) {
        boolean sideways = event.isShiftDown() || Math.abs(event.getDeltaX()) > Math.abs(event.getDeltaY());
        if (sideways) {
            double delta = event.isShiftDown() && event.getDeltaX() == 0 ? event.getDeltaY() : event.getDeltaX();
            horizontal.setValue(Math.max(0, Math.min(horizontal.getMax(),
                    scrollChars - Math.round(delta / columns.get().charWidth()))));
        } else {
            wheelLines += event.getTextDeltaYUnits() == ScrollEvent.VerticalTextScrollUnits.LINES
                    ? -event.getTextDeltaY() : -event.getDeltaY() / rowHeight();
            int lines = (int) wheelLines;
            wheelLines -= lines;
            if (lines != 0) {
                scrollTo(top + lines);
            }
        }
        event.consume();
    }

    // Painting --------------------------------------------------------------------------------------------------

    /** Asks for a paint at the end of the next pulse's layout (many changes in one pulse paint once). */
    private void repaint() {
        dirty = true;
        Platform.requestNextPulse();
    }

    private void paintIfDirty() {
        if (pendingRequest != null && canvas.getHeight() > 0) {
            ScrollRequest request = pendingRequest;
            pendingRequest = null;
            obey(request);
        }
        if (!dirty) {
            return;
        }
        dirty = false;
        publishShown();
        drawn = List.copyOf(painter.paint(canvas.getGraphicsContext2D(), new RowPainter.Viewport(canvas.getWidth(),
                canvas.getHeight(), columns.get(), top, scrollChars), model));
        int widest = widestText;
        for (DrawnRow row : drawn) {
            widest = Math.max(widest, row.source().text().length());
        }
        if (widest != widestText) {
            widestText = widest;
            requestLayout(); // the horizontal bar's range, and whether it shows
        }
    }

    // Input -----------------------------------------------------------------------------------------------------

    /** @return the visible position under a y coordinate of the view, or -1 */
    private int positionAt(double y) {
        if (y < 0 || y >= canvas.getHeight()) {
            return -1;
        }
        int position = top + (int) Math.floor(y / rowHeight());
        return position < model.rowCount() ? position : -1;
    }

    private void onPress(MouseEvent event) {
        if (event.getTarget() != canvas) {
            return; // a scroll bar
        }
        requestFocus();
        int position = positionAt(event.getY());
        if (position >= 0) {
            model.selectedPositionProperty().set(position);
        }
        if (event.getButton() == MouseButton.SECONDARY || event.isPopupTrigger()) {
            showRowMenu(event.getScreenX(), event.getScreenY());
        }
        event.consume();
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
            case END -> model.navigation().selectLast();
            case M -> {
                if (event.isShortcutDown() || event.isAltDown()) {
                    return;
                }
                model.jumps().toggleMark();
            }
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

    private void showRowMenu(double screenX, double screenY) {
        if (rowMenu != null) {
            rowMenu.hide();
        }
        DisplayLine line = model.line(model.selectedPositionProperty().get());
        if (line != null) {
            rowMenu = RowMenu.forLine(line, model, filter, this::copySelected);
            rowMenu.show(this, screenX, screenY);
        }
    }

    /** Copies the selected line whole (the game's prefix and all its text, however long), as the game wrote it. */
    private void copySelected() {
        DisplayLine line = model.line(model.selectedPositionProperty().get());
        if (line != null) {
            ClipboardContent content = new ClipboardContent();
            content.putString(model.copyText(line));
            Clipboard.getSystemClipboard().setContent(content);
        }
    }

    /** Unhooks from the scene's pulses. */
    void dispose() {
        paintAfterLayout.dispose();
    }
}

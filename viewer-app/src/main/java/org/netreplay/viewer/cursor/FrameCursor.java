package org.netreplay.viewer.cursor;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The one current frame of the session, and which lane and line the user chose there. Every view follows it and
 * moves it (the log lists, side by side, the charts' cursor line, later the replay panel, inspector and timeline); no
 * view listens to another view. A view that moves the cursor names itself as the mover and ignores the change it
 * caused; every other view follows. Thread safety: FX thread only.
 */
public final class FrameCursor {
    /**
     * Where the cursor is.
     *
     * @param frame        the frame
     * @param lane         the lane of the chosen line, or -1 when a frame was chosen without a line (go to frame,
     *                     chart click)
     * @param line         the chosen line (0-based line of that lane's file), or -1
     * @param linesFromTop where the chosen line sits in its view (0 = top), so that followers show their line at the
     *                     same height
     * @param mover        the view that moved the cursor (it does not follow itself), or null for a command
     */
    public record Position(int frame, int lane, int line, int linesFromTop, Object mover) {
    }

    private final ReadOnlyObjectWrapper<Position> position = new ReadOnlyObjectWrapper<>(this, "position");

    /** Moves every view to {@code frame} (each selects its first line at or after it, at the top). */
    public void goToFrame(int frame) {
        position.set(new Position(frame, -1, -1, 0, null));
    }

    /** Records a line a view's user chose; every other view follows to its frame at the same height. */
    public void select(int frame, int lane, int line, int linesFromTop, Object mover) {
        Position now = position.get();
        if (now != null && now.frame() == frame && now.lane() == lane && now.line() == line
                && now.mover() == mover) {
            return;
        }
        position.set(new Position(frame, lane, line, linesFromTop, mover));
    }

    /** @return the cursor (null until a frame is chosen) */
    public ReadOnlyObjectProperty<Position> positionProperty() {
        return position.getReadOnlyProperty();
    }

    /** @return the current frame, or -1 before any */
    public int frame() {
        Position p = position.get();
        return p == null ? -1 : p.frame();
    }
}

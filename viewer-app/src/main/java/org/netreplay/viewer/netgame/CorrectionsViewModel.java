package org.netreplay.viewer.netgame;

import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import org.netreplay.pm.state.PmStateCodec;

import org.netreplay.pmnet.timeline.RebuiltSession;
import org.netreplay.pmnet.timeline.StateStore;
import org.netreplay.replay.desync.StateDiffer;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.spi.StateSchema;
import org.netreplay.viewer.cursor.FrameCursor;
import org.netreplay.viewer.replay.ReplayOpener;
import org.netreplay.viewer.task.LatestOnly;
import org.netreplay.viewer.task.TaskRunner;

/**
 * The corrections lane's state: every dif each client of a rebuilt netgame applied ({@link CorrectionLanes}), on the
 * same frame axis as the desync timeline, and the selected one with what it changed ({@link CorrectionDetail}, made
 * in the background from the client's predicted and corrected states). Next / previous (F9, Shift+F9; with Ctrl
 * only corrections of {@value CorrectionLanes#LARGE_PX} px or more) move the window's one {@link FrameCursor}; a
 * frame reached otherwise selects the correction of the followed client at that frame, if any. Thread safety: FX
 * thread only.
 */
public final class CorrectionsViewModel {
    private final FrameCursor cursor;
    private final LatestOnly details;
    private final ReadOnlyObjectWrapper<CorrectionLanes> lanes =
            new ReadOnlyObjectWrapper<>(this, "lanes", CorrectionLanes.EMPTY);
    private final IntegerProperty fromFrame = new SimpleIntegerProperty(this, "fromFrame", 0);
    private final IntegerProperty toFrame = new SimpleIntegerProperty(this, "toFrame", 1);
    private final IntegerProperty followedPlayer = new SimpleIntegerProperty(this, "followedPlayer", -1);
    private final ReadOnlyIntegerWrapper cursorFrame = new ReadOnlyIntegerWrapper(this, "cursorFrame", -1);
    private final ReadOnlyObjectWrapper<CorrectionMark> selected = new ReadOnlyObjectWrapper<>(this, "selected");
    private final ReadOnlyObjectWrapper<CorrectionDetail> detail = new ReadOnlyObjectWrapper<>(this, "detail");
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper(this, "summary", "");
    private RebuiltSession rebuilt;
    private StateSchema schema;
    private Consumer<CorrectionMark> onChosen = c -> { };
    private Consumer<String> notices = text -> { };
    private boolean moving;

    /**
     * @param runner runs the field diffs off the FX thread
     * @param cursor the window's frame cursor (followed, and moved by next / previous and clicks)
     */
    public CorrectionsViewModel(TaskRunner runner, FrameCursor cursor) {
        this.cursor = cursor;
        this.details = LatestOnly.on(runner, (title, error) -> { });
        cursor.positionProperty().addListener((obs, old, now) -> cursorMoved(now == null ? -1 : now.frame()));
    }

    /** Where short notices go ("no correction after frame 812"). */
    public void onNotice(Consumer<String> sink) {
        this.notices = sink;
    }

    /** Called with a correction the user chose (a key or a click), after the cursor moved to it. */
    public void onChosen(Consumer<CorrectionMark> handler) {
        this.onChosen = handler;
    }

    /** Shows a rebuilt netgame's corrections; null clears the lanes. */
    public void show(RebuiltSession session) {
        details.cancel();
        this.rebuilt = session;
        selected.set(null);
        detail.set(null);
        if (session == null) {
            lanes.set(CorrectionLanes.EMPTY);
            summary.set("");
            return;
        }
        lanes.set(CorrectionLanes.of(session.clients(), session.corrections().stream().map(CorrectionMark::of)
                .toList(), session.firstFrame(), session.lastFrame()));
        summary.set(overview(lanes.get()));
        cursorMoved(cursor.frame());
    }

    /** @return e.g. {@code 2,095 corrections (1,641 moved a player, 210 by ≥ 50 px) · F9 next} */
    static String overview(CorrectionLanes shown) {
        long moved = shown.all().stream().filter(c -> CorrectionLanes.band(c) > 0).count();
        long large = shown.all().stream().filter(c -> c.size() >= CorrectionLanes.LARGE_PX).count();
        long mismatched = shown.all().stream().filter(CorrectionLanes::mismatched).count();
        return String.format(Locale.ROOT, "%,d corrections (%,d moved a player, %,d by ≥ %.0f px%s) · F9 next",
                shown.all().size(), moved, large, CorrectionLanes.LARGE_PX,
                mismatched == 0 ? "" : String.format(Locale.ROOT, ", %,d DIFFER from the status rows", mismatched));
    }

    private void cursorMoved(int frame) {
        cursorFrame.set(frame);
        if (moving || rebuilt == null) {
            return;
        }
        CorrectionMark now = selected.get();
        if (now != null && now.frame() == frame) {
            return;
        }
        CorrectionMark at = at(followedPlayer.get(), frame);
        select(at);
    }

    /** @return the correction of client {@code p} at {@code frame} (the last one there), or null */
    CorrectionMark at(int p, int frame) {
        CorrectionLanes shown = lanes.get();
        int lane = shown.laneOf(p);
        if (lane < 0) {
            return null;
        }
        List<CorrectionMark> list = shown.perClient().get(lane);
        int i = lastAtOrBefore(list, frame);
        return i >= 0 && list.get(i).frame() == frame ? list.get(i) : null;
    }

    /** @return the index of the last correction at or before {@code frame} (list by frame), or -1 */
    static int lastAtOrBefore(List<CorrectionMark> list, int frame) {
        int lo = 0;
        int hi = list.size() - 1;
        int found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (list.get(mid).frame() <= frame) {
                found = mid;
                lo = mid + 1;
            } else {
                hi = mid - 1;
            }
        }
        return found;
    }

    /**
     * Goes to the next correction after the selected one (or from the cursor's frame, the corrections at it first)
     * that moved a player or differs from the status rows.
     *
     * @param largeOnly only corrections of {@value CorrectionLanes#LARGE_PX} px or more (and mismatches)
     * @return whether there was one
     */
    public boolean next(boolean largeOnly) {
        return step(+1, largeOnly);
    }

    /** As {@link #next} backwards. */
    public boolean previous(boolean largeOnly) {
        return step(-1, largeOnly);
    }

    private boolean step(int direction, boolean largeOnly) {
        CorrectionLanes shown = lanes.get();
        if (rebuilt == null || shown.all().isEmpty()) {
            notices.accept(rebuilt == null ? "No rebuilt netgame: corrections are shown once a real session's logs "
                    + "are rebuilt (the replay page says how far it is)." : "This netgame has no corrections.");
            return false;
        }
        CorrectionMark from = selected.get();
        int frame = cursor.frame();
        // from the selected correction; else from the cursor's frame (next: its corrections first; previous: before it)
        long key = from != null && from.frame() == frame ? key(from) : key(frame, 0);
        List<CorrectionMark> all = shown.all();
        CorrectionMark found = null;
        if (direction > 0) {
            for (int i = firstAfter(all, key); i < all.size() && found == null; i++) {
                found = CorrectionLanes.worthAStop(all.get(i), largeOnly) ? all.get(i) : null;
            }
        } else {
            for (int i = firstAfter(all, key - 1) - 1; i >= 0 && found == null; i--) {
                found = CorrectionLanes.worthAStop(all.get(i), largeOnly) ? all.get(i) : null;
            }
        }
        if (found == null) {
            notices.accept(String.format(Locale.ROOT, "No %scorrection %s frame %,d.", largeOnly ? "large " : "",
                    direction > 0 ? "after" : "before", frame < 0 ? 0 : frame));
            return false;
        }
        choose(found);
        return true;
    }

    private static long key(CorrectionMark c) {
        return key(c.frame(), c.peer());
    }

    private static long key(int frame, int peer) {
        return ((long) frame << 8) | (peer & 0xff);
    }

    /** @return the index of the first correction whose key is greater than {@code key} */
    private static int firstAfter(List<CorrectionMark> all, long key) {
        int lo = 0;
        int hi = all.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (key(all.get(mid)) <= key) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    /**
     * The correction a desync of client {@code peer} found at {@code frame} is about: of its corrections whose
     * numbers differ from the status row, the one whose dif gave the frame nearest to {@code frame} (the status row's
     * frame; the client's stak acknowledges about the state its last dif gave), the earlier on a tie, at most
     * {@code window} frames away.
     *
     * @return the correction, or null
     */
    public CorrectionMark mismatchAt(int peer, int frame, int window) {
        CorrectionLanes shown = lanes.get();
        if (shown == null) {
            return null;
        }
        return shown.all().stream().filter(c -> c.peer() == peer && c.proof().equals("mismatch")
                        && Math.abs(c.dst() - frame) <= window)
                .min(java.util.Comparator.<CorrectionMark>comparingInt(c -> Math.abs(c.dst() - frame))
                        .thenComparingInt(CorrectionMark::frame))
                .orElse(null);
    }

    /**
     * Selects {@code c}, moves the cursor to its frame and tells the window (which shows its client beside the
     * server).
     */
    public void choose(CorrectionMark c) {
        if (c == null) {
            return;
        }
        select(c);
        moving = true;
        try {
            cursor.goToFrame(c.frame());
        } finally {
            moving = false;
        }
        onChosen.accept(c);
    }

    /**
     * @return the correction of client lane {@code lane} nearest to {@code frame} within {@code radius} frames (the
     *         largest when several are as near), or null
     */
    public CorrectionMark nearest(int lane, int frame, int radius) {
        CorrectionLanes shown = lanes.get();
        if (lane < 0 || lane >= shown.perClient().size()) {
            return null;
        }
        List<CorrectionMark> list = shown.perClient().get(lane);
        CorrectionMark best = null;
        int i = Math.max(0, lastAtOrBefore(list, frame - radius - 1));
        for (; i < list.size() && list.get(i).frame() <= frame + radius; i++) {
            CorrectionMark c = list.get(i);
            if (Math.abs(c.frame() - frame) > radius) {
                continue;
            }
            if (best == null || Math.abs(c.frame() - frame) < Math.abs(best.frame() - frame)
                    || (Math.abs(c.frame() - frame) == Math.abs(best.frame() - frame) && c.size() > best.size())) {
                best = c;
            }
        }
        return best;
    }

    /** @return the corrections of lane {@code lane} within {@code radius} frames of {@code frame} (at most 6) */
    public List<CorrectionMark> near(int lane, int frame, int radius) {
        CorrectionLanes shown = lanes.get();
        if (lane < 0 || lane >= shown.perClient().size()) {
            return List.of();
        }
        List<CorrectionMark> list = shown.perClient().get(lane);
        int from = Math.max(0, lastAtOrBefore(list, frame - radius - 1) + 1);
        return list.subList(from, Math.max(from, lastAtOrBefore(list, frame + radius) + 1)).stream().limit(6)
                .toList();
    }

    private void select(CorrectionMark c) {
        selected.set(c);
        if (c == null) {
            details.cancel();
            detail.set(null);
            summary.set(rebuilt == null ? "" : overview(lanes.get()));
            return;
        }
        RebuiltSession session = rebuilt;
        summary.set(String.format(Locale.ROOT, "Correction c%d at frame %,d: %s (%s)", c.peer(), c.frame(),
                CorrectionDetail.sizes(c), CorrectionDetail.proofText(c)));
        details.submit("Comparing client " + c.peer() + "'s states at frame " + c.frame(),
                progress -> detailOf(session, c), made -> {
                    if (selected.get() == c) {
                        detail.set(made);
                        summary.set(made.statusLine());
                    }
                });
    }

    /** Runs off the FX thread: the client's prediction against its state right after the dif, by field. */
    private CorrectionDetail detailOf(RebuiltSession session, CorrectionMark c) {
        StateStore predicted = session.clientPredicted().get(c.peer());
        StateStore corrected = session.clientCorrected().get(c.peer());
        byte[] before = predicted == null ? null : predicted.get(c.frame());
        byte[] after = corrected == null ? null : corrected.get(c.frame());
        if (before == null) {
            return CorrectionDetail.without(c, c.src() == 0 && c.rewound() < 0
                    ? "The client's first state: it predicted nothing before this dif."
                    : "The client's prediction of this frame is not in the rebuild (it jumped here).");
        }
        if (after == null) {
            return CorrectionDetail.without(c, "The client's state after this dif is not in the rebuild.");
        }
        return CorrectionDetail.of(c, StateDiffer.diff(schema(), before, after, Integer.MAX_VALUE));
    }

    private synchronized StateSchema schema() {
        if (schema == null) {
            schema = GameStateOnly.of(Games.find(ReplayOpener.DEFAULT_GAME), PmStateCodec.STATE_SIZE).schema();
        }
        return schema;
    }

    // ------------------------------------------------------------------ properties

    /** @return the lanes shown ({@link CorrectionLanes#EMPTY} when none) */
    ReadOnlyObjectProperty<CorrectionLanes> lanesProperty() {
        return lanes.getReadOnlyProperty();
    }

    /** @return whether there are lanes to show */
    public boolean hasLanes() {
        return !lanes.get().clients().isEmpty();
    }

    /** @return the first frame of the x axis (the desync timeline's) */
    public IntegerProperty fromFrameProperty() {
        return fromFrame;
    }

    /** @return the last frame of the x axis */
    public IntegerProperty toFrameProperty() {
        return toFrame;
    }

    /** @return the client the replay page compares (its correction at a frame reached otherwise is selected), or -1 */
    public IntegerProperty followedPlayerProperty() {
        return followedPlayer;
    }

    /** @return the cursor's frame, or -1 */
    public ReadOnlyIntegerProperty cursorFrameProperty() {
        return cursorFrame.getReadOnlyProperty();
    }

    /** @return the selected correction, or null */
    public ReadOnlyObjectProperty<CorrectionMark> selectedProperty() {
        return selected.getReadOnlyProperty();
    }

    /** @return what the selected correction changed and why, once compared; null before */
    public ReadOnlyObjectProperty<CorrectionDetail> detailProperty() {
        return detail.getReadOnlyProperty();
    }

    /** @return the status bar's sentence: the selected correction, or how many there are, or "" */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }
}

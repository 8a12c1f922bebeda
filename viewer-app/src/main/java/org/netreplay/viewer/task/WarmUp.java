package org.netreplay.viewer.task;

import java.util.Comparator;
import java.util.PriorityQueue;
import javafx.animation.AnimationTimer;

/**
 * Work that readies views before they are needed (makes their cells, skins and CSS while nothing is shown yet), run
 * one piece per frame pulse, so that no pulse holds the FX thread long (the FX stall target of 100 ms,
 * docs/benchmarks.md). The first CSS and layout of a view's parts cost 20–100 ms each on a 2-core machine with software
 * rendering; in one pulse together they stalled the FX thread 110–250 ms (docs/benchmarks.md).
 * Pieces run by rank (lower first: what a session shows first), then in the order queued. No piece runs while a
 * {@link LaterPulse} action waits for its pulse, nor in the pulse it runs in: those are a session's first show, laid
 * out over a few pulses, and a piece in the same pulses made them stall the FX thread 120–200 ms on a 1 GB log
 * (docs/benchmarks.md).
 * Thread safety: FX thread only.
 */
public final class WarmUp {
    /** The rank of pieces queued without one: after every ranked view's. */
    public static final int LAST = Integer.MAX_VALUE;
    private static final PriorityQueue<Piece> QUEUE = new PriorityQueue<>(
            Comparator.comparingInt(Piece::rank).thenComparingLong(Piece::order));
    private static long sequence;
    private static AnimationTimer timer;

    private record Piece(int rank, long order, Runnable work) {
    }

    private WarmUp() {
    }

    /**
     * Queues {@code pieces} at rank {@link #LAST}, each to run at the start of a pulse of its own after those queued
     * before.
     *
     * @param pieces what to run, in order, on the FX thread
     */
    public static void queue(Runnable... pieces) {
        queue(LAST, pieces);
    }

    /**
     * Queues {@code pieces}, each to run at the start of a pulse of its own, after every piece of a lower rank and
     * after those of the same rank queued before; before any piece of a higher rank, even one queued earlier that
     * has not run yet.
     *
     * @param rank   lower runs sooner
     * @param pieces what to run, in order, on the FX thread
     */
    public static void queue(int rank, Runnable... pieces) {
        for (Runnable piece : pieces) {
            QUEUE.add(new Piece(rank, sequence++, piece));
        }
        if (timer == null && !QUEUE.isEmpty()) {
            timer = new AnimationTimer() {
                @Override
                public void handle(long now) {
                    if (LaterPulse.busyAt(now)) {
                        return;
                    }
                    Piece next = QUEUE.poll();
                    if (next == null) {
                        stop();
                        timer = null;
                    } else {
                        next.work().run();
                    }
                }
            };
            timer.start();
        }
    }

    /**
     * A view's warm-up that grows its blank rows: one piece per size, {@code grow} given that size, then {@code end}.
     *
     * @param sizes how many blank rows in each piece, in order
     * @param grow  shows that many blank rows
     * @param end   the last piece (the view's empty state back, say)
     * @return {@code sizes.length + 1} pieces for {@link #onceInScene}
     */
    public static Runnable[] growing(int[] sizes, java.util.function.IntConsumer grow, Runnable end) {
        Runnable[] pieces = new Runnable[sizes.length + 1];
        for (int i = 0; i < sizes.length; i++) {
            int size = sizes[i];
            pieces[i] = () -> grow.accept(size);
        }
        pieces[sizes.length] = end;
        return pieces;
    }

    /**
     * Queues {@code pieces} at rank {@link #LAST} once {@code node} first joins a scene
     * ({@link #onceInScene(javafx.scene.Node, int, Runnable...)}).
     *
     * @param node   the view whose scene is waited for
     * @param pieces what to run, in order, on the FX thread
     * @return runs at once, in order, the pieces that have not run yet; each piece runs at most once
     */
    public static Runnable onceInScene(javafx.scene.Node node, Runnable... pieces) {
        return onceInScene(node, LAST, pieces);
    }

    /**
     * Queues {@code pieces} ({@link #queue(int, Runnable...)}) once {@code node} first joins a scene. A piece whose
     * turn comes while the node is in no shown window (its window closed) is skipped.
     *
     * @param node   the view whose scene is waited for
     * @param rank   lower runs sooner
     * @param pieces what to run, in order, on the FX thread
     * @return runs at once, in order, the pieces that have not run yet (when the view is needed before its turns
     *         came); each piece runs at most once
     */
    public static Runnable onceInScene(javafx.scene.Node node, int rank, Runnable... pieces) {
        boolean[] done = new boolean[pieces.length];
        Runnable[] queued = new Runnable[pieces.length];
        for (int i = 0; i < pieces.length; i++) {
            int at = i;
            queued[i] = () -> {
                if (!done[at] && inShownWindow(node)) {
                    done[at] = true;
                    pieces[at].run();
                }
            };
        }
        javafx.beans.InvalidationListener[] once = new javafx.beans.InvalidationListener[1];
        once[0] = observable -> {
            if (node.getScene() != null) {
                node.sceneProperty().removeListener(once[0]);
                queue(rank, queued);
            }
        };
        node.sceneProperty().addListener(once[0]);
        return () -> {
            for (int i = 0; i < pieces.length; i++) {
                if (!done[i]) {
                    done[i] = true;
                    pieces[i].run();
                }
            }
        };
    }

    private static boolean inShownWindow(javafx.scene.Node node) {
        return node.getScene() != null && node.getScene().getWindow() != null
                && node.getScene().getWindow().isShowing();
    }
}

package org.netreplay.viewer.task;

import java.util.ArrayDeque;
import java.util.Deque;
import javafx.animation.AnimationTimer;

/**
 * Work that readies views before they are needed (makes their cells, skins and CSS while nothing is shown yet), run
 * one piece per frame pulse in the order given, so that no pulse holds the FX thread long (the FX stall target of
 * 100 ms, issue 9 Deliver 7). The first CSS and layout of a view's parts cost 20–100 ms each on a 2-core machine with
 * software rendering; in one pulse together they stalled the FX thread 110–250 ms (docs/benchmarks.md).
 * Thread safety: FX thread only.
 */
public final class WarmUp {
    private static final Deque<Runnable> QUEUE = new ArrayDeque<>();
    private static AnimationTimer timer;

    private WarmUp() {
    }

    /**
     * Queues {@code pieces}, each to run at the start of a pulse of its own after those queued before.
     *
     * @param pieces what to run, in order, on the FX thread
     */
    public static void queue(Runnable... pieces) {
        for (Runnable piece : pieces) {
            QUEUE.addLast(piece);
        }
        if (timer == null && !QUEUE.isEmpty()) {
            timer = new AnimationTimer() {
                @Override
                public void handle(long now) {
                    Runnable next = QUEUE.pollFirst();
                    if (next == null) {
                        stop();
                        timer = null;
                    } else {
                        next.run();
                    }
                }
            };
            timer.start();
        }
    }

    /**
     * Queues {@code pieces} ({@link #queue}) once {@code node} first joins a scene. A piece whose turn comes while
     * the node is in no shown window (its window closed) is skipped.
     *
     * @param node   the view whose scene is waited for
     * @param pieces what to run, in order, on the FX thread
     * @return runs at once, in order, the pieces that have not run yet (when the view is needed before its turns
     *         came); each piece runs at most once
     */
    public static Runnable onceInScene(javafx.scene.Node node, Runnable... pieces) {
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
                queue(queued);
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

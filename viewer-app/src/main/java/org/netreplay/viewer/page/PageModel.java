package org.netreplay.viewer.page;

import org.netreplay.session.OpenSession;

/**
 * The view-model side of a page of the main window (the log page, the replay page): what the session
 * view model tells every page. A page prepares what it needs off the FX thread, shows a session on it, swaps in the
 * complete session of a progressive open, and stops its background jobs when its session closes. No scene nodes.
 *
 * @param <P> what the page prepares in the background for a session
 */
public interface PageModel<P> {
    /** @return the page's name, e.g. {@code Log} */
    String title();

    /** Runs off the FX thread when a session has opened: counts, trees, anything slow the page needs. */
    P prepare(OpenSession session);

    /**
     * Prepares what the page needs to show a grown state of the session it shows (a followed session's files grew),
     * off the FX thread; by default what {@link #prepare} does. A page that keeps showing what it has can skip it.
     */
    default P prepareGrown(OpenSession shown, OpenSession grown) {
        return prepare(grown);
    }

    /**
     * The page's preparation for {@code session} starts in the background (FX thread): a page that will show
     * something may say so at once (the replay page takes its place beside the log while its recording opens).
     */
    default void preparing(OpenSession session) {
    }

    /** Releases what {@link #prepare} made when it will not be shown (another session came first); FX thread. */
    default void discard(P prepared) {
    }

    /** Shows {@code session} (FX thread); {@code prepared} is what {@link #prepare} returned for it. */
    void show(OpenSession session, P prepared);

    /**
     * Replaces the shown head of a progressive open by the complete session with the same lanes (FX thread), keeping
     * what the user chose; {@code releaseHead} is run once nothing of the page reads the head any more.
     */
    void swapIn(OpenSession head, OpenSession full, P prepared, Runnable releaseHead);

    /** The shown session is closing: stop this page's background jobs (FX thread). */
    void close();
}

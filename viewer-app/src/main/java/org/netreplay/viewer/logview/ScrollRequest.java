package org.netreplay.viewer.logview;

/**
 * A request from the view model to the view to scroll.
 *
 * @param position      the visible position to show
 * @param linesFromTop  how many lines above it should be visible (0 = show it as the first line)
 * @param sequence      increases with each request, so two equal requests both fire
 */
public record ScrollRequest(int position, int linesFromTop, long sequence) {
    /** {@code linesFromTop} for "scroll as little as needed to show the row wholly, at the bottom". */
    public static final int WHOLLY_AT_BOTTOM = -1;
}

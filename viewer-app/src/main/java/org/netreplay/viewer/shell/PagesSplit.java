package org.netreplay.viewer.shell;

import javafx.css.PseudoClass;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.Region;

/**
 * The log page and the replay page side by side in one split pane that holds both for the window's whole life
 * (pages are built once, then shown or hidden); showing one page alone hides the other and the divider instead of
 * taking the page out. A node that moves to another parent has its whole subtree's CSS worked out anew, and a
 * pseudo-class change on a parent does the same for its subtree; hiding costs a visibility flag, a divider position
 * and a pseudo-class on the divider alone.
 *
 * <p>While one page is alone the split's divider has the pseudo-class {@code :one-page} (the stylesheet gives it no
 * width then, so it can be neither seen nor dragged) and the hidden page's minimum and maximum widths (and heights)
 * are 0, so the split gives it no room, also when the window is resized. The replay page goes beside the log page or
 * below it ({@link #setBelow}). Thread safety: FX thread only.
 */
final class PagesSplit {
    /** Which pages show. */
    enum Shown { LOG, BOTH, REPLAY }

    private static final PseudoClass ONE_PAGE = PseudoClass.getPseudoClass("one-page");
    private final SplitPane split;
    private final Region log;
    private final Region replay;
    private Shown shown;
    private double divider;

    /**
     * @param log    the log page's root
     * @param replay the replay page's root
     * @throws IllegalArgumentException when a page's root is not a {@link Region} (a hidden page's widths are set)
     */
    PagesSplit(Node log, Node replay) {
        this.log = region(log);
        this.replay = region(replay);
        this.split = new SplitPane(log, replay);
        split.setId("pagesSplit");
        // the skin makes the divider, and makes it anew whenever the items change
        split.getChildrenUnmodifiable().addListener((javafx.collections.ListChangeListener<Node>) change ->
                markDivider());
        show(Shown.LOG, 0.5);
    }

    private static Region region(Node page) {
        if (page instanceof Region region) {
            return region;
        }
        throw new IllegalArgumentException("a page's root must be a Region: " + page);
    }

    /** @return the split pane (the log page, then the replay page) */
    SplitPane view() {
        return split;
    }

    /** @return which pages show */
    Shown shown() {
        return shown;
    }

    /** @return whether the replay page is shown (alone or beside the log page) */
    boolean replayShown() {
        return shown != Shown.LOG;
    }

    /**
     * Shows the pages; does nothing when they already show.
     *
     * @param wanted  which pages
     * @param divider for {@link Shown#BOTH}, the divider's position (0–1 of the width) to restore
     */
    void show(Shown wanted, double divider) {
        if (wanted == shown) {
            return;
        }
        shown = wanted;
        this.divider = divider;
        log.setVisible(wanted != Shown.REPLAY);
        replay.setVisible(wanted != Shown.LOG);
        width(log, wanted != Shown.REPLAY);
        width(replay, wanted != Shown.LOG);
        markDivider();
        placeDivider();
    }

    private void markDivider() {
        boolean onePage = shown != Shown.BOTH;
        for (Node child : split.getChildrenUnmodifiable()) {
            if (child.getStyleClass().contains("split-pane-divider")) {
                child.pseudoClassStateChanged(ONE_PAGE, onePage);
            }
        }
    }

    /** A hidden page may be neither wider (taller) nor narrower than 0 px: the split puts the divider at its edge. */
    private static void width(Region page, boolean shown) {
        double size = shown ? Region.USE_COMPUTED_SIZE : 0;
        page.setMinWidth(size);
        page.setMaxWidth(size);
        page.setMinHeight(size);
        page.setMaxHeight(size);
    }

    private void placeDivider() {
        if (split.getItems().size() == 2) {
            split.setDividerPositions(switch (shown) {
                case LOG -> 1.0;
                case REPLAY -> 0.0;
                case BOTH -> divider;
            });
        }
    }

    /**
     * Puts the replay page below the log page (true) or beside it (false), the divider at {@code divider} (0–1 of
     * the height or width) when both show; does nothing when it is there already.
     */
    void setBelow(boolean below, double divider) {
        javafx.geometry.Orientation wanted = below ? javafx.geometry.Orientation.VERTICAL
                : javafx.geometry.Orientation.HORIZONTAL;
        if (split.getOrientation() == wanted) {
            return;
        }
        split.setOrientation(wanted);
        this.divider = divider;
        placeDivider();
    }

    /** @return whether the replay page goes below the log page */
    boolean below() {
        return split.getOrientation() == javafx.geometry.Orientation.VERTICAL;
    }

    /** @return the divider's position (0–1) while both pages show, else NaN */
    double dividerPosition() {
        return shown == Shown.BOTH ? split.getDividerPositions()[0] : Double.NaN;
    }
}

package org.netreplay.viewer.testing;

import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.Region;
import org.testfx.api.FxRobot;

/**
 * What the window's pages split ({@code #pagesSplit}) shows, read from the scene as laid out: a page counts as shown
 * when it and every ancestor are visible and it has a width; the divider between the pages by its laid-out width.
 */
public final class ShownPages {
    private ShownPages() {
    }

    /** @return the window's pages split */
    public static SplitPane split(FxRobot robot) {
        return robot.lookup("#pagesSplit").queryAs(SplitPane.class);
    }

    /** @return whether {@code node} and every ancestor are visible and it is wider than 0 px */
    public static boolean shown(Node node) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (!at.isVisible()) {
                return false;
            }
        }
        return node.getLayoutBounds().getWidth() > 0;
    }

    /** @return the page's laid-out width in px */
    public static double width(Node page) {
        return ((Region) page).getWidth();
    }

    /**
     * @return the thickness in px of the divider between the pages (not those inside a page): its width when the
     *         pages are side by side, its height when the replay page is below the log page
     */
    public static double dividerWidth(FxRobot robot) {
        SplitPane split = split(robot);
        boolean below = split.getOrientation() == javafx.geometry.Orientation.VERTICAL;
        return split.lookupAll(".split-pane-divider").stream().filter(divider -> divider.getParent() == split)
                .mapToDouble(divider -> below ? divider.getLayoutBounds().getHeight()
                        : divider.getLayoutBounds().getWidth()).sum();
    }
}

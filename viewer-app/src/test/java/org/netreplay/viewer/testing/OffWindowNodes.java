package org.netreplay.viewer.testing;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.BoundingBox;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;

/**
 * The nodes of a scene that the user cannot see whole because they reach past the window: every visible node (it and
 * every ancestor visible, not empty) whose laid-out bounds, in scene coordinates and cut by the clips of the scrolling
 * views around it (a scroll pane's viewport, a list's cells), leave the scene's rectangle by more than
 * {@link #SLACK_PX}. A node cut by a scroll pane or a list is not off the window: the user scrolls to it; a node cut by
 * the window, or by a pane that clips without scrolling, is.
 */
public final class OffWindowNodes {
    /** How far past the window's edge a node may reach (rounding of fractional layouts), px. */
    public static final double SLACK_PX = 1.0;

    private OffWindowNodes() {
    }

    /**
     * @param scene the window's scene, laid out (FX thread)
     * @return one line per node past the window: its class, id, style classes and bounds in scene coordinates
     */
    public static List<String> of(Scene scene) {
        List<String> found = new ArrayList<>();
        Bounds window = new BoundingBox(0, 0, scene.getWidth(), scene.getHeight());
        visit(scene.getRoot(), window, new BoundingBox(-1e9, -1e9, 2e9, 2e9), found);
        return found;
    }

    private static void visit(Node node, Bounds window, Bounds visibleArea, List<String> found) {
        if (!node.isVisible()) {
            return;
        }
        Bounds area = visibleArea;
        if (node.getClip() != null && scrolls(node)) {
            area = intersection(area, node.localToScene(node.getClip().getBoundsInParent()));
            if (area == null) {
                return; // clipped away entirely
            }
        }
        Bounds own = node.localToScene(node.getLayoutBounds());
        if (own.getWidth() > 0 && own.getHeight() > 0) {
            Bounds seen = intersection(own, area);
            if (seen != null && (seen.getMinX() < window.getMinX() - SLACK_PX
                    || seen.getMinY() < window.getMinY() - SLACK_PX
                    || seen.getMaxX() > window.getMaxX() + SLACK_PX
                    || seen.getMaxY() > window.getMaxY() + SLACK_PX)) {
                found.add(describe(node, seen));
            }
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                visit(child, window, area, found);
            }
        }
    }

    /**
     * @return whether {@code node}'s clip is a scrolling view's (a scroll pane, a list, tree or table, a table's
     *         header, a text field): what it cuts, the user scrolls to. Other clips (a notification pane's, a split
     *         pane's) cut what the user cannot reach, so they do not excuse a node past the window.
     */
    private static boolean scrolls(Node node) {
        for (Node at = node; at != null; at = at.getParent()) {
            if (at instanceof javafx.scene.control.ScrollPane
                    || at instanceof javafx.scene.control.skin.VirtualFlow
                    || at instanceof javafx.scene.control.skin.TableHeaderRow
                    || at instanceof javafx.scene.control.TextInputControl) {
                return true;
            }
        }
        return false;
    }

    /** @return the part of {@code a} inside {@code b}, or null when they do not overlap */
    private static Bounds intersection(Bounds a, Bounds b) {
        double minX = Math.max(a.getMinX(), b.getMinX());
        double minY = Math.max(a.getMinY(), b.getMinY());
        double maxX = Math.min(a.getMaxX(), b.getMaxX());
        double maxY = Math.min(a.getMaxY(), b.getMaxY());
        return maxX <= minX || maxY <= minY ? null : new BoundingBox(minX, minY, maxX - minX, maxY - minY);
    }

    private static String describe(Node node, Bounds seen) {
        StringBuilder text = new StringBuilder(node.getClass().getSimpleName());
        if (node.getId() != null) {
            text.append('#').append(node.getId());
        }
        for (String style : node.getStyleClass()) {
            text.append('.').append(style);
        }
        for (Node up = node.getParent(); up != null; up = up.getParent()) {
            if (up.getId() != null) {
                text.append(" in #").append(up.getId());
                break;
            }
        }
        if (node instanceof javafx.scene.control.Labeled labeled && labeled.getText() != null) {
            text.append(" \"").append(labeled.getText(), 0, Math.min(40, labeled.getText().length())).append('"');
        }
        return text.append(String.format(java.util.Locale.ROOT, " at x %.0f–%.0f, y %.0f–%.0f", seen.getMinX(),
                seen.getMaxX(), seen.getMinY(), seen.getMaxY())).toString();
    }
}

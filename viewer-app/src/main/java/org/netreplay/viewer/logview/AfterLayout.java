package org.netreplay.viewer.logview;

import javafx.scene.Node;
import javafx.scene.Scene;

/**
 * Runs an action at the end of each frame pulse's layout of the scene a node is in, following the node from scene to
 * scene: where a canvas view paints once for all the changes of one pulse. FX thread only.
 */
final class AfterLayout {
    private final Node node;
    private final Runnable action;

    private AfterLayout(Node node, Runnable action) {
        this.node = node;
        this.action = action;
    }

    /** @return the hook, which runs {@code action} after each layout of {@code node}'s scene until {@link #dispose} */
    static AfterLayout follow(Node node, Runnable action) {
        AfterLayout hook = new AfterLayout(node, action);
        node.sceneProperty().addListener((obs, old, now) -> {
            if (old != null) {
                old.removePostLayoutPulseListener(action);
            }
            if (now != null) {
                now.addPostLayoutPulseListener(action);
            }
        });
        if (node.getScene() != null) {
            node.getScene().addPostLayoutPulseListener(action);
        }
        return hook;
    }

    /** Unhooks from the scene the node is in now. */
    void dispose() {
        Scene scene = node.getScene();
        if (scene != null) {
            scene.removePostLayoutPulseListener(action);
        }
    }
}

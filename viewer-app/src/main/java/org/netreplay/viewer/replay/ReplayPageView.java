package org.netreplay.viewer.replay;

import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import org.netreplay.viewer.page.Page;

/**
 * The replay page: the canvas (server and client side by side, or overlaid) over the controls bar, and a right-hand
 * slot for the state inspector ({@link #setInspector}). Shows what its {@link ReplayPageModel} holds.
 */
public final class ReplayPageView implements Page {
    private final ReplayPageModel model;
    private final BorderPane main = new BorderPane();
    private final SplitPane split = new SplitPane(main);
    private Node inspector;

    /** @param model the page's view model */
    public ReplayPageView(ReplayPageModel model) {
        this.model = model;
        split.setId("replayPage");
        main.setCenter(new StackPane());
    }

    /**
     * Puts {@code node} (the state inspector) to the right of the canvas, replacing the one there; null removes it.
     */
    public void setInspector(Node node) {
        if (inspector != null) {
            split.getItems().remove(inspector);
        }
        inspector = node;
        if (node != null) {
            split.getItems().add(node);
            split.setDividerPositions(0.68);
        }
    }

    /** @return the page's view model */
    public ReplayPageModel model() {
        return model;
    }

    @Override
    public String title() {
        return "Replay";
    }

    @Override
    public Node view() {
        return split;
    }
}

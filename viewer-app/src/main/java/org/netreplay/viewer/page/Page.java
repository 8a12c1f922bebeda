package org.netreplay.viewer.page;

import javafx.scene.Node;

/** The view side of a page of the main window: a title for the page switcher and its root node. */
public interface Page {
    /** @return the page's name, e.g. {@code Log} */
    String title();

    /** @return the page's root node */
    Node view();
}

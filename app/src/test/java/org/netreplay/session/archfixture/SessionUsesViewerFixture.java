package org.netreplay.session.archfixture;

/** Broken fixture: the headless session module using a viewer type (sessionHasNoViewer). */
public final class SessionUsesViewerFixture {
    /** @return a viewer type */
    public org.netreplay.viewer.common.TypeLook look() {
        return null;
    }
}

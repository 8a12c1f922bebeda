package org.netreplay.log.archfixture;

/** Broken fixture: core code that uses JavaFX, the replay engine, the session module and holds a view model. */
public final class BrokenCoreFixture {
    /** @return a JavaFX node (coreHasNoUi) */
    public javafx.scene.Node node() {
        return null;
    }

    /** @return a replay type (logDoesNotKnowReplay) */
    public org.netreplay.replay.GameMove move() {
        return null;
    }

    /** @return a session type (modulesLayered) */
    public org.netreplay.session.SessionFiles files() {
        return null;
    }
}

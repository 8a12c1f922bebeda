package org.netreplay.sim;

/**
 * Every relation of {@link LogRelationsTest} on a session in which client 2 presses the menu key at frame 1000 and the
 * server at frame 1180 (so the session ends at 1190, docs/formats.md §5.9): quitting leaves the logs consistent.
 */
class LogRelationsWithQuitTest extends LogRelationsTest {
    @Override
    SimulationConfig.Builder session() {
        return super.session().quit(ClientQuit.parse("2@1000")).serverQuit(1180);
    }

    @Override
    int lastServerFrame() {
        return 1190;
    }
}

package org.netreplay.session.relations;

import java.nio.file.Path;
import org.netreplay.testdata.TestData;

/** The real game's netgame logs, bundled in {@code sample-logs/sessions/pm-netgame-level3} ({@link TestData}). */
final class RealLogs {
    private RealLogs() {
    }

    static Path folder() {
        return TestData.realNetgame();
    }

    static Path log(String peer) {
        return TestData.realNetgameLog(peer);
    }

    static Path server() {
        return log("server");
    }

    static Path client() {
        return log("client1");
    }
}

package org.netreplay.session;

import java.nio.file.Files;
import java.nio.file.Path;

/** Where the session module's tests find the real netgame: shared/data beside the repository, else sample-logs. */
final class SessionTestData {
    private SessionTestData() {
    }

    static Path level3() {
        for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
            for (Path c : new Path[] {d.resolve("../shared/data/pm-netgame-level3"),
                    d.resolve("sample-logs/sessions/pm-netgame-level3")}) {
                if (Files.isDirectory(c)) {
                    return c.normalize();
                }
            }
        }
        throw new IllegalStateException("the real netgame (shared/data or sample-logs) was not found");
    }
}

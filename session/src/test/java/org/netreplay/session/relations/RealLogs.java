package org.netreplay.session.relations;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** The real game's netgame logs: ../shared/data/pm-netgame-level3 (walking up from the module), as COMMON.md asks. */
final class RealLogs {
    private RealLogs() {
    }

    static Path folder() {
        for (Path d = Path.of("").toAbsolutePath(); d != null; d = d.getParent()) {
            for (Path c : new Path[] {d.resolve("shared/data/pm-netgame-level3"),
                    d.resolve("../shared/data/pm-netgame-level3")}) {
                if (Files.isDirectory(c)) {
                    return c.normalize();
                }
            }
        }
        throw new IllegalStateException("../shared/data/pm-netgame-level3 not found above " + Path.of("")
                .toAbsolutePath() + " (CI clones the repository with shared/ beside it)");
    }

    static Path log(String peer) {
        try (Stream<Path> files = Files.list(folder().resolve(peer))) {
            return files.filter(f -> f.toString().endsWith(".txt")).findFirst().orElseThrow();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static Path server() {
        return log("server");
    }

    static Path client() {
        return log("client1");
    }
}

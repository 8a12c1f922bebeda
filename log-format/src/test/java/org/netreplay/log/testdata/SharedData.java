package org.netreplay.log.testdata;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/** Locates the real game files: system property {@code netreplay.sharedData}, else the bundled sample copy. */
public final class SharedData {
    private SharedData() {
    }

    /** @return the pm-netgame-level3 session folder */
    public static Path level3() {
        String shared = System.getProperty("netreplay.sharedData");
        if (shared != null) {
            Path p = Path.of(shared, "pm-netgame-level3");
            if (Files.isDirectory(p)) {
                return p;
            }
        }
        String root = System.getProperty("netreplay.rootDir", "..");
        return Path.of(root, "sample-logs", "sessions", "pm-netgame-level3");
    }

    /** @return the server text log */
    public static Path serverLog() {
        return textLog("server");
    }

    /** @return the client 1 text log */
    public static Path clientLog() {
        return textLog("client1");
    }

    private static Path textLog(String folder) {
        try (Stream<Path> s = Files.list(level3().resolve(folder))) {
            List<Path> txt = s.filter(p -> p.getFileName().toString().endsWith(".txt")).toList();
            if (txt.size() != 1) {
                throw new IllegalStateException("expected one .txt in " + folder + ", found " + txt);
            }
            return txt.get(0);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** @return the {@code .csv} files of {@code server/<sub>} of the real netgame, in name order */
    public static java.util.List<java.nio.file.Path> level3Csv(String sub) throws java.io.IOException {
        try (java.util.stream.Stream<java.nio.file.Path> s = java.nio.file.Files.list(level3().resolve("server")
                .resolve(sub))) {
            return s.filter(p -> p.toString().endsWith(".csv")).sorted().toList();
        }
    }
}

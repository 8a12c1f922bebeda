package org.netreplay.testdata;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The one place every module's tests find the repository's data. Everything a test reads is in the repository: the
 * real netgame, the game's demos and levels in {@code sample-logs/}, the real game's golden dumps in
 * {@code test-data/pm-golden/} (its README says how the game wrote them). A fixture that is not there is an error
 * ({@link IllegalStateException} naming the path), never a skipped test.
 */
public final class TestData {
    /** The system property Maven sets to the repository's root (the parent POM's surefire configuration). */
    public static final String ROOT_PROPERTY = "netreplay.rootDir";

    private static Path root;

    private TestData() {
    }

    /**
     * @return the repository's root: the first folder that holds both {@code sample-logs/} and {@code test-data/},
     *         walking up from {@code -Dnetreplay.rootDir} (set by Maven), else from the working folder
     * @throws IllegalStateException when no such folder is above either
     */
    public static synchronized Path root() {
        if (root == null) {
            String property = System.getProperty(ROOT_PROPERTY);
            Path start = Path.of(property == null || property.isBlank() ? "" : property).toAbsolutePath().normalize();
            for (Path d = start; d != null; d = d.getParent()) {
                if (Files.isDirectory(d.resolve("sample-logs")) && Files.isDirectory(d.resolve("test-data"))) {
                    root = d;
                    return root;
                }
            }
            throw new IllegalStateException("the netreplay repository (a folder with sample-logs/ and test-data/) "
                    + "is not above " + start + " (-D" + ROOT_PROPERTY + "=" + property + ")");
        }
        return root;
    }

    /** @return {@code path} under the repository's root, which must exist */
    public static Path file(String path) {
        return require(root().resolve(path));
    }

    /** @return {@code sample-logs/}: the bundled sessions, the game's demos and levels */
    public static Path sampleLogs() {
        return file("sample-logs");
    }

    /** @return {@code sample-logs/levels}: the game's 155 {@code .pml} levels */
    public static Path levels() {
        return file("sample-logs/levels");
    }

    /** @return {@code sample-logs/levels/levelNNN.pml} */
    public static Path level(int number) {
        return file(String.format("sample-logs/levels/level%03d.pml", number));
    }

    /** @return {@code sample-logs/demos}: the game's 96 demo recordings ({@code .gm}; multi-player under TAS/) */
    public static Path demos() {
        return file("sample-logs/demos");
    }

    /** @return the demo recording {@code name} (e.g. {@code lev003} or {@code TAS/lev041-8P-35}), {@code .gm} */
    public static Path demo(String name) {
        return file("sample-logs/demos/" + name + ".gm");
    }

    /** @return {@code sample-logs/sessions}: the real netgame and the simulator's sample sessions */
    public static Path sessions() {
        return file("sample-logs/sessions");
    }

    /** @return the real game's netgame on level 3: server and client logs, net/status CSVs, the server's .gm */
    public static Path realNetgame() {
        return file("sample-logs/sessions/pm-netgame-level3");
    }

    /**
     * @param peer {@code server} or {@code client1}
     * @return that peer's text log in the real netgame ({@code <stamp>-[3][<host>].txt}, the only {@code .txt} there)
     */
    public static Path realNetgameLog(String peer) {
        Path folder = require(realNetgame().resolve(peer));
        try (Stream<Path> files = Files.list(folder)) {
            List<Path> logs = files.filter(f -> f.getFileName().toString().endsWith(".txt")).sorted().toList();
            if (logs.size() != 1) {
                throw new IllegalStateException("expected one text log in " + folder + ", found " + logs);
            }
            return logs.get(0);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * @param sub {@code net} or {@code status}
     * @return the {@code .csv} files of the real netgame's {@code server/<sub>} folder, in name order
     */
    public static List<Path> realNetgameCsv(String sub) {
        Path folder = require(realNetgame().resolve("server").resolve(sub));
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().endsWith(".csv")).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return {@code test-data/pm-golden}: the real game's own replays of its demos, frame by frame */
    public static Path golden() {
        return file("test-data/pm-golden");
    }

    /** @return {@code path} under {@link #golden()}, which must exist */
    public static Path golden(String path) {
        return require(golden().resolve(path));
    }

    /** @return {@code docs/name} (a project document a test checks against the code) */
    public static Path doc(String name) {
        return file("docs/" + name);
    }

    /**
     * @return {@code path}
     * @throws IllegalStateException when it does not exist: a missing fixture fails the test that needs it
     */
    public static Path require(Path path) {
        if (!Files.exists(path)) {
            throw new IllegalStateException("test fixture missing: " + path + " (everything tests read is in the "
                    + "repository; see test-data/pm-golden/README.md and sample-logs/README.md)");
        }
        return path;
    }
}

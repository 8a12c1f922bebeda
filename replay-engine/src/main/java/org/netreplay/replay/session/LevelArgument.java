package org.netreplay.replay.session;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Turns a level argument as users type it into a level number and level file: either a level number ({@code 3},
 * looked up as {@code levelNNN.pml} in a levels folder, or the game's built-in map when that file does not exist) or
 * a path to a {@code .pml} (docs/formats.md §7) or {@code .json} level file (its number is taken from a
 * {@code levelNNN} file name, else from the fallback, e.g. the {@code .gm} header's LEVEL).
 *
 * @param level     the level number
 * @param levelFile the level file, or null for the game's built-in map
 */
public record LevelArgument(int level, Path levelFile) {
    private static final Pattern LEVEL_NAME = Pattern.compile("level(\\d+)", Pattern.CASE_INSENSITIVE);
    /** Environment variable naming the netreplay folder. */
    public static final String HOME_ENV = "NETREPLAY_HOME";
    /** System property naming the netreplay folder (set by the build for tests). */
    public static final String ROOT_PROPERTY = "netreplay.rootDir";

    /**
     * @param argument      a level number or a level file path
     * @param levelsDir     the folder holding {@code levelNNN.pml}
     * @param fallbackLevel the level number used when a file name has none
     * @return the resolved level
     * @throws IllegalArgumentException if the argument is neither a number ≥ 0 nor an existing .pml/.json file
     */
    public static LevelArgument resolve(String argument, Path levelsDir, int fallbackLevel) {
        String text = argument.strip();
        if (text.matches("\\d{1,6}")) {
            int number = Integer.parseInt(text);
            Path file = levelsDir == null ? null : levelsDir.resolve(String.format("level%03d.pml", number));
            return new LevelArgument(number, file != null && Files.isRegularFile(file) ? file : null);
        }
        Path file = Path.of(text);
        String name = file.getFileName() == null ? "" : file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (!name.endsWith(".pml") && !name.endsWith(".json")) {
            throw new IllegalArgumentException("level (" + argument
                    + ") must be a level number or a .pml or .json level file");
        }
        if (!Files.isRegularFile(file)) {
            throw new IllegalArgumentException("level file (" + file + ") does not exist");
        }
        Matcher m = LEVEL_NAME.matcher(name);
        return new LevelArgument(m.find() ? Integer.parseInt(m.group(1)) : fallbackLevel, file);
    }

    /**
     * @return {@code sample-logs/levels} under the netreplay folder: the system property {@value #ROOT_PROPERTY},
     *         else the environment variable {@value #HOME_ENV}, else the current directory
     */
    public static Path defaultLevelsDir() {
        String root = System.getProperty(ROOT_PROPERTY);
        if (root == null || root.isBlank()) {
            root = System.getenv(HOME_ENV);
        }
        if (root == null || root.isBlank()) {
            root = ".";
        }
        return Path.of(root).resolve("sample-logs").resolve("levels");
    }
}

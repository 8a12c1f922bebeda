package org.netreplay.replay.level;

import java.io.FileNotFoundException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.netreplay.replay.sim.MapData;

/**
 * Picks the level source of a setup: a {@code .pml} file ({@link PmlLevelReader}), a {@code .json} map
 * ({@link JsonMapReader}), or, without a file, the generated built-in map of the level number
 * ({@link BuiltInMaps}).
 */
public final class LevelLoader {
    private LevelLoader() {
    }

    /**
     * @param level     level number, used for the built-in map
     * @param levelFile a .pml or .json file, or null
     * @return the map at frame 0
     * @throws IllegalArgumentException if the file name ends neither in .pml nor in .json
     * @throws UncheckedIOException     if the file is missing, unreadable or corrupt (the message names it)
     */
    public static MapData load(int level, Path levelFile) {
        if (levelFile == null) {
            return BuiltInMaps.generate(level);
        }
        String name = String.valueOf(levelFile.getFileName()).toLowerCase(Locale.ROOT);
        if (!name.endsWith(".pml") && !name.endsWith(".json")) {
            throw new IllegalArgumentException("levelFile " + levelFile + " must end in .pml or .json");
        }
        if (!Files.isRegularFile(levelFile)) {
            throw new UncheckedIOException(new FileNotFoundException("level file " + levelFile + " does not exist"));
        }
        return name.endsWith(".pml") ? PmlLevelReader.read(levelFile) : JsonMapReader.read(levelFile);
    }
}

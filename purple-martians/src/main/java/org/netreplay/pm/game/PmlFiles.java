package org.netreplay.pm.game;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.netreplay.pm.sim.LevelLibrary;
import org.netreplay.replay.level.PmlLevelReader;

/**
 * The game's level files on disk: {@code levelNNN.pml} in one folder (docs/formats.md §7), zlib-inflated to exactly
 * {@link LevelLibrary#PML_SIZE} bytes. Reads at most {@link #MAX_FILE_BYTES} of a file and never inflates past
 * {@code PML_SIZE}, so a hostile file cannot take more memory than that.
 */
public final class PmlFiles implements LevelLibrary {
    /** Largest level file read, bytes (the game's own buffer is PML_SIZE; real files are 650–9,828 bytes). */
    public static final long MAX_FILE_BYTES = LevelLibrary.PML_SIZE;

    private final Path folder;
    private final Path single;
    private final int singleLevel;

    private PmlFiles(Path folder, Path single, int singleLevel) {
        this.folder = folder;
        this.single = single;
        this.singleLevel = singleLevel;
    }

    /** @return levels read from {@code folder/levelNNN.pml} */
    public static PmlFiles inFolder(Path folder) {
        return new PmlFiles(folder, null, -1);
    }

    /** @return a library holding one level file, served for level number {@code level} (no other level exists) */
    public static PmlFiles single(Path file, int level) {
        return new PmlFiles(null, file, level);
    }

    /**
     * @return a library serving {@code file} for level number {@code level} and every other level from
     *         {@code folder/levelNNN.pml} (the game looks for the next existing level file at an
     *         exit); {@code folder} may be null (then only {@code file} exists)
     *
     * @upstream src/mwLevel.cpp#get_next_level
     */
    public static PmlFiles withFile(Path folder, Path file, int level) {
        return new PmlFiles(folder, file, level);
    }

    /** @return the file that holds {@code level}, or null */
    public Path fileOf(int level) {
        if (single != null && level == singleLevel) {
            return single;
        }
        return folder == null ? null : folder.resolve(String.format("level%03d.pml", level));
    }

    /**
     * @return the inflated level, or null if its file does not exist
     * @throws UncheckedIOException if the file cannot be read or does not inflate to exactly PML_SIZE bytes (the
     *                              message names the file)
     */
    @Override
    public byte[] inflatedPml(int level) {
        Path file = fileOf(level);
        if (file == null || !Files.isRegularFile(file)) {
            return null;
        }
        try {
            long size = Files.size(file);
            if (size > MAX_FILE_BYTES) {
                throw new UncheckedIOException(new IOException(file + ": level file is " + size
                        + " bytes, more than " + MAX_FILE_BYTES));
            }
            return inflate(file, Files.readAllBytes(file));
        } catch (IOException e) {
            throw new UncheckedIOException(file + ": cannot read level: " + e.getMessage(), e);
        }
    }

    static byte[] inflate(Path file, byte[] compressed) throws IOException {
        try {
            return PmlLevelReader.inflate(file, compressed);
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }
}

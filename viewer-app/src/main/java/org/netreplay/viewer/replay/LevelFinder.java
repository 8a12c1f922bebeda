package org.netreplay.viewer.replay;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.netreplay.replay.session.LevelArgument;

/**
 * Finds {@code levelNNN.pml} for a recording's LEVEL header (docs/formats.md §4.1, §7) as the {@code replay} CLI does
 * ({@code cli/GameChoice.pmLevelsDir}, {@link LevelArgument}), plus the places a user's files put it: first the
 * recording's own folder and the two above it (a session folder holds its level; {@code sample-logs/demos/x.gm}
 * finds {@code sample-logs/levels}), each also with a {@code levels/} sub-folder; then
 * {@link LevelArgument#defaultLevelsDir()} ({@code sample-logs/levels} under {@code -Dnetreplay.rootDir},
 * {@code $NETREPLAY_HOME} or the current folder).
 */
public final class LevelFinder {
    private LevelFinder() {
    }

    /** @return the file name the game uses for a level, e.g. {@code level003.pml} */
    public static String fileName(int level) {
        return String.format(Locale.ROOT, "level%03d.pml", level);
    }

    /**
     * @param level  the LEVEL header value
     * @param nearTo a recording (or session folder) whose folders are searched first; may be null
     * @return the level file, or null when none of {@link #placesFor} holds it
     */
    public static Path find(int level, Path nearTo) {
        String name = fileName(level);
        for (Path folder : placesFor(nearTo)) {
            Path file = folder.resolve(name);
            if (Files.isRegularFile(file)) {
                return file;
            }
        }
        return null;
    }

    /** @return the folders {@link #find} looks in, in order (for the message when none holds the level) */
    public static List<Path> placesFor(Path nearTo) {
        List<Path> places = new ArrayList<>();
        Path folder = nearTo == null ? null : nearTo.toAbsolutePath().normalize();
        if (folder != null && !Files.isDirectory(folder)) {
            folder = folder.getParent();
        }
        for (int up = 0; up < 3 && folder != null; up++, folder = folder.getParent()) {
            places.add(folder);
            places.add(folder.resolve("levels"));
        }
        places.add(LevelArgument.defaultLevelsDir().toAbsolutePath().normalize());
        return places;
    }
}

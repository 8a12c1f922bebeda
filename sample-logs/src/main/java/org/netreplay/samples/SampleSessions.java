package org.netreplay.samples;

import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where the bundled sample content lives in a checkout: {@code sample-logs/sessions} (real netgames written by
 * Purple Martians 7.24), {@code sample-logs/levels} (the game's {@code .pml} level files) and
 * {@code sample-logs/demos} (its {@code .gm} demo recordings).
 */
public final class SampleSessions {
    /** Folder name of the bundled real netgame: one server and two clients on level 3, about 3,200 frames. */
    public static final String NETGAME_LEVEL3 = "pm-netgame-level3";

    private SampleSessions() {
    }

    /**
     * @param repoRoot the checkout's root folder
     * @return the bundled real netgame session folder
     * @throws IllegalStateException if the folder is missing (the message names it)
     */
    public static Path netgameLevel3(Path repoRoot) {
        return existing(repoRoot.resolve("sample-logs/sessions").resolve(NETGAME_LEVEL3));
    }

    /** @return the bundled level files folder ({@code levelNNN.pml}) */
    public static Path levels(Path repoRoot) {
        return existing(repoRoot.resolve("sample-logs/levels"));
    }

    /** @return the bundled demo recordings folder */
    public static Path demos(Path repoRoot) {
        return existing(repoRoot.resolve("sample-logs/demos"));
    }

    private static Path existing(Path folder) {
        if (!Files.isDirectory(folder)) {
            throw new IllegalStateException("bundled sample folder is missing: " + folder);
        }
        return folder;
    }
}

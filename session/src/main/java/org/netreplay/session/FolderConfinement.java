package org.netreplay.session;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Keeps reading inside a session folder: every path found in the folder, or named by its {@code session.json},
 * must resolve ({@link Path#toRealPath}: every symbolic link and {@code ..} followed) to a file inside the folder's
 * own real path. A link that leads out of it (say {@code client3/evil.txt -> /etc/passwd}, or {@code link -> /etc})
 * is refused with a message naming the link, its target and the folder, unless {@link FolderAccess#FOLLOW_LINKS} is
 * given. A folder received from someone else (an archive) can hold such links; the exported report is the file a
 * user shares, so nothing outside the folder may reach it.
 */
public final class FolderConfinement {
    private final Path folder;
    private final Path realRoot;
    private final FolderAccess access;

    private FolderConfinement(Path folder, Path realRoot, FolderAccess access) {
        this.folder = folder;
        this.realRoot = realRoot;
        this.access = access;
    }

    /**
     * @param folder the session folder as the user gave it
     * @throws IOException if the folder's real path cannot be found (it does not exist, a link loop)
     */
    public static FolderConfinement of(Path folder, FolderAccess access) throws IOException {
        return new FolderConfinement(folder, folder.toRealPath(), access);
    }

    /** @return the folder as the user gave it */
    public Path folder() {
        return folder;
    }

    /**
     * @param found a path under {@link #folder()} (from a folder walk, or the folder resolved with a manifest path)
     * @return why reading it would leave the folder (one sentence naming the link, its target and the folder), or
     *         null when it resolves inside the folder, does not exist, or links out are followed
     */
    public String escape(Path found) {
        if (access == FolderAccess.FOLLOW_LINKS) {
            return null;
        }
        Path real;
        try {
            real = found.toRealPath();
        } catch (IOException e) {
            return null; // missing or a loop: the reader names that itself
        }
        if (real.startsWith(realRoot)) {
            return null;
        }
        return found + ": " + (Files.isSymbolicLink(found) ? "a symbolic link" : "reached through a symbolic link")
                + " to " + real + ", outside the session folder " + folder + "; refused (--follow-symlinks reads "
                + "files that links lead to)";
    }

    /**
     * @param found a path under {@link #folder()}
     * @return {@code found}, when {@link #escape} has nothing against it
     * @throws ConfinementException naming the link, its target and the folder
     */
    public Path check(Path found) throws ConfinementException {
        String why = escape(found);
        if (why != null) {
            throw new ConfinementException(why);
        }
        return found;
    }

    /**
     * Resolves a path a manifest gives (relative, {@code /}-separated) against the folder and checks it.
     *
     * @param relative the manifest's path
     * @param field    the manifest field, for messages ({@code files[3].path})
     * @param manifest the manifest, for messages
     * @return the file
     * @throws NoSuchFileException  naming the file and the manifest when it is missing or not a regular file
     * @throws ConfinementException when it resolves outside the folder
     */
    public Path resolve(String relative, String field, Path manifest) throws IOException {
        Path p = folder.resolve(relative);
        if (!Files.isRegularFile(p)) {
            throw new NoSuchFileException(p.toString(), null, "listed in " + manifest + " (" + field
                    + ") but missing" + (Files.isSymbolicLink(p) || Files.exists(p, LinkOption.NOFOLLOW_LINKS)
                    ? " or not a regular file" : ""));
        }
        String why = escape(p);
        if (why != null) {
            throw new ConfinementException(manifest + ": field " + field + ": " + why);
        }
        return p;
    }

    /** A path of a session folder that leads out of it. The CLI exits with 2 for it. */
    public static final class ConfinementException extends IOException {
        private static final long serialVersionUID = 1L;

        /** @param message names the link, its target and the folder */
        public ConfinementException(String message) {
            super(message);
        }
    }
}

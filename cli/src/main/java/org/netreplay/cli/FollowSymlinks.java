package org.netreplay.cli;

import org.netreplay.session.FolderAccess;
import picocli.CommandLine.Option;

/**
 * The {@code --follow-symlinks} option of the commands that read session folders (a picocli mixin): without it a
 * file of the folder, or named by its {@code session.json}, that is a symbolic link leading out of the folder is
 * refused ({@link org.netreplay.session.FolderConfinement}, exit 2).
 */
final class FollowSymlinks {
    @Option(names = "--follow-symlinks", description = "Read files of a session folder that are symbolic links "
            + "leading out of it (refused by default: a folder from an archive could reach any file).")
    private boolean follow;

    /** @return the folder access the option asks for */
    FolderAccess access() {
        return follow ? FolderAccess.FOLLOW_LINKS : FolderAccess.CONFINED;
    }
}

package org.netreplay.session;

/**
 * Whether the files of a session folder may be symbolic links that lead out of it ({@link FolderConfinement}).
 */
public enum FolderAccess {
    /** Every file read from a folder or its manifest lies inside the folder (real paths); links out are refused. */
    CONFINED,
    /** Links out of the folder are followed ({@code --follow-symlinks}): the user trusts where they lead. */
    FOLLOW_LINKS
}

package org.netreplay.session;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The files of one session, found from the paths a user opened: a file is taken as it is; a folder is walked
 * {@link #SCAN_DEPTH} levels deep (a netgame folder holds {@code <peer>/logs/net/*.csv}) and every text log, net CSV
 * ({@code net/*.csv}), status CSV ({@code status/*.csv}), {@code .gm}, {@code .pml}, {@code .states} and
 * {@code session.json} in it is collected. In a folder, a text log is a {@code .txt} or {@code .log} file or any file
 * whose first non-empty line starts with the {@code [type][player][frame]} prefix; other files are ignored. Text logs
 * and {@code .gm} files are listed in path order. CSV files are ordered by the time in their names (the millisecond
 * part is not zero-padded, docs/formats.md §1.4). A folder's files must lie inside it ({@link FolderConfinement}): a
 * symbolic link that leads out of it is refused (listed in {@code skipped} as {@linkplain Skipped#refused() refused})
 * unless {@link FolderAccess#FOLLOW_LINKS} is given; a link to a folder inside it is not walked twice.
 *
 * @param textLogs        {@code [type][player][frame]} logs ({@code .txt} or {@code .log}, or any other file)
 * @param netCsvFiles     net CSV files in time order
 * @param statusCsvFiles  status CSV files in time order
 * @param gameMoveFiles   {@code .gm} recordings
 * @param levelFiles      {@code .pml} levels
 * @param manifests       {@code session.json} manifests (schema: docs/session-manifest.md)
 * @param peerStateFiles  {@code *.states} per-peer states files (docs/peer-states.md), in path order
 * @param skipped         files and folders a folder scan left out, each with the reason (nothing is dropped
 *                        silently: the CLI lists them on stderr, the viewer in a notice)
 */
public record SessionFiles(List<Path> textLogs, List<Path> netCsvFiles, List<Path> statusCsvFiles,
                           List<Path> gameMoveFiles, List<Path> levelFiles, List<Path> manifests,
                           List<Path> peerStateFiles, List<Skipped> skipped) {

    /**
     * A path a scan left out, and why.
     *
     * @param refused true for a link that leads out of the folder ({@link FolderConfinement}): a file of the session
     *                that was not read, which a batch command reports as an error; false for a file that is not
     *                part of a session (a note)
     */
    public record Skipped(Path path, String reason, boolean refused) {
        /** A file that is not part of a session. */
        public Skipped(Path path, String reason) {
            this(path, reason, false);
        }
    }

    /** A session without states files (the form before {@code PEER_STATES} existed). */
    public SessionFiles(List<Path> textLogs, List<Path> netCsvFiles, List<Path> statusCsvFiles,
                        List<Path> gameMoveFiles, List<Path> levelFiles, List<Path> manifests,
                        List<Skipped> skipped) {
        this(textLogs, netCsvFiles, statusCsvFiles, gameMoveFiles, levelFiles, manifests, List.of(), skipped);
    }

    /** A session without skipped files. */
    public SessionFiles(List<Path> textLogs, List<Path> netCsvFiles, List<Path> statusCsvFiles,
                        List<Path> gameMoveFiles) {
        this(textLogs, netCsvFiles, statusCsvFiles, gameMoveFiles, List.of(), List.of(), List.of(), List.of());
    }

    /** @return true if no log, CSV or recording was found */
    public boolean isEmpty() {
        return textLogs.isEmpty() && netCsvFiles.isEmpty() && statusCsvFiles.isEmpty() && gameMoveFiles.isEmpty();
    }

    /**
     * @throws IOException naming the path when a path does not exist, is empty ({@code ""}) or cannot be listed
     */
    public static SessionFiles scan(List<Path> paths) throws IOException {
        return scan(paths, FolderAccess.CONFINED);
    }

    /**
     * @param access whether links out of a folder are followed
     * @throws IOException naming the path when a path does not exist, is empty ({@code ""}) or cannot be listed
     */
    public static SessionFiles scan(List<Path> paths, FolderAccess access) throws IOException {
        List<Skipped> skipped = new java.util.ArrayList<>();
        java.util.Objects.requireNonNull(paths, "paths");
        java.util.Set<Path> text = new java.util.LinkedHashSet<>();
        java.util.Set<Path> net = new java.util.LinkedHashSet<>();
        java.util.Set<Path> status = new java.util.LinkedHashSet<>();
        java.util.Set<Path> gm = new java.util.LinkedHashSet<>();
        java.util.Set<Path> levels = new java.util.LinkedHashSet<>();
        java.util.Set<Path> manifests = new java.util.LinkedHashSet<>();
        java.util.Set<Path> states = new java.util.LinkedHashSet<>();
        for (Path path : paths) {
            if (path.toString().isEmpty()) {
                throw new IOException("an empty path was given (\"\"): name a file or folder");
            }
            if (!java.nio.file.Files.exists(path)) {
                throw new java.nio.file.NoSuchFileException(path.toString(), null, "does not exist");
            }
            if (java.nio.file.Files.isDirectory(path)) {
                List<Path> found;
                FolderConfinement confinement = FolderConfinement.of(path, access);
                java.nio.file.FileVisitOption[] follow = access == FolderAccess.FOLLOW_LINKS
                        ? new java.nio.file.FileVisitOption[] {java.nio.file.FileVisitOption.FOLLOW_LINKS}
                        : new java.nio.file.FileVisitOption[0];
                try (java.util.stream.Stream<Path> walk = java.nio.file.Files.walk(path, SCAN_DEPTH + 1, follow)) {
                    found = walk.filter(p -> !p.equals(path)).sorted().toList();
                } catch (java.io.UncheckedIOException e) {
                    throw new IOException("Cannot list " + path + ": " + e.getCause().getMessage(), e.getCause());
                }
                for (Path f : found) {
                    int depth = path.relativize(f).getNameCount();
                    if (depth > SCAN_DEPTH) {
                        if (depth == SCAN_DEPTH + 1 && (java.nio.file.Files.isDirectory(f)
                                || java.nio.file.Files.isRegularFile(f))) {
                            skipped.add(new Skipped(f, "more than " + SCAN_DEPTH + " folders below " + path
                                    + ": not scanned (open it directly)"));
                        }
                        continue;
                    }
                    String escape = confinement.escape(f);
                    if (escape != null) {
                        skipped.add(new Skipped(f, escape.substring(f.toString().length() + 2), true));
                        continue;
                    }
                    if (java.nio.file.Files.isDirectory(f)) {
                        if (java.nio.file.Files.isSymbolicLink(f) && access == FolderAccess.CONFINED) {
                            skipped.add(new Skipped(f, "a symbolic link to a folder inside this one: its files "
                                    + "are read where they are"));
                        }
                        continue;
                    }
                    if (!java.nio.file.Files.isRegularFile(f)) {
                        skipped.add(new Skipped(f, "not a regular file (a pipe, socket or device)"));
                        continue;
                    }
                    LaneKind kind;
                    try {
                        kind = SessionFileKinds.kindOf(f, true);
                    } catch (IOException e) {
                        skipped.add(new Skipped(f, "cannot be read: " + e.getMessage()));
                        continue;
                    }
                    if (kind == null) {
                        skipped.add(new Skipped(f, SessionFileKinds.whyNotALog(f)));
                        continue;
                    }
                    add(f, kind, text, net, status, gm, levels, manifests, states);
                }
            } else {
                LaneKind kind = SessionFileKinds.kindOf(path, false);
                add(path, kind == null ? LaneKind.TEXT_LOG : kind, text, net, status, gm, levels, manifests, states);
            }
        }
        return new SessionFiles(List.copyOf(text), org.netreplay.log.csv.CsvFileOrder.sorted(List.copyOf(net)),
                org.netreplay.log.csv.CsvFileOrder.sorted(List.copyOf(status)), List.copyOf(gm), List.copyOf(levels),
                List.copyOf(manifests), List.copyOf(states), List.copyOf(skipped));
    }

    /** Folder depth walked by {@link #scan}. */
    public static final int SCAN_DEPTH = 5;

    private static void add(Path f, LaneKind kind, java.util.Set<Path> text, java.util.Set<Path> net,
                            java.util.Set<Path> status, java.util.Set<Path> gm, java.util.Set<Path> levels,
                            java.util.Set<Path> manifests, java.util.Set<Path> states) {
        switch (kind) {
            case TEXT_LOG -> text.add(f);
            case NET_CSV -> net.add(f);
            case STATUS_CSV -> status.add(f);
            case GAME_MOVES -> gm.add(f);
            case LEVEL -> levels.add(f);
            case MANIFEST -> manifests.add(f);
            case PEER_STATES -> states.add(f);
            default -> throw new IllegalStateException("unhandled kind " + kind);
        }
    }
}

package org.netreplay.session;

import org.netreplay.log.index.Indexer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.concurrent.CancellationException;
import org.netreplay.log.IndexStats;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogReadException;
import org.netreplay.log.merge.MergedLog;
import org.netreplay.log.ProgressListener;
import org.netreplay.log.csv.NetCsvIndex;

/**
 * Opens the paths a user gave as one session: folders are scanned with {@link SessionFiles#scan}, each text log is
 * checked and indexed, the net CSV files become one more lane ({@code csv}, hidden at first: it repeats the server's
 * net lines), and the lanes are merged by frame. A file that fails is reported in
 * {@link OpenSession#problems()} while the others open. A lone big text log opens progressively
 * ({@link ProgressiveOpen}): {@link #load} then indexes only its head and returns a
 * {@linkplain OpenSession#partial() partial} session, and {@link #complete} indexes the whole file; that is for the
 * viewer only: a batch command uses {@link #loadWhole}. Blocking; run it through a {@code TaskRunner}. The indexers' chunks run on the executor the caller gives (its threads and their
 * priority are the caller's), else on the calling thread.
 */
public final class SessionLoader {
    private SessionLoader() {
    }

    /**
     * @param paths    files and folders
     * @param progress receives progress in per-mille (0..1000) of the whole open
     * @return the session
     * @throws SessionOpenException if no text log could be opened
     * @throws CancellationException if the thread is interrupted
     */
    public static OpenSession load(List<Path> paths, ProgressListener progress) throws SessionOpenException {
        return load(paths, progress, org.netreplay.log.Workers.CALLING_THREAD);
    }

    /** {@link #load} with links out of a folder followed or not ({@link FolderConfinement}). */
    public static OpenSession load(List<Path> paths, ProgressListener progress, FolderAccess access)
            throws SessionOpenException {
        return load(paths, progress, org.netreplay.log.Workers.CALLING_THREAD, true, access);
    }

    /**
     * @param paths    files and folders
     * @param progress receives progress in per-mille (0..1000) of the whole open
     * @param workers  runs the indexers' chunk scans
     * @return the session
     * @throws SessionOpenException if no text log could be opened
     * @throws CancellationException if the thread is interrupted
     */
    public static OpenSession load(List<Path> paths, ProgressListener progress, java.util.concurrent.Executor workers)
            throws SessionOpenException {
        return load(paths, progress, workers, true, FolderAccess.CONFINED);
    }

    /**
     * {@link #load} for a batch command: every file is indexed whole, never progressively (a command's output must
     * cover all of its input); the session is never {@linkplain OpenSession#partial() partial}.
     */
    public static OpenSession loadWhole(List<Path> paths, ProgressListener progress, FolderAccess access)
            throws SessionOpenException {
        return load(paths, progress, org.netreplay.log.Workers.CALLING_THREAD, false, access);
    }

    private static OpenSession load(List<Path> paths, ProgressListener progress, java.util.concurrent.Executor workers,
                                    boolean progressive, FolderAccess access) throws SessionOpenException {
        Found found = find(paths, access);
        List<FileProblem> problems = found.problems();
        List<Path> logs = found.logs();
        List<Path> netCsv = found.netCsv();
        List<Path> statusCsv = found.statusCsv();
        List<Path> gameMoves = found.gameMoves();
        if (progressive && ProgressiveOpen.applies(logs, netCsv)) {
            return loadHead(paths, logs.get(0), statusCsv, gameMoves, problems);
        }
        if (logs.size() + (netCsv.isEmpty() ? 0 : 1) > MergedLog.MAX_LANES) {
            throw new SessionLimitException(List.of(new FileProblem(paths.isEmpty() ? Path.of(".") : paths.get(0),
                    "a session opens at most " + MergedLog.MAX_LANES + " logs (the net CSV files count as one), "
                            + "this one has " + (logs.size() + (netCsv.isEmpty() ? 0 : 1))
                            + " (limit session.maxLogs): open fewer files or a smaller folder")));
        }
        List<LogIndex> indexes = indexAll(logs, problems, progress, workers);
        indexes.sort(java.util.Comparator.comparingInt(SessionLoader::mainPlayer));
        int textLanes = indexes.size();
        if (!netCsv.isEmpty() && !indexes.isEmpty()) {
            try {
                indexes.add(NetCsvIndex.build(netCsv, ProgressListener.NONE));
            } catch (LogReadException e) {
                problems.add(new FileProblem(e.file() == null ? netCsv.get(0) : e.file(), e.getMessage()));
            }
        }
        if (indexes.isEmpty()) {
            if (problems.isEmpty()) {
                problems.add(new FileProblem(paths.isEmpty() ? Path.of(".") : paths.get(0),
                        "it holds no text logs"));
            }
            throw new SessionOpenException(problems);
        }
        MergedLog log = MergedLog.merge(indexes,
                (done, total) -> progress.progress(900 + (total <= 0 ? 100 : done * 100 / total), 1000));
        return summarise(paths, log, textLanes, netCsv, statusCsv, gameMoves, problems, false);
    }

    /** The files a session's paths hold now, and the problems found on the way (lists are mutable). */
    record Found(List<Path> logs, List<Path> netCsv, List<Path> statusCsv, List<Path> gameMoves,
                 List<FileProblem> problems) {
    }

    /** @return the files of {@code paths}: folders scanned ({@link SessionFiles#scan}), files taken as they are */
    static Found find(List<Path> paths) {
        return find(paths, FolderAccess.CONFINED);
    }

    /** {@link #find(List)} with links out of a folder followed or refused ({@link FolderConfinement}). */
    static Found find(List<Path> paths, FolderAccess access) {
        List<FileProblem> problems = new ArrayList<>();
        List<Path> logs = new ArrayList<>();
        List<Path> netCsv = new ArrayList<>();
        List<Path> statusCsv = new ArrayList<>();
        List<Path> gameMoves = new ArrayList<>();
        for (Path path : paths) {
            try {
                SessionFiles files = SessionFiles.scan(List.of(path), access);
                logs.addAll(files.textLogs());
                netCsv.addAll(files.netCsvFiles());
                statusCsv.addAll(files.statusCsvFiles());
                gameMoves.addAll(files.gameMoveFiles());
                for (SessionFiles.Skipped skipped : files.skipped()) {
                    problems.add(skipped.refused() ? new FileProblem(skipped.path(), skipped.reason())
                            : FileProblem.skipped(skipped.path(), skipped.reason()));
                }
            } catch (IOException e) {
                if (Files.isDirectory(path)) {
                    problems.add(new FileProblem(path, "the folder cannot be listed (" + e.getMessage() + ")"));
                } else {
                    logs.add(path); // indexing names what is wrong with it
                }
            }
        }
        return new Found(logs, netCsv, statusCsv, gameMoves, problems);
    }

    private static OpenSession loadHead(List<Path> paths, Path file, List<Path> statusCsv, List<Path> gameMoves,
                                          List<FileProblem> problems) throws SessionOpenException {
        var problem = FileChecks.problemWithTextLog(file);
        if (problem.isPresent()) {
            problems.add(new FileProblem(file, problem.get()));
            throw new SessionOpenException(problems);
        }
        try {
            LogIndex head = Indexer.buildHead(file, ProgressiveOpen.headBytes());
            return summarise(paths, MergedLog.merge(List.of(head), ProgressListener.NONE), 1, List.of(), statusCsv,
                    gameMoves, problems, true);
        } catch (LogReadException e) {
            problems.add(new FileProblem(file, e.getMessage()));
            throw new SessionOpenException(problems);
        }
    }

    /**
     * Indexes the whole file of a {@linkplain OpenSession#partial() partial} session. The result has the same
     * paths, lane names and files; its rows start with the head's rows, unchanged. The head session stays open
     * (the caller closes it once nothing reads it any more).
     *
     * @param head     a session returned by {@link #load} with {@code partial()} true
     * @param progress receives progress in per-mille (0..1000) of the file
     * @return the complete session
     * @throws SessionOpenException     if the file cannot be read any more
     * @throws IllegalArgumentException if {@code head} is not partial
     * @throws CancellationException    if the thread is interrupted
     */
    public static OpenSession complete(OpenSession head, ProgressListener progress) throws SessionOpenException {
        return complete(head, progress, org.netreplay.log.Workers.CALLING_THREAD);
    }

    /**
     * As {@link #complete(OpenSession, ProgressListener)}, the file's chunks scanned on {@code workers}.
     *
     * @param head     a session returned by {@link #load} with {@code partial()} true
     * @param progress receives progress in per-mille (0..1000) of the file
     * @param workers  runs the indexer's chunk scans
     * @return the complete session
     * @throws SessionOpenException     if the file cannot be read any more
     * @throws IllegalArgumentException if {@code head} is not partial
     * @throws CancellationException    if the thread is interrupted
     */
    public static OpenSession complete(OpenSession head, ProgressListener progress,
                                       java.util.concurrent.Executor workers) throws SessionOpenException {
        if (!head.partial()) {
            throw new IllegalArgumentException("the session is already complete");
        }
        Path file = head.laneFiles().get(0);
        try {
            LogIndex full = Indexer.build(file, (done, total) -> progress.progress(
                    total <= 0 ? 1000 : done * 1000 / total, 1000), workers);
            return summarise(head.opened(), MergedLog.merge(List.of(full), ProgressListener.NONE), 1, List.of(),
                    head.statusCsvFiles(), head.gameMoveFiles(), new ArrayList<>(head.problems()), false);
        } catch (LogReadException e) {
            throw new SessionOpenException(List.of(new FileProblem(file, e.getMessage())));
        }
    }

    private static List<LogIndex> indexAll(List<Path> logs, List<FileProblem> problems, ProgressListener progress,
                                           java.util.concurrent.Executor workers) {
        long totalBytes = 0;
        for (Path log : logs) {
            totalBytes += sizeOrZero(log);
        }
        long before = 0;
        List<LogIndex> indexes = new ArrayList<>();
        for (Path log : logs) {
            var problem = FileChecks.problemWithTextLog(log);
            if (problem.isPresent()) {
                problems.add(new FileProblem(log, problem.get()));
                continue;
            }
            long offset = before;
            long all = Math.max(1, totalBytes);
            try {
                indexes.add(Indexer.build(log,
                        (done, total) -> progress.progress((offset + done) * 900 / all, 1000), workers));
            } catch (LogReadException e) {
                problems.add(new FileProblem(log, e.getMessage()));
            }
            before += sizeOrZero(log);
        }
        return indexes;
    }

    static OpenSession summarise(List<Path> paths, MergedLog log, int textLanes, List<Path> netCsv,
                                           List<Path> statusCsv, List<Path> gameMoves, List<FileProblem> problems,
                                           boolean partial) {
        SortedMap<Integer, Long> types = new TreeMap<>();
        SortedMap<Integer, Long> players = new TreeMap<>();
        int first = Integer.MAX_VALUE;
        int last = Integer.MIN_VALUE;
        List<String> fileNames = new ArrayList<>();
        List<IndexStats> stats = new ArrayList<>();
        for (int lane = 0; lane < log.lanes().size(); lane++) {
            LogIndex index = log.lanes().get(lane);
            IndexStats laneStats = index.stats();
            if (lane >= textLanes) {
                fileNames.add("net.csv");
                stats.add(laneStats);
                continue; // the CSV repeats the server's net lines: keep it out of the type/player counts
            }
            laneStats.typeCounts().forEach((type, count) -> types.merge(type, count, Long::sum));
            laneStats.playerCounts().forEach((player, count) -> players.merge(player, count, Long::sum));
            first = Math.min(first, laneStats.firstFrame());
            last = Math.max(last, laneStats.lastFrame());
            fileNames.add(String.valueOf(index.path().getFileName()));
            stats.add(laneStats);
        }
        List<String> names = new ArrayList<>(
                LaneNames.of(fileNames.subList(0, textLanes), stats.subList(0, textLanes)));
        List<Boolean> shown = new ArrayList<>(java.util.Collections.nCopies(textLanes, Boolean.TRUE));
        List<Lane> lanes = new ArrayList<>();
        for (int lane = 0; lane < log.lanes().size(); lane++) {
            boolean text = lane < textLanes;
            lanes.add(new Lane(text ? LaneKind.TEXT_LOG : LaneKind.NET_CSV, text ? names.get(lane) : "csv",
                    log.lanes().get(lane).path()));
            if (!text) {
                shown.add(Boolean.FALSE);
            }
        }
        return new OpenSession(List.copyOf(paths), log, List.copyOf(lanes), List.copyOf(shown), types, players,
                first == Integer.MAX_VALUE ? 0 : first, last == Integer.MIN_VALUE ? 0 : last, List.copyOf(netCsv),
                List.copyOf(statusCsv), List.copyOf(gameMoves), List.copyOf(problems), partial);
    }

    /** @return the player with most lines in the file (the server's 0 sorts first), or 8 when none */
    static int mainPlayer(LogIndex index) {
        return index.stats().playerCounts().entrySet().stream().max(java.util.Map.Entry.comparingByValue())
                .map(java.util.Map.Entry::getKey).orElse(8);
    }

    private static long sizeOrZero(Path file) {
        try {
            return Files.isRegularFile(file) ? Files.size(file) : 0;
        } catch (IOException e) {
            return 0;
        }
    }
}

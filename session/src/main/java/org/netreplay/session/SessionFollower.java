package org.netreplay.session;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executor;
import org.netreplay.log.FileChange;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogReadException;
import org.netreplay.log.ProgressListener;
import org.netreplay.log.csv.NetCsvIndex;
import org.netreplay.log.index.Indexer;
import org.netreplay.log.merge.MergedLog;

/**
 * Follows a session whose files are still being written (tail -f, klogg's follow mode): each {@link #refresh} looks
 * at the session's paths again and, when anything changed, returns a new session with the lines appended to each
 * text log indexed after the old ones ({@link Indexer#extend}), a truncated or replaced log indexed again from its
 * start, a log that appeared in a followed folder (a client joining) added as a lane, the net CSV stream indexed
 * again when its files grew or rolled over, and the lanes merged by frame again. Lanes keep their order (new ones
 * come after the old text logs), so a viewer's lane choices stay meaningful. Each change worth telling the user is a
 * notice. The new session owns readers of its own: the old one is closed by its owner when nothing reads it.
 * Blocking; run it through a job. Thread safety: one refresh at a time.
 */
public final class SessionFollower {
    /** Sizes of the session's CSV files and recordings when last looked at, by path. */
    private Map<Path, Long> otherFiles;

    /**
     * What one look found.
     *
     * @param session the session to show: the one given when nothing changed
     * @param changed whether anything changed (lines, files)
     * @param notices what the user should be told (a file truncated, replaced, joined or gone), in order
     */
    public record Refresh(OpenSession session, boolean changed, List<String> notices) {
    }

    /** @param followed the session as it is shown now (its CSV files' sizes are taken as the starting point) */
    public SessionFollower(OpenSession followed) {
        this.otherFiles = sizes(followed.netCsvFiles(), followed.statusCsvFiles(), followed.gameMoveFiles());
    }

    /**
     * Looks at the files of {@code shown} again.
     *
     * @param shown   the session shown now (the one given or last returned)
     * @param workers runs the indexers' chunk scans
     * @return the new session and what changed; {@code shown} itself when nothing did (or it is a partial session)
     * @throws SessionOpenException if no text log can be read any more
     * @throws java.util.concurrent.CancellationException if the thread is interrupted
     */
    public Refresh refresh(OpenSession shown, Executor workers) throws SessionOpenException {
        if (shown.partial()) {
            return new Refresh(shown, false, List.of());
        }
        SessionLoader.Found found = SessionLoader.find(shown.opened());
        Map<Path, LogIndex> before = new LinkedHashMap<>();
        for (LogIndex lane : shown.textLaneIndexes()) {
            before.put(lane.path(), lane);
        }
        Map<Path, FileChange> changes = new LinkedHashMap<>();
        boolean changed = !found.logs().containsAll(before.keySet());
        for (Path log : found.logs()) {
            LogIndex old = before.get(log);
            FileChange change = old == null ? FileChange.REPLACED : changeOf(old);
            changes.put(log, change);
            changed |= old == null || change != FileChange.UNCHANGED;
        }
        Map<Path, Long> others = sizes(found.netCsv(), found.statusCsv(), found.gameMoves());
        changed |= !others.equals(otherFiles);
        if (!changed) {
            return new Refresh(shown, false, List.of());
        }
        List<String> notices = new ArrayList<>();
        List<LogIndex> lanes = new ArrayList<>();
        List<FileProblem> problems = new ArrayList<>(found.problems());
        try {
            for (Map.Entry<Path, LogIndex> lane : before.entrySet()) { // the old lanes, in their order
                FileChange change = changes.get(lane.getKey());
                if (change == null) {
                    notices.add(name(lane.getKey()) + " is gone: its lines are no longer shown");
                    continue;
                }
                index(lane.getKey(), lane.getValue(), change, workers, lanes, notices, problems);
            }
            List<LogIndex> joined = new ArrayList<>();
            for (Path log : found.logs()) {
                if (!before.containsKey(log)) {
                    index(log, null, FileChange.REPLACED, workers, joined, notices, problems);
                }
            }
            joined.sort(java.util.Comparator.comparingInt(SessionLoader::mainPlayer));
            lanes.addAll(joined);
            for (LogIndex lane : joined) {
                notices.add(name(lane.path()) + " joined the session");
            }
            int textLanes = lanes.size();
            if (textLanes == 0) {
                throw new SessionOpenException(problems.isEmpty()
                        ? List.of(new FileProblem(shown.opened().get(0), "it holds no text logs any more"))
                        : problems);
            }
            if (!found.netCsv().isEmpty()) {
                try {
                    lanes.add(NetCsvIndex.build(found.netCsv(), ProgressListener.NONE));
                } catch (LogReadException e) {
                    problems.add(new FileProblem(e.file() == null ? found.netCsv().get(0) : e.file(),
                            e.getMessage()));
                }
            }
            OpenSession next = SessionLoader.summarise(shown.opened(), MergedLog.merge(lanes, ProgressListener.NONE),
                    textLanes, found.netCsv(), found.statusCsv(), found.gameMoves(), problems, false);
            otherFiles = others;
            return new Refresh(next, true, List.copyOf(notices));
        } catch (SessionOpenException | RuntimeException e) {
            lanes.forEach(LogIndex::close);
            throw e;
        }
    }

    /** Indexes one text log as its change asks and adds it to {@code lanes}; a failure becomes a problem. */
    private static void index(Path log, LogIndex old, FileChange change, Executor workers, List<LogIndex> lanes,
                              List<String> notices, List<FileProblem> problems) {
        try {
            if (old != null && (change == FileChange.APPENDED || change == FileChange.UNCHANGED)) {
                lanes.add(Indexer.extend(old, workers));
                return;
            }
            if (old != null) {
                notices.add(name(log) + (change == FileChange.TRUNCATED ? " was truncated" : " was replaced")
                        + ": read again from its start");
            }
            var problem = FileChecks.problemWithTextLog(log);
            if (problem.isPresent()) {
                problems.add(new FileProblem(log, problem.get()));
                return;
            }
            lanes.add(Indexer.build(log, ProgressListener.NONE, workers));
        } catch (LogReadException e) {
            problems.add(new FileProblem(log, e.getMessage()));
        }
    }

    private static FileChange changeOf(LogIndex old) {
        try {
            return Indexer.change(old);
        } catch (LogReadException e) {
            return FileChange.REPLACED; // unreadable now: indexing it again names the problem
        }
    }

    @SafeVarargs
    private static Map<Path, Long> sizes(List<Path>... groups) {
        Map<Path, Long> out = new LinkedHashMap<>();
        for (List<Path> group : groups) {
            for (Path file : group) {
                try {
                    out.put(file, Files.size(file));
                } catch (IOException e) {
                    out.put(file, -1L);
                }
            }
        }
        return out;
    }

    private static String name(Path file) {
        return String.valueOf(file.getFileName());
    }
}

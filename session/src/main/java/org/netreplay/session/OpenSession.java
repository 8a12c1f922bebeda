package org.netreplay.session;

import java.nio.file.Path;
import java.util.List;
import java.util.SortedMap;
import org.netreplay.log.LogIndex;
import org.netreplay.log.merge.MergedLog;

/**
 * An opened session: the merged log of its text logs plus what the viewer shows about it. Immutable.
 *
 * @param opened        the paths the user opened (files and folders)
 * @param log           the text logs merged by frame; lane i is {@code lanes.get(i)}
 * @param lanes         every lane of {@link #log()}, classified once (kind, short name such as {@code srv},
 *                      {@code c1}, {@code csv}, source file), in lane order
 * @param lanesShown    whether each lane is shown when the session opens (the net CSV lane is not)
 * @param typeCounts    tagged lines per type id, summed over the text-log lanes
 * @param playerCounts  tagged lines per player, summed over the text-log lanes
 * @param firstFrame    smallest frame of any lane
 * @param lastFrame     largest frame of any lane
 * @param netCsvFiles   net CSV files found (their lane, if they opened, is the last one)
 * @param statusCsvFiles status CSV files found
 * @param gameMoveFiles {@code .gm} recordings found
 * @param problems      files that could not be opened; the rest of the session opened
 * @param partial       true while only the head of the session's one text log is indexed (a progressive open,
 *                      see {@link ProgressiveOpen}); rows, counts and frames then cover the head only
 */
public record OpenSession(List<Path> opened, MergedLog log, List<Lane> lanes, List<Boolean> lanesShown,
                            SortedMap<Integer, Long> typeCounts, SortedMap<Integer, Long> playerCounts,
                            int firstFrame, int lastFrame, List<Path> netCsvFiles, List<Path> statusCsvFiles,
                            List<Path> gameMoveFiles, List<FileProblem> problems, boolean partial) {

    /**
     * Identity: a session is a set of open files, and two loads of the same paths are two sessions. (The generated
     * value equality compared every component whenever the viewer's session property changed.)
     */
    @Override
    public boolean equals(Object other) {
        return this == other;
    }

    @Override
    public int hashCode() {
        return System.identityHashCode(this);
    }

    /** @return total lines (rows) of the session */
    public int rowCount() {
        return log.rowCount();
    }

    /** @return the lanes' names, in lane order */
    public List<String> laneNames() {
        return lanes.stream().map(Lane::name).toList();
    }

    /** @return the number of text-log lanes (they come first; a net CSV lane follows them) */
    public int textLaneCount() {
        return (int) lanes.stream().filter(lane -> lane.kind() == LaneKind.TEXT_LOG).count();
    }

    /** @return the indexes of the text-log lanes (a net CSV lane repeats the server's lines) */
    public List<LogIndex> textLaneIndexes() {
        return log.lanes().subList(0, textLaneCount());
    }

    /** @return the files of the lanes, in lane order */
    public List<Path> laneFiles() {
        return log.lanes().stream().map(LogIndex::path).toList();
    }

    /** Releases the files' channels. */
    public void close() {
        log.lanes().forEach(LogIndex::close);
    }
}

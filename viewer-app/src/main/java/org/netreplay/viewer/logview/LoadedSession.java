package org.netreplay.viewer.logview;

import java.nio.file.Path;
import java.util.List;
import java.util.SortedMap;
import org.netreplay.log.LogIndex;
import org.netreplay.log.MergedLog;

/**
 * An opened session: the merged log of its text logs plus what the viewer shows about it. Immutable.
 *
 * @param opened        the paths the user opened (files and folders)
 * @param log           the text logs merged by frame; lane i is {@code laneNames.get(i)}
 * @param laneNames     short lane names, e.g. {@code srv}, {@code c1}
 * @param typeCounts    tagged lines per type id, summed over lanes
 * @param playerCounts  tagged lines per player, summed over lanes
 * @param firstFrame    smallest frame of any lane
 * @param lastFrame     largest frame of any lane
 * @param netCsvFiles   net CSV files found (listed, not merged into the view yet)
 * @param statusCsvFiles status CSV files found
 * @param gameMoveFiles {@code .gm} recordings found
 * @param problems      files that could not be opened; the rest of the session opened
 */
public record LoadedSession(List<Path> opened, MergedLog log, List<String> laneNames,
                            SortedMap<Integer, Long> typeCounts, SortedMap<Integer, Long> playerCounts,
                            int firstFrame, int lastFrame, List<Path> netCsvFiles, List<Path> statusCsvFiles,
                            List<Path> gameMoveFiles, List<FileProblem> problems) {

    /** @return total lines (rows) of the session */
    public int rowCount() {
        return log.rowCount();
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

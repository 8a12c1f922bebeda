package org.netreplay.log;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * The files of one session, found from the paths a user opened: a file is taken as it is; a folder is walked
 * (depth 3) and every text log, net CSV ({@code net/*.csv}), status CSV ({@code status/*.csv}) and {@code .gm} in
 * it is collected. CSV files are ordered by the time in their names (the millisecond part is not zero-padded,
 * pm-formats.md §1.4).
 *
 * @param textLogs        {@code [type][player][frame]} logs ({@code .txt} or {@code .log}, or any other file)
 * @param netCsvFiles     net CSV files in time order
 * @param statusCsvFiles  status CSV files in time order
 * @param gameMoveFiles   {@code .gm} recordings
 */
public record SessionFiles(List<Path> textLogs, List<Path> netCsvFiles, List<Path> statusCsvFiles,
                           List<Path> gameMoveFiles) {

    /**
     * @throws IOException naming the path when a path does not exist or cannot be listed
     */
    public static SessionFiles scan(List<Path> paths) throws IOException {
        throw new UnsupportedOperationException("not built yet");
    }
}

package org.netreplay.pmnet.logs;

import java.nio.file.Path;

/**
 * One row of the server's status CSV: one active player at one server frame (docs/formats.md, the status CSV;
 * {@code @upstream src/mwLog.cpp#add_log_status_db_rows}). The corrections are kept as printed ({@code %3.1f}),
 * since that is all the row proves.
 *
 * @param file   the CSV file
 * @param line   the row's line number, 1-based
 * @param frame  the server frame
 * @param player the player the row is about (0 = the server's own)
 * @param rwnd   {@code loc[p].rewind}: for a client, frames of its last stak's rewind (negative: jumped ahead)
 * @param difs   {@code loc[p].cmp_dif_size}: bytes of the last dif sent to the player
 * @param lcor   column 9 as printed: the client's own correction, px
 * @param rcor   column 10 as printed: the largest remote player's correction, px
 */
public record StatusRow(Path file, long line, int frame, int player, int rwnd, int difs, String lcor, String rcor) {
    /** @return "file:line" for messages */
    public String where() {
        return file.getFileName() + ":" + line;
    }
}

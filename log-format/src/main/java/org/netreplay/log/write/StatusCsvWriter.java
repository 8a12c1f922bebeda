package org.netreplay.log.write;

import java.io.IOException;

/**
 * Writes status CSV rows as the game does (docs/formats.md §1.5; src/mwLog.cpp#add_log_status_db_rows):
 * {@code "%s,%d,%d,%d,%3.1f,%3.1f,%3.1f,%3.0f,%3.1f,%3.1f,%3.0f,%3.0f,%3.0f,%3.0f\n"} = UTC time, frame, player,
 * rewind (frames), cpu (%), sync (ms), ping (ms), dif size (bytes), lcor, rcor (px), tx/rx bytes, tx/rx packets this
 * frame.
 */
public final class StatusCsvWriter {
    private final Appendable out;

    /** @param out where rows go */
    public StatusCsvWriter(Appendable out) {
        this.out = out;
    }

    /** Writes one row. */
    public StatusCsvWriter row(String utc, int frame, int player, int rewind, double cpu, double syncMs, double pingMs,
                               double difBytes, double lcor, double rcor, double txBytes, double rxBytes,
                               double txPackets, double rxPackets) throws IOException {
        out.append(utc).append(',').append(Integer.toString(frame)).append(',').append(Integer.toString(player))
                .append(',').append(Integer.toString(rewind)).append(',')
                .append(CNumbers.fixed(cpu, 3, 1)).append(',').append(CNumbers.fixed(syncMs, 3, 1)).append(',')
                .append(CNumbers.fixed(pingMs, 3, 1)).append(',').append(CNumbers.fixed(difBytes, 3, 0)).append(',')
                .append(CNumbers.fixed(lcor, 3, 1)).append(',').append(CNumbers.fixed(rcor, 3, 1)).append(',')
                .append(CNumbers.fixed(txBytes, 3, 0)).append(',').append(CNumbers.fixed(rxBytes, 3, 0)).append(',')
                .append(CNumbers.fixed(txPackets, 3, 0)).append(',').append(CNumbers.fixed(rxPackets, 3, 0))
                .append('\n');
        return this;
    }
}

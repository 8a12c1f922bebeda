package org.netreplay.log.write;

import java.io.IOException;

/**
 * Writes net CSV rows as the game does ({@code "%d,%d,%s,%f,%d,%d,%d,%s\n"}, docs/formats.md §1.4; src/mwLog.cpp
 * add_log_net_db_row): type, sub type, UTC time {@code YYYY-MM-DDTHH:MM:SS}, seconds since start ({@code %f}, 6
 * decimals), frame, player, client, message. No header, no quoting.
 */
public final class NetCsvWriter {
    private final Appendable out;

    /** @param out where rows go */
    public NetCsvWriter(Appendable out) {
        this.out = out;
    }

    /** Writes one row; {@code message} holds no line end. */
    public NetCsvWriter row(int type, int subType, String utc, double seconds, int frame, int player, int client,
                            String message) throws IOException {
        if (message.indexOf('\n') >= 0) {
            throw new IllegalArgumentException("a net CSV message holds no line end: " + message);
        }
        out.append(Integer.toString(type)).append(',').append(Integer.toString(subType)).append(',').append(utc)
                .append(',').append(CNumbers.fixed(seconds, 0, 6)).append(',').append(Integer.toString(frame))
                .append(',').append(Integer.toString(player)).append(',').append(Integer.toString(client))
                .append(',').append(message).append('\n');
        return this;
    }
}

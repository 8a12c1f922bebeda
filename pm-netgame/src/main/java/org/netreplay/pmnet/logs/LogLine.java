package org.netreplay.pmnet.logs;

import java.nio.file.Path;

/**
 * One prefixed line of the game's text log, {@code [type][player][frame]text} (docs/formats.md, the text log;
 * {@code @upstream src/mwLog.cpp#log_add_prefixed_text}).
 *
 * @param file   the log it was read from
 * @param line   its line number in that file, 1-based
 * @param type   the log type (44 for every timer line)
 * @param player the logging machine's player as the prefix gives it
 * @param frame  {@code mLoop.frame_num} when the line was logged
 * @param text   the text after the prefix, without the line end
 */
public record LogLine(Path file, long line, int type, int player, int frame, String text) {
    /** @return "file:line" for messages */
    public String where() {
        return file.getFileName() + ":" + line;
    }
}

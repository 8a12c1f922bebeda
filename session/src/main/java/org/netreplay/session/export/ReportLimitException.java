package org.netreplay.session.export;

import java.io.IOException;

/**
 * A desync report over its size limit ({@code report.maxBytes}, {@link DesyncReportExport#maxBytes()}): the log lines
 * it would quote, or one of its files, would be larger. The message names the limit and what to change; the CLI exits
 * with 3 and writes nothing.
 */
public final class ReportLimitException extends IOException {
    private static final long serialVersionUID = 1L;

    /** @param message names the limit, the size reached and what to change (a smaller window) */
    public ReportLimitException(String message) {
        super(message);
    }

    /** @return this limit with the file that was being written named first ({@code F: the HTML report would ...}) */
    public ReportLimitException in(java.nio.file.Path file) {
        ReportLimitException named = new ReportLimitException(file + ": " + getMessage());
        named.setStackTrace(getStackTrace());
        return named;
    }
}

package org.netreplay.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.netreplay.log.ParseIssue;
import org.netreplay.session.FileProblem;

/**
 * What an export left out, said on stderr: files a folder scan skipped as not part of a session (a note), files that
 * could not be read and rows whose values could not be read (named with file and line, the first {@value #SHOWN},
 * then a count per file). Either makes the export cover less than its input: the file is written, and the exit code
 * is 2 (bad input), or 3 when a skipped row passed a named limit ({@code statusCsv.maxLineChars}).
 */
final class ExportCoverage {
    /** Skipped rows named one by one before the rest are only counted. */
    static final int SHOWN = 5;

    private ExportCoverage() {
    }

    /**
     * @param command  the command's words, for the message prefix
     * @param out      the file written
     * @param problems the session's file problems
     * @param rows     the first skipped rows (at most {@link ParseIssue#MAX_REPORTED})
     * @param rowCount all skipped rows
     * @return {@link ExitCodes#OK} when the export covers its whole input, {@link ExitCodes#LIMIT} when a row was
     *         left out at a named limit, else {@link ExitCodes#BAD_INPUT} when a file or a row is missing from it
     */
    static int report(PrintWriter err, String command, Path out, List<FileProblem> problems, List<ParseIssue> rows,
                      long rowCount) {
        String prefix = CliErrors.prefix(command);
        int unread = 0;
        for (FileProblem p : problems) {
            if (p.skipped()) {
                err.println(prefix + "note: skipped " + Safe.text(p.file()) + ": " + Safe.text(p.message()));
            } else {
                unread++;
                err.println(prefix + Safe.text(p.file()) + ": " + Safe.text(p.message()));
            }
        }
        for (int i = 0; i < rows.size() && i < SHOWN; i++) {
            err.println(prefix + "skipped row " + Safe.text(rows.get(i)));
        }
        int exit = ExitCodes.OK;
        if (rowCount > 0) {
            Map<Path, Long> perFile = new LinkedHashMap<>();
            boolean limit = false;
            for (ParseIssue row : rows) {
                perFile.merge(row.file(), 1L, Long::sum);
                limit |= row.message().contains("(limit ");
            }
            StringBuilder where = new StringBuilder();
            perFile.forEach((file, n) -> where.append(where.isEmpty() ? "" : ", ").append(Safe.text(file))
                    .append(" (").append(n).append(n == 1 ? " row)" : " rows)"));
            err.println(prefix + Safe.text(out) + ": covers less than its input: " + rowCount
                    + (rowCount == 1 ? " row" : " rows") + " whose values could not be read "
                    + (rowCount == 1 ? "is" : "are") + " not in it: " + (rows.size() < rowCount ? "the first "
                    + rows.size() + " in " : "") + where + (rowCount > SHOWN ? "; the first " + SHOWN + " are named"
                    + " above" : ""));
            exit = limit ? ExitCodes.LIMIT : ExitCodes.BAD_INPUT;
        }
        if (unread > 0) {
            err.println(prefix + Safe.text(out) + ": covers less than its input: " + unread
                    + (unread == 1 ? " file" : " files") + " could not be read (named above)");
            exit = Math.max(exit, ExitCodes.BAD_INPUT);
        }
        err.flush();
        return exit;
    }
}

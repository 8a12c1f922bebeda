package org.netreplay.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.netreplay.log.ParseIssue;
import org.netreplay.session.FileProblem;

/**
 * What an export left out, said on stderr: files a folder scan skipped as not part of a session (a note), files that
 * could not be read (the export then covers less than its input: exit 2), and rows whose values could not be read
 * (named with file and line, the first {@value #SHOWN}, then a count).
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
     * @param rows     the first skipped rows
     * @param rowCount all skipped rows
     * @return {@link ExitCodes#OK}, or {@link ExitCodes#BAD_INPUT} when a file of the input is missing from the
     *         output
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
        if (rowCount > 0) {
            err.println(prefix + Safe.text(out) + ": " + rowCount + (rowCount == 1 ? " row" : " rows")
                    + " whose values could not be read " + (rowCount == 1 ? "is" : "are") + " not in it"
                    + (rowCount > SHOWN ? " (the first " + SHOWN + " are named above)" : ""));
        }
        if (unread > 0) {
            err.println(prefix + Safe.text(out) + ": covers less than its input: " + unread
                    + (unread == 1 ? " file" : " files") + " could not be read (named above)");
            err.flush();
            return ExitCodes.BAD_INPUT;
        }
        err.flush();
        return ExitCodes.OK;
    }
}

package org.netreplay.viewer.shell;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

import org.netreplay.session.FileProblem;
import org.netreplay.session.export.DesyncReportExport;
import org.netreplay.session.export.PerfettoTrace;

/**
 * The viewer's notice after an export, as the CLI's {@code export} commands say it on stderr (docs/viewer.md,
 * "Exports"): what was written, and whether it covers less than its input: files that could not be read, rows
 * whose values could not be read (the first named with file and line, the count), log lines a report quotes only up
 * to a documented limit ({@code report.maxLinesPerLog}, {@code report.maxLineBytes}).
 */
final class ExportNotices {
    private ExportNotices() {
    }

    /**
     * @param out      the trace written
     * @param s        what was written and left out
     * @param problems the session's file problems (files skipped by the folder scan are not counted)
     * @return the notice
     */
    static String perfetto(Path out, PerfettoTrace.Summary s, List<FileProblem> problems) {
        StringBuilder b = new StringBuilder(String.format(Locale.ROOT,
                "Perfetto trace written: %s (%,d frame slices, %,d events, %,d counter samples)", out,
                s.frameSlices(), s.instants(), s.counterSamples()));
        long unread = problems.stream().filter(p -> !p.skipped()).count();
        if (s.skippedRowCount() > 0 || unread > 0) {
            b.append(" — it covers less than its input:");
            if (unread > 0) {
                FileProblem first = problems.stream().filter(p -> !p.skipped()).findFirst().orElseThrow();
                b.append(String.format(Locale.ROOT, " %,d file%s could not be read (%s: %s)", unread,
                        unread == 1 ? "" : "s", first.file(), first.message()));
            }
            if (s.skippedRowCount() > 0) {
                var first = s.skippedRows().isEmpty() ? null : s.skippedRows().get(0);
                b.append(unread > 0 ? ";" : "").append(String.format(Locale.ROOT,
                        " %,d row%s whose values could not be read %s left out%s", s.skippedRowCount(),
                        s.skippedRowCount() == 1 ? "" : "s", s.skippedRowCount() == 1 ? "is" : "are",
                        first == null ? "" : " (the first: " + first.file().getFileName() + ":" + first.lineNumber()
                                + ": " + first.message() + ")"));
            }
        } else {
            b.append(" — open it in ui.perfetto.dev");
        }
        return b.toString();
    }

    /**
     * @param verdict  the report's verdict in words
     * @param html     the page written
     * @param json     the JSON written
     * @param excerpts the log lines it quotes
     * @return the notice
     */
    static String report(String verdict, Path html, Path json, List<DesyncReportExport.LogExcerpt> excerpts) {
        StringBuilder b = new StringBuilder("Desync report written (" + verdict + "): " + html + " and "
                + json.getFileName());
        for (DesyncReportExport.LogExcerpt x : excerpts) {
            if (x.truncated()) {
                b.append(String.format(Locale.ROOT, " — cut at a limit: it quotes the first %,d of the %,d lines of %s"
                        + " within the window (report.maxLinesPerLog)", DesyncReportExport.MAX_LINES_PER_LOG,
                        x.linesInWindow(), x.file()));
                break;
            }
        }
        long cut = excerpts.stream().mapToLong(DesyncReportExport.LogExcerpt::linesCut).sum();
        if (cut > 0) {
            b.append(String.format(Locale.ROOT, " — %,d quoted line%s cut after %,d bytes (report.maxLineBytes)",
                    cut, cut == 1 ? "" : "s", DesyncReportExport.MAX_LINE_BYTES));
        }
        return b.toString();
    }
}

package org.netreplay.session.desync;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.log.LogLine;
import org.netreplay.session.export.DesyncReportExport;

/** The HTML report is handed to its file in bounded pieces, and text from the logs cannot reorder how it reads. */
class ReportPageTest {
    private final SessionFixture fixture = new SessionFixture();

    /** A writer that keeps only the total and the largest single write. */
    private static final class Recorder extends Writer {
        long total;
        int largest;
        final StringBuilder tail = new StringBuilder();

        @Override
        public void write(char[] buf, int off, int len) {
            total += len;
            largest = Math.max(largest, len);
            tail.append(buf, off, len);
            if (tail.length() > 4_096) {
                tail.delete(0, tail.length() - 4_096);
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    }

    private SessionDesyncReport divergent(Path dir) throws IOException {
        fixture.write(dir, SessionFixture.Fault.CLIENT_STATE, 77, true);
        SessionDesyncReport report = SessionDesync.analyze(dir);
        assertThat(report.diverged()).isTrue();
        return report;
    }

    @Test
    void theHtmlPageIsStreamedInBoundedPieces(@TempDir Path dir) throws IOException {
        SessionDesyncReport report = divergent(dir);
        List<LogLine> lines = new ArrayList<>();
        for (int i = 0; i < DesyncReportExport.MAX_LINES_PER_LOG; i++) {
            lines.add(new LogLine(i, 10, 1, 77, true, "x".repeat(1_000)));
        }
        List<DesyncReportExport.LogExcerpt> excerpts = List.of(new DesyncReportExport.LogExcerpt("a.txt", 1, lines,
                true), new DesyncReportExport.LogExcerpt("b.txt", 2, lines, true));
        Recorder out = new Recorder();
        DesyncReportExport.writeHtml(report, "s", excerpts, 10, out);
        assertThat(out.total).isGreaterThan(4_000_000);
        assertThat(out.largest).isLessThanOrEqualTo(128 * 1024);
        assertThat(out.tail.toString()).endsWith("</html>\n");
    }

    @Test
    void bidiOverridesAndZeroWidthCharactersFromALogAreShownNotObeyed(@TempDir Path dir) throws IOException {
        SessionDesyncReport report = divergent(dir);
        List<LogLine> lines = List.of(new LogLine(0, 10, 1, 77, true, "txt.exe\u202Egnp\u200B\u2028\u0085 end"));
        StringBuilder page = new StringBuilder();
        DesyncReportExport.writeHtml(report, "s\u202E", List.of(new DesyncReportExport.LogExcerpt("a.txt", 1, lines,
                false)), 10, new Writer() {
                    @Override
                    public void write(char[] buf, int off, int len) {
                        page.append(buf, off, len);
                    }

                    @Override
                    public void flush() {
                    }

                    @Override
                    public void close() {
                    }
                });
        assertThat(page.toString()).contains("txt.exe\\u202egnp\\u200b\\u2028\\u0085 end").contains("s\\u202e</title>")
                .doesNotContain("\u202E").doesNotContain("\u200B").doesNotContain("\u2028").doesNotContain("\u0085");
    }
}

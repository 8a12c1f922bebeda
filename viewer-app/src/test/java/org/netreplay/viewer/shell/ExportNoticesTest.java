package org.netreplay.viewer.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.netreplay.log.ParseIssue;
import org.netreplay.session.FileProblem;
import org.netreplay.session.export.DesyncReportExport;
import org.netreplay.session.export.PerfettoTrace;

/** The viewer's export notices say when an export covers less than its input, as the CLI does on stderr. */
class ExportNoticesTest {
    private static final Path OUT = Path.of("/tmp/t.json");

    @Test
    void aWholeTraceSaysWhereToOpenIt() {
        String n = ExportNotices.perfetto(OUT, new PerfettoTrace.Summary(10, 2, 30, List.of(), 0), List.of());
        assertThat(n).isEqualTo("Perfetto trace written: /tmp/t.json (10 frame slices, 2 events, 30 counter "
                + "samples) — open it in ui.perfetto.dev");
    }

    @Test
    void aTraceWithoutSomeRowsSaysHowManyAndNamesTheFirst() {
        ParseIssue row = new ParseIssue(Path.of("/s/server/status/a.csv"), 401, "Status CSV row has 4 columns");
        String n = ExportNotices.perfetto(OUT, new PerfettoTrace.Summary(10, 2, 30, List.of(row), 7),
                List.of(new FileProblem(Path.of("/s/x.txt"), "not a log", true)));
        assertThat(n).contains("it covers less than its input: 7 rows whose values could not be read are left out "
                + "(the first: a.csv:401: Status CSV row has 4 columns)").doesNotContain("x.txt");
    }

    @Test
    void aTraceMissingAnUnreadableFileSaysSo() {
        String n = ExportNotices.perfetto(OUT, new PerfettoTrace.Summary(10, 2, 30, List.of(), 0),
                List.of(new FileProblem(Path.of("/s/c1.txt"), "cannot be read: permission denied", false)));
        assertThat(n).contains("it covers less than its input: 1 file could not be read (/s/c1.txt: cannot be "
                + "read: permission denied)");
    }

    @Test
    void aReportCutAtItsLimitsSaysWhichLimits() {
        var cut = new DesyncReportExport.LogExcerpt("c1.txt", 1, List.of(), true, 2_531, 3, 660);
        String n = ExportNotices.report("in sync", Path.of("/tmp/r.html"), Path.of("/tmp/r.json"), List.of(cut));
        assertThat(n).startsWith("Desync report written (in sync): /tmp/r.html and r.json")
                .contains("cut at a limit: it quotes the first 2,000 of the 2,531 lines of c1.txt within the window "
                        + "(report.maxLinesPerLog)")
                .contains("3 quoted lines cut after 4,096 bytes (report.maxLineBytes)");
        var whole = new DesyncReportExport.LogExcerpt("c1.txt", 1, List.of(), false);
        assertThat(ExportNotices.report("in sync", Path.of("/tmp/r.html"), Path.of("/tmp/r.json"), List.of(whole)))
                .isEqualTo("Desync report written (in sync): /tmp/r.html and r.json");
    }
}

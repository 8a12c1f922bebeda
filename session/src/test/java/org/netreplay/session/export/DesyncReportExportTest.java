package org.netreplay.session.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.log.LogLine;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.desync.DesyncReport;
import org.netreplay.replay.desync.FieldDiff;
import org.netreplay.replay.desync.MoveDifference;
import org.netreplay.replay.spi.FieldType;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.ValueNames;
import org.netreplay.session.desync.DivergenceKind;
import org.netreplay.session.desync.DivergenceRun;
import org.netreplay.session.desync.FrameStatus;
import org.netreplay.session.desync.PeerCoverage;
import org.netreplay.session.desync.PeerTimeline;
import org.netreplay.session.desync.SessionDesyncReport;
import org.netreplay.session.desync.SessionEvent;
import org.netreplay.session.desync.SkippedLine;
import org.netreplay.session.desync.StatusRun;
import org.netreplay.session.desync.Verdict;

/**
 * The report's JSON and HTML from a report built by hand in the test: every value the files must hold is chosen
 * here, so each key, row and timeline rectangle is checked against a number written below, never against another
 * run of the exporter. The timeline is 820 frames wide, one pixel column per frame (820 columns), so each rectangle's
 * place follows from the runs by hand.
 */
class DesyncReportExportTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final StateField X1 = new StateField("player", 1, "x", "px/256", 0, 4);

    /** Client 1 diverged at 401 (runs 1–400 in sync, 401–820 diverged); the server has no data for 801–820. */
    static SessionDesyncReport desync(List<SessionDesyncReport.PeerLog> logs) {
        DesyncReport d = new DesyncReport(false, 401, 400, 0x1234abcd, 0xbeef, List.of(new FieldDiff(X1, 100, 164)),
                List.of(new MoveDifference(new GameMove(401, 5, 1, 7), MoveDifference.Side.ONLY_IN_B),
                        new MoveDifference(new GameMove(402, 5, 1, 9), MoveDifference.Side.ONLY_IN_A)),
                List.of(new GameMove(399, 5, 1, 3), new GameMove(401, 5, 1, 7)), 401, 1640, "client 1 <differs>");
        List<PeerTimeline> timeline = List.of(
                new PeerTimeline(0, List.of(new StatusRun(1, 800, FrameStatus.IN_SYNC))),
                new PeerTimeline(1, List.of(new StatusRun(1, 400, FrameStatus.IN_SYNC),
                        new StatusRun(401, 820, FrameStatus.DIVERGED))));
        List<SessionEvent> events = List.of(
                new SessionEvent(390, 1, SessionEvent.Kind.CLIENT_REWIND, 2, "rewound [2]"),
                new SessionEvent(391, 1, SessionEvent.Kind.CLIENT_JUMP, 3, "jumped ahead 3"),
                new SessionEvent(411, 1, SessionEvent.Kind.LATE_CDAT, 409, "late - dropped"),
                new SessionEvent(412, 1, SessionEvent.Kind.REJECTED_DIF, 0, "not applied"),
                new SessionEvent(500, 1, SessionEvent.Kind.LOCAL_CORRECTION, 6, "lcor"),
                new SessionEvent(700, 0, SessionEvent.Kind.SERVER_REWIND, 4, "stdf rewind to:696"));
        List<PeerCoverage> coverage = List.of(
                new PeerCoverage(0, "server", 1, 820, 820, 800, 800, 790, 0, 0, List.of(), List.of()),
                new PeerCoverage(1, "client", 1, 820, 820, 810, 800, 0, 2, 1,
                        List.of(new SkippedLine("c1.txt", 12, "cut")), List.of("frames 811-820 have no record")));
        List<DivergenceRun> runs = List.of(new DivergenceRun(1, 401, 820, DivergenceKind.CLIENT_DIVERGED,
                List.of("player[1].x", "player[1].y")));
        return new SessionDesyncReport(d, Verdict.DESYNC, true, 1, DivergenceKind.CLIENT_DIVERGED, "pm-reference",
                3, "authoritative", 1, 820, timeline, events, List.of("client 2's log is missing"), logs, coverage,
                runs);
    }

    /** The same session proven in sync (or with another verdict), no runs, no moves. */
    static SessionDesyncReport withVerdict(Verdict verdict, List<PeerTimeline> timeline) {
        DesyncReport d = new DesyncReport(verdict == Verdict.IN_SYNC, -1, -1, 0, 0, List.of(), List.of(), List.of(),
                -1, 820, "all frames match");
        return new SessionDesyncReport(d, verdict, verdict != Verdict.NOT_COMPARABLE, -1, null, "pm-reference", 3,
                null, 1, 820, timeline, List.of(new SessionEvent(5, 0, SessionEvent.Kind.SERVER_REWIND, 1, "r")),
                List.of(), List.of(), List.of(), List.of());
    }

    private static JsonNode json(SessionDesyncReport r, List<DesyncReportExport.LogExcerpt> excerpts, int window)
            throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        DesyncReportExport.writeJson(r, excerpts, window, out);
        return JSON.readTree(out.toByteArray());
    }

    private static String html(SessionDesyncReport r, List<DesyncReportExport.LogExcerpt> excerpts)
            throws IOException {
        StringWriter out = new StringWriter();
        DesyncReportExport.writeHtml(r, "s1", excerpts, 10, out);
        return out.toString();
    }

    /** A float one ulp apart: 1062.0 (bits 0x4484c000) and the next float up, 1062.0001 (0x4484c001). */
    static SessionDesyncReport oneUlp() {
        StateField x = new StateField("Ef", 3, "x", "px", 0, 4, FieldType.FLOAT, ValueNames.NONE);
        DesyncReport d = new DesyncReport(false, 401, 400, 1, 2, List.of(new FieldDiff(x, 0x4484c000L, 0x4484c001L)),
                List.of(), List.of(), -1, 800, "one ulp");
        return new SessionDesyncReport(d, Verdict.DESYNC, true, 1, DivergenceKind.NONDETERMINISM, "pm-reference", 3,
                "authoritative", 1, 820, List.of(), List.of(), List.of(), List.of(), List.of(), List.of());
    }

    @Test
    void aOneUlpDifferencePrintsTwoValuesTheirBitsAndTheUlps() throws IOException {
        String page = html(oneUlp(), List.of());
        assertThat(page).contains("<tr><td>Ef[3].x</td><td class=\"n\">1062.0</td><td class=\"n\">1062.0001</td>"
                + "<td>px</td><td class=\"n\">+1 ulp</td><td class=\"n\"><code>0x4484c000</code></td>"
                + "<td class=\"n\"><code>0x4484c001</code></td></tr>\n")
                .doesNotContain("1149550592"); // the raw bits as a decimal integer, as once labelled px
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        DesyncReportExport.writeJson(oneUlp(), null, 10, out);
        String json = out.toString(java.nio.charset.StandardCharsets.UTF_8);
        assertThat(json).contains("\"a\":1062.0,\"b\":1062.0001,\"unit\":\"px\",\"aText\":\"1062.0\","
                + "\"bText\":\"1062.0001\",\"aBits\":\"0x4484c000\",\"bBits\":\"0x4484c001\","
                + "\"difference\":\"+1 ulp\",\"ulps\":1}");
    }

    @Test
    void theJsonHoldsEveryValueOfTheReport() throws IOException {
        JsonNode j = json(desync(List.of()), null, 10);
        assertThat(j.get("verdict").asText()).isEqualTo("desync");
        assertThat(j.get("inSync").isBoolean()).isTrue();
        assertThat(j.get("inSync").asBoolean()).isFalse();
        assertThat(j.get("firstDivergentFrame").asInt()).isEqualTo(401);
        assertThat(j.get("lastMatchingFrame").asInt()).isEqualTo(400);
        assertThat(j.get("checksumA").asText()).isEqualTo("0x1234abcd");
        assertThat(j.get("checksumB").asText()).isEqualTo("0x0000beef");
        assertThat(j.get("fields")).hasSize(1);
        JsonNode f = j.get("fields").get(0);
        assertThat(f.get("entity").asText()).isEqualTo("player");
        assertThat(f.get("index").asInt()).isEqualTo(1);
        assertThat(f.get("field").asText()).isEqualTo("x");
        assertThat(f.get("a").decimalValue()).isEqualByComparingTo("0.390625"); // 100 / 256 px
        assertThat(f.get("b").decimalValue()).isEqualByComparingTo("0.640625"); // 164 / 256
        assertThat(f.get("unit").asText()).isEqualTo("px");
        assertThat(f.get("aText").asText()).isEqualTo("0.390625");
        assertThat(f.get("aBits").asText()).isEqualTo("0x00000064");
        assertThat(f.get("bBits").asText()).isEqualTo("0x000000a4");
        assertThat(f.get("difference").asText()).isEqualTo("+0.25");
        assertThat(f.has("ulps")).isFalse();
        assertThat(j.get("moveDifferences").toString()).isEqualTo(
                "[{\"side\":\"B\",\"frame\":401,\"type\":5,\"data1\":1,\"data2\":7},"
                        + "{\"side\":\"A\",\"frame\":402,\"type\":5,\"data1\":1,\"data2\":9}]");
        assertThat(j.get("firstMoveDifference").asInt()).isEqualTo(401);
        assertThat(j.get("framesCompared").asInt()).isEqualTo(1640);
        assertThat(j.get("note").asText()).isEqualTo("client 1 <differs>");
        assertThat(j.get("peer").asInt()).isEqualTo(1);
        assertThat(j.get("kind").asText()).isEqualTo("client-diverged");
        assertThat(j.get("comparable").asBoolean()).isTrue();
        assertThat(j.get("divergences").toString()).isEqualTo("[{\"peer\":1,\"firstFrame\":401,\"lastFrame\":820,"
                + "\"kind\":\"client-diverged\",\"fields\":[\"player[1].x\",\"player[1].y\"]}]");
        assertThat(j.get("coverage").get(0).toString()).isEqualTo("{\"peer\":0,\"role\":\"server\",\"complete\":false,"
                + "\"firstFrame\":1,\"lastFrame\":820,\"framesExpected\":820,\"framesWithData\":800,"
                + "\"framesCompared\":800,\"stepsChecked\":790,\"stepsUnchecked\":0,\"skippedLines\":0,"
                + "\"skipped\":[],\"missing\":[]}");
        assertThat(j.get("coverage").get(1).toString()).isEqualTo("{\"peer\":1,\"role\":\"client\",\"complete\":false,"
                + "\"firstFrame\":1,\"lastFrame\":820,\"framesExpected\":820,\"framesWithData\":810,"
                + "\"framesCompared\":800,\"stepsChecked\":0,\"stepsUnchecked\":2,\"skippedLines\":1,"
                + "\"skipped\":[{\"file\":\"c1.txt\",\"line\":12,\"why\":\"cut\"}],"
                + "\"missing\":[\"frames 811-820 have no record\"]}");
        assertThat(j.get("game").asText()).isEqualTo("pm-reference");
        assertThat(j.get("level").asInt()).isEqualTo(3);
        assertThat(j.get("mode").asText()).isEqualTo("authoritative");
        assertThat(j.get("timeline").toString()).isEqualTo("{\"firstFrame\":1,\"lastFrame\":820,\"peers\":["
                + "{\"peer\":0,\"runs\":[[1,800,\"IN_SYNC\"]]},"
                + "{\"peer\":1,\"runs\":[[1,400,\"IN_SYNC\"],[401,820,\"DIVERGED\"]]}]}");
        assertThat(j.get("eventCounts").toString()).isEqualTo("{\"server-rewind\":1,\"client-rewind\":1,"
                + "\"client-jump\":1,\"late-cdat\":1,\"rejected-dif\":1,\"local-correction\":1,"
                + "\"remote-correction\":0}");
        // the window 401 ± 10 = 391..411: the events at 390 and 412 are outside it
        assertThat(j.get("events").toString()).isEqualTo("[{\"frame\":391,\"peer\":1,\"kind\":\"client-jump\","
                + "\"value\":3,\"detail\":\"jumped ahead 3\"},{\"frame\":411,\"peer\":1,\"kind\":\"late-cdat\","
                + "\"value\":409,\"detail\":\"late - dropped\"}]");
        assertThat(j.get("movesAround").toString()).isEqualTo("[{\"frame\":399,\"type\":5,\"data1\":1,\"data2\":3},"
                + "{\"frame\":401,\"type\":5,\"data1\":1,\"data2\":7}]");
        assertThat(j.get("notes").toString()).isEqualTo("[\"client 2's log is missing\"]");
        assertThat(j.has("logLines")).isFalse();
    }

    @Test
    void theJsonListsEveryEventForTheWidestWindowAndNoneWhenNothingDiverged() throws IOException {
        assertThat(json(desync(List.of()), null, Integer.MAX_VALUE).get("events")).extracting(e -> e.get("frame")
                .asInt()).containsExactly(390, 391, 411, 412, 500, 700);
        JsonNode inSync = json(withVerdict(Verdict.IN_SYNC, List.of()), null, 10);
        assertThat(inSync.get("events")).isEmpty();
        assertThat(inSync.get("eventCounts").get("server-rewind").asInt()).isEqualTo(1);
        assertThat(inSync.get("kind").isNull()).isTrue();
        assertThat(inSync.get("inSync").asBoolean()).isTrue();
        assertThat(inSync.get("verdict").asText()).isEqualTo("inSync");
        assertThat(inSync.get("mode").isNull()).isTrue();
        assertThat(json(withVerdict(Verdict.IN_SYNC, List.of()), null, Integer.MAX_VALUE).get("events")).hasSize(1);
        assertThat(json(withVerdict(Verdict.NOT_COMPARABLE, List.of()), null, 10).get("comparable").asBoolean())
                .isFalse();
    }

    @Test
    void theJsonCarriesTheLogExcerptsWithOneBasedLineNumbers() throws IOException {
        List<DesyncReportExport.LogExcerpt> excerpts = List.of(new DesyncReportExport.LogExcerpt("c1.txt", 1,
                List.of(new LogLine(41, 30, 1, 401, true, "rewound [2]")), true));
        JsonNode lines = json(desync(List.of()), excerpts, 10).get("logLines");
        assertThat(lines.toString()).isEqualTo("[{\"file\":\"c1.txt\",\"peer\":1,\"truncated\":true,\"linesInWindow\":1,\"linesCut\":0,\"lines\":["
                + "{\"line\":42,\"type\":30,\"player\":1,\"frame\":401,\"text\":\"rewound [2]\"}]}]");
    }

    @Test
    void theJsonTextOfTheStringFormMatchesTheStream() throws IOException {
        SessionDesyncReport r = desync(List.of());
        assertThat(JSON.readTree(DesyncReportExport.json(r, 10))).isEqualTo(json(r, null, 10));
    }

    @Test
    void theHtmlPageStatesTheVerdictTheFieldsTheMovesAndTheCoverage() throws IOException {
        String page = html(desync(List.of()), List.of());
        assertThat(page).startsWith("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n"
                + "<title>Desync report: s1</title>\n");
        assertThat(page).contains("<h1>Desync report: s1</h1>\n")
                .contains("<p class=\"verdict bad\"><b>Desync at frame 401</b>, client 1, client-diverged. "
                        + "client 1 &lt;differs&gt;</p>\n")
                .contains("<p>Game pm-reference, level 3, mode authoritative, frames 1–820, 1640 peer frames "
                        + "compared.</p>\n")
                .contains("<p><i>client 2&#39;s log is missing</i></p>\n")
                .contains("<h2>Divergences (1)</h2>\n")
                .contains("<tr><td>client 1</td><td class=\"n\">401</td><td class=\"n\">820</td>"
                        + "<td>client-diverged</td><td>player[1].x, player[1].y</td></tr>\n")
                .contains("<tr><td>server</td><td>1–820</td><td class=\"n\">820</td><td class=\"n\">800</td>"
                        + "<td class=\"n\">800</td><td class=\"n\">790</td><td class=\"n\">0</td><td></td></tr>\n")
                .contains("<tr><td>client 1</td><td>1–820</td><td class=\"n\">820</td><td class=\"n\">810</td>"
                        + "<td class=\"n\">800</td><td class=\"n\">0</td><td class=\"n\">1</td>"
                        + "<td>frames 811-820 have no record</td></tr>\n")
                .contains("<p>A = the server, B = client 1, at frame 401. Checksums A 0x1234abcd, B 0x0000beef.</p>\n")
                .contains("<tr><td>player[1].x</td><td class=\"n\">0.390625</td><td class=\"n\">0.640625</td>"
                        + "<td>px</td><td class=\"n\">+0.25</td><td class=\"n\"><code>0x00000064</code></td>"
                        + "<td class=\"n\"><code>0x000000a4</code></td></tr>\n")
                .contains("<tr><td class=\"n\">399</td><td class=\"n\">5</td><td class=\"n\">1</td>"
                        + "<td class=\"n\">3</td></tr>\n")
                .contains("<tr class=\"at\"><td class=\"n\">401</td><td class=\"n\">5</td><td class=\"n\">1</td>"
                        + "<td class=\"n\">7</td></tr>\n")
                .contains("<p>Moves of client 1 that differ (A = the server's .gm, B = the client's own .gm):</p>")
                .contains("<tr><td>B</td><td class=\"n\">401</td><td class=\"n\">5</td><td class=\"n\">1</td>"
                        + "<td class=\"n\">7</td></tr>\n")
                .contains("<tr><td>A</td><td class=\"n\">402</td><td class=\"n\">5</td><td class=\"n\">1</td>"
                        + "<td class=\"n\">9</td></tr>\n")
                .contains("<h2>Log lines within ±10 frames</h2>\n<p>No text logs.</p>\n")
                .contains("<tr><td>server-rewind</td><td class=\"n\">1</td></tr>\n")
                .contains("<tr><td>remote-correction</td><td class=\"n\">0</td></tr>\n")
                .endsWith("</body></html>\n");
        assertThat(page).doesNotContain("<tr class=\"at\"><td class=\"n\">399");
    }

    @Test
    void aServerRewindBugNamesTheStraightReplayAsSideA() throws IOException {
        SessionDesyncReport c = desync(List.of());
        SessionDesyncReport server = new SessionDesyncReport(c.desync(), Verdict.DESYNC, true, 0,
                DivergenceKind.REWIND_BUG, "pm-reference", 3, null, 1, 820, c.timeline(), c.events(), List.of(),
                List.of(), List.of(), List.of());
        String page = html(server, List.of());
        assertThat(page).contains("<b>Desync at frame 401</b>, server, rewind-bug. ")
                .contains("<p>A = a straight replay of the server's moves, B = the server, at frame 401.")
                .contains("<p>Game pm-reference, level 3, frames 1–820, ")
                .doesNotContain("<h2>Divergences").doesNotContain("<h2>Coverage");
    }

    @Test
    void theTimelineIsOneRectanglePerRunOfColumnsWithTicksAndTheDivergentFrameMarked() throws IOException {
        String page = html(desync(List.of()), List.of());
        // 2 rows: height 2 × 24 + 30 = 78; row y = 5 and 29; 820 columns from x = 70, one per frame
        assertThat(page).contains("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"900\" height=\"78\" "
                        + "viewBox=\"0 0 900 78\" role=\"img\" aria-label=\"desync timeline\">\n")
                .contains("<text x=\"2\" y=\"18\" font-size=\"12\">server</text>\n")
                .contains("<rect x=\"70\" y=\"5\" width=\"800\" height=\"18\" fill=\"#5cb85c\">"
                        + "<title>IN_SYNC 1–800</title></rect>\n")
                .contains("<rect x=\"870\" y=\"5\" width=\"20\" height=\"18\" fill=\"#cccccc\">"
                        + "<title>NO_DATA 801–820</title></rect>\n")
                .contains("<text x=\"2\" y=\"42\" font-size=\"12\">client 1</text>\n")
                .contains("<rect x=\"70\" y=\"29\" width=\"400\" height=\"18\" fill=\"#5cb85c\">"
                        + "<title>IN_SYNC 1–400</title></rect>\n")
                .contains("<rect x=\"470\" y=\"29\" width=\"420\" height=\"18\" fill=\"#d9534f\">"
                        + "<title>DIVERGED 401–820</title></rect>\n");
        // ticks: the server's rewind at 700 (column 699); client 1's events at 390, 391, 411, 412, not the
        // correction at 500
        assertThat(page).contains("<line x1=\"769\" x2=\"769\" y1=\"18\" y2=\"23\" stroke=\"#333\" "
                        + "stroke-opacity=\"0.45\"/>\n")
                .contains("<line x1=\"459\" x2=\"459\" y1=\"42\" y2=\"47\"")
                .contains("<line x1=\"460\" x2=\"460\" y1=\"42\" y2=\"47\"")
                .contains("<line x1=\"480\" x2=\"480\" y1=\"42\" y2=\"47\"")
                .contains("<line x1=\"481\" x2=\"481\" y1=\"42\" y2=\"47\"")
                .doesNotContain("<line x1=\"569\"");
        assertThat(page.split("<line x1=\"7").length - 1).as("no tick of client 1 at the server's rewind").isEqualTo(1);
        assertThat(page).contains("<line x1=\"470.50\" x2=\"470.50\" y1=\"0\" y2=\"56\" stroke=\"#b00\" "
                        + "stroke-width=\"1.5\"/>\n<text x=\"473.50\" y=\"70\" font-size=\"12\" fill=\"#b00\">"
                        + "frame 401</text>\n")
                .contains("<text x=\"70\" y=\"70\" font-size=\"11\">1</text>\n<text x=\"840\" y=\"70\" "
                        + "font-size=\"11\">820</text>\n</svg>\n");
        assertThat(page.split("<rect ").length - 1).isEqualTo(4);
    }

    @Test
    void aWideTimelineShowsTheWorstFrameOfEachColumn() {
        // 1,640 frames in 820 columns: two frames a column; frame 401 alone diverged, its column is red
        SessionDesyncReport r = new SessionDesyncReport(withVerdict(Verdict.DESYNC, List.of()).desync(),
                Verdict.INCOMPLETE, true, -1, null, "g", 1, null, 1, 1640, List.of(new PeerTimeline(2, List.of(
                        new StatusRun(1, 400, FrameStatus.IN_SYNC), new StatusRun(401, 401, FrameStatus.DIVERGED),
                        new StatusRun(402, 1640, FrameStatus.IN_SYNC)))), List.of(), List.of(), List.of(), List.of(),
                List.of());
        StringBuilder h = new StringBuilder();
        DesyncReportExport.timelineSvg(r, h);
        assertThat(h.toString()).contains("<text x=\"2\" y=\"18\" font-size=\"12\">client 2</text>\n")
                .contains("<rect x=\"70\" y=\"5\" width=\"200\" height=\"18\" fill=\"#5cb85c\"><title>IN_SYNC "
                        + "1–400</title></rect>\n")
                .contains("<rect x=\"270\" y=\"5\" width=\"1\" height=\"18\" fill=\"#d9534f\"><title>DIVERGED "
                        + "401–402</title></rect>\n")
                .contains("<rect x=\"271\" y=\"5\" width=\"619\" height=\"18\" fill=\"#5cb85c\"><title>IN_SYNC "
                        + "403–1640</title></rect>\n")
                .doesNotContain("#b00");
    }

    @Test
    void eachVerdictHasItsOwnWordsAndColour() throws IOException {
        String inSync = html(withVerdict(Verdict.IN_SYNC, List.of(new PeerTimeline(0, List.of(
                new StatusRun(1, 820, FrameStatus.IN_SYNC))))), List.of());
        assertThat(inSync).contains("<p class=\"verdict good\"><b>In sync.</b> all frames match</p>")
                .contains("<p>None: the session is in sync.</p>")
                .contains("<p>No recorded moves near the frame (no divergence).</p>")
                .contains("<p>No divergent frame, so no excerpt.</p>")
                .contains("<p>Game pm-reference, level 3, frames 1–820, 820 peer frames compared.</p>")
                .doesNotContain("Moves of client").doesNotContain("<h2>Divergences");
        String incomplete = html(withVerdict(Verdict.INCOMPLETE, List.of()), List.of());
        assertThat(incomplete).contains("<p class=\"verdict none\"><b>Incomplete: not proven in sync.</b> ")
                .contains("<p>None: no divergence was found.</p>")
                .contains("<p>No timeline: nothing was compared.</p>\n");
        assertThat(html(withVerdict(Verdict.NOT_COMPARABLE, List.of()), List.of()))
                .contains("<p class=\"verdict none\"><b>Not comparable.</b> ");
        SessionDesyncReport c = desync(List.of());
        SessionDesyncReport noFields = new SessionDesyncReport(new DesyncReport(false, 401, 400, 1, 2, List.of(),
                List.of(), List.of(), -1, 10, "only checksums"), Verdict.DESYNC, true, 2,
                DivergenceKind.NONDETERMINISM, "g", 1, null, 1, 820, c.timeline(), List.of(), List.of(), List.of(),
                List.of(), List.of());
        assertThat(html(noFields, List.of())).contains("<p>No field comparison (see the note above).</p>")
                .contains("<p>No recorded moves near the frame.</p>").contains("client 2, nondeterminism. ");
    }

    @Test
    void theExcerptsMarkTheDivergentFrameAndShowUntaggedLinesAsWritten() throws IOException {
        List<DesyncReportExport.LogExcerpt> excerpts = List.of(
                new DesyncReportExport.LogExcerpt("srv.txt", 0, List.of(new LogLine(0, 25, 0, 400, true, "a<b")),
                        false),
                new DesyncReportExport.LogExcerpt("c1.txt", 1, List.of(new LogLine(3, 30, 1, 401, true, "x"),
                        new LogLine(4, 30, 1, 401, false, "continued")), true),
                new DesyncReportExport.LogExcerpt("odd.txt", -1, List.of(), false));
        String page = html(desync(List.of()), excerpts);
        assertThat(page).contains("<h3>server: srv.txt (1 lines)</h3>\n<pre>[25][0][400]a&lt;b\n</pre>\n")
                .contains("<h3>client 1: c1.txt (the first 2 of 2 lines: limit report.maxLinesPerLog)</h3>\n<pre>"
                        + "<mark>[30][1][401]x</mark>\n"
                        + "<mark>continued</mark>\n</pre>\n")
                .contains("<h3>peer ?: odd.txt (0 lines)</h3>\n<pre></pre>\n")
                .doesNotContain("No text logs.");
    }

    @Test
    void escapingTurnsMarkupAndInvisibleCharactersIntoText() {
        assertThat(DesyncReportExport.esc("<a href='x'>&\"</a>"))
                .isEqualTo("&lt;a href=&#39;x&#39;&gt;&amp;&quot;&lt;/a&gt;");
        assertThat(DesyncReportExport.esc("a\tb\u0001c\u007fd\u202ee")).isEqualTo("a\\u0009b\uFFFDc\\u007fd\\u202ee");
        assertThat(DesyncReportExport.esc("\u001f \u0020")).isEqualTo("\uFFFD  ");
        assertThat(DesyncReportExport.esc("é€")).isEqualTo("é€");
    }

    /** A log of lines {@code [10][1][f]line f.k} for frames 1..frames, {@code perFrame} lines each. */
    private static Path log(Path dir, int frames, int perFrame, int textBytes) throws IOException {
        StringBuilder b = new StringBuilder();
        for (int f = 1; f <= frames; f++) {
            for (int k = 0; k < perFrame; k++) {
                String text = "line " + f + "." + k;
                b.append("[10][1][").append(f).append(']').append(text).append("x".repeat(Math.max(0,
                        textBytes - text.length()))).append('\n');
            }
        }
        return Files.writeString(dir.resolve("c1.txt"), b, StandardCharsets.ISO_8859_1);
    }

    @Test
    void theExcerptTakesTheLinesWithinTheWindowOfEachLog(@TempDir Path dir) throws IOException {
        Path log = log(dir, 30, 2, 0);
        SessionDesyncReport r = withFrame(15, log);
        List<DesyncReportExport.LogExcerpt> x = DesyncReportExport.excerpts(r, 2);
        assertThat(x).hasSize(1);
        assertThat(x.get(0).file()).isEqualTo("c1.txt");
        assertThat(x.get(0).peer()).isEqualTo(1);
        assertThat(x.get(0).truncated()).isFalse();
        List<String> texts = new ArrayList<>();
        x.get(0).lines().forEach(l -> texts.add(l.text()));
        assertThat(texts).containsExactly("line 13.0", "line 13.1", "line 14.0", "line 14.1", "line 15.0",
                "line 15.1", "line 16.0", "line 16.1", "line 17.0", "line 17.1");
        assertThat(x.get(0).lines().get(0).lineNumber()).isEqualTo(24);
        assertThat(DesyncReportExport.excerpts(withVerdict(Verdict.IN_SYNC, List.of()), 2)).isEmpty();
    }

    @Test
    void anExcerptStopsAtTheLineLimitAndSaysSo(@TempDir Path dir) throws IOException {
        Path log = log(dir, 3, 1_500, 0);
        List<DesyncReportExport.LogExcerpt> x = DesyncReportExport.excerpts(withFrame(2, log), 1);
        assertThat(x.get(0).truncated()).isTrue();
        assertThat(x.get(0).lines()).hasSize(DesyncReportExport.MAX_LINES_PER_LOG);
        assertThat(x.get(0).lines().get(1_999).text()).isEqualTo("line 2.499");
        List<DesyncReportExport.LogExcerpt> exactly = DesyncReportExport.excerpts(withFrame(1, log(dir, 3, 1_000, 0)),
                1);
        assertThat(exactly.get(0).lines()).hasSize(2_000);
        assertThat(exactly.get(0).truncated()).isFalse();
    }

    @Test
    void anExcerptOverTheByteLimitIsRefusedNamingTheLog(@TempDir Path dir) throws IOException {
        Path log = log(dir, 5, 2, 600);
        String old = System.getProperty(DesyncReportExport.MAX_BYTES_PROPERTY);
        SessionDesyncReport r = withFrame(3, log);
        try {
            System.setProperty(DesyncReportExport.MAX_BYTES_PROPERTY, "1");
            assertThat(DesyncReportExport.maxBytes()).as("the least limit").isEqualTo(1_024);
            // frame 3's two lines count their text + 32 bytes each: 2 × 632 = 1,264 bytes
            assertThatThrownBy(() -> DesyncReportExport.excerpts(r, 0)).isInstanceOf(ReportLimitException.class)
                    .hasMessageContaining(log.toString()).hasMessageContaining("at line 5")
                    .hasMessageContaining("1,024 bytes").hasMessageContaining("\u00b10 frames of frame 3");
            System.setProperty(DesyncReportExport.MAX_BYTES_PROPERTY, "1263");
            assertThatThrownBy(() -> DesyncReportExport.excerpts(r, 0)).isInstanceOf(ReportLimitException.class);
            System.setProperty(DesyncReportExport.MAX_BYTES_PROPERTY, "1264");
            assertThat(DesyncReportExport.maxBytes()).isEqualTo(1_264);
            assertThat(DesyncReportExport.excerpts(r, 0).get(0).lines()).hasSize(2);
        } finally {
            restore(old);
        }
        assertThat(DesyncReportExport.maxBytes()).isEqualTo(old == null ? DesyncReportExport.MAX_BYTES
                : Long.parseLong(old));
    }

    @Test
    void aLongLineIsCutAndMarked(@TempDir Path dir) throws IOException {
        Path log = log(dir, 1, 1, 5_000);
        LogLine l = DesyncReportExport.excerpts(withFrame(1, log), 0).get(0).lines().get(0);
        assertThat(l.text()).startsWith("line 1.0xxx").contains("more bytes not shown");
        assertThat(l.text().length()).isLessThan(4_200);
    }

    private static void restore(String old) {
        if (old == null) {
            System.clearProperty(DesyncReportExport.MAX_BYTES_PROPERTY);
        } else {
            System.setProperty(DesyncReportExport.MAX_BYTES_PROPERTY, old);
        }
    }

    private static SessionDesyncReport withFrame(int frame, Path log) {
        DesyncReport d = new DesyncReport(false, frame, frame - 1, 1, 2, List.of(), List.of(), List.of(), -1, 10,
                "n");
        return new SessionDesyncReport(d, Verdict.DESYNC, true, 1, DivergenceKind.CLIENT_DIVERGED, "g", 1, null, 1,
                30, List.of(), List.of(), List.of(), List.of(new SessionDesyncReport.PeerLog(log, 1)), List.of(),
                List.of());
    }
}

package org.netreplay.session.export;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogLine;
import org.netreplay.log.LogReadException;
import org.netreplay.log.ProgressListener;
import org.netreplay.log.index.Indexer;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.desync.DesyncReport;
import org.netreplay.replay.desync.FieldDiff;
import org.netreplay.replay.desync.MoveDifference;
import org.netreplay.replay.spi.ExactValues;
import org.netreplay.replay.spi.StateField;
import org.netreplay.session.desync.DivergenceRun;
import org.netreplay.session.desync.FrameStatus;
import org.netreplay.session.desync.PeerCoverage;
import org.netreplay.session.desync.SkippedLine;
import org.netreplay.session.desync.Verdict;
import org.netreplay.session.desync.PeerTimeline;
import org.netreplay.session.desync.SessionDesyncReport;
import org.netreplay.session.desync.SessionEvent;
import org.netreplay.session.desync.StatusRun;
import org.netreplay.session.rebuild.NetgameRebuild;

/**
 * A session's desync report as JSON and as one self-contained HTML page: the verdict, the diff
 * table, the timeline as an inline SVG picture, the moves around the divergent frame, and the log lines of every peer
 * within ± a window of frames. No external resource (no script, font, stylesheet or image link). Both are made from a
 * {@link SessionDesyncReport} ({@code SessionDesync.analyze}), the same object the {@code desync} command prints.
 *
 * <p>JSON keys: today's {@code desync} keys ({@code inSync}, {@code firstDivergentFrame}, {@code lastMatchingFrame},
 * {@code checksumA}, {@code checksumB}, {@code fields}, {@code moveDifferences}, {@code firstMoveDifference},
 * {@code framesCompared}, {@code note}) plus {@code peer}, {@code kind}, {@code comparable}, {@code game},
 * {@code level}, {@code mode}, {@code timeline}, {@code eventCounts}, {@code events} (those within the window of the
 * divergent frame), {@code movesAround}, {@code notes}, and in the report {@code logLines} (per log: {@code file},
 * {@code peer}, {@code truncated}, {@code linesInWindow}, {@code linesCut}, {@code lines}).
 */
public final class DesyncReportExport {
    /** Default frames before and after the divergent frame whose log lines go into the report. */
    public static final int DEFAULT_WINDOW = 10;
    /**
     * Most log lines quoted from one log ({@code report.maxLinesPerLog}); the report says where it cut, and the CLI
     * exits with 3 (the files are written).
     */
    public static final int MAX_LINES_PER_LOG = 2_000;
    /**
     * Bytes of one log line quoted in a report ({@code report.maxLineBytes}); the rest of a longer line is not read,
     * and the line ends with {@code " …[N more bytes not shown]"}; the CLI exits with 3 (the files are written).
     */
    public static final int MAX_LINE_BYTES = 4_096;
    private static final java.util.regex.Pattern CUT_MARK =
            java.util.regex.Pattern.compile(" \u2026\\[[1-9][0-9]* more bytes not shown\\]$");
    /**
     * Default of {@code report.maxBytes}: most bytes of the log lines a report quotes, and of each file it writes
     * (64 MiB). Over it the report is refused ({@link ReportLimitException}); the CLI exits with 3.
     */
    public static final long MAX_BYTES = 64L << 20;
    /** System property that sets {@code report.maxBytes} (bytes, at least 1,024), e.g. in NETREPLAY_JAVA_OPTS. */
    public static final String MAX_BYTES_PROPERTY = "netreplay.report.maxBytes";

    private DesyncReportExport() {
    }

    /** @return {@code report.maxBytes}: {@link #MAX_BYTES}, or the value of {@link #MAX_BYTES_PROPERTY} */
    public static long maxBytes() {
        return Math.max(1_024, Long.getLong(MAX_BYTES_PROPERTY, MAX_BYTES));
    }

    /**
     * The log lines of one peer within the window.
     *
     * @param file          the log's file name
     * @param peer          the peer (0 the server)
     * @param lines         the lines quoted, at most {@link #MAX_LINES_PER_LOG}
     * @param truncated     whether the log has more lines within the window than are quoted
     *                      ({@code report.maxLinesPerLog})
     * @param linesInWindow all lines of the log within the window (lines counted, not read, past the cut)
     * @param linesCut      lines quoted only up to {@link #MAX_LINE_BYTES} ({@code report.maxLineBytes})
     * @param firstCutLine  the 1-based line number of the first of them, 0 when none
     */
    public record LogExcerpt(String file, int peer, List<LogLine> lines, boolean truncated, int linesInWindow,
                             int linesCut, int firstCutLine) {
        /** An excerpt with no line cut at {@link #MAX_LINE_BYTES} and, when truncated, nothing known past the cut. */
        public LogExcerpt(String file, int peer, List<LogLine> lines, boolean truncated) {
            this(file, peer, lines, truncated, lines.size(), 0, 0);
        }

        /** @return whether the excerpt quotes less than the log holds within the window (a limit was reached) */
        public boolean limited() {
            return truncated || linesCut > 0;
        }
    }

    /**
     * Reads the log lines within ± {@code window} frames of the divergent frame from every log of the report.
     *
     * Each line is cut after {@link #MAX_LINE_BYTES} bytes and marked (counted in {@code linesCut}); at most
     * {@link #MAX_LINES_PER_LOG} lines of a log are taken (the excerpt is then {@code truncated}, and the lines past the
     * cut are counted from the index, not read); memory stays within {@link #maxBytes()}.
     *
     * @return one excerpt per log (empty when the session is in sync)
     * @throws LogReadException      naming the log when it cannot be read
     * @throws ReportLimitException if the lines come to more than {@link #maxBytes()} ({@code report.maxBytes})
     */
    public static List<LogExcerpt> excerpts(SessionDesyncReport report, int window) throws IOException {
        List<LogExcerpt> out = new ArrayList<>();
        if (!report.diverged()) {
            return out;
        }
        int from = report.firstDivergentFrame() - window;
        int to = report.firstDivergentFrame() + window;
        long maxBytes = maxBytes();
        long bytes = 0;
        for (SessionDesyncReport.PeerLog log : report.logs()) {
            List<LogLine> lines = new ArrayList<>();
            boolean truncated = false;
            int inWindow = 0;
            int cut = 0;
            int firstCut = 0;
            try (LogIndex index = Indexer.build(log.path(), ProgressListener.NONE)) {
                int n = index.lineCount();
                int i = 0;
                while (i < n) {
                    int f = index.frame(i);
                    if (f < from || f > to) {
                        i++;
                        continue;
                    }
                    int j = i;
                    while (j < n && index.frame(j) >= from && index.frame(j) <= to) {
                        j++;
                    }
                    inWindow += j - i;
                    if (truncated) {
                        i = j;
                        continue;
                    }
                    int take = Math.min(j - i, MAX_LINES_PER_LOG - lines.size());
                    for (int k = i; k < i + take; k += 256) {
                        List<LogLine> read = index.readLines(k, Math.min(256, i + take - k), MAX_LINE_BYTES);
                        for (LogLine l : read) {
                            bytes += BoundedReportOutput.utf8Length(l.text()) + 32;
                        }
                        if (bytes > maxBytes) {
                            throw new ReportLimitException("the log lines within \u00b1" + window + " frames of frame "
                                    + report.firstDivergentFrame() + " would be more than "
                                    + String.format("%,d", maxBytes) + " bytes (limit report.maxBytes), reached in "
                                    + log.path() + " at line " + (k + 1) + ": give a smaller --window");
                        }
                        for (LogLine l : read) {
                            if (isCut(index, l)) {
                                cut++;
                                firstCut = firstCut == 0 ? l.lineNumber() + 1 : firstCut;
                            }
                        }
                        lines.addAll(read);
                    }
                    truncated = take < j - i;
                    i = j;
                }
            }
            out.add(new LogExcerpt(log.path().getFileName().toString(), log.peer(), lines, truncated, inWindow, cut,
                    firstCut));
        }
        return out;
    }

    /**
     * @return whether {@code l}, read with {@link #MAX_LINE_BYTES}, was cut: it ends with the mark and reads
     *         otherwise with a larger cap (a line that holds the mark's words itself is not taken for a cut one)
     */
    private static boolean isCut(LogIndex index, LogLine l) throws LogReadException {
        return CUT_MARK.matcher(l.text()).find()
                && !index.readLines(l.lineNumber(), 1, MAX_LINE_BYTES + 1).get(0).text().equals(l.text());
    }

    /**
     * @param window events within ± this many frames of the divergent frame are listed (none when in sync; the
     *               counts of all are always given: a 30-minute session has hundreds of thousands)
     * @return the report as one JSON object (no log lines): what {@code desync DIR --json} prints
     */
    public static String json(SessionDesyncReport report, int window) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        try {
            writeJson(report, null, window, out);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return out.toString(java.nio.charset.StandardCharsets.UTF_8);
    }

    /**
     * Writes the report as JSON.
     *
     * @param excerpts the log lines to include as {@code logLines}, or null for none
     * @param window   events within ± this many frames of the divergent frame are listed (all when the window is
     *                 {@link Integer#MAX_VALUE}; none when in sync otherwise); counts are always given
     * @param out      receives UTF-8; not closed
     */
    public static void writeJson(SessionDesyncReport report, List<LogExcerpt> excerpts, int window, OutputStream out)
            throws IOException {
        writeJson(report, excerpts, window, null, out);
    }

    /**
     * Writes the report as JSON, with a real netgame's rebuild as the field {@code rebuild} (docs/reconstruct.md:
     * its verdict, what was compared per peer, every correction).
     *
     * @param rebuild the rebuilt netgame, or null
     * @see #writeJson(SessionDesyncReport, List, int, OutputStream)
     */
    public static void writeJson(SessionDesyncReport report, List<LogExcerpt> excerpts, int window,
                                 NetgameRebuild rebuild, OutputStream out) throws IOException {
        DesyncReport d = report.desync();
        OutputStream bounded = BoundedReportOutput.stream(out, maxBytes(), "JSON report");
        try (JsonGenerator json = JsonOutput.factory().createGenerator(bounded, JsonEncoding.UTF8)) {
            json.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
            json.writeStartObject();
            json.writeStringField("verdict", report.verdict().text());
            json.writeBooleanField("inSync", report.inSync());
            json.writeNumberField("firstDivergentFrame", d.firstDivergentFrame());
            json.writeNumberField("lastMatchingFrame", d.lastMatchingFrame());
            json.writeStringField("checksumA", hex(d.checksumA()));
            json.writeStringField("checksumB", hex(d.checksumB()));
            json.writeArrayFieldStart("fields");
            for (FieldDiff f : d.fields()) {
                json.writeTree(FieldDiffJson.node(f));
            }
            json.writeEndArray();
            json.writeArrayFieldStart("moveDifferences");
            for (MoveDifference m : d.moveDifferences()) {
                json.writeStartObject();
                json.writeStringField("side", m.side() == MoveDifference.Side.ONLY_IN_A ? "A" : "B");
                move(json, m.move());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeNumberField("firstMoveDifference", d.firstMoveDifference());
            json.writeNumberField("framesCompared", d.framesCompared());
            json.writeStringField("note", d.note());
            json.writeNumberField("peer", report.peer());
            if (report.kind() == null) {
                json.writeNullField("kind");
            } else {
                json.writeStringField("kind", report.kind().text());
            }
            json.writeBooleanField("comparable", report.comparable());
            json.writeArrayFieldStart("divergences");
            for (DivergenceRun r : report.runs()) {
                json.writeStartObject();
                json.writeNumberField("peer", r.peer());
                json.writeNumberField("firstFrame", r.firstFrame());
                json.writeNumberField("lastFrame", r.lastFrame());
                json.writeStringField("kind", r.kind().text());
                json.writeArrayFieldStart("fields");
                for (String f : r.fields()) {
                    json.writeString(f);
                }
                json.writeEndArray();
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeArrayFieldStart("coverage");
            for (PeerCoverage c : report.coverage()) {
                json.writeStartObject();
                json.writeNumberField("peer", c.peer());
                json.writeStringField("role", c.role());
                json.writeBooleanField("complete", c.complete());
                json.writeNumberField("firstFrame", c.firstFrame());
                json.writeNumberField("lastFrame", c.lastFrame());
                json.writeNumberField("framesExpected", c.framesExpected());
                json.writeNumberField("framesWithData", c.framesWithData());
                json.writeNumberField("framesCompared", c.framesCompared());
                json.writeNumberField("stepsChecked", c.stepsChecked());
                json.writeNumberField("stepsUnchecked", c.stepsUnchecked());
                json.writeNumberField("skippedLines", c.skippedLines());
                json.writeArrayFieldStart("skipped");
                for (SkippedLine l : c.skipped()) {
                    json.writeStartObject();
                    json.writeStringField("file", l.file());
                    json.writeNumberField("line", l.line());
                    json.writeStringField("why", l.why());
                    json.writeEndObject();
                }
                json.writeEndArray();
                json.writeArrayFieldStart("missing");
                for (String m : c.missing()) {
                    json.writeString(m);
                }
                json.writeEndArray();
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeStringField("game", report.gameId());
            json.writeNumberField("level", report.level());
            json.writeStringField("mode", report.mode());
            json.writeObjectFieldStart("timeline");
            json.writeNumberField("firstFrame", report.firstFrame());
            json.writeNumberField("lastFrame", report.lastFrame());
            json.writeArrayFieldStart("peers");
            for (PeerTimeline t : report.timeline()) {
                json.writeStartObject();
                json.writeNumberField("peer", t.peer());
                json.writeArrayFieldStart("runs");
                for (StatusRun r : t.runs()) {
                    json.writeStartArray();
                    json.writeNumber(r.from());
                    json.writeNumber(r.to());
                    json.writeString(r.status().name());
                    json.writeEndArray();
                }
                json.writeEndArray();
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
            json.writeObjectFieldStart("eventCounts");
            for (Map.Entry<SessionEvent.Kind, Integer> e : counts(report).entrySet()) {
                json.writeNumberField(e.getKey().text(), e.getValue());
            }
            json.writeEndObject();
            json.writeArrayFieldStart("events");
            for (SessionEvent e : eventsInWindow(report, window)) {
                json.writeStartObject();
                json.writeNumberField("frame", e.frame());
                json.writeNumberField("peer", e.peer());
                json.writeStringField("kind", e.kind().text());
                json.writeNumberField("value", e.value());
                json.writeStringField("detail", e.detail());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeArrayFieldStart("movesAround");
            for (GameMove m : d.movesAround()) {
                json.writeStartObject();
                move(json, m);
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeArrayFieldStart("notes");
            for (String n : report.notes()) {
                json.writeString(n);
            }
            json.writeEndArray();
            if (excerpts != null) {
                json.writeArrayFieldStart("logLines");
                for (LogExcerpt x : excerpts) {
                    json.writeStartObject();
                    json.writeStringField("file", x.file());
                    json.writeNumberField("peer", x.peer());
                    json.writeBooleanField("truncated", x.truncated());
                    json.writeNumberField("linesInWindow", x.linesInWindow());
                    json.writeNumberField("linesCut", x.linesCut());
                    json.writeArrayFieldStart("lines");
                    for (LogLine l : x.lines()) {
                        json.writeStartObject();
                        json.writeNumberField("line", l.lineNumber() + 1);
                        json.writeNumberField("type", l.typeId());
                        json.writeNumberField("player", l.player());
                        json.writeNumberField("frame", l.frame());
                        json.writeStringField("text", l.text());
                        json.writeEndObject();
                    }
                    json.writeEndArray();
                    json.writeEndObject();
                }
                json.writeEndArray();
            }
            if (rebuild != null) {
                RebuildReportSection.json(rebuild, json);
            }
            json.writeEndObject();
        }
    }

    /**
     * Writes the self-contained HTML page.
     *
     * @param title    the page title (e.g. the session folder's name)
     * @param excerpts the log lines of every peer within the window ({@link #excerpts})
     * @param window   the window, frames (shown in the headings)
     * @param out      receives the page in chunks of about {@value BoundedReportOutput#CHUNK} characters; flushed,
     *                 not closed
     * @throws ReportLimitException if the page would be larger than {@link #maxBytes()} ({@code report.maxBytes})
     */
    public static void writeHtml(SessionDesyncReport report, String title, List<LogExcerpt> excerpts, int window,
                                 Writer out) throws IOException {
        writeHtml(report, title, excerpts, window, null, out);
    }

    /**
     * Writes the self-contained HTML page with a section on a real netgame's rebuild (its verdict, its corrections
     * per client, those that differ from the status rows, the largest with their explanations).
     *
     * @param rebuild the rebuilt netgame, or null
     * @see #writeHtml(SessionDesyncReport, String, List, int, Writer)
     */
    public static void writeHtml(SessionDesyncReport report, String title, List<LogExcerpt> excerpts, int window,
                                 NetgameRebuild rebuild, Writer out) throws IOException {
        DesyncReport d = report.desync();
        BoundedReportOutput.Page page = new BoundedReportOutput.Page(out, maxBytes(), "HTML report");
        StringBuilder h = page.text();
        h.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>Desync report: ")
                .append(esc(title)).append("</title>\n<style>\n")
                .append("body{font-family:system-ui,sans-serif;margin:1.5em;color:#222;background:#fff}\n")
                .append("h1{font-size:1.4em}h2{font-size:1.15em;margin-top:1.6em;border-bottom:1px solid #ccc}\n")
                .append("table{border-collapse:collapse;font-size:.9em}td,th{border:1px solid #ccc;padding:2px 6px;")
                .append("text-align:left}th{background:#f0f0f0}td.n{text-align:right;font-family:monospace}\n")
                .append(".verdict{font-size:1.1em;padding:.6em;border-radius:4px}.bad{background:#fde2e2}")
                .append(".good{background:#e2f5e2}.none{background:#eee}\n")
                .append("pre{font-size:.8em;background:#f8f8f8;padding:.5em;overflow-x:auto}")
                .append("mark{background:#ffe08a}tr.at td{background:#ffe08a}\n")
                .append("</style></head><body>\n");
        h.append("<h1>Desync report: ").append(esc(title)).append("</h1>\n");
        String cls = switch (report.verdict()) {
            case IN_SYNC -> "good";
            case DESYNC -> "bad";
            default -> "none";
        };
        h.append("<p class=\"verdict ").append(cls).append("\">");
        if (report.verdict() == Verdict.NOT_COMPARABLE) {
            h.append("<b>Not comparable.</b> ");
        } else if (report.verdict() == Verdict.INCOMPLETE) {
            h.append("<b>Incomplete: not proven in sync.</b> ");
        } else if (report.inSync()) {
            h.append("<b>In sync.</b> ");
        } else {
            h.append("<b>Desync at frame ").append(d.firstDivergentFrame()).append("</b>, ")
                    .append(report.peer() == 0 ? "server" : "client " + report.peer()).append(", ")
                    .append(esc(report.kind().text())).append(". ");
        }
        h.append(esc(d.note())).append("</p>\n");
        h.append("<p>Game ").append(esc(String.valueOf(report.gameId()))).append(", level ").append(report.level())
                .append(report.mode() == null ? "" : ", mode " + esc(report.mode())).append(", frames ")
                .append(report.firstFrame()).append("–").append(report.lastFrame()).append(", ")
                .append(d.framesCompared()).append(" peer frames compared.</p>\n");
        for (String n : report.notes()) {
            h.append("<p><i>").append(esc(n)).append("</i></p>\n");
        }
        h.append("<h2>Timeline</h2>\n");
        timelineSvg(report, h);
        page.pass();
        divergencesHtml(report, h);
        page.pass();
        coverageHtml(report, h);
        page.pass();
        h.append("<h2>Differing fields</h2>\n");
        if (d.fields().isEmpty()) {
            h.append("<p>").append(report.inSync() ? "None: the session is in sync." : !report.diverged()
                    ? "None: no divergence was found." : "No field comparison (see the note above).").append("</p>\n");
        } else {
            h.append("<p>A = ").append(report.peer() == 0 ? "a straight replay of the server's moves" : "the server")
                    .append(", B = ").append(report.peer() == 0 ? "the server" : "client " + report.peer())
                    .append(", at frame ").append(d.firstDivergentFrame()).append(". Checksums A ")
                    .append(hex(d.checksumA())).append(", B ").append(hex(d.checksumB())).append(".</p>\n");
            h.append("<table><tr><th>field</th><th>A</th><th>B</th><th>unit</th><th>B − A</th><th>A bits</th>"
                    + "<th>B bits</th></tr>\n");
            for (FieldDiff f : d.fields()) {
                StateField field = f.field();
                h.append("<tr><td>").append(esc(f.path())).append("</td><td class=\"n\">")
                        .append(esc(ExactValues.text(field, f.valueA()))).append("</td><td class=\"n\">")
                        .append(esc(ExactValues.text(field, f.valueB()))).append("</td><td>")
                        .append(esc(ExactValues.unit(field))).append("</td><td class=\"n\">")
                        .append(esc(ExactValues.difference(field, f.valueA(), f.valueB())))
                        .append("</td><td class=\"n\"><code>").append(ExactValues.bits(field, f.valueA()))
                        .append("</code></td><td class=\"n\"><code>").append(ExactValues.bits(field, f.valueB()))
                        .append("</code></td></tr>\n");
            }
            h.append("</table>\n");
        }
        h.append("<h2>Moves around the frame</h2>\n");
        if (d.movesAround().isEmpty()) {
            h.append("<p>No recorded moves near the frame").append(!report.diverged() ? " (no divergence)" : "").append(".</p>\n");
        } else {
            h.append("<p>The server's recorded moves (frame,type,data1,data2) near frame ")
                    .append(d.firstDivergentFrame()).append("; rows at that frame are marked.</p>\n")
                    .append("<table><tr><th>frame</th><th>type</th><th>data1</th><th>data2</th></tr>\n");
            for (GameMove m : d.movesAround()) {
                h.append(m.frame() == d.firstDivergentFrame() ? "<tr class=\"at\">" : "<tr>");
                h.append("<td class=\"n\">").append(m.frame()).append("</td><td class=\"n\">").append(m.type())
                        .append("</td><td class=\"n\">").append(m.data1()).append("</td><td class=\"n\">")
                        .append(m.data2()).append("</td></tr>\n");
                page.pass();
            }
            h.append("</table>\n");
        }
        if (!d.moveDifferences().isEmpty()) {
            h.append("<p>Moves of client ").append(report.peer()).append(" that differ (A = the server's .gm, B = "
                    + "the client's own .gm):</p>\n<table><tr><th>only in</th><th>frame</th><th>type</th>"
                    + "<th>data1</th><th>data2</th></tr>\n");
            for (MoveDifference m : d.moveDifferences()) {
                GameMove g = m.move();
                h.append("<tr><td>").append(m.side() == MoveDifference.Side.ONLY_IN_A ? "A" : "B")
                        .append("</td><td class=\"n\">").append(g.frame()).append("</td><td class=\"n\">")
                        .append(g.type()).append("</td><td class=\"n\">").append(g.data1())
                        .append("</td><td class=\"n\">").append(g.data2()).append("</td></tr>\n");
                page.pass();
            }
            h.append("</table>\n");
        }
        h.append("<h2>Log lines within ±").append(window).append(" frames</h2>\n");
        if (excerpts.isEmpty()) {
            h.append("<p>").append(!report.diverged() ? "No divergent frame, so no excerpt." : "No text logs.")
                    .append("</p>\n");
        }
        for (LogExcerpt x : excerpts) {
            h.append("<h3>").append(x.peer() == 0 ? "server" : x.peer() > 0 ? "client " + x.peer() : "peer ?")
                    .append(": ").append(esc(x.file())).append(" (")
                    .append(x.truncated() ? String.format(Locale.ROOT, "the first %,d of %,d lines: limit "
                            + "report.maxLinesPerLog", x.lines().size(), x.linesInWindow())
                            : x.lines().size() + " lines")
                    .append(x.linesCut() > 0 ? String.format(Locale.ROOT, "; %,d cut after %,d bytes: limit "
                            + "report.maxLineBytes", x.linesCut(), MAX_LINE_BYTES) : "")
                    .append(")</h3>\n<pre>");
            for (LogLine l : x.lines()) {
                String text = "[" + l.typeId() + "][" + l.player() + "][" + l.frame() + "]" + l.text();
                if (!l.tagged()) {
                    text = l.text();
                }
                boolean at = l.frame() == d.firstDivergentFrame();
                h.append(at ? "<mark>" : "").append(esc(text)).append(at ? "</mark>" : "").append('\n');
                page.pass();
            }
            h.append("</pre>\n");
        }
        if (rebuild != null) {
            RebuildReportSection.html(rebuild, report.firstFrame(), report.lastFrame(), h);
        }
        h.append("<h2>Events</h2>\n<table><tr><th>kind</th><th>count</th></tr>\n");
        for (Map.Entry<SessionEvent.Kind, Integer> e : counts(report).entrySet()) {
            h.append("<tr><td>").append(e.getKey().text()).append("</td><td class=\"n\">").append(e.getValue())
                    .append("</td></tr>\n");
        }
        h.append("</table>\n<p><small>Written by netreplay (export report). Rules: docs/desync.md.</small></p>\n")
                .append("</body></html>\n");
        page.finish();
    }

    /** The timeline: one row per peer, runs coloured by status, event ticks, the divergent frame marked. */
    static void timelineSvg(SessionDesyncReport report, StringBuilder h) {
        int width = 900;
        int left = 70;
        int rowH = 18;
        int rows = report.timeline().size();
        if (rows == 0) {
            h.append("<p>No timeline: nothing was compared.</p>\n");
            return;
        }
        int first = report.firstFrame();
        int last = Math.max(report.lastFrame(), first);
        double scale = (width - left - 10) / (double) (last - first + 1);
        int height = rows * (rowH + 6) + 30;
        h.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width).append("\" height=\"")
                .append(height).append("\" viewBox=\"0 0 ").append(width).append(' ').append(height)
                .append("\" role=\"img\" aria-label=\"desync timeline\">\n");
        for (int i = 0; i < rows; i++) {
            PeerTimeline t = report.timeline().get(i);
            int y = 5 + i * (rowH + 6);
            h.append("<text x=\"2\" y=\"").append(y + 13).append("\" font-size=\"12\">")
                    .append(t.peer() == 0 ? "server" : "client " + t.peer()).append("</text>\n");
            int columns = width - left - 10;
            byte[] col = new byte[columns];
            for (StatusRun r : t.runs()) {
                int c0 = (int) Math.floor((r.from() - first) * scale);
                int c1 = (int) Math.floor((r.to() - first) * scale);
                for (int c = Math.max(0, c0); c <= Math.min(columns - 1, c1); c++) {
                    col[c] = (byte) Math.max(col[c], priority(r.status()));
                }
            }
            int c = 0;
            while (c < columns) {
                int e = c;
                while (e + 1 < columns && col[e + 1] == col[c]) {
                    e++;
                }
                FrameStatus st = col[c] == 2 ? FrameStatus.DIVERGED : col[c] == 1 ? FrameStatus.IN_SYNC
                        : FrameStatus.NO_DATA;
                int f0 = first + (int) Math.ceil(c / scale);
                int f1 = Math.min(last, first + (int) Math.ceil((e + 1) / scale) - 1);
                h.append("<rect x=\"").append(left + c).append("\" y=\"").append(y).append("\" width=\"")
                        .append(e - c + 1).append("\" height=\"").append(rowH).append("\" fill=\"")
                        .append(colour(st)).append("\"><title>").append(st).append(' ').append(f0).append('–')
                        .append(Math.max(f0, f1)).append("</title></rect>\n");
                c = e + 1;
            }
            boolean[] tick = new boolean[columns];
            for (SessionEvent ev : report.events()) {
                if (ev.peer() == t.peer() && ev.frame() >= first && ev.frame() <= last
                        && ev.kind() != SessionEvent.Kind.LOCAL_CORRECTION
                        && ev.kind() != SessionEvent.Kind.REMOTE_CORRECTION) {
                    int x = Math.min(columns - 1, (int) ((ev.frame() - first + 0.5) * scale));
                    if (!tick[x]) {
                        tick[x] = true;
                        h.append("<line x1=\"").append(left + x).append("\" x2=\"").append(left + x)
                                .append("\" y1=\"").append(y + rowH - 5).append("\" y2=\"").append(y + rowH)
                                .append("\" stroke=\"#333\" stroke-opacity=\"0.45\"/>\n");
                    }
                }
            }
        }
        if (report.diverged()) {
            double x = left + (report.firstDivergentFrame() - first + 0.5) * scale;
            h.append("<line x1=\"").append(fmt(x)).append("\" x2=\"").append(fmt(x)).append("\" y1=\"0\" y2=\"")
                    .append(height - 22).append("\" stroke=\"#b00\" stroke-width=\"1.5\"/>\n<text x=\"")
                    .append(fmt(Math.min(x + 3, width - 120))).append("\" y=\"").append(height - 8)
                    .append("\" font-size=\"12\" fill=\"#b00\">frame ").append(report.firstDivergentFrame())
                    .append("</text>\n");
        }
        h.append("<text x=\"").append(left).append("\" y=\"").append(height - 8).append("\" font-size=\"11\">")
                .append(first).append("</text>\n<text x=\"").append(width - 60).append("\" y=\"").append(height - 8)
                .append("\" font-size=\"11\">").append(last).append("</text>\n</svg>\n")
                .append("<p><small>green: in sync, red: diverged, grey: no data; ticks: rewinds, jumps, late cdats, "
                        + "rejected difs.</small></p>\n");
    }

    /** Every divergence run, one row each. */
    private static void divergencesHtml(SessionDesyncReport report, StringBuilder h) {
        if (report.runs().isEmpty()) {
            return;
        }
        h.append("<h2>Divergences (").append(report.runs().size()).append(")</h2>\n")
                .append("<table><tr><th>peer</th><th>first frame</th><th>last frame</th><th>kind</th>")
                .append("<th>fields</th></tr>\n");
        for (DivergenceRun r : report.runs()) {
            h.append("<tr><td>").append(r.peer() == 0 ? "server" : "client " + r.peer()).append("</td><td class=\"n\">")
                    .append(r.firstFrame()).append("</td><td class=\"n\">").append(r.lastFrame()).append("</td><td>")
                    .append(esc(r.kind().text())).append("</td><td>").append(esc(String.join(", ", r.fields())))
                    .append("</td></tr>\n");
        }
        h.append("</table>\n");
    }

    /** What was compared per peer, and what is missing. */
    private static void coverageHtml(SessionDesyncReport report, StringBuilder h) {
        if (report.coverage().isEmpty()) {
            return;
        }
        h.append("<h2>Coverage</h2>\n<table><tr><th>peer</th><th>frames</th><th>expected</th><th>with data</th>")
                .append("<th>compared</th><th>steps re-simulated</th><th>lines skipped</th><th>missing</th></tr>\n");
        for (PeerCoverage c : report.coverage()) {
            h.append("<tr><td>").append(c.peer() == 0 ? "server" : "client " + c.peer()).append("</td><td>")
                    .append(c.firstFrame()).append("–").append(c.lastFrame()).append("</td><td class=\"n\">")
                    .append(c.framesExpected()).append("</td><td class=\"n\">").append(c.framesWithData())
                    .append("</td><td class=\"n\">").append(c.framesCompared()).append("</td><td class=\"n\">")
                    .append(c.stepsChecked()).append("</td><td class=\"n\">").append(c.skippedLines())
                    .append("</td><td>").append(esc(String.join("; ", c.missing()))).append("</td></tr>\n");
        }
        h.append("</table>\n");
    }

    /** a pixel column shows its worst frame: diverged over in sync over no data */
    private static int priority(FrameStatus s) {
        return s == FrameStatus.DIVERGED ? 2 : s == FrameStatus.IN_SYNC ? 1 : 0;
    }

    private static String colour(FrameStatus s) {
        return switch (s) {
            case IN_SYNC -> "#5cb85c";
            case DIVERGED -> "#d9534f";
            case NO_DATA -> "#cccccc";
        };
    }

    private static Map<SessionEvent.Kind, Integer> counts(SessionDesyncReport report) {
        Map<SessionEvent.Kind, Integer> counts = new EnumMap<>(SessionEvent.Kind.class);
        for (SessionEvent.Kind k : SessionEvent.Kind.values()) {
            counts.put(k, 0);
        }
        for (SessionEvent e : report.events()) {
            counts.merge(e.kind(), 1, Integer::sum);
        }
        return counts;
    }

    private static List<SessionEvent> eventsInWindow(SessionDesyncReport report, int window) {
        if (window == Integer.MAX_VALUE) {
            return report.events();
        }
        if (!report.diverged()) {
            return List.of();
        }
        int f = report.firstDivergentFrame();
        return report.events().stream().filter(e -> e.frame() >= f - window && e.frame() <= f + window).toList();
    }

    private static void move(JsonGenerator json, GameMove m) throws IOException {
        json.writeNumberField("frame", m.frame());
        json.writeNumberField("type", m.type());
        json.writeNumberField("data1", m.data1());
        json.writeNumberField("data2", m.data2());
    }

    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%.2f", v);
    }

    private static String hex(int v) {
        return String.format("0x%08x", v);
    }

    /** @return whether {@code c} is a control (DEL, C1), format (bidi, zero-width) or line/paragraph separator */
    private static boolean invisible(char c) {
        return switch (Character.getType(c)) {
            case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR -> true;
            default -> false;
        };
    }

    /**
     * @return text safe inside HTML elements (C0 controls become U+FFFD; DEL, C1, format characters such as the bidi
     *         overrides and zero-width characters, and line separators are shown as a backslash, {@code u} and
     *         four hex digits)
     */
    static String esc(String s) {
        StringBuilder b = new StringBuilder(s.length() + 16);
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<' -> b.append("&lt;");
                case '>' -> b.append("&gt;");
                case '&' -> b.append("&amp;");
                case '"' -> b.append("&quot;");
                case '\'' -> b.append("&#39;");
                default -> {
                    if (c < 0x20 && c != '\t') {
                        b.append('\uFFFD');
                    } else if (invisible(c)) {
                        // a bidi override or zero-width character would change how the shared page reads
                        b.append("\\u").append(String.format("%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.toString();
    }
}

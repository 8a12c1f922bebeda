package org.netreplay.session.export;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import org.netreplay.session.rebuild.CorrectionEvent;
import org.netreplay.session.rebuild.NetgameRebuild;

/**
 * The desync report's section on a real netgame rebuilt from its logs (docs/reconstruct.md): the verdict and what
 * was compared per peer; per client its corrections counted by size with a strip of them along the frames, every
 * correction that differs from the server's status rows, and the largest ones with their explanations. The JSON
 * holds every correction.
 */
final class RebuildReportSection {
    /** A correction this large or larger is counted as large, px. */
    static final double LARGE_PX = 50;
    /** The largest corrections listed per client. */
    static final int LARGEST = 15;
    /** Mismatches listed in the HTML (all are in the JSON). */
    static final int MISMATCHES = 200;

    private RebuildReportSection() {
    }

    /** Appends the section (an {@code h2} and its content). */
    static void html(NetgameRebuild rebuild, int firstFrame, int lastFrame, StringBuilder h) {
        h.append("<h2>Real netgame rebuilt from its logs</h2>\n");
        String cls = rebuild.verified() ? "good" : rebuild.recording().isEmpty() ? "none" : "bad";
        h.append("<p class=\"verdict ").append(cls).append("\">").append(esc(rebuild.verdict())).append("</p>\n");
        if (!rebuild.recording().isEmpty()) {
            h.append("<p>Server recording used: ").append(esc(rebuild.recording())).append(".</p>\n");
        }
        if (!rebuild.proofLines().isEmpty()) {
            h.append("<ul>\n");
            for (String line : rebuild.proofLines()) {
                h.append("<li>").append(esc(line)).append("</li>\n");
            }
            h.append("</ul>\n");
        }
        if (rebuild.corrections().isEmpty()) {
            h.append("<p>No corrections (no client log was rebuilt).</p>\n");
            return;
        }
        h.append("<h3>Corrections</h3>\n<p>Every state dif a client applied, with how far it moved a player when it "
                + "replaced the client's prediction (lcor: its own player, rcor: the remote player moved most, px). "
                + "Matched: a status row of the server logged the same numbers; unchecked: no status row carried "
                + "them.</p>\n");
        h.append("<table><tr><th>client</th><th>difs applied</th><th>moved a player</th><th>≥ ")
                .append(fmt(LARGE_PX)).append(" px</th><th>largest</th><th>matched</th><th>unchecked</th>")
                .append("<th>differ from the status row</th></tr>\n");
        for (int p : rebuild.clients()) {
            List<CorrectionEvent> mine = rebuild.corrections(p);
            CorrectionEvent largest = mine.stream().max(Comparator.comparingDouble(CorrectionEvent::size)).orElseThrow();
            h.append("<tr><td>client ").append(p).append("</td><td class=\"n\">").append(mine.size())
                    .append("</td><td class=\"n\">").append(mine.stream().filter(c -> c.size() >= 0.05).count())
                    .append("</td><td class=\"n\">").append(mine.stream().filter(c -> c.size() >= LARGE_PX).count())
                    .append("</td><td class=\"n\">").append(fmt(largest.size())).append(" px at frame ")
                    .append(largest.frame()).append("</td><td class=\"n\">").append(count(mine, CorrectionEvent.MATCHED))
                    .append("</td><td class=\"n\">").append(count(mine, CorrectionEvent.UNCHECKED))
                    .append("</td><td class=\"n\">").append(count(mine, CorrectionEvent.MISMATCH)).append("</td></tr>\n");
        }
        h.append("</table>\n");
        strip(rebuild, firstFrame, lastFrame, h);
        List<CorrectionEvent> mismatches = rebuild.corrections().stream()
                .filter(c -> CorrectionEvent.MISMATCH.equals(c.proof())).toList();
        if (!mismatches.isEmpty()) {
            h.append("<h3>Corrections that differ from the status rows</h3>\n");
            table(mismatches.subList(0, Math.min(MISMATCHES, mismatches.size())), h);
            if (mismatches.size() > MISMATCHES) {
                h.append("<p>… and ").append(mismatches.size() - MISMATCHES).append(" more (all in the JSON).</p>\n");
            }
        }
        for (int p : rebuild.clients()) {
            h.append("<h3>Client ").append(p).append(": the largest corrections</h3>\n");
            table(rebuild.corrections(p).stream().sorted(Comparator.comparingDouble(CorrectionEvent::size).reversed()
                    .thenComparingInt(CorrectionEvent::frame)).limit(LARGEST).toList(), h);
        }
    }

    private static long count(List<CorrectionEvent> list, String proof) {
        return list.stream().filter(c -> c.proof().equals(proof)).count();
    }

    private static void table(List<CorrectionEvent> rows, StringBuilder h) {
        h.append("<table><tr><th>client</th><th>frame</th><th>dif</th><th>re-simulated</th><th>lcor px</th>")
                .append("<th>rcor px</th><th>status row</th><th>why (the moves the logs name)</th></tr>\n");
        for (CorrectionEvent c : rows) {
            h.append(CorrectionEvent.MISMATCH.equals(c.proof()) ? "<tr class=\"at\">" : "<tr>")
                    .append("<td>").append(c.peer()).append("</td><td class=\"n\">").append(c.frame())
                    .append("</td><td>s:").append(c.src()).append(" d:").append(c.dst()).append("</td><td class=\"n\">")
                    .append(c.rewound()).append("</td><td class=\"n\">").append(fmt(c.lcor()))
                    .append("</td><td class=\"n\">").append(fmt(c.rcor())).append("</td><td>").append(esc(c.proof()))
                    .append("</td><td>").append(esc(c.explanation().isEmpty() ? "—" : String.join("; ", c.explanation())))
                    .append("</td></tr>\n");
        }
        h.append("</table>\n");
    }

    /** One row per client: a tick per correction, coloured by size; magenta for a mismatch. */
    private static void strip(NetgameRebuild rebuild, int firstFrame, int lastFrame, StringBuilder h) {
        int width = 900;
        int left = 60;
        int row = 16;
        List<Integer> clients = rebuild.clients();
        int first = Math.min(firstFrame, rebuild.corrections().get(0).frame());
        int last = Math.max(lastFrame, rebuild.corrections().get(rebuild.corrections().size() - 1).frame());
        double scale = (width - left - 10) / (double) Math.max(1, last - first + 1);
        h.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"").append(width).append("\" height=\"")
                .append(clients.size() * row + 22).append("\" font-family=\"sans-serif\" font-size=\"11\">\n");
        for (int i = 0; i < clients.size(); i++) {
            int y = i * row + 2;
            h.append("<text x=\"2\" y=\"").append(y + 11).append("\">corr c").append(clients.get(i)).append("</text>")
                    .append("<rect x=\"").append(left).append("\" y=\"").append(y).append("\" width=\"")
                    .append(width - left - 10).append("\" height=\"").append(row - 3).append("\" fill=\"#f3f3f3\"/>\n");
            for (CorrectionEvent c : rebuild.corrections(clients.get(i))) {
                if (c.size() < 0.05 && !CorrectionEvent.MISMATCH.equals(c.proof())) {
                    continue;
                }
                double x = left + (c.frame() - first + 0.5) * scale;
                h.append("<rect x=\"").append(fmt(x)).append("\" y=\"").append(y).append("\" width=\"1\" height=\"")
                        .append(row - 3).append("\" fill=\"").append(colour(c)).append("\"><title>frame ")
                        .append(c.frame()).append(": lcor ").append(fmt(c.lcor())).append(" px, rcor ")
                        .append(fmt(c.rcor())).append(" px (").append(c.proof()).append(")</title></rect>\n");
            }
        }
        int y = clients.size() * row + 16;
        h.append("<text x=\"").append(left).append("\" y=\"").append(y).append("\">frame ").append(first)
                .append("</text><text x=\"").append(width - 10).append("\" y=\"").append(y)
                .append("\" text-anchor=\"end\">").append(last).append("</text>\n");
        h.append("</svg>\n<p><small>Green under 10 px, yellow under 50, orange under 100, red from 100 px; magenta: "
                + "differs from the status row.</small></p>\n");
    }

    private static String colour(CorrectionEvent c) {
        if (CorrectionEvent.MISMATCH.equals(c.proof())) {
            return "#e000d0";
        }
        double s = c.size();
        return s < 10 ? "#2e9a47" : s < 50 ? "#c9a800" : s < 100 ? "#e07000" : "#d93025";
    }

    /** Writes the field {@code rebuild} (every correction). */
    static void json(NetgameRebuild rebuild, JsonGenerator json) throws IOException {
        json.writeObjectFieldStart("rebuild");
        json.writeStringField("recording", rebuild.recording());
        json.writeBooleanField("verified", rebuild.verified());
        json.writeStringField("verdict", rebuild.verdict());
        json.writeArrayFieldStart("proof");
        for (String line : rebuild.proofLines()) {
            json.writeString(line);
        }
        json.writeEndArray();
        json.writeArrayFieldStart("corrections");
        for (CorrectionEvent c : rebuild.corrections()) {
            json.writeStartObject();
            json.writeNumberField("peer", c.peer());
            json.writeNumberField("frame", c.frame());
            json.writeNumberField("src", c.src());
            json.writeNumberField("dst", c.dst());
            json.writeNumberField("rewound", c.rewound());
            json.writeNumberField("lcor", PerfettoTrace.px(c.lcor()));
            json.writeNumberField("rcor", PerfettoTrace.px(c.rcor()));
            json.writeStringField("proof", c.proof());
            json.writeArrayFieldStart("explanation");
            for (String s : c.explanation()) {
                json.writeString(s);
            }
            json.writeEndArray();
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeEndObject();
    }

    private static String fmt(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    private static String esc(String s) {
        return DesyncReportExport.esc(s);
    }
}

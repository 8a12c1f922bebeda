package org.netreplay.session.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.netreplay.session.rebuild.CorrectionEvent;
import org.netreplay.session.rebuild.NetgameRebuild;

/**
 * The rebuilt netgame's section at its edges, against values worked out by hand: frames 0–829 on the 830-pixel strip
 * (one pixel per frame, a tick at 60 + frame + 0.5), each size band's colour at its bounds, the sizes that are drawn,
 * counted and ranked, the verdict's colour and the cap on listed mismatches.
 */
class RebuildReportStripTest {
    private static CorrectionEvent c3(int frame, double lcor) {
        return new CorrectionEvent(3, frame, frame - 2, frame - 1, 1, lcor, 0, CorrectionEvent.MATCHED, List.of());
    }

    private final NetgameRebuild rebuild = new NetgameRebuild("server/a.gm", false, "NOT verified.", List.of(),
            List.of(new CorrectionEvent(2, 100, 98, 99, 1, 0, 0, CorrectionEvent.UNCHECKED, List.of()),
                    new CorrectionEvent(2, 110, 108, 109, 1, 1.8, 64.2, CorrectionEvent.MATCHED, List.of("p1")),
                    new CorrectionEvent(2, 120, 118, 119, 2, 0, 7.5, CorrectionEvent.MISMATCH, List.of()),
                    c3(130, 120.04), c3(140, 9.99), c3(150, 10), c3(160, 50), c3(170, 100), c3(180, 0.05),
                    c3(190, 0.04)));

    private String html(NetgameRebuild r) {
        StringBuilder h = new StringBuilder();
        RebuildReportSection.html(r, 0, 829, h);
        return h.toString();
    }

    @Test
    void eachCorrectionIsATickColouredByItsSizeBand() {
        String page = html(rebuild);
        assertThat(page).contains("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"900\" height=\"54\" "
                        + "font-family=\"sans-serif\" font-size=\"11\">\n")
                .contains("<text x=\"2\" y=\"13\">corr c2</text><rect x=\"60\" y=\"2\" width=\"830\" height=\"13\" "
                        + "fill=\"#f3f3f3\"/>\n")
                .contains("<text x=\"2\" y=\"29\">corr c3</text><rect x=\"60\" y=\"18\" width=\"830\"")
                .contains("<rect x=\"170.5\" y=\"2\" width=\"1\" height=\"13\" fill=\"#e07000\"><title>frame 110: "
                        + "lcor 1.8 px, rcor 64.2 px (matched)</title></rect>\n")
                .contains("<rect x=\"180.5\" y=\"2\" width=\"1\" height=\"13\" fill=\"#e000d0\"><title>frame 120: "
                        + "lcor 0.0 px, rcor 7.5 px (mismatch)</title></rect>\n")
                .contains("<rect x=\"190.5\" y=\"18\" width=\"1\" height=\"13\" fill=\"#d93025\">")
                .contains("<rect x=\"200.5\" y=\"18\" width=\"1\" height=\"13\" fill=\"#2e9a47\">")
                .contains("<rect x=\"210.5\" y=\"18\" width=\"1\" height=\"13\" fill=\"#c9a800\">")
                .contains("<rect x=\"220.5\" y=\"18\" width=\"1\" height=\"13\" fill=\"#e07000\">")
                .contains("<rect x=\"230.5\" y=\"18\" width=\"1\" height=\"13\" fill=\"#d93025\">")
                .contains("<rect x=\"240.5\" y=\"18\" width=\"1\" height=\"13\" fill=\"#2e9a47\">")
                .contains("<text x=\"60\" y=\"48\">frame 0</text><text x=\"890\" y=\"48\" text-anchor=\"end\">829"
                        + "</text>\n");
        assertThat(page).as("no tick under 0.05 px unless it differs from its status row")
                .doesNotContain("<title>frame 100:").doesNotContain("<title>frame 190:");
    }

    @Test
    void eachClientsCorrectionsAreCountedAndRankedBySize() {
        String page = html(rebuild);
        assertThat(page).contains("<tr><td>client 3</td><td class=\"n\">7</td><td class=\"n\">6</td>"
                + "<td class=\"n\">3</td><td class=\"n\">120.0 px at frame 130</td><td class=\"n\">7</td>"
                + "<td class=\"n\">0</td><td class=\"n\">0</td></tr>\n");
        String largest = page.substring(page.indexOf("<h3>Client 3: the largest corrections</h3>"));
        List<Integer> at = new ArrayList<>();
        for (int frame : new int[] {130, 170, 160, 150, 140, 180, 190}) {
            at.add(largest.indexOf("<td class=\"n\">" + frame + "</td>"));
        }
        assertThat(at).doesNotContain(-1).isSorted();
        assertThat(largest).contains("<tr><td>3</td><td class=\"n\">130</td><td>s:128 d:129</td><td class=\"n\">1"
                + "</td><td class=\"n\">120.0</td><td class=\"n\">0.0</td><td>matched</td><td>—</td></tr>\n");
        assertThat(page).contains("<p>Server recording used: server/a.gm.</p>\n").doesNotContain("<ul>");
    }

    @Test
    void theVerdictsColourAndTheSectionWithoutCorrections() {
        assertThat(html(new NetgameRebuild("", false, "not rebuilt", List.of(), List.of())))
                .contains("<p class=\"verdict none\">not rebuilt</p>\n")
                .contains("<p>No corrections (no client log was rebuilt).</p>\n")
                .doesNotContain("Server recording used").doesNotContain("<svg");
        assertThat(html(new NetgameRebuild("s.gm", true, "verified", List.of(), List.of(c3(5, 1)))))
                .contains("<p class=\"verdict good\">verified</p>\n")
                .doesNotContain("Corrections that differ");
    }

    @Test
    void theHtmlListsTwoHundredMismatchesAndCountsTheRest() {
        List<CorrectionEvent> many = new ArrayList<>();
        for (int f = 1; f <= 201; f++) {
            many.add(new CorrectionEvent(1, f, f - 1, f, 1, 1, 1, CorrectionEvent.MISMATCH, List.of()));
        }
        assertThat(html(new NetgameRebuild("s.gm", false, "no", List.of(), many)))
                .contains("<p>… and 1 more (all in the JSON).</p>\n");
        assertThat(html(new NetgameRebuild("s.gm", false, "no", List.of(), many.subList(0, 200))))
                .doesNotContain(" more (all in the JSON)");
    }

    @Test
    void theJsonNamesTheRecordingAndEachCorrectionsDif() throws Exception {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        try (var json = new com.fasterxml.jackson.core.JsonFactory().createGenerator(out)) {
            json.writeStartObject();
            RebuildReportSection.json(rebuild, json);
            json.writeEndObject();
        }
        var node = new com.fasterxml.jackson.databind.ObjectMapper().readTree(out.toByteArray()).get("rebuild");
        assertThat(node.get("recording").asText()).isEqualTo("server/a.gm");
        assertThat(node.get("verdict").asText()).isEqualTo("NOT verified.");
        assertThat(node.get("proof")).isEmpty();
        var second = node.get("corrections").get(1);
        assertThat(second.get("peer").asInt()).isEqualTo(2);
        assertThat(second.get("frame").asInt()).isEqualTo(110);
        assertThat(second.get("src").asInt()).isEqualTo(108);
        assertThat(second.get("dst").asInt()).isEqualTo(109);
        assertThat(second.get("rewound").asInt()).isEqualTo(1);
        assertThat(second.get("rcor").asDouble()).isEqualTo(64.2);
        assertThat(second.get("explanation").toString()).isEqualTo("[\"p1\"]");
    }
}

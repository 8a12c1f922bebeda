package org.netreplay.session.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.netreplay.session.rebuild.CorrectionEvent;
import org.netreplay.session.rebuild.NetgameRebuild;

/** The report's section on a rebuilt netgame, from corrections the test made (one differs from its status row). */
class RebuildReportSectionTest {
    private final NetgameRebuild rebuild = new NetgameRebuild("server/a.gm", false, "NOT verified: 1 of 9 numbers "
            + "compared differ.", List.of("client 2: 3/4 corrections matched."), List.of(
            new CorrectionEvent(2, 100, 98, 99, 1, 0, 0, CorrectionEvent.UNCHECKED, List.of()),
            new CorrectionEvent(2, 110, 108, 109, 1, 1.8, 64.2, CorrectionEvent.MATCHED, List.of("p1 moved")),
            new CorrectionEvent(2, 120, 118, 119, 2, 0, 7.5, CorrectionEvent.MISMATCH, List.of()),
            new CorrectionEvent(3, 130, 128, 129, 1, 120.04, 0, CorrectionEvent.MATCHED, List.of("a", "b"))));

    @Test
    void theHtmlCountsEachClientsCorrectionsAndMarksTheOneThatDiffers() {
        StringBuilder h = new StringBuilder();
        RebuildReportSection.html(rebuild, 0, 200, h);
        String page = h.toString();
        assertThat(page).contains("<p class=\"verdict bad\">NOT verified: 1 of 9 numbers compared differ.</p>")
                .contains("<li>client 2: 3/4 corrections matched.</li>");
        assertThat(page).contains("<tr><td>client 2</td><td class=\"n\">3</td><td class=\"n\">2</td>"
                + "<td class=\"n\">1</td><td class=\"n\">64.2 px at frame 110</td><td class=\"n\">1</td>"
                + "<td class=\"n\">1</td><td class=\"n\">1</td></tr>");
        assertThat(page).contains("<h3>Corrections that differ from the status rows</h3>")
                .contains("<tr class=\"at\"><td>2</td><td class=\"n\">120</td><td>s:118 d:119</td>");
        assertThat(page).contains("<td>a; b</td>").contains("fill=\"#e000d0\"");
    }

    @Test
    void theJsonHoldsEveryCorrection() throws Exception {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        try (var json = new com.fasterxml.jackson.core.JsonFactory().createGenerator(out)) {
            json.writeStartObject();
            RebuildReportSection.json(rebuild, json);
            json.writeEndObject();
        }
        var node = new com.fasterxml.jackson.databind.ObjectMapper().readTree(out.toByteArray()).get("rebuild");
        assertThat(node.get("verified").asBoolean()).isFalse();
        assertThat(node.get("corrections")).hasSize(4);
        assertThat(node.get("corrections").get(3).get("lcor").asDouble()).isEqualTo(120.04);
        assertThat(node.get("corrections").get(2).get("proof").asText()).isEqualTo("mismatch");
        assertThat(node.get("corrections").get(3).get("explanation").toString()).isEqualTo("[\"a\",\"b\"]");
    }
}

package org.netreplay.viewer.shell;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.viewer.common.ViewerPreferences;
import org.netreplay.viewer.task.DirectTaskRunner;
import org.netreplay.testdata.SampleSession;
import org.netreplay.viewer.testing.MemoryPreferences;

/**
 * A simulated session with a fault, without a window: the timeline announces the first desync and the export writes
 * the report. Expected values are the simulator's ground truth in the session's manifest (where it injected the
 * fault), not the analysis' own output.
 */
class DesyncSessionViewModelTest {
    private final Preferences node = new MemoryPreferences().node("test"); // in memory: no file lock
    private final MainViewModel model =
            new MainViewModel(new DirectTaskRunner(), LogTypeRegistry.loadDefault(), new ViewerPreferences(node));

    @AfterEach
    void removeNode() throws Exception {
        node.removeNode();
    }

    static Path corruptDif() {
        return SampleSession.folder().resolveSibling("sim-fault-corrupt-dif");
    }

    static JsonNode groundTruth() throws Exception {
        return new ObjectMapper().readTree(corruptDif().resolve("session.json").toFile()).get("groundTruth");
    }

    @Test
    void theTimelineAnnouncesTheInjectedFaultAndF7GoesThere() throws Exception {
        JsonNode truth = groundTruth();
        int frame = truth.get("firstDivergentFrame").asInt();
        model.open(List.of(corruptDif()));
        assertThat(model.timeline().summaryProperty().get()).startsWith("First desync at frame " + frame
                + " (client " + truth.get("peer").asInt() + ", client-diverged): " + truth.get("field").asText());
        assertThat(model.timeline().dataProperty().get().clients()).contains("c" + truth.get("peer").asInt());
        assertThat(model.timeline().nextDesync()).isTrue();
        assertThat(model.cursor().frame()).isEqualTo(frame);
    }

    @Test
    void theMenuExportWritesTheDesyncReportAsHtmlAndJson(@TempDir Path temp) throws Exception {
        JsonNode truth = groundTruth();
        model.open(List.of(corruptDif()));
        Path html = temp.resolve("report.html");
        assertThat(model.exportDesyncReport(html)).isTrue();
        JsonNode json = new ObjectMapper().readTree(temp.resolve("report.json").toFile());
        assertThat(json.get("firstDivergentFrame").asInt()).isEqualTo(truth.get("firstDivergentFrame").asInt());
        String page = Files.readString(html);
        assertThat(page).startsWith("<!DOCTYPE html>").contains(truth.get("field").asText())
                .contains("sim-fault-corrupt-dif");
        assertThat(model.log().noticeProperty().get()).startsWith("Desync report written (desync at frame "
                + truth.get("firstDivergentFrame").asInt());
    }

    @Test
    void withoutASessionThereIsNothingToExport(@TempDir Path temp) {
        assertThat(model.exportDesyncReport(temp.resolve("r.html"))).isFalse();
        assertThat(temp.resolve("r.html")).doesNotExist();
    }
}

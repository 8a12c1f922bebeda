package org.netreplay.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.netreplay.session.desync.SessionDesync;
import org.netreplay.session.desync.SessionDesyncReport;
import org.netreplay.session.manifest.SessionManifest.GroundTruth;
import org.netreplay.session.manifest.SessionManifests;
import org.netreplay.sim.bots.BotKind;
import org.netreplay.sim.fault.FaultSpec;
import org.netreplay.sim.net.NetworkSettings;
import org.netreplay.testdata.TestData;

/**
 * For each fault the session-folder desync analysis (the session module's, an independent
 * implementation reading only the written files) finds the manifest's ground truth; a clean, rewinding session is in
 * sync.
 */
class FaultGroundTruthTest {
    @TempDir
    Path tmp;

    private SimulationResult run(String fault, BotKind bot, Path dir) throws Exception {
        SimulationConfig.Builder b = SimulationConfig.builder().players(3).frames(900).seed(11)
                .level(3, TestData.level(3)).bot(bot, null).network(NetworkSettings.lan().withLatency(40, 10))
                .out(dir);
        if (fault != null) {
            b.fault(FaultSpec.parse(fault));
        }
        return Simulation.start(b.build()).run(Simulation.Progress.NONE);
    }

    @ParameterizedTest
    @ValueSource(strings = {"corrupt-dif@400", "rewind-skip@300", "nondeterminism@400"})
    void desyncFindsTheInjectedFaultAtItsFrameAndField(String fault) throws Exception {
        Path dir = tmp.resolve("s");
        SimulationResult r = run(fault, fault.startsWith("rewind") ? BotKind.STRESS : BotKind.SCRIPTED, dir);
        GroundTruth truth = SessionManifests.read(dir.resolve("session.json")).groundTruth();
        assertThat(truth).as("ground truth of " + fault).isNotNull();
        assertThat(r.groundTruth()).isEqualTo(truth);
        SessionDesyncReport report = SessionDesync.analyze(dir);
        assertThat(report.inSync()).as(report.note()).isFalse();
        assertThat(report.firstDivergentFrame()).isEqualTo(truth.firstDivergentFrame());
        assertThat(report.peer()).isEqualTo(truth.peer());
        assertThat(report.fields()).as(truth + " vs " + report.fields() + " " + report.note())
                .extracting(f -> f.path()).contains(truth.field());
    }

    @Test
    void aCleanSessionThatRewindsIsInSync() throws Exception {
        Path dir = tmp.resolve("clean");
        run(null, BotKind.STRESS, dir);
        SessionDesyncReport report = SessionDesync.analyze(dir);
        assertThat(report.comparable()).isTrue();
        assertThat(report.inSync()).as(report.note()).isTrue();
    }
}

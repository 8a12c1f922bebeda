package org.netreplay.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.history.MoveTimeline;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;
import org.netreplay.session.desync.SessionDesync;
import org.netreplay.session.desync.SessionDesyncReport;
import org.netreplay.session.manifest.SessionManifest;
import org.netreplay.session.manifest.SessionManifest.GroundTruth;
import org.netreplay.session.manifest.SessionManifests;
import org.netreplay.session.peerstate.PeerStateReader;
import org.netreplay.sim.bots.BotKind;
import org.netreplay.sim.fault.FaultSpec;
import org.netreplay.sim.net.NetworkSettings;
import org.netreplay.testdata.TestData;

/**
 * For each fault the session-folder desync analysis (the session module's, an independent
 * implementation reading only the written files) finds the manifest's ground truth; a clean, rewinding session is in
 * sync.
 *
 * <p>The ground truth itself is checked first, without the simulator's or the analysis's state differ: a straight
 * replay of the server's {@code .gm}, made here, against the faulty peer's stored states at the truth's frame,
 * compared byte by byte and named by the schema.
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
        assertThat(divergingFields(dir, truth)).as("the fields where peer " + truth.peer() + "'s stored states at "
                + "frame " + truth.firstDivergentFrame() + " first differ from a straight replay").contains(truth.field());
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

    /**
     * @return for each state the truth's peer stored for the truth's frame that differs from a straight replay of the
     *         server's final moves to that frame, the field holding the first differing byte ({@code raw[N].byte}
     *         outside every field); a byte comparison of its own, so that a fault in StateDiffer cannot agree with
     *         itself
     */
    private static List<String> divergingFields(Path dir, GroundTruth truth) throws IOException {
        SessionManifest m = SessionManifests.read(dir.resolve("session.json"));
        DeterministicGame game = Games.find(m.game());
        Path serverGm = null;
        Path peerStates = null;
        Path level = null;
        for (SessionManifest.ManifestFile f : m.files()) {
            if (f.kind().equals("LEVEL")) {
                level = dir.resolve(f.path());
            }
            if (f.kind().equals("GAME_MOVES") && Integer.valueOf(0).equals(f.peer())) {
                serverGm = dir.resolve(f.path());
            }
            if (f.kind().equals("PEER_STATES") && Integer.valueOf(truth.peer()).equals(f.peer())) {
                peerStates = dir.resolve(f.path());
            }
        }
        assertThat(serverGm).as("the server's .gm in the manifest").isNotNull();
        assertThat(peerStates).as("peer " + truth.peer() + "'s states file in the manifest").isNotNull();
        assertThat(level).as("the session's level file in the manifest").isNotNull();
        GameSimulation straight = game.start(new GameSetup(m.level(), level, m.seed()));
        MoveTimeline moves = new MoveTimeline(GmReader.read(serverGm).moves());
        int frame = truth.firstDivergentFrame();
        while (straight.frame() < frame) {
            straight.advance(moves.movesAt(straight.frame() + 1));
        }
        byte[] expected = straight.saveState();
        List<String> fields = new ArrayList<>();
        try (PeerStateReader states = PeerStateReader.open(peerStates)) {
            for (int rec : states.recordsOf(frame)) {
                if (states.hasState(rec)) {
                    String field = firstDifferingField(game.schema(), expected, states.state(rec));
                    if (field != null) {
                        fields.add(field);
                    }
                }
            }
        }
        return fields;
    }

    /** @return the schema field holding the first byte where the states differ, or null when they are equal */
    static String firstDifferingField(StateSchema schema, byte[] a, byte[] b) {
        for (int i = 0; i < a.length; i++) {
            if (a[i] != b[i]) {
                for (StateField f : schema.fields()) {
                    if (i >= f.byteOffset() && i < f.byteOffset() + f.byteSize()) {
                        return f.path();
                    }
                }
                return "raw[" + i + "].byte";
            }
        }
        return null;
    }
}

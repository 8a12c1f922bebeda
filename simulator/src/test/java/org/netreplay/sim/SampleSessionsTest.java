package org.netreplay.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.netreplay.session.desync.SessionDesync;
import org.netreplay.session.desync.SessionDesyncReport;
import org.netreplay.session.manifest.SessionManifest;
import org.netreplay.session.manifest.SessionManifests;
import org.netreplay.testdata.TestData;

/**
 * The committed simulator samples ({@code sample-logs/sessions/sim-*}, written by make-sim-samples.sh): each with an
 * injected fault is reported by the session desync analysis at the manifest's frame, peer and field; each without
 * one is in sync, however much it rewinds, loses packets or is corrected.
 */
class SampleSessionsTest {
    static List<Path> samples() throws IOException {
        try (Stream<Path> s = Files.list(TestData.root().resolve("sample-logs/sessions"))) {
            return s.filter(p -> p.getFileName().toString().startsWith("sim-")).sorted().toList();
        }
    }

    @ParameterizedTest
    @MethodSource("samples")
    void desyncAnswerEqualsTheManifestsGroundTruth(Path dir) throws Exception {
        SessionManifest m = SessionManifests.read(dir.resolve("session.json"));
        SessionDesyncReport report = SessionDesync.analyze(dir);
        assertThat(report.comparable()).isTrue();
        SessionManifest.GroundTruth truth = m.groundTruth();
        if (truth == null) {
            assertThat(report.inSync()).as(dir + ": " + report.note()).isTrue();
            return;
        }
        assertThat(report.inSync()).as(dir.toString()).isFalse();
        assertThat(report.firstDivergentFrame()).as(dir.toString()).isEqualTo(truth.firstDivergentFrame());
        assertThat(report.peer()).as(dir.toString()).isEqualTo(truth.peer());
        assertThat(report.fields()).as(dir.toString()).extracting(f -> f.path()).contains(truth.field());
    }

    @ParameterizedTest
    @MethodSource("samples")
    void aSampleWithAFaultSaysWhatItDid(Path dir) throws Exception {
        SessionManifest m = SessionManifests.read(dir.resolve("session.json"));
        String settings = m.network() == null ? "" : m.network();
        if (!settings.contains("faults [")) {
            assertThat(m.faults()).as(dir.toString()).isNull();
            return;
        }
        assertThat(m.faults()).as(dir + ": written before faults said what they did (make-sim-samples.sh)")
                .isNotNull().hasSize(1);
        SessionManifest.FaultRecord f = m.faults().get(0);
        assertThat(f.acted()).as(dir.toString()).isTrue();
        assertThat(f.why()).as(dir.toString()).isNotBlank();
        assertThat(f.firstDivergentFrame()).as(dir.toString()).isEqualTo(m.groundTruth().firstDivergentFrame());
        assertThat(f.peer()).as(dir.toString()).isEqualTo(m.groundTruth().peer());
        assertThat(f.field()).as(dir.toString()).isEqualTo(m.groundTruth().field());
    }

    @ParameterizedTest
    @MethodSource("samples")
    void everyManifestFileExists(Path dir) throws Exception {
        SessionManifest m = SessionManifests.read(dir.resolve("session.json"));
        for (SessionManifest.ManifestFile f : m.files()) {
            assertThat(dir.resolve(f.path())).as(f.path()).exists();
        }
    }

    @ParameterizedTest
    @MethodSource("samples")
    void opensAsTheViewerOpensTheRealSession(Path dir) throws Exception {
        org.netreplay.session.OpenSession session = org.netreplay.session.SessionLoader.load(List.of(dir),
                org.netreplay.log.ProgressListener.NONE);
        try {
            SessionManifest m = SessionManifests.read(dir.resolve("session.json"));
            long peers = m.files().stream().filter(f -> "TEXT_LOG".equals(f.kind())).count();
            assertThat((long) session.textLaneCount()).isEqualTo(peers);
            long netCsv = m.files().stream().filter(f -> "NET_CSV".equals(f.kind())).count();
            long statusCsv = m.files().stream().filter(f -> "STATUS_CSV".equals(f.kind())).count();
            assertThat((long) session.netCsvFiles().size()).isEqualTo(netCsv);
            assertThat((long) session.statusCsvFiles().size()).isEqualTo(statusCsv);
            assertThat((long) session.gameMoveFiles().size()).isEqualTo(peers);
            assertThat(session.problems()).isEmpty();
            assertThat(session.rowCount()).isGreaterThan(1000);
        } finally {
            session.close();
        }
    }
}

package org.netreplay.sim.lockstep;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.session.desync.SessionDesync;
import org.netreplay.session.desync.SessionDesyncReport;
import org.netreplay.testdata.TestData;

/**
 * The committed lockstep samples: the clean one is exactly what this build writes (so none is stale or
 * hand-edited), and the session desync analysis finds each fault sample's ground truth and nothing in the others.
 */
class LockstepSamplesTest {
    @TempDir
    Path tmp;

    private static Path committed(String folder) {
        return TestData.root().resolve("sample-logs/sessions").resolve(folder);
    }

    @Test
    void cleanSampleIsWhatTheSimulatorWrites() throws IOException {
        LockstepSamples.Sample clean = LockstepSamples.SAMPLES.get(0);
        Path fresh = tmp.resolve(clean.folder());
        LockstepSamples.write(TestData.root(), clean, fresh);
        Path old = committed(clean.folder());
        List<Path> files;
        try (Stream<Path> s = Files.walk(fresh)) {
            files = s.filter(Files::isRegularFile).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThan(8);
        for (Path f : files) {
            Path rel = fresh.relativize(f);
            assertThat(Files.mismatch(f, old.resolve(rel.toString()))).as("%s", rel).isEqualTo(-1L);
        }
    }

    @Test
    void desyncAnalysisFindsEachFaultSamplesGroundTruthAndNothingElsewhere() throws IOException {
        for (LockstepSamples.Sample s : LockstepSamples.SAMPLES) {
            Path dir = committed(s.folder());
            SessionDesyncReport r = SessionDesync.analyze(dir);
            if (s.fault() == null) {
                assertThat(r.inSync()).as("%s: %s", s.folder(), r.note()).isTrue();
                assertThat(SessionLines.groundTruthFrame(dir)).isEqualTo(-1);
            } else {
                assertThat(r.inSync()).as(s.folder()).isFalse();
                assertThat(r.firstDivergentFrame()).as(s.folder()).isEqualTo(SessionLines.groundTruthFrame(dir));
                assertThat(r.peer()).isEqualTo(SessionLines.groundTruthPeer(dir));
                assertThat(Files.readString(dir.resolve("session.json")))
                        .contains("\"field\" : \"" + r.fields().get(0).path() + "\"");
            }
        }
    }
}

package org.netreplay.session.desync;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.netreplay.replay.desync.FieldDiff;
import org.netreplay.session.manifest.SessionManifest;
import org.netreplay.session.manifest.SessionManifests;
import org.netreplay.session.relations.Relations;
import org.netreplay.testdata.TestData;

/**
 * The simulator's committed sample sessions ({@code sample-logs/sessions/sim-*}): for every
 * session with a fault, {@link SessionDesync} finds the manifest's ground truth (frame, peer, field); every session
 * without one (clean, rollback-heavy, lossy, lockstep) is in sync; and every relation holds over every text log.
 */
class SampleSessionsDesyncTest {

    /** @return the {@code sim-*} sessions with a manifest; there are 13, so an empty list fails the tests */
    static List<Path> samples() throws IOException {
        try (Stream<Path> s = Files.list(TestData.sessions())) {
            List<Path> samples = s.filter(p -> p.getFileName().toString().startsWith("sim-")
                    && Files.isRegularFile(p.resolve(SessionManifests.FILE_NAME))).sorted().toList();
            assertThat(samples).as("the simulator's sample sessions in sample-logs/sessions").hasSizeGreaterThan(10);
            return samples;
        }
    }

    @TestFactory
    Stream<DynamicTest> everySampleSessionGivesItsGroundTruthOrIsInSync() throws IOException {
        List<Path> samples = samples();
        return samples.stream().map(dir -> DynamicTest.dynamicTest(dir.getFileName().toString(), () -> {
            SessionManifest m = SessionManifests.read(dir.resolve(SessionManifests.FILE_NAME));
            SessionDesyncReport r = SessionDesync.analyze(dir);
            assertThat(r.comparable()).as(r.note()).isTrue();
            SessionManifest.GroundTruth truth = m.groundTruth();
            if (truth == null) {
                assertThat(r.inSync()).as(r.note()).isTrue();
            } else {
                assertThat(r.inSync()).as(r.note()).isFalse();
                assertThat(r.firstDivergentFrame()).as(r.note()).isEqualTo(truth.firstDivergentFrame());
                assertThat(r.peer()).as(r.note()).isEqualTo(truth.peer());
                assertThat(r.fields()).as(r.note()).extracting(FieldDiff::path).contains(truth.field());
                assertThat(r.fields().get(0).path()).as("the first differing field").isEqualTo(truth.field());
                assertThat(r.fields().get(0).entity()).isEqualTo(truth.entity());
                assertThat(r.kind()).isNotNull();
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> everyRelationHoldsOverEverySampleLog() throws IOException {
        List<Path> samples = samples();
        return samples.stream().flatMap(dir -> {
            try (Stream<Path> files = Files.walk(dir)) {
                return files.filter(f -> f.toString().endsWith(".txt")).sorted().toList().stream();
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }).map(log -> DynamicTest.dynamicTest(log.getParent().getParent().getFileName() + "/"
                + log.getFileName(), () -> {
            for (Relations.Result res : Relations.check(log)) {
                assertThat(res.findings().violations()).as(res.relation()).isEmpty();
            }
        }));
    }

    @TestFactory
    Stream<DynamicTest> whatTheServerReceivedTheClientsSentAndWhatItEnteredItRecorded() throws IOException {
        List<Path> samples = samples();
        return samples.stream().map(dir -> DynamicTest.dynamicTest(dir.getFileName().toString(), () -> {
            SessionManifest m = SessionManifests.read(dir.resolve(SessionManifests.FILE_NAME));
            Path server = null;
            Path gm = null;
            List<Path> clients = new java.util.ArrayList<>();
            for (SessionManifest.ManifestFile f : m.files()) {
                Path p = dir.resolve(f.path());
                if (f.kind().equals("TEXT_LOG")) {
                    if (f.peer() == 0) {
                        server = p;
                    } else {
                        clients.add(p);
                    }
                } else if (f.kind().equals("GAME_MOVES") && f.peer() == 0) {
                    gm = p;
                }
            }
            for (Relations.Result res : org.netreplay.session.relations.SessionRelations.check(server, clients, gm)) {
                if ("lockstep".equals(m.mode()) && res.relation().equals("cdat-received-was-sent")) {
                    continue; // lockstep cdats are tagged control_lead_frames ahead (docs/simulator.md §7.1)
                }
                assertThat(res.findings().violations()).as(res.relation()).isEmpty();
            }
        }));
    }
}

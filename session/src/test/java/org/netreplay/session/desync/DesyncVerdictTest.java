package org.netreplay.session.desync;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.session.manifest.SessionManifest;
import org.netreplay.session.manifest.SessionManifests;
import org.netreplay.testdata.TestData;

/**
 * The verdict never claims more than the data proves (docs/desync.md, "Verdicts", "Coverage", "Consistency"): each
 * case takes a committed sample session, damages a copy the way a user's folder gets damaged, and checks the
 * verdict. The expected answers come from the damage done, not from the analysis: a removed or cut file can never be
 * {@code inSync}; a line the game could have written (upper-case hex, trailing blanks, CR or CRLF line ends) gives
 * the undamaged session's answer; a contradiction is an error naming the file.
 */
class DesyncVerdictTest {
    private static final String CORRUPT = "sim-fault-corrupt-dif"; // client 1 diverges at frame 120
    private static final String CLEAN = "sim-clean-2p";

    static Path sample(String name) {
        return TestData.require(TestData.sessions().resolve(name));
    }

    static Path copy(String name, Path to) throws IOException {
        Path from = sample(name);
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : files.sorted().toList()) {
                Path t = to.resolve(from.relativize(f).toString());
                if (Files.isDirectory(f)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(f, t);
                }
            }
        }
        return to;
    }

    /** @return the file of {@code kind} of {@code peer} (one of the manifest's) */
    static Path file(Path dir, int peer, String kind) throws IOException {
        SessionManifest m = SessionManifests.read(dir.resolve("session.json"));
        for (SessionManifest.ManifestFile f : m.files()) {
            if (kind.equals(f.kind()) && f.peer() != null && f.peer() == peer) {
                return dir.resolve(f.path());
            }
        }
        throw new IllegalStateException("no " + kind + " of peer " + peer);
    }

    /** Removes a file from the folder and from the manifest. */
    static void remove(Path dir, Path file) throws IOException {
        Path manifest = dir.resolve("session.json");
        SessionManifest m = SessionManifests.read(manifest);
        String rel = dir.relativize(file).toString().replace('\\', '/');
        List<SessionManifest.ManifestFile> files = new ArrayList<>(m.files());
        files.removeIf(f -> f.path().equals(rel));
        SessionManifests.write(manifest, new SessionManifest(m.version(), m.game(), m.level(), m.seed(), m.mode(),
                m.syncPolicy(), m.network(), files, m.groundTruth()));
        Files.delete(file);
    }

    static void editLines(Path log, UnaryOperator<String> edit, String lineEnd) throws IOException {
        List<String> lines = Files.readAllLines(log, StandardCharsets.ISO_8859_1);
        StringBuilder out = new StringBuilder();
        for (String l : lines) {
            String e = edit.apply(l);
            if (e != null) {
                out.append(e).append(lineEnd);
            }
        }
        Files.writeString(log, out, StandardCharsets.ISO_8859_1);
    }

    @Test
    void theRealGamesSessionIsNotComparableNeverInSync() throws IOException {
        SessionDesyncReport r = SessionDesync.analyze(sample("pm-netgame-level3"));
        assertThat(r.verdict()).isEqualTo(Verdict.NOT_COMPARABLE);
        assertThat(r.inSync()).isFalse();
        assertThat(r.desync().inSync()).isFalse();
        assertThat(r.note()).startsWith("not comparable");
    }

    @Test
    void aDivergedSessionWithOneClientsChecksumsRemovedIsIncomplete(@TempDir Path tmp) throws IOException {
        Path dir = copy(CORRUPT, tmp.resolve("s"));
        editLines(file(dir, 1, "TEXT_LOG"), l -> l.startsWith("[60]") ? null : l, "\n");
        remove(dir, file(dir, 1, "PEER_STATES"));
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.verdict()).as(r.note()).isEqualTo(Verdict.INCOMPLETE);
        assertThat(r.inSync()).isFalse();
        PeerCoverage c1 = r.coverage().stream().filter(c -> c.peer() == 1).findFirst().orElseThrow();
        assertThat(c1.complete()).isFalse();
        assertThat(c1.framesCompared()).isZero();
        assertThat(c1.missing()).anySatisfy(m -> assertThat(m).contains("no checksums"));
    }

    @Test
    void aTextLogCutInHalfIsIncomplete(@TempDir Path tmp) throws IOException {
        Path dir = copy(CLEAN, tmp.resolve("s"));
        Path log = file(dir, 1, "TEXT_LOG");
        List<String> lines = Files.readAllLines(log, StandardCharsets.ISO_8859_1);
        Files.writeString(log, String.join("\n", lines.subList(0, lines.size() / 2)) + "\n",
                StandardCharsets.ISO_8859_1);
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.verdict()).as(r.note()).isEqualTo(Verdict.INCOMPLETE);
        assertThat(r.note()).contains(log.getFileName().toString()).contains("cut short");
    }

    @Test
    void aSessionWhoseStatesFilesAreGoneIsIncompleteAndSaysTheDeterminismCheckDidNotRun(@TempDir Path tmp)
            throws IOException {
        Path dir = copy(CLEAN, tmp.resolve("s"));
        remove(dir, file(dir, 0, "PEER_STATES"));
        remove(dir, file(dir, 1, "PEER_STATES"));
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.verdict()).as(r.note()).isEqualTo(Verdict.INCOMPLETE);
        assertThat(r.coverage()).allSatisfy(c -> assertThat(c.missing())
                .anySatisfy(m -> assertThat(m).contains("determinism check did not run")));
    }

    @Test
    void aCorruptLevelFileIsBadInputNamingTheFile(@TempDir Path tmp) throws IOException {
        Path dir = copy(CLEAN, tmp.resolve("s"));
        Files.writeString(dir.resolve("level003.pml"), "not a level\n");
        assertThatThrownBy(() -> SessionDesync.analyze(dir)).isInstanceOf(IOException.class)
                .hasMessageContaining("level003.pml").hasMessageNotContaining("java.io.IOException");
    }

    @Test
    void aChecksumLogCutInItsLastLineIsIncompleteNotADesync(@TempDir Path tmp) throws IOException {
        Path dir = copy(CLEAN, tmp.resolve("s"));
        remove(dir, file(dir, 1, "PEER_STATES"));
        Path log = file(dir, 1, "TEXT_LOG");
        List<String> lines = Files.readAllLines(log, StandardCharsets.ISO_8859_1);
        int last60 = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("[60]") && lines.get(i).endsWith("confirmed")) {
                last60 = i;
            }
        }
        String cut = lines.get(last60).substring(0, lines.get(last60).indexOf("chk:[") + 9);
        Files.writeString(log, String.join("\n", lines.subList(0, last60)) + "\n" + cut,
                StandardCharsets.ISO_8859_1);
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.verdict()).as(r.note()).isEqualTo(Verdict.INCOMPLETE);
        PeerCoverage c1 = r.coverage().stream().filter(c -> c.peer() == 1).findFirst().orElseThrow();
        assertThat(c1.skippedLines()).isEqualTo(1);
        assertThat(c1.skipped().get(0).line()).isEqualTo(last60 + 1);
        assertThat(c1.skipped().get(0).file()).endsWith(log.getFileName().toString());
    }

    @Test
    void linesTheGameCouldWriteGiveTheUndamagedAnswer(@TempDir Path tmp) throws IOException {
        for (String variant : List.of("upper", "trailing", "crlf", "cr")) {
            Path dir = copy(CORRUPT, tmp.resolve(variant));
            for (int peer = 0; peer <= 2; peer++) {
                Path log = file(dir, peer, "TEXT_LOG");
                switch (variant) {
                    case "upper" -> editLines(log, l -> l.startsWith("[60]") ? l.substring(0, l.indexOf("chk:[") + 5)
                            + l.substring(l.indexOf("chk:[") + 5, l.indexOf("chk:[") + 13).toUpperCase()
                            + l.substring(l.indexOf("chk:[") + 13) : l, "\n");
                    case "trailing" -> editLines(log, l -> l.startsWith("[60]") ? l + " \t" : l, "\n");
                    case "crlf" -> editLines(log, l -> l, "\r\n");
                    default -> editLines(log, l -> l, "\r");
                }
            }
            SessionDesyncReport r = SessionDesync.analyze(dir);
            assertThat(r.verdict()).as(variant + ": " + r.note()).isEqualTo(Verdict.DESYNC);
            assertThat(r.firstDivergentFrame()).as(variant).isEqualTo(120);
            assertThat(r.peer()).as(variant).isEqualTo(1);
            assertThat(r.coverage()).as(variant).allSatisfy(c -> assertThat(c.skippedLines()).isZero());
        }
    }

    @Test
    void aCleanSampleIsInSyncWithEveryExpectedFrameCompared() throws IOException {
        SessionDesyncReport r = SessionDesync.analyze(sample(CLEAN));
        assertThat(r.verdict()).as(r.note()).isEqualTo(Verdict.IN_SYNC);
        assertThat(r.coverage()).hasSize(2).allSatisfy(c -> {
            assertThat(c.framesCompared()).isEqualTo(c.framesExpected()).isPositive();
            assertThat(c.stepsChecked()).isPositive();
        });
    }

    @Test
    void swappedPeersAreAContradictionNamingTheFile(@TempDir Path tmp) throws IOException {
        Path dir = copy("sim-burst-loss", tmp.resolve("s"));
        Path manifest = dir.resolve("session.json");
        SessionManifest m = SessionManifests.read(manifest);
        List<SessionManifest.ManifestFile> files = new ArrayList<>();
        for (SessionManifest.ManifestFile f : m.files()) {
            Integer p = f.peer() == null || f.peer() == 0 ? f.peer() : Integer.valueOf(3 - f.peer());
            files.add(new SessionManifest.ManifestFile(f.path(), p, f.role(), f.kind()));
        }
        SessionManifests.write(manifest, new SessionManifest(m.version(), m.game(), m.level(), m.seed(), m.mode(),
                m.syncPolicy(), m.network(), files, m.groundTruth()));
        assertThatThrownBy(() -> SessionDesync.analyze(dir)).isInstanceOf(SessionConsistencyException.class)
                .hasMessageContaining("pmclient").hasMessageContaining("peer");
    }

    @Test
    void clientFilesLeftOutOfTheManifestAreAContradiction(@TempDir Path tmp) throws IOException {
        Path dir = copy("sim-burst-loss", tmp.resolve("s"));
        Path manifest = dir.resolve("session.json");
        SessionManifest m = SessionManifests.read(manifest);
        List<SessionManifest.ManifestFile> files = new ArrayList<>(m.files());
        files.removeIf(f -> f.peer() != null && f.peer() == 2);
        SessionManifests.write(manifest, new SessionManifest(m.version(), m.game(), m.level(), m.seed(), m.mode(),
                m.syncPolicy(), m.network(), files, m.groundTruth()));
        assertThatThrownBy(() -> SessionDesync.analyze(dir)).isInstanceOf(SessionConsistencyException.class)
                .hasMessageContaining("client2").hasMessageContaining("not listed");
    }

    @Test
    void aStrayStatesFileClaimingAPeerIsAContradiction(@TempDir Path tmp) throws IOException {
        Path dir = copy(CLEAN, tmp.resolve("s"));
        Files.copy(file(dir, 1, "PEER_STATES"), dir.resolve("client1/old.states"));
        assertThatThrownBy(() -> SessionDesync.analyze(dir)).isInstanceOf(SessionConsistencyException.class)
                .hasMessageContaining("old.states");
        Files.delete(dir.resolve("session.json")); // the files alone: two files claim peer 1
        assertThatThrownBy(() -> SessionDesync.analyze(dir)).isInstanceOf(SessionConsistencyException.class)
                .hasMessageContaining("claims the same peer");
    }

    @Test
    void aRecordFrameFarOutsideTheSessionIsRefusedNamingFileRecordAndField(@TempDir Path tmp) throws IOException {
        Path dir = copy(CLEAN, tmp.resolve("s"));
        Path states = file(dir, 1, "PEER_STATES");
        int lastRecord = setLastRecordFrame(states, 1 << 20);
        assertThatThrownBy(() -> SessionDesync.analyze(dir)).isInstanceOf(SessionConsistencyException.class)
                .hasMessageContaining(states.getFileName().toString()).hasMessageContaining("record " + lastRecord)
                .hasMessageContaining("frame");
        // without the log's lines to compare with, the session's range refuses it
        editLines(file(dir, 1, "TEXT_LOG"), l -> l.startsWith("[60]") ? null : l, "\n");
        assertThatThrownBy(() -> SessionDesync.analyze(dir)).isInstanceOf(SessionConsistencyException.class)
                .hasMessageContaining(states.getFileName().toString()).hasMessageContaining("record " + lastRecord)
                .hasMessageContaining("field frame: 1048576 is outside");
    }

    /** Rewrites the frame field of the last record (docs/peer-states.md: mark, length, frame); @return its index */
    private static int setLastRecordFrame(Path states, int frame) throws IOException {
        try (RandomAccessFile f = new RandomAccessFile(states.toFile(), "rw")) {
            f.seek(12);
            int idLength = f.readUnsignedByte();
            long pos = 12 + 1 + idLength + 16;
            long last = -1;
            int index = -1;
            while (pos < f.length()) {
                f.seek(pos);
                if (f.readUnsignedByte() != 0xA5) {
                    throw new IllegalStateException("no record mark at " + pos);
                }
                int length = f.readInt();
                last = pos;
                index++;
                pos += 5 + length;
            }
            f.seek(last + 5);
            f.writeInt(frame);
            return index;
        }
    }
}

package org.netreplay.session.manifest;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** session.json: written and read back, strict about what it accepts, bounded, and never throwing otherwise. */
class SessionManifestsTest {
    private static final Path NAME = Path.of("session.json");

    private static SessionManifest sample() {
        return new SessionManifest(1, "pm-reference", 3, 42L, "authoritative", "pm", "latency 80 ms",
                List.of(new SessionManifest.ManifestFile("server/log.txt", 0, "server", "TEXT_LOG"),
                        new SessionManifest.ManifestFile("levels/level003.pml", null, null, "LEVEL"),
                        new SessionManifest.ManifestFile("server/pmserver.states", 0, "server", "PEER_STATES")),
                new SessionManifest.GroundTruth(1200, 1, "syn", "syn[1].x"));
    }

    @Test
    void writesAndReadsBack(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("session.json");
        SessionManifests.write(f, sample());
        assertThat(SessionManifests.read(f)).isEqualTo(sample());
        assertThat(Files.readString(f)).contains("\"groundTruth\"").doesNotContain("\"peer\" : null");
    }

    @Test
    void aManifestIsReplacedWholeByARenameNeverRewrittenInPlace(@TempDir Path dir) throws IOException {
        // a viewer following a live session may read session.json at any moment: it must see the old manifest or
        // the whole new one; a reader that opened the old one keeps reading it whole
        Path f = dir.resolve("session.json");
        Files.writeString(f, "{\"old\": true}");
        byte[] old = Files.readAllBytes(f);
        try (java.nio.channels.FileChannel before = java.nio.channels.FileChannel.open(f)) {
            SessionManifests.write(f, sample());
            java.nio.ByteBuffer read = java.nio.ByteBuffer.allocate(64 * 1024);
            while (before.read(read) > 0) {
                // reads the file the reader opened, to its end
            }
            assertThat(java.util.Arrays.copyOf(read.array(), read.position())).isEqualTo(old);
        }
        assertThat(SessionManifests.read(f)).isEqualTo(sample());
        try (var files = Files.list(dir)) {
            assertThat(files.map(p -> p.getFileName().toString())).containsExactly("session.json");
        }
    }

    @Test
    void unknownFieldsWrongVersionsAndBadFilesAreNamed() {
        String ok = "{\"version\":1,\"game\":\"pm-reference\",\"level\":3,\"files\":[]";
        assertThatThrownBy(() -> parse(ok + ",\n\"colour\":1}")).hasMessageContaining("session.json:2:")
                .hasMessageContaining("unknown field \"colour\"");
        assertThatThrownBy(() -> parse("{\"version\":2,\"game\":\"x\",\"level\":1,\"files\":[]}"))
                .hasMessageContaining("field version: 2");
        assertThatThrownBy(() -> parse("{\"version\":1,\"game\":\"x\",\"level\":1,\"files\":[{\"path\":\"a\","
                + "\"kind\":\"PHOTO\"}]}")).hasMessageContaining("files[0].kind");
        assertThatThrownBy(() -> parse("{\"version\":1,\"game\":\"x\",\"level\":1,\"files\":[{\"path\":\"../a\","
                + "\"kind\":\"LEVEL\"}]}")).hasMessageContaining("files[0].path");
        assertThatThrownBy(() -> parse("{\"version\":1,\"level\":1,\"files\":[]}")).hasMessageContaining("game");
        assertThatThrownBy(() -> parse("{\"version\":1,\"game\":\"" + "x".repeat(5000) + "\",\"level\":1,"
                + "\"files\":[]}")).isInstanceOf(ManifestException.class);
    }

    @Test
    void strictAboutTrailingDataDuplicatesTypesAndRanges() throws ManifestException {
        String ok = "{\"version\":1,\"game\":\"pm-reference\",\"level\":3,\"files\":[{\"path\":\"a.txt\","
                + "\"peer\":1,\"kind\":\"TEXT_LOG\"}]}";
        assertThat(parse(ok).level()).isEqualTo(3);
        assertRefused(ok + "\ngarbage{}", "session.json:2: Unrecognized token 'garbage'");
        assertRefused(ok + "\n{}", "session.json:2: unexpected data after the JSON object");
        assertRefused(ok.replace("\"version\":1,", "\"version\":1,\"version\":1,"), "Duplicate field 'version'");
        assertRefused(ok.replace("\"version\":1", "\"version\":1.9"), "field version: expected an integer, found 1.9");
        assertRefused(ok.replace("\"peer\":1", "\"peer\":1.7"), "field files[0].peer: expected an integer, found 1.7");
        assertRefused(ok.replace("\"level\":3", "\"level\":-5"), "field level: -5 is outside 0-999");
        assertRefused(ok.replace("\"level\":3", "\"level\":\"3\""), "field level: expected an integer, found \"3\"");
        assertRefused(ok.replace("\"pm-reference\"", "5"), "field game: expected a string, found 5");
        assertRefused(ok.replace(",\"level\":3", ""), "missing required field level");
        assertRefused(ok.replace("[{", "{").replace("}]", "}"), "field files: expected a list");
        assertRefused(ok.replace("\"path\":\"a.txt\",", ""), "missing required field files[0].path");
        assertRefused("[1]", "expected a JSON object");
    }

    private static void assertRefused(String json, String message) {
        assertThatThrownBy(() -> parse(json)).isInstanceOf(ManifestException.class).hasMessageContaining(message)
                .satisfies(e -> assertThat(e.getMessage()).doesNotContainPattern("java\\.|jackson|`|\\$"));
    }

    @Test
    void aManifestOverTheSizeLimitIsRefusedBeforeParsing(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("session.json");
        Files.write(f, new byte[(int) SessionManifests.MAX_BYTES + 10]);
        assertThatThrownBy(() -> SessionManifests.read(f)).hasMessageContaining("manifest.maxBytes")
                .isInstanceOf(ManifestLimitException.class);
    }

    private static SessionManifest parse(String json) throws ManifestException {
        return SessionManifests.parse(NAME, json.getBytes(StandardCharsets.UTF_8));
    }

    @Provide
    Arbitrary<String> manifests() {
        Arbitrary<String> value = Arbitraries.oneOf(Arbitraries.integers().map(String::valueOf),
                Arbitraries.strings().ofMaxLength(12).map(s -> "\"" + s.replace("\\", "").replace("\"", "") + "\""),
                Arbitraries.of("null", "[]", "{}", "true", "1e999", "99999999999999999999", "\"LEVEL\"",
                        "[{\"path\":\"a\",\"kind\":\"LEVEL\"}]", "{\"firstDivergentFrame\":1}"));
        Arbitrary<String> key = Arbitraries.of("version", "game", "level", "seed", "mode", "files", "groundTruth",
                "network", "syncPolicy", "x");
        return net.jqwik.api.Combinators.combine(key.list().ofMaxSize(9), value.list().ofSize(9))
                .as((keys, values) -> {
                    StringBuilder sb = new StringBuilder("{");
                    for (int i = 0; i < keys.size(); i++) {
                        sb.append(i == 0 ? "" : ",").append('"').append(keys.get(i)).append("\":").append(values.get(i));
                    }
                    return sb.append('}').toString();
                });
    }

    /** Fuzz target: any content gives a manifest or a ManifestException, nothing else. */
    @Property
    void anyContentGivesAManifestOrANamedError(@ForAll("manifests") String json) {
        try {
            SessionManifest m = parse(json);
            assertThat(m.version()).isEqualTo(SessionManifest.VERSION);
        } catch (ManifestException e) {
            assertThat(e.getMessage()).startsWith("session.json");
        }
    }
}

package org.netreplay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.testdata.TestData;

/**
 * Each documented limit ends a command with 3 and its name; messages carry no Java or Jackson type names, no
 * doubled prefix, and no raw format character (U+202E would make the rest of a line read backwards).
 */
class LimitsAndMessagesCliTest {
    @TempDir
    Path tmp;

    private Path copySession() throws IOException {
        Path session = tmp.resolve("session");
        OutputSafetyCliTest.copyTree(TestData.sampleLogs().resolve("sessions/sim-clean-2p"), session);
        return session;
    }

    @Test
    void checksumLogMaxFrameIsALimit() throws IOException {
        Path gm = OutputSafetyCliTest.only(TestData.sampleLogs().resolve("sessions/sim-clean-2p/server"), ".gm");
        Path log = Files.writeString(tmp.resolve("c.log"), "0,0x1\n2000000,0x2\n");
        CliRun run = CliRun.of("desync", gm.toString(), log.toString());
        assertLimit(run, "checksumLog.maxFrame");
    }

    @Test
    void peerStatesMaxStateSizeIsALimit() throws IOException {
        Path session = copySession();
        Path states = session.resolve("server/pmserver.states");
        byte[] b = Files.readAllBytes(states);
        int idLength = b[12] & 0xFF;
        ByteBuffer.wrap(b).putInt(13 + idLength + 8, 64 << 20); // header field stateSize: 64 MiB
        Files.write(states, b);
        assertLimit(CliRun.of("desync", session.toString()), "peerStates.maxStateSize");
    }

    @Test
    void logTypesMaxBytesIsALimitAndTheCountsAreStillPrinted() throws IOException {
        Path home = Files.createDirectories(tmp.resolve("home/.netreplay"));
        Files.writeString(home.resolve("log-types.json"), "{\"types\":[]}" + " ".repeat(1 << 20));
        Path log = Files.writeString(tmp.resolve("a.txt"), "[10][0][1]x\n[10][0][2]y\n");
        String old = System.getProperty("user.home");
        CliRun run;
        try {
            System.setProperty("user.home", tmp.resolve("home").toString());
            run = CliRun.of("stats", "--json", log.toString());
        } finally {
            System.setProperty("user.home", old);
        }
        assertLimit(run, "logTypes.maxBytes");
        assertThat(run.err()).contains("log-types.json").contains("using the built-in ones");
        assertThat(run.out()).contains("\"lines\":2");
    }

    @Test
    void manifestMaxBytesIsALimit() throws IOException {
        Path session = copySession();
        Path manifest = session.resolve("session.json");
        String json = Files.readString(manifest);
        Files.writeString(manifest, json.replaceFirst("\\{", "{\"network\" : \"" + "x".repeat(1 << 20) + "\","));
        assertLimit(CliRun.of("desync", session.toString()), "manifest.maxBytes");
    }

    @Test
    void moreLogsThanOneViewHoldsIsALimitInWords() throws IOException {
        Path many = Files.createDirectories(tmp.resolve("many"));
        for (int i = 0; i < 66; i++) {
            Files.writeString(many.resolve("l" + i + ".txt"), "[10][1][" + i + "]hello\n");
        }
        CliRun run = CliRun.of("export", "perfetto", many.toString(), "--out", tmp.resolve("t.json").toString());
        assertLimit(run, "session.maxLogs");
        assertThat(run.err()).contains("a session opens at most 64 logs").doesNotContain("LineFilter");
    }

    @Test
    void aStrictManifestRefusesWhatItUsedToAccept() throws IOException {
        Path session = copySession();
        Path manifest = session.resolve("session.json");
        String json = Files.readString(manifest);
        String[][] cases = {
                {json + "\ngarbage{}", "Unrecognized token 'garbage'"},
                {json.replaceFirst("\"version\" : 1", "\"version\" : 1, \"version\" : 1"), "Duplicate field 'version'"},
                {json.replaceFirst("\"version\" : 1", "\"version\" : 1.9"), "field version: expected an integer"},
                {json.replaceFirst("\"peer\" : 1", "\"peer\" : 1.7"), "peer: expected an integer, found 1.7"},
                {json.replaceFirst("\"level\" : 3", "\"level\" : -5"), "field level: -5 is outside 0-999"},
                {withFiles(json, "{}"), "field files: expected a list, found an object"},
                {withFiles(json, "[{\"path\" : \"a.txt\", \"peer\" : \"1\", \"kind\" : \"TEXT_LOG\"}]"),
                        "field files[0].peer: expected an integer, found \"1\""}};
        for (String[] c : cases) {
            Files.writeString(manifest, c[0]);
            CliRun run = CliRun.of("desync", session.toString());
            assertThat(run.exitCode()).as(c[1] + ": " + run.err()).isEqualTo(ExitCodes.BAD_INPUT);
            assertThat(run.err()).contains("session.json").contains(c[1]);
            assertNoInternals(run);
        }
    }

    @Test
    void aBidiOverrideInAFileNameIsEscaped() throws IOException {
        Path file = Files.writeString(tmp.resolve("evil\u202etxt.gm"), "[1][0][1]abc\u202edef\n");
        CliRun run = CliRun.of("gm-info", file.toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).contains("evil\\u202etxt.gm").doesNotContain("\u202e");
        CliRun stats = CliRun.of("stats", tmp.resolve("missing\u2066.txt").toString());
        assertThat(stats.err()).contains("missing\\u2066.txt").doesNotContain("\u2066");
    }

    @Test
    void jsonOutputsEscapeControlAndFormatCharactersFromFiles() throws Exception {
        Path file = Files.writeString(tmp.resolve("x\u202eTXT.exe.txt"), "[10][0][1]abc\n");
        CliRun stats = CliRun.of("stats", "--json", file.toString());
        assertThat(stats.exitCode()).as(stats.err()).isZero();
        assertThat(stats.out()).contains("x\\u202ETXT.exe.txt").doesNotContain("\u202e");
        // a valid JSON string all the same
        assertThat(new com.fasterxml.jackson.databind.ObjectMapper().readTree(stats.out()).get("files").get(0)
                .get("path").asText()).isEqualTo(file.toString());
        // the report's JSON quotes log lines: a bidi override, a line separator and a C1 control in one
        Path dir = tmp.resolve("s");
        SessionDesyncCliTest.writeSession(dir, 57);
        Path log = dir.resolve("client1/c-[2][pmclient1].txt");
        Files.writeString(log, "[10][1][57]left\u202Eright\u2028\u0085\u200Bend\n",
                java.nio.file.StandardOpenOption.APPEND);
        Path json = tmp.resolve("r.json");
        CliRun report = CliRun.of("export", "report", dir.toString(), "--json", json.toString(), "--window", "200");
        assertThat(report.exitCode()).as(report.err()).isZero();
        assertThat(Files.readString(json)).contains("left\\u202Eright\\u2028\\u0085\\u200Bend")
                .doesNotContain("\u202E").doesNotContain("\u2028").doesNotContain("\u0085");
    }

    @Test
    void topLevelErrorsSayNetreplayOnce() {
        assertThat(CliErrors.prefix(null)).isEqualTo("netreplay: ");
        assertThat(CliErrors.prefix("netreplay")).isEqualTo("netreplay: ");
        assertThat(CliErrors.prefix("export report")).isEqualTo("netreplay export report: ");
        java.io.StringWriter err = new java.io.StringWriter();
        int code = CliErrors.report(new java.io.PrintWriter(err), null, new OutOfMemoryError("Java heap space"));
        assertThat(code).isEqualTo(ExitCodes.LIMIT);
        assertThat(err.toString()).startsWith("netreplay: out of memory").doesNotContain("netreplay netreplay");
        assertThat(CliErrors.message(new NullPointerException())).doesNotContain("NullPointerException");
    }

    /** @return the manifest with its files list replaced by {@code files} */
    private static String withFiles(String json, String files) throws IOException {
        var mapper = new com.fasterxml.jackson.databind.ObjectMapper();
        var tree = (com.fasterxml.jackson.databind.node.ObjectNode) mapper.readTree(json);
        tree.set("files", mapper.readTree(files));
        return mapper.writeValueAsString(tree);
    }

    private static void assertLimit(CliRun run, String limit) {
        assertThat(run.exitCode()).as(run.err()).isEqualTo(ExitCodes.LIMIT);
        assertThat(run.err()).contains(limit);
        assertNoInternals(run);
    }

    private static void assertNoInternals(CliRun run) {
        assertThat(run.err()).doesNotContain("Exception", "\tat ", "java.", "jackson", "org.netreplay", "`");
    }
}

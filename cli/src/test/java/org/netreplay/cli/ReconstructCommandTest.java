package org.netreplay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.testdata.TestData;

/** {@code netreplay reconstruct DIR [--json]} on the bundled real netgame and on broken copies of it. */
class ReconstructCommandTest {
    @TempDir
    Path tmp;

    /** @return the rows of player {@code p} (third column) in the status CSVs of {@code dir} */
    private static long statusRowsOf(Path dir, int p) throws Exception {
        long n = 0;
        try (Stream<Path> s = Files.list(dir)) {
            for (Path f : s.filter(q -> q.toString().endsWith(".csv")).toList()) {
                for (String row : Files.readAllLines(f, StandardCharsets.ISO_8859_1)) {
                    String[] c = row.split(",");
                    n += c.length == 14 && c[2].trim().equals(String.valueOf(p)) ? 1 : 0;
                }
            }
        }
        return n;
    }

    private static long count(Path dir, String regex) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            Path log = s.filter(p -> p.toString().endsWith(".txt")).findFirst().orElseThrow();
            java.util.regex.Pattern p = java.util.regex.Pattern.compile(regex);
            try (Stream<String> lines = Files.lines(log, StandardCharsets.ISO_8859_1)) {
                return lines.filter(l -> p.matcher(l).find()).count();
            }
        }
    }

    @Test
    void theBundledRealSessionIsVerifiedWithEveryDifAndCorrectionMatched() throws Exception {
        Path dir = TestData.realNetgame();
        CliRun run = CliRun.of("reconstruct", dir.toString(), "--json", "--levels", TestData.levels().toString());
        assertThat(run.err()).isEmpty();
        assertThat(run.exitCode()).isZero();
        JsonNode root = new ObjectMapper().readTree(run.out());
        assertThat(root.get("verified").asBoolean()).isTrue();
        assertThat(root.get("recording").asText()).isEqualTo("server/20261121-053410-[03]-autosave on level quit.gm");
        JsonNode server = root.get("peers").get(0);
        long tx = count(dir.resolve("server"), "^\\[27\\]\\[0\\]\\[\\d+\\]tx stdf p:\\d+ \\[s:");
        assertThat(server.get("role").asText()).isEqualTo("server");
        assertThat(server.get("difsChecked").asLong()).isEqualTo(tx);
        assertThat(server.get("difsMatched").asLong()).isEqualTo(tx);
        assertThat(server.get("firstMismatch").isNull()).isTrue();
        JsonNode client = root.get("peers").get(1);
        assertThat(client.get("peer").asInt()).isEqualTo(1);
        assertThat(client.get("correctionsMatched").asLong()).isEqualTo(client.get("correctionsChecked").asLong())
                .isPositive();
        JsonNode two = root.get("peers").get(2);
        assertThat(two.get("peer").asInt()).isEqualTo(2);
        assertThat(two.get("rebuiltFrom").asText()).isEqualTo("the server's log");
        assertThat(two.get("correctionsMatched").asLong()).isEqualTo(two.get("correctionsChecked").asLong())
                .isEqualTo(statusRowsOf(dir.resolve("server/status"), 2));
        assertThat(two.get("unchecked")).isEmpty();
    }

    @Test
    void aChangedCmpIsAMismatchWithItsFileAndLineAndExitCodeOne() throws Exception {
        Path copy = tmp.resolve("s");
        try (Stream<Path> s = Files.walk(TestData.realNetgame())) {
            for (Path p : s.toList()) {
                Path q = copy.resolve(TestData.realNetgame().relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(q);
                } else {
                    Files.copy(p, q);
                }
            }
        }
        Path log;
        try (Stream<Path> s = Files.list(copy.resolve("server"))) {
            log = s.filter(p -> p.toString().endsWith(".txt")).findFirst().orElseThrow();
        }
        List<String> lines = new ArrayList<>(Files.readAllLines(log, StandardCharsets.ISO_8859_1));
        int changed = -1;
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith("[27][0][300]tx stdf p:1 ")) {
                lines.set(i, lines.get(i).replaceFirst("cmp:(\\d+)", "cmp:9$1"));
                changed = i + 1;
                break;
            }
        }
        Files.write(log, lines, StandardCharsets.ISO_8859_1);
        CliRun run = CliRun.of("reconstruct", copy.toString(), "--json", "--levels", TestData.levels().toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.FINDING);
        JsonNode m = new ObjectMapper().readTree(run.out()).get("peers").get(0).get("firstMismatch");
        assertThat(m.get("line").asInt()).isEqualTo(changed);
        assertThat(m.get("frame").asInt()).isEqualTo(300);
        assertThat(m.get("expected").asText()).startsWith("[s:").contains("cmp:9");
    }

    @Test
    void aFolderWithoutAServerLogIsBadInput() throws Exception {
        Files.writeString(tmp.resolve("notes.txt"), "nothing here\n");
        CliRun run = CliRun.of("reconstruct", tmp.toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.BAD_INPUT);
        assertThat(run.err()).contains("no server log");
    }
}

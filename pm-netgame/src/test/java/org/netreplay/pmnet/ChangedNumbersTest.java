package org.netreplay.pmnet;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.pmnet.proof.Mismatch;
import org.netreplay.pmnet.proof.PeerProof;
import org.netreplay.pmnet.proof.PeerProof.Kind;

/** Broken copies of the bundled real session: the rebuild names exactly the lines that were changed or cut. */
class ChangedNumbersTest {
    @TempDir
    Path tmp;

    private static Path only(Path dir, String suffix) throws Exception {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(suffix)).findFirst().orElseThrow();
        }
    }

    @Test
    void oneLoggedCmpAndOneLcorChangedAreTheOnlyMismatches() throws Exception {
        Path copy = Fixtures.copy(Fixtures.bundled(), tmp.resolve("s"));
        Path log = only(copy.resolve("server"), ".txt");
        List<String> lines = new ArrayList<>(Files.readAllLines(log, StandardCharsets.ISO_8859_1));
        Pattern tx = Pattern.compile("^(\\[27\\]\\[0\\]\\[\\d+\\]tx stdf p:1 \\[s:\\d+ d:\\d+\\] cmp:)(\\d+)( .*)$");
        int seen = 0;
        int changedLine = -1;
        for (int i = 0; i < lines.size(); i++) {
            Matcher m = tx.matcher(lines.get(i));
            if (m.matches() && ++seen == 700) {
                lines.set(i, m.group(1) + (Integer.parseInt(m.group(2)) + 1) + m.group(3));
                changedLine = i + 1;
                break;
            }
        }
        Files.write(log, lines, StandardCharsets.ISO_8859_1);

        Path csv = copy.resolve("server/status/20261121-053216.798.csv");
        List<String> rows = new ArrayList<>(Files.readAllLines(csv, StandardCharsets.ISO_8859_1));
        int changedRow = -1;
        for (int i = 0; i < rows.size(); i++) {
            String[] c = rows.get(i).split(",", -1);
            if (c[2].equals("1") && !c[8].equals("0.0") && i > 200) {
                c[8] = c[8] + "1";
                rows.set(i, String.join(",", c));
                changedRow = i + 1;
                break;
            }
        }
        Files.write(csv, rows, StandardCharsets.ISO_8859_1);

        ReconstructionResult r = Fixtures.reconstruct(copy);
        assertThat(r.verified()).isFalse();
        PeerProof server = r.peer(0);
        assertThat(server.mismatchCount()).isEqualTo(1);
        assertThat(server.matched(Kind.DIF)).isEqualTo(server.checked(Kind.DIF) - 1);
        Mismatch m = server.firstMismatch();
        assertThat(m.file()).isEqualTo("server/" + log.getFileName());
        assertThat(m.line()).isEqualTo(changedLine);

        PeerProof c1 = r.peer(1);
        assertThat(c1.mismatchCount()).isEqualTo(1);
        assertThat(c1.matched(Kind.CORRECTION)).isEqualTo(c1.checked(Kind.CORRECTION) - 1);
        assertThat(c1.firstMismatch().file()).isEqualTo("server/status/20261121-053216.798.csv");
        assertThat(c1.firstMismatch().line()).isEqualTo(changedRow);
    }

    @Test
    void aClientLogCutInHalfLeavesTheRestUncheckedWithTheReason() throws Exception {
        Path copy = Fixtures.copy(Fixtures.bundled(), tmp.resolve("cut"));
        Path log = only(copy.resolve("client1"), ".txt");
        List<String> lines = Files.readAllLines(log, StandardCharsets.ISO_8859_1);
        // cut at frame 1000, about half of what the bundled status CSVs (frames 239..1323) cover
        int cut = 0;
        while (!lines.get(cut).startsWith("[44][1][1000]")) {
            cut++;
        }
        Files.write(log, lines.subList(0, cut), StandardCharsets.ISO_8859_1);

        ReconstructionResult full = Fixtures.reconstruct(Fixtures.bundled());
        ReconstructionResult r = Fixtures.reconstruct(copy);
        PeerProof c1 = r.peer(1);
        assertThat(c1.mismatchCount()).isZero();
        long unchecked = c1.unchecked().stream().filter(u -> u.what().equals("status rows"))
                .mapToLong(u -> u.count()).sum();
        assertThat(unchecked).isPositive();
        assertThat(c1.unchecked()).allMatch(u -> u.why().contains("the client log"));
        assertThat(c1.checked(Kind.CORRECTION) + unchecked)
                .isEqualTo(full.peer(1).checked(Kind.CORRECTION));
        long difsUnchecked = c1.unchecked().stream().filter(u -> u.what().startsWith("difs sent"))
                .mapToLong(u -> u.count()).sum();
        assertThat(difsUnchecked).isPositive();
        assertThat(c1.checked(Kind.DIF)).isLessThan(full.peer(1).checked(Kind.DIF));
        assertThat(r.peer(0).verified()).isTrue();
    }
}

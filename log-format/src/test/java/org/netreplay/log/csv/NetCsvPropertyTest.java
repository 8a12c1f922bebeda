package org.netreplay.log.csv;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** The net CSV index never throws on arbitrary content and keeps one row per line. */
class NetCsvPropertyTest {

    @Provide
    Arbitrary<String> csvContent() {
        Arbitrary<String> piece = Arbitraries.of(",", "\n", "\r\n", "33", "0", "-5", "1234", "2026-08-19T13:32:29",
                "8.700903", "rx stak p:1", " ", "x", "99", "100", "7", "8");
        return piece.list().ofMaxSize(60).map(l -> String.join("", l));
    }

    @Property(tries = 200)
    void neverThrowsAndCountsRows(@ForAll("csvContent") String content) throws Exception {
        Path dir = Files.createTempDirectory("csvprop");
        Path f = dir.resolve("20260819-133229.1.csv");
        try {
            Files.writeString(f, content, StandardCharsets.UTF_8);
            long lfs = content.chars().filter(c -> c == '\n').count();
            long expected = lfs + (!content.isEmpty() && !content.endsWith("\n") ? 1 : 0);
            try (NetCsvIndex index = NetCsvIndex.build(List.of(f), null)) {
                assertThat(index.lineCount()).isEqualTo(expected);
                assertThat(index.readLines(0, index.lineCount())).hasSize((int) expected);
                assertThat(index.stats().lines()).isEqualTo(expected);
            }
        } finally {
            Files.deleteIfExists(f);
            Files.deleteIfExists(dir);
        }
    }
}

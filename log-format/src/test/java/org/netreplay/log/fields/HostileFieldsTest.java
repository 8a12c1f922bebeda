package org.netreplay.log.fields;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.log.LogTypeRegistry;

/** User regexes are checked at load time and cannot hang extraction; big numbers are parse issues. */
class HostileFieldsTest {
    private static Path userFile(Path dir, String regex) throws IOException {
        Path f = dir.resolve("log-types.json");
        Files.writeString(f, "{\"types\":[{\"id\":33,\"name\":\"LOG_NET_stak\",\"group\":\"NET\",\"colour\":\"#ffffff\","
                + "\"extractors\":{\"rx\":\"" + regex.replace("\\", "\\\\") + "\"}}]}");
        return f;
    }

    @Test
    void aRegexWithoutTheNamedGroupsIsRefusedAtLoadNamingFileTypeAndGroup(@TempDir Path dir) throws IOException {
        Path f = userFile(dir, "rx stak p:(?<p>\\d+).*");
        assertThatThrownBy(() -> LogTypeRegistry.loadDefault().withOverrides(f))
                .hasMessageContaining(f.toString()).hasMessageContaining("type 33").hasMessageContaining("\"rx\"")
                .hasMessageContaining("(?<dsync>...)").hasMessageContaining("(?<chase>...)");
    }

    @Test
    void aCatastrophicUserRegexBecomesAParseIssueNotAHang(@TempDir Path dir) throws IOException {
        Path f = userFile(dir, "(?<p>1)?(?<dsync>1)?(?<chase>1)?(.*a){25}");
        LineFields fields = new LineFields(LogTypeRegistry.loadDefault().withOverrides(f));
        String line = "rx stak " + "a".repeat(60) + "b";
        boolean matched = assertTimeoutPreemptively(Duration.ofSeconds(20),
                () -> fields.extract(33, 0, 1, line, new SeriesCollector()));
        assertThat(matched).isFalse();
    }

    @Test
    void numbersTooLargeForTheirFieldAreParseIssues() {
        LineFields fields = new LineFields(LogTypeRegistry.loadDefault());
        SeriesCollector out = new SeriesCollector();
        assertThat(fields.extract(33, 0, 240, "rx stak p:99999999999 ack:[240] cur:[240] slsn:[0] dsync:[ 0.0] "
                + "chase:[ 0.0]", out)).isFalse();
        assertThat(fields.extract(27, 0, 238, "tx stdf p:99999999999 [s:0 d:239] cmp:1683 ratio:1.48 "
                + "[2 packets needed]", out)).isFalse();
        assertThat(out.fieldNames()).isEmpty();
        assertThat(fields.extract(33, 0, 240, "rx stak p:1 ack:[240] cur:[240] slsn:[0] dsync:[ 2.5] chase:[ 0.0]",
                out)).isTrue();
        assertThat(out.fieldNames()).contains("stak.dsync");
    }
}

package org.netreplay.session.relations;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the server received, the client sent, and what it entered, it recorded: on the real game's logs and broken. */
class SessionRelationsTest {

    private static Path gm() throws Exception {
        try (Stream<Path> f = Files.list(RealLogs.folder().resolve("server"))) {
            return f.filter(p -> p.toString().endsWith(".gm")).findFirst().orElseThrow();
        }
    }

    private static Findings of(List<Relations.Result> results, String name) {
        return results.stream().filter(r -> r.relation().equals(name)).findFirst().orElseThrow().findings();
    }

    @Test
    void holdOnTheRealNetgame() throws Exception {
        List<Relations.Result> r = SessionRelations.check(RealLogs.server(), List.of(RealLogs.client()), gm());
        for (Relations.Result res : r) {
            assertThat(res.findings().violations()).as(res.relation()).isEmpty();
        }
        assertThat(of(r, "cdat-received-was-sent").checkedCount()).isEqualTo(2113);
        assertThat(of(r, "entered-cdat-recorded").checkedCount()).isEqualTo(2113);
        assertThat(of(r, "stak-received-was-sent").checkedCount()).isEqualTo(2095);
    }

    @Test
    void aReceivedLineThatWasNeverSentOrRecordedIsFound(@TempDir Path dir) throws Exception {
        String server = Files.readString(RealLogs.server(), StandardCharsets.ISO_8859_1)
                .replace("rx cdat p:1 fn:[669] sync:[0]", "rx cdat p:1 fn:[668] sync:[0]")
                .replace("rx stak p:1 ack:[243] cur:[243]", "rx stak p:1 ack:[243] cur:[244]");
        Path s = Files.writeString(dir.resolve("server.txt"), server, StandardCharsets.ISO_8859_1);
        String gm = Files.readString(gm(), StandardCharsets.ISO_8859_1).replace("670,5,1,18", "670,5,1,19");
        Path g = Files.writeString(dir.resolve("s.gm"), gm, StandardCharsets.ISO_8859_1);
        List<Relations.Result> r = SessionRelations.check(s, List.of(RealLogs.client()), g);
        assertThat(of(r, "cdat-received-was-sent").violations()).singleElement()
                .satisfies(v -> assertThat(v.text()).contains("fn:[668]"));
        assertThat(of(r, "stak-received-was-sent").violations()).singleElement()
                .satisfies(v -> assertThat(v.text()).contains("ack:[243] cur:[244]"));
        assertThat(of(r, "entered-cdat-recorded").violations()).singleElement()
                .satisfies(v -> assertThat(v.problem()).contains("no row 670,5,1,[18]"));
    }
}

package org.netreplay.session.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.log.ProgressListener;
import org.netreplay.session.FolderAccess;
import org.netreplay.session.OpenSession;
import org.netreplay.session.SessionLoader;

/**
 * The Perfetto trace of two hand-written logs whose every event is known line by line: the expected slices, instants
 * and counters below are read off the log text, not computed by {@link PerfettoTrace}.
 */
class PerfettoTraceTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private JsonNode lastRoot;

    /** A server log: frames 0, 3, 4, 5, 6 tagged; one rewind and one late cdat; a line before any tag. */
    private static final String SERVER = String.join("\n",
            "netgame server started",
            "[10][0][0]level 1 loaded",
            "[25][0][3]stdf rewind to:2 [-1]",
            "[25][0][4]stdf rewind [none]",
            "[35][0][5]rx cdat p:1 fn:[4] sync:[1] slsn:[2] late - dropped",
            "[35][0][6]rx cdat p:1 fn:[6] sync:[0] slsn:[2] gmep:[3] - entered",
            "[33][1][6]rx stak p:1 ack:[5] cur:[6] slsn:[2] dsync:[12.5] chase:[3.0]",
            "");
    /** A client log: frames 2, 7, 8, 9 tagged; one client rewind, one jump, a dif that changed nothing. */
    private static final String CLIENT = String.join("\n",
            "[10][1][2]joined",
            "[30][1][7]----- Apply dif [5 to 7] [applied] [rewound [2] frames]",
            "[30][1][8]----- Apply dif [6 to 8] [applied] [jumped ahead 3 frames]",
            "[30][1][9]----- Apply dif [8 to 9] [applied] [exact frame match [9]]",
            "[36][1][9]client ping[ 41.5] avg[ 40.0]",
            "");

    private List<JsonNode> trace(Path dir) throws Exception {
        return trace(dir, PerfettoTrace.Extras.NONE, 9);
    }

    private List<JsonNode> trace(Path dir, PerfettoTrace.Extras extras, long slices) throws Exception {
        Path server = Files.writeString(dir.resolve("server.txt"), SERVER, StandardCharsets.ISO_8859_1);
        Path client = Files.writeString(dir.resolve("client1.txt"), CLIENT, StandardCharsets.ISO_8859_1);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PerfettoTrace.Summary summary;
        OpenSession session = SessionLoader.loadWhole(List.of(server, client), ProgressListener.NONE,
                FolderAccess.CONFINED);
        try {
            summary = PerfettoTrace.write(session, LogTypeRegistry.loadDefault(), extras, out);
        } finally {
            session.close();
        }
        JsonNode root = JSON.readTree(out.toByteArray());
        lastRoot = root;
        assertThat(root.get("displayTimeUnit").asText()).isEqualTo("ms");
        List<JsonNode> events = new ArrayList<>();
        root.get("traceEvents").forEach(events::add);
        assertThat(summary.frameSlices()).isEqualTo(slices);
        assertThat(summary.instants()).isEqualTo(4);
        assertThat(summary.counterSamples()).isEqualTo(3);
        assertThat(summary.skippedRowCount()).as("%s", summary.skippedRows()).isZero();
        return events;
    }

    private static int pidOf(List<JsonNode> events, String process) {
        return events.stream().filter(e -> e.get("ph").asText().equals("M")
                        && e.get("name").asText().equals("process_name")
                        && e.get("args").get("name").asText().equals(process))
                .mapToInt(e -> e.get("pid").asInt()).findFirst().orElseThrow();
    }

    private static List<JsonNode> where(List<JsonNode> events, Predicate<JsonNode> p) {
        return events.stream().filter(p).toList();
    }

    @Test
    void everyTaggedFrameIsOneSliceOfItsPeer(@TempDir Path dir) throws Exception {
        List<JsonNode> events = trace(dir);
        int srv = pidOf(events, "srv");
        int c1 = pidOf(events, "c1");
        assertThat(srv).isNotEqualTo(c1);
        assertThat(where(events, e -> e.get("ph").asText().equals("X") && e.get("pid").asInt() == srv))
                .extracting(e -> e.get("name").asText()).containsExactly("frame 0", "frame 3", "frame 4", "frame 5",
                        "frame 6");
        List<JsonNode> client = where(events, e -> e.get("ph").asText().equals("X") && e.get("pid").asInt() == c1);
        assertThat(client).extracting(e -> e.get("name").asText()).containsExactly("frame 2", "frame 7", "frame 8",
                "frame 9");
        for (JsonNode slice : client) {
            int frame = Integer.parseInt(slice.get("name").asText().substring("frame ".length()));
            assertThat(slice.get("ts").asLong()).isEqualTo(frame * 25_000L);
            assertThat(slice.get("dur").asLong()).isEqualTo(25_000L);
            assertThat(slice.get("tid").asInt()).isEqualTo(1);
        }
        for (int pid : new int[] {srv, c1}) {
            assertThat(where(events, e -> e.get("ph").asText().equals("M") && e.get("pid").asInt() == pid
                    && e.get("name").asText().equals("thread_name")))
                    .extracting(e -> e.get("tid").asInt() + "=" + e.get("args").get("name").asText())
                    .containsExactly("1=frames", "2=events");
        }
    }

    @Test
    void rewindsJumpsAndLateCdatsAreInstantsOnTheirPeersEventThread(@TempDir Path dir) throws Exception {
        List<JsonNode> events = trace(dir);
        int srv = pidOf(events, "srv");
        int c1 = pidOf(events, "c1");
        List<JsonNode> instants = where(events, e -> e.get("ph").asText().equals("i"));
        assertThat(instants).extracting(e -> e.get("pid").asInt() + ":" + e.get("name").asText() + "@"
                        + e.get("ts").asLong() + "/" + e.get("tid").asInt() + e.get("s").asText())
                .containsExactly(srv + ":server rewind@75000/2t", srv + ":late cdat@125000/2t",
                        c1 + ":client rewind@175000/2t", c1 + ":client jump@200000/2t");
    }

    @Test
    void dsyncChaseAndPingAreCountersOfTheirPlayerInTheTimingProcess(@TempDir Path dir) throws Exception {
        List<JsonNode> events = trace(dir);
        int timing = pidOf(events, "timing");
        List<JsonNode> counters = where(events, e -> e.get("ph").asText().equals("C"));
        assertThat(counters).allMatch(e -> e.get("pid").asInt() == timing);
        assertThat(counters).extracting(e -> e.get("name").asText() + "@" + e.get("ts").asLong() + "="
                        + e.get("args").get("value").asDouble())
                .containsExactlyInAnyOrder("stak.dsync p1@150000=12.5", "stak.chase p1@150000=3.0",
                        "cpng.ping p1@225000=41.5");
    }

    @Test
    void onlyTheFourEventLinesAreNamed() {
        assertThat(PerfettoTrace.eventOf(25, line("stdf rewind to:7"))).isEqualTo("server rewind");
        assertThat(PerfettoTrace.eventOf(25, line("no stdf rewind to:7"))).isNull();
        assertThat(PerfettoTrace.eventOf(35, line("rx cdat late - dropped"))).isEqualTo("late cdat");
        assertThat(PerfettoTrace.eventOf(35, line("rx cdat late - dropped twice"))).isNull();
        assertThat(PerfettoTrace.eventOf(30, line("x rewound [3]"))).isEqualTo("client rewind");
        assertThat(PerfettoTrace.eventOf(30, line("x jumped ahead 2"))).isEqualTo("client jump");
        assertThat(PerfettoTrace.eventOf(30, line("applied"))).isNull();
        assertThat(PerfettoTrace.eventOf(25, line("x rewound [3]"))).isNull();
        assertThat(PerfettoTrace.eventOf(35, line("stdf rewind to:7"))).isNull();
        assertThat(PerfettoTrace.eventOf(30, line("rx cdat late - dropped"))).isNull();
        assertThat(PerfettoTrace.eventOf(36, line("jumped ahead"))).isNull();
    }

    @Test
    void eachDivergedRunOfTheDesyncAnalysisIsASliceOnItsPeer(@TempDir Path dir) throws Exception {
        // client 1 diverged over frames 7-8 and 9; the server never; peer 5 has no log, so no slice
        org.netreplay.replay.desync.DesyncReport d = new org.netreplay.replay.desync.DesyncReport(false, 7, 6, 1, 2,
                List.of(), List.of(), List.of(), -1, 20, "client 1 diverged at frame 7");
        List<org.netreplay.session.desync.PeerTimeline> timeline = List.of(
                new org.netreplay.session.desync.PeerTimeline(0, List.of(new org.netreplay.session.desync.StatusRun(
                        0, 9, org.netreplay.session.desync.FrameStatus.IN_SYNC))),
                new org.netreplay.session.desync.PeerTimeline(1, List.of(
                        new org.netreplay.session.desync.StatusRun(2, 6, org.netreplay.session.desync.FrameStatus.IN_SYNC),
                        new org.netreplay.session.desync.StatusRun(7, 8, org.netreplay.session.desync.FrameStatus.DIVERGED),
                        new org.netreplay.session.desync.StatusRun(9, 9, org.netreplay.session.desync.FrameStatus.NO_DATA))),
                new org.netreplay.session.desync.PeerTimeline(5, List.of(new org.netreplay.session.desync.StatusRun(
                        1, 9, org.netreplay.session.desync.FrameStatus.DIVERGED))));
        org.netreplay.session.desync.SessionDesyncReport report = new org.netreplay.session.desync.SessionDesyncReport(
                d, org.netreplay.session.desync.Verdict.DESYNC, true, 1,
                org.netreplay.session.desync.DivergenceKind.CLIENT_DIVERGED, "pm-reference", 1, null, 0, 9, timeline,
                List.of(), List.of(), List.of(), List.of(), List.of());
        List<JsonNode> events = trace(dir, new PerfettoTrace.Extras(null, report), 10);
        assertThat(lastRoot.get("metadata").get("netreplay-desync").asText()).isEqualTo("client 1 diverged at frame 7");
        int c1 = pidOf(events, "c1");
        List<JsonNode> desync = where(events, e -> e.get("ph").asText().equals("X") && e.get("tid").asInt() == 4);
        assertThat(desync).extracting(e -> e.get("pid").asInt() + ":" + e.get("name").asText() + "@"
                + e.get("ts").asLong() + "+" + e.get("dur").asLong())
                .containsExactly(c1 + ":diverged, frames 7–8@175000+50000");
        assertThat(where(events, e -> e.get("ph").asText().equals("M") && e.get("name").asText().equals("thread_name")
                && e.get("args").get("name").asText().equals("desync")))
                .extracting(e -> e.get("pid").asInt()).containsExactlyInAnyOrder(pidOf(events, "srv"), c1);
    }

    @Test
    void lanesNamedForAServerOrAClientBelongToThatPeer() {
        assertThat(PerfettoTrace.peerOf("srv")).isZero();
        assertThat(PerfettoTrace.peerOf("srv#2")).isZero();
        assertThat(PerfettoTrace.peerOf("c1")).isEqualTo(1);
        assertThat(PerfettoTrace.peerOf("c7#3")).isEqualTo(7);
        assertThat(PerfettoTrace.peerOf("c8")).isEqualTo(-1);
        assertThat(PerfettoTrace.peerOf("c0")).isEqualTo(-1);
        assertThat(PerfettoTrace.peerOf("c1x")).isEqualTo(-1);
        assertThat(PerfettoTrace.peerOf("c")).isEqualTo(-1);
        assertThat(PerfettoTrace.peerOf("srvx")).isEqualTo(-1);
        assertThat(PerfettoTrace.peerOf("log")).isEqualTo(-1);
    }

    private static org.netreplay.log.LogLine line(String text) {
        return new org.netreplay.log.LogLine(0, 10, 0, 1, true, text);
    }
}

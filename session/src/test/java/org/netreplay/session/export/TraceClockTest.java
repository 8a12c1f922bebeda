package org.netreplay.session.export;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The trace's clock from net CSV rows written here, with times the test chose. */
class TraceClockTest {
    @TempDir
    Path dir;

    private Path csv(String name, String... rows) throws Exception {
        Path file = dir.resolve(name);
        Files.write(file, List.of(rows));
        return file;
    }

    @Test
    void theServersFramesSitAtTheirAgtInterpolatedBetweenAndAt25MsAFrameOutside() throws Exception {
        Path a = csv("20261121-053150.558.csv",
                "10,0,2026-11-21T05:31:42,1.000000,10,0,0,LEVEL 3 STARTED",
                "27,0,2026-11-21T05:31:42,1.020000,11,0,1,tx stdf p:1",
                "27,0,2026-11-21T05:31:42,1.010000,11,0,1,an earlier row of frame 11",
                "not a row",
                "27,0,2026-11-21T05:31:42,x,12,0,1,a malformed time");
        Path b = csv("20261121-053150.99.csv", // .99 comes before .558 by time
                "27,0,2026-11-21T05:31:42,0.975000,9,0,1,tx stdf p:1");
        Path c = csv("20261121-053151.5.csv",
                "27,0,2026-11-21T05:31:43,1.045000,12,0,1,tx stdf p:1",
                "27,0,2026-11-21T05:31:43,1.245000,20,0,1,tx stdf p:1");
        TraceClock clock = TraceClock.read(List.of(c, a, b), 9);
        assertThat(clock.wallClock()).isTrue();
        assertThat(clock.micros(0, 9)).isZero();
        assertThat(clock.micros(0, 10)).isEqualTo(25_000);
        assertThat(clock.micros(0, 11)).isEqualTo(35_000);
        assertThat(clock.micros(0, 12)).isEqualTo(70_000);
        assertThat(clock.micros(0, 16)).isEqualTo(170_000);
        assertThat(clock.micros(0, 22)).isEqualTo(320_000);
        assertThat(clock.micros(0, 5)).isEqualTo(-100_000);
        assertThat(clock.micros(3, 16)).isEqualTo(170_000); // a peer without rows: the server's time of the frame
        assertThat(clock.ownClock(3)).isFalse();
        assertThat(clock.describe()).startsWith("wall clock: the server's agt (net CSV rows in 5 frames, 9–20)");
    }

    @Test
    void aClientsOwnClockIsPutOnTheServersByTheMedianOffsetOfTheirCommonFrames() throws Exception {
        Path file = csv("20261121-053150.1.csv",
                "27,0,t,1.000000,10,0,1,server",
                "27,0,t,1.100000,14,0,1,server",
                "27,0,t,1.200000,18,0,1,server",
                "28,0,t,101.003000,10,1,0,client 1 is 100.003 s ahead",
                "28,0,t,101.103000,14,1,0,client 1",
                "28,0,t,101.153000,16,1,0,client 1 only",
                "28,0,t,101.290000,18,1,0,client 1 late here (not the median)");
        TraceClock clock = TraceClock.read(List.of(file), 10);
        assertThat(clock.ownClock(1)).isTrue();
        assertThat(clock.micros(1, 10)).isZero();
        assertThat(clock.micros(1, 16)).isEqualTo(150_000);
        assertThat(clock.micros(1, 18)).isEqualTo(287_000);
        assertThat(clock.micros(0, 16)).isEqualTo(150_000);
        assertThat(clock.describe()).contains("client 1's own agt").contains("median offset over 3 common frames "
                + "(-100.003 s)");
    }

    @Test
    void withoutNetCsvsEveryFrameIs25Ms() throws Exception {
        TraceClock none = TraceClock.read(List.of(), 0);
        assertThat(none.wallClock()).isFalse();
        assertThat(none.micros(2, 40)).isEqualTo(1_000_000);
        assertThat(none.describe()).startsWith("frame clock: frame f at f × 25 ms");
        Path clientsOnly = csv("20261121-053150.1.csv", "28,0,t,5.000000,10,1,0,a client row only");
        assertThat(TraceClock.read(List.of(clientsOnly), 0).wallClock()).isFalse();
    }

    @Test
    void frameTimersKeepTheMainTimersPerFrame() throws Exception {
        FrameTimers timers = new FrameTimers();
        timers.add(7, "tmst move:[0.1000]");
        timers.add(7, "tmst m-esht:[0.0010] m-psht:[0.0004]");
        timers.add(7, "tmst move:[0.2500]");
        timers.add(7, "tmst cpu:[12.5000]");
        timers.add(8, "tmst ping:[ 23.4] avg:[ 25.1]");
        assertThat(timers.cpuMillis(7)).isEqualTo(12.5);
        assertThat(timers.cpuMillis(8)).isNaN();
        assertThat(timers.cpuMillis(9)).isNaN();
        java.io.StringWriter out = new java.io.StringWriter();
        try (var json = new com.fasterxml.jackson.core.JsonFactory().createGenerator(out)) {
            json.writeStartObject();
            timers.writeArgs(json, 7);
            json.writeEndObject();
        }
        assertThat(out.toString()).isEqualTo("{\"args\":{\"tmst cpu ms\":12.5,\"tmst move ms\":0.35,"
                + "\"tmst move count\":2}}");
    }
}

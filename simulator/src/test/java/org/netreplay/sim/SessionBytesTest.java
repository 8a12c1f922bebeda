package org.netreplay.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.sim.bots.BotKind;
import org.netreplay.sim.fault.FaultSpec;
import org.netreplay.sim.net.NetworkSettings;
import org.netreplay.testdata.TestData;

/**
 * The simulator's output is pinned byte for byte: a digest of every file of four small sessions (the real game's
 * authoritative mode on the default network; a lossy, jittery, duplicating and reordering network with two faults;
 * the engine's test game over a capped link; a network slow enough for rewinds of more than 8 frames) must stay what the simulator wrote before its speed-ups
 * (docs/benchmarks.md, "Session simulator"). Work that only makes the simulator faster must keep these digests; a
 * change to what it writes changes them on purpose, with the reason in its commit.
 */
class SessionBytesTest {
    @TempDir
    Path tmp;

    @Test
    void realGameOnTheDefaultNetwork() throws Exception {
        Path dir = run("a", SimulationConfig.builder().players(4).frames(800).seed(5), NetworkSettings.lan());
        assertThat(digest(dir)).isEqualTo("9f399f4d1c9f46644d98b5080563fc5cc58d55d5a495c305985a372faa605e50");
    }

    @Test
    void realGameOnABadNetworkWithFaults() throws Exception {
        Path dir = run("b", SimulationConfig.builder().players(4).frames(700).seed(6).bot(BotKind.STRESS, null)
                .fault(FaultSpec.parse("corrupt-dif@300:p2")).fault(FaultSpec.parse("hidden-state@500:p3")),
                new NetworkSettings(40, 10, 0.05, 4, 0.02, 0.02, 0, 20, 0));
        assertThat(digest(dir)).isEqualTo("80416bba71444b0b592a82d0d466202d00523890c69c1f7d5995216006f38e2b");
    }

    @Test
    void testGameOverACappedLink() throws Exception {
        Path dir = run("c", SimulationConfig.builder().game("pm-reference").players(3).frames(600).seed(7),
                new NetworkSettings(20, 5, 0, 4, 0, 0, 20_000, 20, 0b100));
        assertThat(digest(dir)).isEqualTo("a6d3a20e41250fc90b105dd4ca612cce1a37698d2ccab8c2dc19a7d174a3d1f2");
    }

    /**
     * Latency near 10 frames with jitter: clients rewind more than 8 frames hundreds of times, so their older states
     * are merged from the hidden variables kept for them (the digest was written by the simulator before it kept
     * only those).
     */
    @Test
    void realGameWithRewindsOfManyFrames() throws Exception {
        Path dir = run("d", SimulationConfig.builder().players(4).frames(900).seed(8).bot(BotKind.STRESS, null),
                new NetworkSettings(220, 60, 0.03, 3, 0.01, 0.02, 0, 20, 0));
        assertThat(digest(dir)).isEqualTo("c263a52c27b0893f3cacdf968664eba9e06dbc67fa60103a21c9d677ba64744d");
        long longRewinds = 0;
        java.util.regex.Pattern rewound = java.util.regex.Pattern.compile("rewound \\[(\\d+)\\] frames");
        try (Stream<Path> s = Files.walk(dir)) {
            for (Path f : s.filter(x -> x.toString().endsWith(".txt")).toList()) {
                for (String line : Files.readAllLines(f, StandardCharsets.ISO_8859_1)) {
                    java.util.regex.Matcher m = rewound.matcher(line);
                    if (m.find() && Integer.parseInt(m.group(1)) > 8) {
                        longRewinds++;
                    }
                }
            }
        }
        assertThat(longRewinds).isGreaterThan(100);
    }

    private Path run(String name, SimulationConfig.Builder config, NetworkSettings network) throws Exception {
        Path dir = tmp.resolve(name);
        Simulation.start(config.level(3, TestData.level(3)).network(network).out(dir).build())
                .run(Simulation.Progress.NONE);
        return dir;
    }

    /** @return SHA-256 over every file's relative path and bytes, in path order, as hex */
    private static String digest(Path dir) throws Exception {
        List<Path> files;
        try (Stream<Path> s = Files.walk(dir)) {
            files = s.filter(Files::isRegularFile).sorted().toList();
        }
        assertThat(files).hasSizeGreaterThan(5);
        MessageDigest sha = MessageDigest.getInstance("SHA-256");
        for (Path f : files) {
            sha.update(dir.relativize(f).toString().replace('\\', '/').getBytes(StandardCharsets.UTF_8));
            sha.update((byte) 0);
            sha.update(bytes(f));
        }
        return HexFormat.of().formatHex(sha.digest());
    }

    private static byte[] bytes(Path f) throws IOException {
        return Files.readAllBytes(f);
    }
}

package org.netreplay.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.sim.bots.BotKind;
import org.netreplay.sim.net.NetworkSettings;
import org.netreplay.testdata.TestData;

/** The same arguments give byte-identical sessions; another seed gives another session. */
class SessionDeterminismTest {
    @TempDir
    Path tmp;

    private Path run(String name, long seed) throws Exception {
        Path dir = tmp.resolve(name);
        Simulation.start(SimulationConfig.builder().players(3).frames(500).seed(seed).level(3, TestData.level(3))
                .bot(BotKind.STRESS, null).network(new NetworkSettings(30, 15, 0.05, 4, 0.02, 0.02, 0, 200, 4))
                .out(dir).build()).run(Simulation.Progress.NONE);
        return dir;
    }

    private static List<Path> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).map(dir::relativize).sorted().toList();
        }
    }

    @Test
    void sameSeedSameBytesOtherSeedOtherBytes() throws Exception {
        Path a = run("a", 42);
        Path b = run("b", 42);
        Path c = run("c", 43);
        List<Path> names = files(a);
        assertThat(names).hasSizeGreaterThan(8).isEqualTo(files(b));
        for (Path n : names) {
            assertThat(Files.readAllBytes(b.resolve(n))).as(n.toString()).isEqualTo(Files.readAllBytes(a.resolve(n)));
        }
        Path serverLog = names.stream().filter(n -> n.toString().endsWith("[pmserver].txt")).findFirst().orElseThrow();
        Path otherLog = files(c).stream().filter(n -> n.toString().endsWith("[pmserver].txt")).findFirst()
                .orElseThrow();
        assertThat(Files.readAllBytes(c.resolve(otherLog))).isNotEqualTo(Files.readAllBytes(a.resolve(serverLog)));
    }
}

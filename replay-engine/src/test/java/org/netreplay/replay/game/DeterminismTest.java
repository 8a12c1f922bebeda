package org.netreplay.replay.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.testdata.TestData;

/** The same setup and moves give the same checksums: repeatedly, and in a fresh JVM. */
class DeterminismTest {
    private static final int FRAMES = 2_000;

    @Test
    void repeatedRunsGiveTheSameChecksumEveryFrame() {
        for (Path level : new Path[] {null, TestData.level(6)}) {
            List<Integer> first = checksums(level, 9, 3);
            List<Integer> second = checksums(level, 9, 3);

            assertThat(second).as("level " + level).isEqualTo(first);
            assertThat(first.stream().distinct().count()).as("the state changes").isGreaterThan(FRAMES / 2);
        }
    }

    @Test
    void anotherSeedOrOtherMovesGiveOtherChecksums() {
        List<Integer> base = checksums(null, 9, 3);

        assertThat(checksums(null, 10, 3).get(FRAMES - 1)).isNotEqualTo(base.get(FRAMES - 1));
        assertThat(checksums(null, 9, 4).get(FRAMES - 1)).isNotEqualTo(base.get(FRAMES - 1));
    }

    @Test
    void aFreshJvmComputesTheSameChecksums() throws IOException, InterruptedException {
        String level = TestData.level(6).toString();
        String expected = ChecksumMain.run(Path.of(level), 6, 77, 5, 8, FRAMES);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        Process process = new ProcessBuilder(java, "-cp", System.getProperty("java.class.path"),
                ChecksumMain.class.getName(), level, "6", "77", "5", "8", String.valueOf(FRAMES))
                .redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();

        assertThat(process.waitFor(60, TimeUnit.SECONDS)).isTrue();
        assertThat(process.exitValue()).as(output).isZero();
        assertThat(output).isEqualTo(expected).startsWith("final=");
    }

    private static List<Integer> checksums(Path level, long seed, long scriptSeed) {
        GameSimulation sim = new ReferenceGame().start(new GameSetup(6, level, seed));
        MoveScript script = MoveScript.random(scriptSeed, 8, FRAMES);
        List<Integer> out = new ArrayList<>(FRAMES);
        for (int frame = 1; frame <= FRAMES; frame++) {
            sim.advance(script.movesFor(frame));
            out.add(sim.checksum());
        }
        return out;
    }
}

package org.netreplay.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.sim.bots.BotKind;
import org.netreplay.testdata.TestData;

/**
 * A run at game speed ({@link Simulation#realtime}) writes the same bytes as one as fast as possible, and while it
 * runs its server log already holds the frames done so far (flushed every frame), as the game's own logs do.
 */
class RealtimeRunTest {
    @TempDir
    Path tmp;

    private static SimulationConfig config(Path dir) throws Exception {
        return SimulationConfig.builder().players(2).frames(120).seed(7).level(3, TestData.level(3))
                .bot(BotKind.SCRIPTED, null).out(dir).build();
    }

    @Test
    void atGameSpeedTheLogsGrowFrameByFrameAndEndAsTheSameBytes() throws Exception {
        Path fast = tmp.resolve("fast");
        Simulation.start(config(fast)).run(Simulation.Progress.NONE);
        Path live = tmp.resolve("live");
        List<Long> sizesSeen = new ArrayList<>();
        long started = System.nanoTime();
        Simulation.start(config(live)).realtime(SimulationConfig.FPS).run((done, total) -> {
            if (done % 40 == 0) {
                sizesSeen.add(serverLogSize(live));
            }
        });
        long tookMillis = (System.nanoTime() - started) / 1_000_000;
        assertThat(tookMillis).as("120 frames at 40 frames/s take 3 s at least").isGreaterThanOrEqualTo(2900);
        assertThat(sizesSeen).hasSizeGreaterThanOrEqualTo(2);
        assertThat(sizesSeen.get(0)).isPositive();
        assertThat(sizesSeen).isSorted().doesNotHaveDuplicates(); // flushed as it went, not only at the end
        for (Path file : files(fast)) {
            assertThat(Files.readAllBytes(live.resolve(file))).as(file.toString())
                    .isEqualTo(Files.readAllBytes(fast.resolve(file)));
        }
    }

    /** @return the size of the server's log so far (its flushed lines), 0 before it exists */
    private static long serverLogSize(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(p -> p.toString().endsWith("[pmserver].txt")).findFirst().map(p -> p.toFile().length())
                    .orElse(0L);
        } catch (java.io.IOException e) {
            return -1;
        }
    }

    private static List<Path> files(Path dir) throws Exception {
        try (Stream<Path> s = Files.walk(dir)) {
            return s.filter(Files::isRegularFile).map(dir::relativize).sorted().toList();
        }
    }
}

package org.netreplay.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.sim.bots.BotKind;

class SimulationSmokeTest {
    @TempDir
    Path tmp;

    @Test
    void twoPlayerAuthoritativeSessionWritesEveryPeersLogs() throws Exception {
        SimulationConfig c = SimulationConfig.builder().players(2).frames(800).seed(7).level(3, TestFiles.level(3))
                .bot(BotKind.STRESS, null).out(tmp.resolve("s")).build();
        SimulationResult r = Simulation.start(c).run(Simulation.Progress.NONE);
        assertThat(r.lines()).isGreaterThan(1000);
        try (var files = Files.walk(tmp.resolve("s"))) {
            List<Path> all = files.filter(Files::isRegularFile).sorted().toList();
            all.forEach(f -> System.out.println(f + " " + f.toFile().length()));
        }
    }
}

package org.netreplay.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.session.relations.Relations;
import org.netreplay.sim.bots.BotKind;
import org.netreplay.sim.net.NetworkSettings;
import org.netreplay.testdata.TestData;

/**
 * The session module's relation checkers (validated there on the real game's logs) find no violation in a
 * generated rollback-heavy session with loss, duplication and an overloaded client, and each relation is exercised.
 */
class SessionRelationsCheckersTest {
    @TempDir
    Path tmp;

    @ParameterizedTest
    @ValueSource(booleans = {false, true})
    void everyRelationHoldsInEveryGeneratedLog(boolean quits) throws Exception {
        Path dir = tmp.resolve("s");
        SimulationConfig.Builder b = SimulationConfig.builder().players(4).frames(900).seed(21)
                .level(3, TestData.level(3)).bot(BotKind.STRESS, null)
                .network(new NetworkSettings(60, 30, 0.05, 4, 0.02, 0.02, 0, 300, 4));
        if (quits) {
            // client 3 presses the menu key at 500, the server at 850 (docs/formats.md §5.9)
            b.quit(ClientQuit.parse("3@500")).serverQuit(850);
        }
        Simulation.start(b.out(dir).build()).statesFiles(null).run(Simulation.Progress.NONE);
        List<Path> logs;
        try (Stream<Path> s = Files.walk(dir)) {
            logs = s.filter(p -> p.toString().endsWith(".txt")).sorted().toList();
        }
        assertThat(logs).hasSize(4);
        java.util.Map<String, Long> checked = new java.util.TreeMap<>();
        for (Path log : logs) {
            for (Relations.Result r : Relations.check(log)) {
                assertThat(r.findings().violationCount()).as(log.getFileName() + " " + r.relation() + ": "
                        + r.findings().violations()).isZero();
                checked.merge(r.relation(), r.findings().checkedCount(), Long::sum);
            }
        }
        assertThat(checked.values()).as(checked.toString()).allMatch(n -> n > 0);
    }
}

package org.netreplay.replay.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.SplittableRandom;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;

/**
 * A state from elsewhere (a corrupted dif, a foreign peer) may hold any bytes: simulating it must neither throw
 * nor lose determinism.
 */
class ArbitraryStateTest {

    @Property(tries = 40)
    void anyLoadedBytesSimulateWithoutErrorsAndDeterministically(@ForAll long seed) {
        byte[] garbage = new byte[new ReferenceGame().schema().stateSize()];
        new SplittableRandom(seed).nextBytes(garbage);
        MoveScript script = MoveScript.random(seed, 8, 60);

        byte[] first = run(garbage, script);
        byte[] second = run(garbage, script);

        assertThat(Arrays.mismatch(first, second)).isEqualTo(-1);
    }

    private static byte[] run(byte[] start, MoveScript script) {
        GameSimulation sim = new ReferenceGame().start(new GameSetup(1, null, 1));
        sim.loadState(start.clone());
        int frame0 = sim.frame();
        for (int i = 1; i <= script.frameCount(); i++) {
            int frame = frame0 + i;
            sim.advance(script.movesFor(i).stream()
                    .map(m -> new GameMove(frame, m.type(), m.data1(), m.data2())).toList());
        }
        assertThat(sim.frame()).isEqualTo(frame0 + script.frameCount());
        sim.checksum();
        return sim.saveState();
    }
}

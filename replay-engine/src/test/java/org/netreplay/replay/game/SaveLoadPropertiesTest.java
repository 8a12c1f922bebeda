package org.netreplay.replay.game;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;

/** saveState/loadState round trips and rewinds, over random move sequences. */
class SaveLoadPropertiesTest {

    @Property(tries = 40)
    void loadingASavedStateAndContinuingRepeatsTheSameFrames(@ForAll long scriptSeed,
            @ForAll @IntRange(min = 1, max = 8) int players, @ForAll @IntRange(min = 0, max = 300) int saveAt,
            @ForAll @IntRange(min = 1, max = 300) int more) {
        MoveScript script = MoveScript.random(scriptSeed, players, saveAt + more);
        GameSimulation sim = new ReferenceGame().start(new GameSetup(3, null, scriptSeed));
        advance(sim, script, 1, saveAt);
        byte[] saved = sim.saveState();
        int savedChecksum = sim.checksum();
        advance(sim, script, saveAt + 1, saveAt + more);
        byte[] firstEnd = sim.saveState();
        int firstChecksum = sim.checksum();

        sim.loadState(saved);
        assertThat(sim.frame()).isEqualTo(saveAt);
        assertThat(sim.checksum()).isEqualTo(savedChecksum);
        assertThat(Arrays.mismatch(sim.saveState(), saved)).isEqualTo(-1);
        advance(sim, script, saveAt + 1, saveAt + more);

        assertThat(Arrays.mismatch(sim.saveState(), firstEnd)).as("first differing byte").isEqualTo(-1);
        assertThat(sim.checksum()).isEqualTo(firstChecksum);
    }

    @Property(tries = 30)
    void rewindingAndResimulatingEqualsStraightSimulation(@ForAll long scriptSeed,
            @ForAll @IntRange(min = 2, max = 250) int frames, @ForAll @IntRange(min = 0, max = 249) int rewindTo) {
        int target = Math.min(rewindTo, frames - 1);
        MoveScript script = MoveScript.random(scriptSeed, 8, frames);
        GameSimulation straight = new ReferenceGame().start(new GameSetup(4, null, 5));
        advance(straight, script, 1, frames);

        GameSimulation rewound = new ReferenceGame().start(new GameSetup(4, null, 5));
        byte[][] history = new byte[frames + 1][];
        history[0] = rewound.saveState();
        for (int frame = 1; frame <= frames; frame++) {
            rewound.advance(script.movesFor(frame));
            history[frame] = rewound.saveState();
        }
        rewound.loadState(history[target]);
        advance(rewound, script, target + 1, frames);

        assertThat(rewound.frame()).isEqualTo(frames);
        assertThat(Arrays.mismatch(rewound.saveState(), straight.saveState())).isEqualTo(-1);
        assertThat(rewound.checksum()).isEqualTo(straight.checksum());
    }

    @Property(tries = 20)
    void aStateLoadedIntoAnotherSimulationOfTheSameSetupContinuesIdentically(@ForAll long scriptSeed,
            @ForAll @IntRange(min = 1, max = 200) int split) {
        MoveScript script = MoveScript.random(scriptSeed, 8, split + 100);
        GameSimulation a = new ReferenceGame().start(new GameSetup(7, null, 2));
        advance(a, script, 1, split);
        GameSimulation b = new ReferenceGame().start(new GameSetup(7, null, 2));
        b.loadState(a.saveState());
        advance(a, script, split + 1, split + 100);
        advance(b, script, split + 1, split + 100);

        assertThat(b.checksum()).isEqualTo(a.checksum());
        assertThat(Arrays.mismatch(b.saveState(), a.saveState())).isEqualTo(-1);
    }

    private static void advance(GameSimulation sim, MoveScript script, int from, int to) {
        for (int frame = from; frame <= to; frame++) {
            sim.advance(script.movesFor(frame));
        }
    }
}

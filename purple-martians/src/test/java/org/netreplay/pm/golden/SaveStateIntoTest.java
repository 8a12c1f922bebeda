package org.netreplay.pm.golden;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.netreplay.pm.game.PmReplay;
import org.netreplay.pm.game.PmSimulation;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.gm.GmRecording;
import org.netreplay.replay.history.MoveTimeline;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.spi.GameSetup;

/**
 * {@link PmSimulation#saveStateInto} overwrites every byte of the array it is given: saved into an array full of
 * stale bytes (a pattern, then another frame's state), it gives exactly the bytes {@link PmSimulation#saveState} gives
 * into a new array, on every frame of a real recording with its moves.
 */
class SaveStateIntoTest {
    @Test
    void savingIntoAnOldArrayGivesTheSameBytesAsANewOne() throws Exception {
        GoldenData g = GoldenData.find();
        GmRecording rec = GmReader.read(g.demo("lev003"));
        PmSimulation sim = (PmSimulation) Games.find(PmReplay.GAME_ID).start(new GameSetup(rec.level(),
                g.levels().resolve(String.format("level%03d.pml", rec.level())), 0));
        MoveTimeline moves = new MoveTimeline(rec.moves());
        byte[] pattern = new byte[PmSimulation.SAVED_SIZE];
        byte[] older = sim.saveState();
        int compared = 0;
        for (int f = 1; f <= 600; f++) {
            sim.advance(moves.movesAt(f));
            byte[] fresh = sim.saveState();
            Arrays.fill(pattern, (byte) (0xA5 ^ f));
            assertThat(sim.saveStateInto(pattern)).as("frame %d, into a pattern", f).isSameAs(pattern)
                    .isEqualTo(fresh);
            byte[] stale = older;
            assertThat(sim.saveStateInto(stale)).as("frame %d, into an older state", f).isEqualTo(fresh);
            older = fresh;
            compared++;
        }
        assertThat(compared).isEqualTo(600);
        assertThat(sim.saveStateInto(new byte[3])).hasSize(PmSimulation.SAVED_SIZE);
    }
}

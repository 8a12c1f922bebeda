package org.netreplay.pm.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.netreplay.pm.game.PmReplay;
import org.netreplay.pm.state.PmStateCodec;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.gm.GmRecording;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.session.ReplaySession;
import org.netreplay.replay.session.ReplaySessionBuilder;

/**
 * The game as the engine runs it (PurpleMartiansGame through a ReplaySession: a clean load, per-frame checksums,
 * keyframes stored with the state dif codec) against the real game's clean-load replays (test-data/pm-golden
 * {@code variants/nofill}): every frame's checksum equals the real whole-state CRC-32, and seeking back to random
 * frames (keyframe + re-simulation) gives states with the real CRC.
 */
class EngineSessionGoldenTest {
    @ParameterizedTest
    @ValueSource(strings = {"lev003", "lev037", "TAS/lev041-8P-35"})
    void checksumsAndSeeksMatchTheRealGamesCleanLoad(String demo) throws Exception {
        GoldenData g = GoldenData.find();
        GmRecording rec = GmReader.read(g.demo(demo));
        List<GoldenData.StateRow> rows = g.stateRows(demo, true);
        int last = rows.get(rows.size() - 1).frame();
        ReplaySession s = ReplaySessionBuilder.create().withGame(Games.find(PmReplay.GAME_ID)).withLevel(rec.level())
                .withLevelFile(g.levels().resolve(String.format("level%03d.pml", rec.level())))
                .withMoves(rec.moves()).start();
        s.advanceTo(last);
        for (GoldenData.StateRow row : rows) {
            assertEquals(row.crc(), s.checksum(row.frame()), demo + " checksum of frame " + row.frame());
        }
        SplittableRandom random = new SplittableRandom(1);
        for (int i = 0; i < 30; i++) {
            int f = random.nextInt(last + 1);
            byte[] st = Arrays.copyOf(s.seek(f), PmStateCodec.STATE_SIZE);
            assertEquals(rows.get(f).crc(), PmStateCodec.crc32(st), demo + " state after seeking to frame " + f);
        }
    }
}

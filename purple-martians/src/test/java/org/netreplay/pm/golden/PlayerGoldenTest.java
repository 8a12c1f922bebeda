package org.netreplay.pm.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.netreplay.pm.game.PmReplay;
import org.netreplay.pm.game.PmlFiles;
import org.netreplay.pm.sim.PmWorld;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.gm.GmRecording;

/**
 * The whole simulation (players, game moves, frame loop and level done, with enemies, items, lifts and shots)
 * against the real game's own replays: on every demo with per-frame files (34), every frame's whole-state CRC-32
 * (so every section and every player's position bits) equals pm-golden's, from frame 0 (with the game's hidden
 * first pass) through the level-done sequence; among them deaths and respawns (lev037, lev081), eight players
 * (TAS/lev041-8P-35), players joining late with their text overlays (TAS/lev030-6P-51), a shot reading past the
 * grid's right edge (lev051). The last level's rocket cutscene (lev064, no per-frame file) is checked by its
 * outcome and final CRC.
 *
 * <p>Items (start positions, collisions, carrying) are ported on the PM-items branch; where this build still has
 * their stubs, the check cannot run and is skipped with that reason.
 */
class PlayerGoldenTest {
    private static boolean itemsPorted() {
        try {
            new PmWorld().item.setPlayerStartPos(0);
            return true;
        } catch (UnsupportedOperationException e) {
            return false;
        }
    }

    static List<String> perFrameDemos() {
        return GoldenData.find().sharedPerFrame();
    }

    @ParameterizedTest
    @MethodSource("perFrameDemos")
    void everyFrameMatchesTheRealGame(String demo) throws Exception {
        assumeTrue(itemsPorted(), "items (src/mwItem*.cpp) are not ported in this build: PM-items branch");
        GoldenCheck.Result r = GoldenCheck.check(GoldenData.find(), demo, false);
        assertNull(r.error(), r.report().toString());
        assertEquals(-1, r.firstBadFrame(), r.report().toString());
    }

    /** A clean load (no hidden first pass, as the engine SPI starts) matches pm-golden variants/nofill. */
    @ParameterizedTest
    @ValueSource(strings = {"lev003", "lev037", "TAS/lev041-8P-35", "TAS/lev030-6P-51"})
    void cleanLoadMatchesTheNofillVariant(String demo) throws Exception {
        assumeTrue(itemsPorted(), "items (src/mwItem*.cpp) are not ported in this build: PM-items branch");
        GoldenCheck.Result r = GoldenCheck.check(GoldenData.find(), demo, true);
        assertNull(r.error(), r.report().toString());
        assertEquals(-1, r.firstBadFrame(), r.report().toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"lev064", "TAS/lev064-8P-118"})
    void rocketCutsceneEndsInTheRealGamesState(String demo) throws Exception {
        assumeTrue(itemsPorted(), "items (src/mwItem*.cpp) are not ported in this build: PM-items branch");
        GoldenData g = GoldenData.find();
        JsonNode expected = g.summary().get("demos").get(demo);
        GmRecording rec = GmReader.read(g.demo(demo));
        PmReplay.Outcome o = PmReplay.run(rec.moves(), rec.level(), rec.header().lastFrame(),
                PmlFiles.inFolder(g.levels()), null, null);
        assertEquals(expected.get("levelDoneFrame").asInt(), o.levelDoneFrame(), demo + " levelDoneFrame");
        assertEquals(expected.get("last_frame_dumped").asInt(), o.lastFrame(), demo + " last frame");
        assertEquals(expected.get("final_crc").asText(), o.finalChecksum(), demo + " final CRC");
    }
}

package org.netreplay.pm.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The whole simulation (players, game moves, frame loop and level done, with enemies, items, lifts and shots)
 * against the real game's own replays: on every demo with per-frame files (34), every frame's whole-state CRC-32
 * and every active player's x/y bits (the golden player rows) equal test-data/pm-golden's, from frame 0 (with the
 * game's hidden first pass) through the level-done sequence; among them deaths and respawns (lev037, lev081), eight
 * players (TAS/lev041-8P-35), players joining late with their text overlays (TAS/lev030-6P-51), a shot reading past
 * the grid's right edge (lev051). The outcomes of all 96 demos (the rocket cutscene of lev064 among them) are
 * checked by {@link GoldenOutcomesTest}.
 */
class PlayerGoldenTest {
    static List<String> perFrameDemos() {
        return GoldenData.find().sharedPerFrame();
    }

    @ParameterizedTest
    @MethodSource("perFrameDemos")
    void everyFrameMatchesTheRealGame(String demo) throws Exception {
        GoldenCheck.Result r = GoldenCheck.check(GoldenData.find(), demo, false);
        assertNull(r.error(), r.report().toString());
        assertEquals(-1, r.firstBadFrame(), r.report().toString());
        assertEquals(-1, r.firstBadPositionFrame(), r.report().toString());
        assertEquals(GoldenData.find().stateRows(demo, false).size() - 1, r.frames(),
                demo + ": ran every golden frame");
    }

    /** A clean load (no hidden first pass, as the engine SPI starts) matches test-data/pm-golden variants/nofill. */
    @ParameterizedTest
    @ValueSource(strings = {"lev003", "lev037", "TAS/lev041-8P-35", "TAS/lev030-6P-51"})
    void cleanLoadMatchesTheNofillVariant(String demo) throws Exception {
        GoldenCheck.Result r = GoldenCheck.check(GoldenData.find(), demo, true);
        assertNull(r.error(), r.report().toString());
        assertEquals(-1, r.firstBadFrame(), r.report().toString());
    }
}

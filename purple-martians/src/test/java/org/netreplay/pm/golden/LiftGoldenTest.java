package org.netreplay.pm.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Lifts alone (src/mwLift.cpp lift_setup and move_lifts) against the real game's lift section CRC, every frame up
 * to level done, on demos whose lifts do not wait for trigger events raised by items (see {@link LiftProbe}).
 */
class LiftGoldenTest {
    @ParameterizedTest
    @ValueSource(strings = {"lev003", "lev033", "lev051", "TAS/lev019-8P-107", "TAS/lev016-8P-115"})
    void liftSectionMatchesEveryFrame(String demo) {
        int[] r = LiftProbe.run(GoldenData.find(), demo);
        assertTrue(r[0] > 0, demo + " has lifts");
        assertEquals(-1, r[1], demo + ": first frame whose lift CRC differs");
        assertTrue(r[2] > r[3] - 100, demo + ": ran to level done (frame " + r[2] + " of " + r[3] + ")");
    }
}

package org.netreplay.pm.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The items (src/mwItem*.cpp) and the trigger events they raise against the real game's dumps (test-data/pm-golden),
 * two ways: inside the whole game ({@link GoldenCheck}: the demo player's frame sequence, fill pass included) on demos
 * that together use every item type the demos have (doors, bonuses, exits, keys, starts, orbs, mines, bombs, triggers,
 * messages, rockets ridden, timers, switches, springs, block manipulators, damage fields, hiders), and alone, fed
 * with the golden players ({@link ItemProbe}), where the probe's emulation of the player code is exact enough.
 */
class ItemGoldenTest {
    private static final GoldenData GOLDEN = GoldenData.find();
    private static final int ITEM = 3;
    private static final int ITEMF = 4;
    private static final int LIFT = 5;
    private static final int EVENT = 9;

    /**
     * Every frame of the dump (up to the level-done sequence's end), the item, itemf and event sections equal the
     * real game's. lev015, lev021 and lev036 have lifts that wait for item trigger events: their lift section must
     * match too.
     */
    @ParameterizedTest
    @ValueSource(strings = {"lev012", "TAS/lev008-6P-55", "TAS/lev011-8P-52", "lev039", "lev084", "lev036",
        "lev015", "lev021", "lev096", "lev009"})
    void itemSectionsMatchEveryFrameInTheWholeGame(String demo) throws Exception {
        GoldenCheck.Result r = GoldenCheck.check(GOLDEN, demo, false);
        assertNull(r.error(), demo + ": " + r.report());
        int last = GOLDEN.stateRows(demo, false).size() - 1;
        assertEquals(last, r.frames(), demo + ": ran every golden frame");
        int[] bad = r.firstBadBySection();
        assertEquals(-1, bad[ITEM], demo + ": first frame whose item CRC differs\n" + r.report());
        assertEquals(-1, bad[ITEMF], demo + ": first frame whose itemf CRC differs\n" + r.report());
        assertEquals(-1, bad[EVENT], demo + ": first frame whose event CRC differs\n" + r.report());
        assertEquals(-1, bad[LIFT], demo + ": first frame whose lift CRC differs\n" + r.report());
        assertEquals(GOLDEN.summary().get("demos").get(demo).get("levelDoneFrame").asInt(), r.levelDoneFrame(),
                demo + ": level done frame");
    }

    /**
     * Items alone, fed with the golden players, match every frame up to the first frame of the level-done sequence
     * (from the golden rows: the first with a level-done mode), or to the last golden frame if there is none.
     */
    @ParameterizedTest
    @ValueSource(strings = {"TAS/lev008-6P-55", "lev014", "lev087", "lev090", "lev096"})
    void itemsAloneMatchEveryFrame(String demo) {
        ItemProbe.Result r = ItemProbe.run(GOLDEN, demo);
        assertTrue(r.allMatch(), demo + ": " + r);
        List<GoldenData.StateRow> rows = GOLDEN.stateRows(demo, false);
        int levelDone = rows.stream().filter(row -> row.ldm() != 0).mapToInt(GoldenData.StateRow::frame).findFirst()
                .orElse(rows.size() - 1);
        assertEquals(levelDone, r.ran(), demo + ": ran every frame to level done (" + r + ")");
    }
}

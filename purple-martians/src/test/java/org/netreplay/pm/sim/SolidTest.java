package org.netreplay.pm.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * Solid checks on hand-made levels, with expected values worked out from src/mwSolid.cpp and the member layout of
 * src/mwLevel.h (independent of the code under test).
 */
class SolidTest {
    private static final int SOLID_PLAYER = 1 << 16;
    private static final int SOLID_ENEMY = 1 << 17;
    private static final int SEMI_PLAYER = 1 << 21;

    /**
     * Lift 5 (or another) in a state's lift section: x 100, y 200, w 40, h 20, solid for players (src/mwLift.h
     * struct lift: x, y at 0 and 4, w and h at 16 and 20, active at 32, flags at 36; PM_LIFT_SOLID_PLAYER = bit 26).
     */
    private static void putLift(byte[] state, int l) {
        java.nio.ByteBuffer b = java.nio.ByteBuffer.wrap(state).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        int o = org.netreplay.pm.state.PmSections.LIFT.offset() + l * 128;
        b.putFloat(o, 100).putFloat(o + 4, 200).putFloat(o + 16, 40).putFloat(o + 20, 20).putInt(o + 32, 1)
                .putInt(o + 36, 1 << 26);
    }

    @Test
    void aLiftMadeActiveByAStateReadIsSeenAndTheFirstInSlotOrderWins() {
        PmWorld w = new PmWorld();
        // on top of the lift: x 110 within (100 - 18, 140 - 2), y 180 within (200 - 25, 200 - 10)
        assertEquals(0, w.solid.liftCheckHelper(110, 180, 1, 1, 2)); // no lift active yet
        byte[] state = org.netreplay.pm.state.PmStateCodec.write(w);
        putLift(state, 7);
        org.netreplay.pm.state.PmStateCodec.read(w, state);
        assertEquals(32 + 7, w.solid.liftCheckHelper(110, 180, 1, 1, 2));
        putLift(state, 5);
        org.netreplay.pm.state.PmStateCodec.read(w, state);
        assertEquals(32 + 5, w.solid.liftCheckHelper(110, 180, 1, 1, 2));
        assertEquals(0, w.solid.liftCheckHelper(110, 180, 1, 2, 2)); // not solid for enemies
        w.lift.clearLift(5);
        assertEquals(32 + 7, w.solid.liftCheckHelper(110, 180, 1, 1, 2));
        w.lift.clearLift(7);
        assertEquals(0, w.solid.liftCheckHelper(110, 180, 1, 1, 2));
    }

    @Test
    void readsPastARowLandOnTheNextColumn() {
        PmWorld w = new PmWorld();
        w.level.l[4][0] = 1234;
        w.level.l[2][99] = 77;
        assertEquals(1234, w.solid.tile(3, 100));
        assertEquals(77, w.solid.tile(3, -1));
    }

    @Test
    void readsPastTheGridLandOnMwLevelsNextMembers() {
        PmWorld w = new PmWorld();
        w.level.play_level = 51;
        assertEquals(51, w.solid.tile(100, 1)); // play_level
        assertEquals(10, w.solid.tile(100, 58)); // data[0].status_color
        assertEquals('L' | 'o' << 8 | 'c' << 16 | 'k' << 24, w.solid.tile(100, 59)); // data[0].status_text
        assertEquals('O' | 'v' << 8 | 'e' << 16 | 'r' << 24, w.solid.tile(100, 78)); // data[1].level_name
        assertEquals(0, w.solid.tile(-5, 3));
    }

    @Test
    void rightSolidLooksAtTheNextColumnAndOneOrTwoRows() {
        PmWorld w = new PmWorld();
        w.level.l[6][11] = SOLID_PLAYER;
        // x 100 -> column 6; y 200 (remainder 0): row 10 only -> free
        assertEquals(0, w.solid.isRightSolid(100, 200, 0, 1));
        // y 205 (remainder 5): rows 10 and 11 -> solid
        assertEquals(1, w.solid.isRightSolid(100, 205, 0, 1));
        // the same tile is not solid for enemies
        assertEquals(0, w.solid.isRightSolid(100, 205, 0, 2));
    }

    @Test
    void semiSolidTilesDoNotBlockUpwards() {
        PmWorld w = new PmWorld();
        w.level.l[5][4] = SOLID_PLAYER | SEMI_PLAYER;
        assertEquals(1, w.solid.isDownSolid(100, 60, 0, 1)); // row 60/20+1 = 4
        assertEquals(0, w.solid.isUpSolid(100, 100, 0, 1)); // row (100-2)/20 = 4
    }

    @Test
    void pixelExactDownCheckStopsAtTheFloor() {
        PmWorld w = new PmWorld();
        w.level.l[5][6] = SOLID_ENEMY; // floor top at y 120
        // from y 97 (feet at 117) moving 5 px: free at t = 0, 1, 2 (rows (97+t)/20+1 = 5), solid at t = 3 -> 3 px
        assertEquals(3f, w.solid.isDownSolidf(100, 97, 5, 0));
        // from 90.5 moving 2: rows stay 5 -> the whole move
        assertEquals(2f, w.solid.isDownSolidf(100, 90.5f, 2, 0));
    }

    @Test
    void liftsAreSolidForTheTypesTheirFlagsName() {
        PmWorld w = new PmWorld();
        LiftCur c = w.lift.cur[3];
        c.active = 1;
        c.x = 200;
        c.y = 300;
        c.w = 60;
        c.h = 20;
        c.flags = 1 << 26; // PM_LIFT_SOLID_PLAYER
        // standing on it: x in (182, 258), y in (275, 290)
        assertEquals(35, w.solid.isDownSolid(220, 280, 1, 1));
        assertEquals(0, w.solid.isDownSolid(220, 280, 0, 1));
        assertEquals(0, w.solid.isDownSolid(220, 280, 1, 2));
    }
}

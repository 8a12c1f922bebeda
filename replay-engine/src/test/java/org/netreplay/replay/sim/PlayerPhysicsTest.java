package org.netreplay.replay.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.netreplay.replay.sim.StateLayout.*;

import org.junit.jupiter.api.Test;
import org.netreplay.replay.GameMove;

/** Physics facts of players: gravity, ground, walking, walls, jumping, ladders, one-way platforms. */
class PlayerPhysicsTest {
    private static final String[] ROOM = {
        "##########",
        "#S.......#",
        "#........#",
        "#........#",
        "##########",
    };
    /** Floor top of ROOM (row 4) in px/256; a 20 px player stands with its top 20 px above it. */
    private static final int STANDING_Y = Fixed.fromPx(4 * 20 - Rules.PLAYER_H);

    @Test
    void playerWithoutInputFallsOntoSolidGroundAndStops() {
        SimDriver d = new SimDriver(ROOM).activate(0);
        int startY = d.playerY(0);
        d.frames(60);
        int landedY = d.playerY(0);
        d.frames(20);

        assertThat(landedY).isGreaterThan(startY).isEqualTo(STANDING_Y);
        assertThat(d.playerY(0)).isEqualTo(landedY);
        assertThat(d.playerInt8(0, P_ON_GROUND)).isEqualTo(1);
        assertThat(d.state.i32(player(0, P_VY))).isZero();
    }

    @Test
    void rightMovesRightAndLeftMovesLeftAtWalkingSpeed() {
        SimDriver d = new SimDriver(ROOM).activate(0).frames(60);
        int x0 = d.playerX(0);
        d.controls(0, GameMove.RIGHT).frames(4);
        int x1 = d.playerX(0);
        d.controls(0, GameMove.LEFT).frames(4);

        assertThat(x1 - x0).isEqualTo(5 * Rules.WALK_SPEED);
        assertThat(d.playerX(0)).isEqualTo(x1 - 5 * Rules.WALK_SPEED);
        assertThat(d.playerInt8(0, P_FACING)).isEqualTo(-1);
        assertThat(d.playerY(0)).isEqualTo(STANDING_Y);
    }

    @Test
    void aWallStopsAWalkingPlayer() {
        SimDriver d = new SimDriver(ROOM).activate(0).frames(40).controls(0, GameMove.RIGHT).frames(100);

        int wallLeftPx = 9 * 20;
        assertThat(Fixed.toPx(d.playerX(0)) + Rules.PLAYER_W).isEqualTo(wallLeftPx);
        assertThat(d.state.i32(player(0, P_VX))).isZero();
    }

    @Test
    void jumpLeavesTheGroundAndLandsAgain() {
        SimDriver d = new SimDriver(ROOM).activate(0).frames(60).controls(0, GameMove.JUMP);
        int minY = d.playerY(0);
        for (int i = 0; i < 10; i++) {
            d.frame();
            minY = Math.min(minY, d.playerY(0));
        }
        assertThat(minY).isLessThan(STANDING_Y);
        assertThat(d.playerInt8(0, P_ON_GROUND)).isZero();

        d.controls(0, 0).frames(60);
        assertThat(d.playerY(0)).isEqualTo(STANDING_Y);
        assertThat(d.playerInt8(0, P_ON_GROUND)).isEqualTo(1);
    }

    @Test
    void upClimbsALadder() {
        SimDriver d = new SimDriver(
                "######",
                "#..H.#",
                "#..H.#",
                "#.SH.#",
                "######").activate(0).frames(30).controls(0, GameMove.RIGHT).frames(3).controls(0, 0).frames(5);
        int centreX = Fixed.toPx(d.playerX(0)) + Rules.PLAYER_W / 2;
        assertThat(centreX / 20).as("standing in the ladder column").isEqualTo(3);
        int before = d.playerY(0);
        d.controls(0, GameMove.UP).frames(10);

        assertThat(d.playerY(0)).isLessThan(before);
        assertThat(d.playerInt8(0, P_FLAGS) & PF_ON_LADDER).isNotZero();
    }

    @Test
    void aOneWayPlatformCatchesAFallingPlayer() {
        SimDriver d = new SimDriver(
                "#####",
                "#.S.#",
                "#...#",
                "#---#",
                "#...#",
                "#...#",
                "#####").activate(0).frames(40);

        assertThat(Fixed.toPx(d.playerY(0)) + Rules.PLAYER_H).isEqualTo(3 * 20);
        assertThat(d.playerInt8(0, P_ON_GROUND)).isEqualTo(1);
    }

    @Test
    void aJumpGoesUpThroughAOneWayPlatform() {
        SimDriver d = new SimDriver(
                "#####",
                "#...#",
                "#...#",
                "#---#",
                "#...#",
                "#.S.#",
                "#####").activate(0).frames(20).controls(0, GameMove.JUMP).frames(3).controls(0, 0).frames(60);

        assertThat(Fixed.toPx(d.playerY(0)) + Rules.PLAYER_H).isEqualTo(3 * 20);
    }
}

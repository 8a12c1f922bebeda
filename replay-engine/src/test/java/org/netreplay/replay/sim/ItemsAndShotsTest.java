package org.netreplay.replay.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.netreplay.replay.sim.StateLayout.*;

import org.junit.jupiter.api.Test;
import org.netreplay.replay.GameMove;

/** Facts about coins, keys, doors, exits and shots. */
class ItemsAndShotsTest {

    @Test
    void pickingUpACoinIncrementsTheCounter() {
        SimDriver d = new SimDriver(
                "##########",
                "#S..o....#",
                "##########").activate(0);
        assertThat(d.playerInt16(0, P_COINS)).isZero();
        assertThat(d.state.i32(W_COINS_LEFT)).isEqualTo(1);

        d.controls(0, GameMove.RIGHT).frames(30);

        assertThat(d.playerInt16(0, P_COINS)).isEqualTo(1);
        assertThat(d.state.i32(W_COINS_LEFT)).isZero();
        assertThat(d.state.i8(item(0, I_TAKEN))).isEqualTo(1);
        assertThat(d.state.i8(item(0, I_TAKEN_BY))).isZero();
    }

    @Test
    void aLockedDoorBlocksAPlayerWithoutItsKey() {
        SimDriver d = walkRight("#S.b..A....#");

        assertThat(Fixed.toPx(d.playerX(0)) + Rules.PLAYER_W).isEqualTo(6 * 20);
        assertThat(d.state.tile(6, 1)).isEqualTo(Tiles.door(0));
        assertThat(d.playerInt8(0, P_KEYS)).isEqualTo(1 << 1);
    }

    @Test
    void aKeyOpensTheDoorOfItsColour() {
        SimDriver d = walkRight("#S.a..A....#");

        assertThat(d.playerInt8(0, P_KEYS)).isEqualTo(1);
        assertThat(d.state.tile(6, 1)).isEqualTo(Tiles.EMPTY);
        assertThat(Fixed.toPx(d.playerX(0))).isGreaterThan(7 * 20);
    }

    @Test
    void touchingTheExitMarksTheLevelDone() {
        SimDriver d = walkRight("#S....E....#");

        assertThat(d.playerInt8(0, P_FLAGS) & PF_EXITED).isNotZero();
        assertThat(d.state.i32(W_FLAGS) & WORLD_LEVEL_DONE).isNotZero();
    }

    private static SimDriver walkRight(String row) {
        return new SimDriver("############", row, "############").activate(0).controls(0, GameMove.RIGHT).frames(60);
    }

    @Test
    void aShotTravelsInTheFacingDirectionUntilItHitsAWall() {
        SimDriver d = new SimDriver(
                "####################",
                "#S.................#",
                "####################").activate(0).frames(5).controls(0, GameMove.FIRE);
        int shot = d.firstShot();
        assertThat(shot).isNotNegative();
        assertThat(d.state.i8(shot(shot, S_OWNER))).isZero();
        int x0 = d.state.i32(shot(shot, S_X));
        d.controls(0, 0).frames(4);
        assertThat(d.state.i32(shot(shot, S_X))).isEqualTo(x0 + 5 * Rules.PLAYER_SHOT_SPEED);
        assertThat(d.playerInt16(0, P_SHOTS_FIRED)).isEqualTo(1);

        d.frames(40);
        assertThat(d.firstShot()).isEqualTo(-1);
    }

    @Test
    void aPlayerShotBreaksABreakableTileAndKillsEnemies() {
        SimDriver d = new SimDriver(
                "####################",
                "#S......%......w...#",
                "####################").activate(0).frames(5).controls(0, GameMove.FIRE).frames(60);

        assertThat(d.state.tile(8, 1)).isEqualTo(Tiles.EMPTY);
        assertThat(d.state.i8(enemy(0, E_ALIVE))).as("walker killed by the later shots").isZero();
        assertThat(d.playerInt16(0, P_KILLS)).isEqualTo(1);
    }

    @Test
    void playerShotsHurtOtherPlayersOnlyWhenShotConfigAllowsIt() {
        String[] range = {"###########", "#S.......S#", "###########"};
        SimDriver peaceful = new SimDriver(range).activate(0).activate(1).frames(5)
                .controls(0, GameMove.FIRE).controls(0, 0).frames(30);
        SimDriver pvp = new SimDriver(range).frame(GameMove.TYPE_SHOT_CONFIG, 1, 30).activate(0).activate(1)
                .frames(5).controls(0, GameMove.FIRE).controls(0, 0).frames(30);

        assertThat(peaceful.playerInt16(1, P_HEALTH)).isEqualTo(Rules.MAX_HEALTH);
        assertThat(pvp.playerInt16(1, P_HEALTH)).isEqualTo(Rules.MAX_HEALTH - 30);
        assertThat(pvp.playerInt16(1, P_HITS_TAKEN)).isEqualTo(1);
    }
}

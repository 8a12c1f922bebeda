package org.netreplay.replay.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.netreplay.replay.sim.StateLayout.*;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** Facts about the three enemy behaviours and enemy contact. */
class EnemyBehaviourTest {

    @Test
    void aWalkerTurnsAroundAtAWall() {
        SimDriver d = new SimDriver(
                "##########",
                "#......w.#",
                "##########");
        int wallLeft = Fixed.fromPx(9 * 20);
        int maxRight = Integer.MIN_VALUE;
        int turnedAtFrame = -1;
        for (int frame = 1; frame <= 200 && turnedAtFrame < 0; frame++) {
            assertThat(d.enemyVx(0)).isPositive();
            d.frame();
            maxRight = Math.max(maxRight, d.enemyX(0) + Fixed.fromPx(Rules.ENEMY_SIZE));
            if (d.enemyVx(0) < 0) {
                turnedAtFrame = frame;
            }
        }
        assertThat(turnedAtFrame).isPositive();
        assertThat(maxRight).isEqualTo(wallLeft);
        int xAtTurn = d.enemyX(0);
        d.frames(10);
        assertThat(d.enemyX(0)).isEqualTo(xAtTurn - 10 * Rules.WALKER_SPEED);
    }

    @Test
    void aFlyerIsDrivenByThePrngInsideTheState() {
        String[] cave = {
            "####################",
            "#..................#",
            "#..................#",
            "#........f.........#",
            "#..................#",
            "#..................#",
            "####################",
        };
        SimDriver a = new SimDriver(1, cave).frames(300);
        SimDriver sameSeed = new SimDriver(1, cave).frames(300);
        boolean someOtherSeedDiffers = false;
        for (long seed = 2; seed < 6; seed++) {
            SimDriver other = new SimDriver(seed, cave).frames(300);
            someOtherSeedDiffers |= other.enemyX(0) != a.enemyX(0)
                    || other.state.i32(enemy(0, E_Y)) != a.state.i32(enemy(0, E_Y));
        }

        assertThat(Arrays.mismatch(sameSeed.state.copyBytes(), a.state.copyBytes())).as("first differing byte")
                .isEqualTo(-1);
        assertThat(someOtherSeedDiffers).isTrue();
        assertThat(a.state.i32(W_RNG)).isNotEqualTo(Prng.seedState(1));
        assertThat(a.enemyX(0)).isBetween(Fixed.fromPx(20), Fixed.fromPx(19 * 20 - Rules.ENEMY_SIZE));
    }

    @Test
    void aShooterAimsAtTheNearestPlayer() {
        assertThat(firstEnemyShotVx("#S.s......S#")).as("nearest player on the left").isNegative();
        assertThat(firstEnemyShotVx("#S......s.S#")).as("nearest player on the right").isPositive();
    }

    private static int firstEnemyShotVx(String row) {
        SimDriver d = new SimDriver("###########", row, "###########").activate(0).activate(1);
        for (int frame = 0; frame < 200; frame++) {
            d.frame();
            int shot = d.firstShot();
            if (shot >= 0 && d.state.i8(shot(shot, S_OWNER)) == SHOT_OWNER_ENEMY) {
                return d.state.i16(shot(shot, S_VX));
            }
        }
        throw new AssertionError("the shooter never fired");
    }

    @Test
    void touchingAnEnemyHurtsAndAKilledPlayerRespawnsAtItsStart() {
        SimDriver d = new SimDriver(
                "##########",
                "#S...w...#",
                "##########").activate(0);
        int startX = d.playerX(0);
        int frames = 0;
        while (d.playerInt16(0, P_DEATHS) == 0 && frames++ < 1000) {
            d.frame();
        }
        assertThat(d.playerInt16(0, P_DEATHS)).isEqualTo(1);
        assertThat(d.playerInt16(0, P_HEALTH)).isZero();
        assertThat(d.playerInt8(0, P_RESPAWN)).isEqualTo(Rules.RESPAWN_FRAMES);

        d.frames(Rules.RESPAWN_FRAMES);
        assertThat(d.playerInt8(0, P_RESPAWN)).isZero();
        assertThat(d.playerInt16(0, P_HEALTH)).isEqualTo(Rules.MAX_HEALTH);
        assertThat(d.playerX(0)).isEqualTo(startX);
    }
}

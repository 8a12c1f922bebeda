package org.netreplay.replay.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.netreplay.replay.sim.StateLayout.*;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.netreplay.replay.GameMove;

/** How each game-move type (docs/formats.md §4.2) changes the state. */
class GameMovesTest {
    private static final String[] ROOM = {
        "##########",
        "#S.....S.#",
        "##########",
    };
    /** "Player 0" as in docs/formats.md §4.2. */
    private static final int NAME0 = 2036427856;
    private static final int NAME1 = 807432805;

    @Test
    void flagFormActiveActivatesThePlayerAtItsStartWithColourAndName() {
        SimDriver d = new SimDriver(ROOM).frame(GameMove.ACTIVE_FLAG + 10 * 256 + 1, NAME0, NAME1);

        assertThat(d.playerInt8(1, P_ACTIVE)).isEqualTo(1);
        assertThat(d.playerInt8(1, P_COLOUR)).isEqualTo(10);
        assertThat(d.state.i32(player(1, P_NAME0))).isEqualTo(NAME0);
        assertThat(d.state.i32(player(1, P_NAME1))).isEqualTo(NAME1);
        assertThat(d.playerInt16(1, P_HEALTH)).isEqualTo(Rules.MAX_HEALTH);
        assertThat(Fixed.toPx(d.playerX(1))).as("start 1 of 2").isEqualTo(7 * 20 + 2);
        assertThat(d.playerInt8(0, P_ACTIVE)).isZero();
    }

    @Test
    void aMoveSortedBeforeTheActiveOfTheSameFrameIsKept() {
        SimDriver d = new SimDriver(ROOM).frame(GameMove.TYPE_MOVE, 0, GameMove.RIGHT,
                GameMove.ACTIVE_FLAG + 8 * 256, NAME0, NAME1);
        int x = d.playerX(0);
        d.frames(3);

        assertThat(d.playerInt16(0, P_CONTROLS)).isEqualTo(GameMove.RIGHT);
        assertThat(d.playerX(0)).isEqualTo(x + 3 * Rules.WALK_SPEED);
    }

    @Test
    void legacyActiveTakesPlayerAndColourFromTheData() {
        SimDriver d = new SimDriver(ROOM).frame(GameMove.TYPE_ACTIVE_LEGACY, 2, 5);

        assertThat(d.playerInt8(2, P_ACTIVE)).isEqualTo(1);
        assertThat(d.playerInt8(2, P_COLOUR)).isEqualTo(5);
        assertThat(Fixed.toPx(d.playerX(2))).as("start 2 % 2 = 0").isEqualTo(20 + 2);
    }

    @Test
    void inactiveStopsThePlayerAndClearsItsControls() {
        SimDriver d = new SimDriver(ROOM).activate(0).controls(0, GameMove.RIGHT).frame(GameMove.TYPE_INACTIVE, 0, 64);
        int x = d.playerX(0);
        d.frames(5);

        assertThat(d.playerInt8(0, P_ACTIVE)).isZero();
        assertThat(d.playerInt16(0, P_CONTROLS)).isZero();
        assertThat(d.playerX(0)).isEqualTo(x);
    }

    @Test
    void moveKeepsTheSevenCompMoveBits() {
        SimDriver d = new SimDriver(ROOM).activate(0).controls(0, 0xFFFF);

        assertThat(d.playerInt16(0, P_CONTROLS)).isEqualTo(0x7F);
    }

    @Test
    void hiddenAndLevelDoneAckSetPlayerFlags() {
        SimDriver d = new SimDriver(ROOM).activate(3).frame(GameMove.TYPE_HIDDEN, 3, 0,
                GameMove.TYPE_LEVEL_DONE_ACK, 3, 0);

        assertThat(d.playerInt8(3, P_FLAGS) & PF_HIDDEN).isNotZero();
        assertThat(d.playerInt8(3, P_FLAGS) & PF_LEVEL_DONE_ACK).isNotZero();
    }

    @ParameterizedTest
    @CsvSource({"0, 5, 0, 5", "1, 5, 1, 5", "3, -100, 3, -100", "2, 250, 2, 100", "7, -300, 3, -100"})
    void shotConfigSetsShotFlagsAndClampedDamage(int bits, int damage, int expectedFlags, int expectedDamage) {
        SimDriver d = new SimDriver(ROOM).frame(GameMove.TYPE_SHOT_CONFIG, bits, damage);

        assertThat(d.state.i32(W_FLAGS) & (WORLD_PVP_SHOTS | WORLD_SELF_SHOTS)).isEqualTo(expectedFlags);
        assertThat(d.state.i32(W_PVP_DAMAGE)).isEqualTo(expectedDamage);
    }

    @ParameterizedTest
    @CsvSource({"4, 0, 1", "6, 0, 1", "7, 1, 1", "0, 0, 0", "-1, 0, 0", "1000, 0, 5", "16777216, 1, 1",
        "5, 9, 2", "5, -1, 2", "2, 8, 64", "1, 8, 3", "3, -2, 0", "8, 100, 0"})
    void unknownTypesAndPlayersChangeNothing(int type, int data1, int data2) {
        SimDriver plain = new SimDriver(ROOM).activate(0).controls(0, GameMove.RIGHT).frames(3);
        SimDriver withJunk = new SimDriver(ROOM).activate(0).controls(0, GameMove.RIGHT).frame(type, data1, data2)
                .frames(2);

        assertThat(Arrays.mismatch(withJunk.state.copyBytes(), plain.state.copyBytes())).as("first differing byte")
                .isEqualTo(-1);
        assertThat(withJunk.state.checksum()).isEqualTo(plain.state.checksum());
    }
}

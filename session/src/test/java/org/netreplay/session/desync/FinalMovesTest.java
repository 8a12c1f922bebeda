package org.netreplay.session.desync;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.netreplay.replay.GameMove;

/**
 * The server's final moves indexed by frame and by player (docs/formats.md §4, §5.2: a {@code .gm} holds a MOVE row only
 * where a player's controls changed). Every expected answer is read off the rows written here.
 */
class FinalMovesTest {
    private static GameMove move(int frame, int player, int bits) {
        return new GameMove(frame, GameMove.TYPE_MOVE, player, bits);
    }

    /** rows out of frame order, two of frame 5 (their file order kept), player 0 and player 7, a non-MOVE row */
    private static final List<GameMove> ROWS = List.of(
            move(9, 1, 0x04),
            move(2, 0, 0x01),
            move(5, 1, 0x10),
            new GameMove(5, GameMove.TYPE_SHOT_CONFIG, 3, 77),
            move(5, 7, 0x20),
            move(12, 0, 0x02));

    private final FinalMoves moves = new FinalMoves(ROWS);

    @Test
    void betweenGivesTheRowsOfTheFramesInFrameOrderKeepingFileOrderWithinAFrame() {
        assertThat(moves.between(0, 100)).containsExactly(
                move(2, 0, 0x01), move(5, 1, 0x10), new GameMove(5, GameMove.TYPE_SHOT_CONFIG, 3, 77),
                move(5, 7, 0x20), move(9, 1, 0x04), move(12, 0, 0x02));
        assertThat(moves.between(2, 2)).containsExactly(move(2, 0, 0x01));
        assertThat(moves.between(5, 5)).containsExactly(move(5, 1, 0x10),
                new GameMove(5, GameMove.TYPE_SHOT_CONFIG, 3, 77), move(5, 7, 0x20));
        assertThat(moves.between(6, 8)).isEmpty();
        assertThat(moves.between(3, 9)).containsExactly(move(5, 1, 0x10),
                new GameMove(5, GameMove.TYPE_SHOT_CONFIG, 3, 77), move(5, 7, 0x20), move(9, 1, 0x04));
        assertThat(moves.between(12, 12)).containsExactly(move(12, 0, 0x02));
        assertThat(moves.between(13, 40)).isEmpty();
    }

    @Test
    void aFrameOfSeveralRowsIsFoundWhereverTheSearchLands() {
        // five rows of frame 1 first: a binary search may land on any of them, the first must be found
        List<GameMove> rows = List.of(move(1, 0, 1), move(1, 1, 2), move(1, 2, 3), move(1, 3, 4), move(1, 4, 5),
                move(3, 0, 6));
        FinalMoves m = new FinalMoves(rows);
        assertThat(m.between(1, 1)).hasSize(5).first().isEqualTo(move(1, 0, 1));
        assertThat(m.between(1, 3)).hasSize(6);
        assertThat(new FinalMoves(List.of(move(4, 0, 9))).between(4, 4)).containsExactly(move(4, 0, 9));
    }

    @Test
    void controlsAreThePlayersLastMoveAtOrBeforeTheFrameAndNoKeyBeforeHisFirst() {
        assertThat(moves.controls(1, 4)).isZero();
        assertThat(moves.controls(1, 5)).isEqualTo(0x10);
        assertThat(moves.controls(1, 8)).isEqualTo(0x10);
        assertThat(moves.controls(1, 9)).isEqualTo(0x04);
        assertThat(moves.controls(1, 1000)).isEqualTo(0x04);
        assertThat(moves.controls(0, 1)).isZero();
        assertThat(moves.controls(0, 2)).isEqualTo(0x01);
        assertThat(moves.controls(0, 11)).isEqualTo(0x01);
        assertThat(moves.controls(0, 12)).isEqualTo(0x02);
        assertThat(moves.controls(7, 5)).isEqualTo(0x20);
        // the SHOT_CONFIG row (data1 3) is not a move of player 3
        assertThat(moves.controls(3, 5)).isZero();
        assertThat(moves.controls(2, 50)).isZero();
    }

    @Test
    void controlsOfAPlayerOutsideZeroToSevenAreMinusOne() {
        assertThat(moves.controls(-1, 5)).isEqualTo(-1);
        assertThat(moves.controls(8, 5)).isEqualTo(-1);
    }

    @Test
    void moveRowsOfPlayersOutsideZeroToSevenAreNotIndexed() {
        FinalMoves m = new FinalMoves(List.of(move(3, 8, 0x01), move(3, -1, 0x02), move(4, 0, 0x08)));
        assertThat(m.between(3, 3)).hasSize(2);
        assertThat(m.controls(0, 4)).isEqualTo(0x08);
    }

    @Test
    void inputsAreFinalWhenTheyHoldEveryRowOfTheFrameAndEveryMoveGivesTheFinalControls() {
        // frame 5: the .gm's three rows, plus player 0's unchanged controls (0x01 since frame 2)
        List<GameMove> exact = List.of(move(5, 1, 0x10), new GameMove(5, GameMove.TYPE_SHOT_CONFIG, 3, 77),
                move(5, 7, 0x20), move(5, 0, 0x01));
        assertThat(moves.areFinal(5, exact)).isTrue();
        assertThat(moves.areFinal(5, exact.subList(0, 3))).isTrue();
        // a frame without rows: any player's unchanged controls are final, a changed one is not
        assertThat(moves.areFinal(7, List.of(move(7, 1, 0x10), move(7, 0, 0x01)))).isTrue();
        assertThat(moves.areFinal(7, List.of())).isTrue();
        assertThat(moves.areFinal(7, List.of(move(7, 1, 0x11)))).isFalse();
    }

    @Test
    void inputsMissingARowOrWithAnotherRowOrFrameAreNotFinal() {
        // a row of the frame missing
        assertThat(moves.areFinal(5, List.of(move(5, 1, 0x10), move(5, 7, 0x20)))).isFalse();
        // player 0 with controls he does not have at frame 5
        assertThat(moves.areFinal(5, List.of(move(5, 1, 0x10), new GameMove(5, GameMove.TYPE_SHOT_CONFIG, 3, 77),
                move(5, 7, 0x20), move(5, 0, 0x02)))).isFalse();
        // a non-MOVE row the .gm does not have at that frame
        assertThat(moves.areFinal(7, List.of(new GameMove(7, GameMove.TYPE_SHOT_CONFIG, 3, 77)))).isFalse();
        // an input of another frame
        assertThat(moves.areFinal(7, List.of(move(6, 1, 0x10)))).isFalse();
        // a MOVE of a player outside 0-7 (controls -1)
        assertThat(moves.areFinal(7, List.of(move(7, 9, 0)))).isFalse();
    }
}

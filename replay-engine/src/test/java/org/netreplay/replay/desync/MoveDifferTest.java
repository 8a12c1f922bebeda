package org.netreplay.replay.desync;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.GameMove;

/** {@link MoveDiffer}: moves compared as multisets per frame, streams of different lengths. */
class MoveDifferTest {
    private static GameMove move(int frame, int player, int bits) {
        return new GameMove(frame, GameMove.TYPE_MOVE, player, bits);
    }

    @Test
    void aStreamThatEndsFirstLeavesTheOthersMovesOnOneSide() {
        List<GameMove> a = List.of(move(1, 0, 2));
        List<GameMove> b = List.of(move(1, 0, 2), move(3, 1, 4), move(3, 1, 4));
        assertThat(MoveDiffer.diff(a, b)).containsExactly(
                new MoveDifference(move(3, 1, 4), MoveDifference.Side.ONLY_IN_B),
                new MoveDifference(move(3, 1, 4), MoveDifference.Side.ONLY_IN_B));
        assertThat(MoveDiffer.diff(b, a)).extracting(MoveDifference::side)
                .containsExactly(MoveDifference.Side.ONLY_IN_A, MoveDifference.Side.ONLY_IN_A);
        assertThat(MoveDiffer.firstDifferentFrame(a, b)).isEqualTo(3);
        assertThat(MoveDiffer.firstDifferentFrame(a, a)).isEqualTo(-1);
    }

    @Test
    void theFirstDifferentFrameIsTheEarliestEvenOnFrameZero() {
        List<GameMove> a = List.of(move(0, 0, 1), move(5, 0, 1));
        List<GameMove> b = List.of(move(5, 0, 2));
        assertThat(MoveDiffer.firstDifferentFrame(a, b)).isZero();
        assertThat(MoveDiffer.firstDifferentFrame(b, a)).isZero();
    }
}

package org.netreplay.replay.desync;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.session.MoveStreams;
import org.netreplay.replay.session.RandomChecksumGame;
import org.netreplay.replay.session.StubGame;
import org.netreplay.replay.spi.GameSetup;

/** {@link SyncTest} at its limits: check distances 1 and 64, zero frames, the last frame, the 100 frames listed. */
class SyncTestLimitsTest {
    private static final GameSetup SETUP = new GameSetup(1, null, 0);
    private static final List<GameMove> MOVES = MoveStreams.random(2, 300, 2, 10);

    @Test
    void checkDistancesFrom1To64AndZeroFramesAreAccepted() {
        assertThat(SyncTest.run(new StubGame(), SETUP, MOVES, 70, 1).consistent()).isTrue();
        assertThat(SyncTest.run(new StubGame(), SETUP, MOVES, 70, 64).consistent()).isTrue();
        assertThat(SyncTest.run(new StubGame(), SETUP, MOVES, 0, 2).mismatchedFrames()).isEmpty();
        assertThatThrownBy(() -> SyncTest.run(new StubGame(), SETUP, MOVES, 10, 0))
                .hasMessage("checkDistance (0) must be in 1..64");
        assertThatThrownBy(() -> SyncTest.run(new StubGame(), SETUP, MOVES, 10, 65))
                .hasMessage("checkDistance (65) must be in 1..64");
        assertThatThrownBy(() -> SyncTest.run(new StubGame(), SETUP, MOVES, -1, 2))
                .hasMessage("frames (-1) must be >= 0");
    }

    @Test
    void theLastFrameAndTheFirstFullRollbackAreChecked() {
        assertThat(SyncTest.run(new RandomChecksumGame(), SETUP, MOVES, 1, 1).mismatchedFrames()).containsExactly(1);
        assertThat(SyncTest.run(new RandomChecksumGame(), SETUP, MOVES, 3, 3).mismatchedFrames())
                .containsExactly(1, 2, 3);
    }

    @Test
    void atMost100MismatchedFramesAreListed() {
        SyncTestResult r = SyncTest.run(new RandomChecksumGame(), SETUP, MOVES, 250, 1);
        assertThat(r.mismatchedFrames()).hasSize(100).startsWith(1, 2, 3).endsWith(100);
    }
}

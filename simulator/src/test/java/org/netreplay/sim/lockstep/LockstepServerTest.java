package org.netreplay.sim.lockstep;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.GameMove;

/** The server rules of docs/simulator.md §7.1, each checked against values worked out by hand from its formulas. */
class LockstepServerTest {

    private static LockstepServer serverAt(int passcount) {
        LockstepServer s = new LockstepServer(LockstepSettings.CLASSIC, 0);
        s.join(1, 10, "Player 1");
        for (int i = 0; i < passcount; i++) {
            s.startFrame();
        }
        return s;
    }

    @Test
    void cdatIsEnteredOnlyWhenTaggedMoreThanOneFrameAhead() {
        LockstepServer s = serverAt(10);
        CdatResult ok = s.receiveCdat(new Cdat(12, 1, 34)); // c_sync = 12 - 10 = 2 > 1
        assertThat(ok.cSync()).isEqualTo(2);
        assertThat(ok.entered()).isTrue();
        assertThat(ok.previousSync()).isZero();
        assertThat(s.moves().get(0)).isEqualTo(new GameMove(12, 5, 1, 34));

        CdatResult late = s.receiveCdat(new Cdat(11, 1, 2)); // c_sync = 1: dropped
        assertThat(late.entered()).isFalse();
        assertThat(late.previousSync()).isEqualTo(2);
        assertThat(s.client(1).cSyncErr()).isEqualTo(1);
        assertThat(s.client(1).cSyncMin()).isEqualTo(1);
        assertThat(s.moves().size()).isEqualTo(1);
    }

    @Test
    void fourGoodServerSyncsInARowLockTheClientTenFramesAhead() {
        LockstepServer s = serverAt(50);
        assertThat(s.receiveSdak(new Sdak(48, 1, 0)).serverSync()).isEqualTo(2);
        assertThat(s.receiveSdak(new Sdak(46, 1, 0)).syncGoodFrames()).isZero(); // 4 is not < 4: reset
        s.receiveSdak(new Sdak(49, 1, 0)); // 1
        s.receiveSdak(new Sdak(51, 1, 0)); // -1 > -2: good
        s.receiveSdak(new Sdak(50, 1, 0)); // 0
        SdakResult lock = s.receiveSdak(new Sdak(47, 1, 0)); // 3: the 4th good one
        assertThat(lock.syncGoodFrames()).isEqualTo(4);
        assertThat(lock.locked()).isTrue();
        // ACTIVE with name: 0x800000 + colour 10 * 256 + player 1, at passcount 50 + 10
        GameMove active = lock.activation().get(0);
        assertThat(active.frame()).isEqualTo(60);
        assertThat(active.type()).isEqualTo(0x800000 + 10 * 256 + 1);
        assertThat(s.client(1).activationFrame()).isEqualTo(60);
        assertThat(s.receiveSdak(new Sdak(49, 1, 0)).locked()).isFalse(); // 5th: no second activation
    }

    @Test
    void sdatSendsFromTheAcknowledgedEntryAndNotTheSameRangeTwice() {
        LockstepServer s = serverAt(1);
        s.addMove(new GameMove(1, 9, 0, 5));
        s.addMove(new GameMove(3, 5, 0, 1));
        List<OutgoingSdat> first = s.sdatsToSend();
        assertThat(first).hasSize(1);
        assertThat(first.get(0).sdat().startEntry()).isZero();
        assertThat(first.get(0).sdat().count()).isEqualTo(2);
        s.startFrame();
        assertThat(s.sdatsToSend()).isEmpty(); // same (0, 2): not re-sent within the 4-frame holdoff
        s.addMove(new GameMove(8, 5, 0, 3));
        s.startFrame();
        Sdat grown = s.sdatsToSend().get(0).sdat();
        assertThat(grown.startEntry()).isZero();
        assertThat(grown.count()).isEqualTo(3);
        s.receiveSdak(new Sdak(2, 1, 3));
        s.addMove(new GameMove(9, 5, 0, 0));
        s.startFrame();
        Sdat next = s.sdatsToSend().get(0).sdat();
        assertThat(next.startEntry()).isEqualTo(3);
        assertThat(next.entries()).containsExactly(new GameMove(9, 5, 0, 0));
        assertThat(next.passcount()).isEqualTo(4);
    }

    @Test
    void anUnacknowledgedRangeIsSentAgainEveryFourFrames() {
        LockstepServer s = serverAt(1);
        s.addMove(new GameMove(6, 5, 0, 1));
        assertThat(s.sdatsToSend()).hasSize(1); // frame 1, lost on the way
        for (int f = 2; f <= 4; f++) {
            s.startFrame();
            assertThat(s.sdatsToSend()).as("frame %d", f).isEmpty();
        }
        s.startFrame(); // frame 5 = 1 + 4
        Sdat again = s.sdatsToSend().get(0).sdat();
        assertThat(again.startEntry()).isZero();
        assertThat(again.count()).isEqualTo(1);
        s.receiveSdak(new Sdak(4, 1, 1));
        for (int f = 6; f <= 9; f++) {
            s.startFrame();
            assertThat(s.sdatsToSend()).as("acknowledged, frame %d", f).isEmpty();
        }
    }

    @Test
    void aSyncOnlySdatGoesOutTwentyFramesAfterTheLastOne() {
        LockstepServer s = serverAt(1);
        s.addMove(new GameMove(1, 9, 0, 5));
        assertThat(s.sdatsToSend()).hasSize(1); // frame 1
        s.receiveSdak(new Sdak(1, 1, 1));
        for (int f = 2; f <= 20; f++) {
            s.startFrame();
            assertThat(s.sdatsToSend()).as("frame %d", f).isEmpty();
        }
        s.startFrame(); // frame 21 = 1 + 20
        List<OutgoingSdat> sync = s.sdatsToSend();
        assertThat(sync).hasSize(1);
        assertThat(sync.get(0).syncOnly()).isTrue();
        assertThat(sync.get(0).sdat().count()).isZero();
    }

    @Test
    void atMostOneHundredEntriesPerSdat() {
        LockstepServer s = serverAt(1);
        for (int i = 0; i < 150; i++) {
            s.addMove(new GameMove(5, 5, 0, i % 64));
        }
        assertThat(s.sdatsToSend().get(0).sdat().count()).isEqualTo(100);
    }

    @Test
    void heldEntryReachesTheClientOnlyAfterItsFramePassed() {
        LockstepServer s = serverAt(10);
        s.addMove(new GameMove(9, 5, 0, 1));
        int held = s.addMove(new GameMove(14, 5, 0, 2));
        s.holdEntryUntilPassed(1, held);
        assertThat(s.sdatsToSend().get(0).sdat().count()).isEqualTo(1); // only the entry before the hold
        s.receiveSdak(new Sdak(13, 1, 1));
        s.startFrame();
        assertThat(s.sdatsToSend()).isEmpty(); // everything before the hold is acknowledged
        s.receiveSdak(new Sdak(14, 1, 1)); // the client reached frame 14
        s.startFrame();
        Sdat released = s.sdatsToSend().get(0).sdat();
        assertThat(released.entries()).containsExactly(new GameMove(14, 5, 0, 2));
        assertThat(s.holding()).isFalse();
    }

    @Test
    void aClientSilentForMoreThanOneHundredFramesIsDropped() {
        LockstepServer s = serverAt(0);
        for (int f = 1; f <= 100; f++) {
            s.startFrame();
            assertThat(s.dropChecks()).isEmpty();
        }
        s.startFrame();
        assertThat(s.dropChecks()).containsExactly(new GameMove(105, 2, 1, 71));
        s.startFrame();
        assertThat(s.dropChecks()).isEmpty();
    }
}

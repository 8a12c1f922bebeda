package org.netreplay.sim.lockstep;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.GameMove;

/** The client rules of docs/simulator.md §7.1, values worked out by hand from its formulas. */
class LockstepClientTest {

    private static LockstepClient clientAt(int passcount) {
        LockstepClient c = new LockstepClient(LockstepSettings.CLASSIC, 2);
        for (int i = 0; i < passcount; i++) {
            c.startFrame();
        }
        return c;
    }

    @Test
    void cdatIsTaggedControlLeadFramesAheadAndSentOnlyOnChange() {
        LockstepClient c = clientAt(7);
        assertThat(c.controls(0)).isEmpty();
        assertThat(c.controls(34)).contains(new Cdat(12, 2, 34));
        assertThat(c.controls(34)).isEmpty();
        assertThat(c.movesForFrame()).isEmpty(); // not applied locally
    }

    @Test
    void sdatSetsServerSyncAndTheChaseRate() {
        LockstepClient c = clientAt(100);
        SdatReceipt r = c.receiveSdat(new Sdat(103, 0, List.of()));
        assertThat(r.serverSync()).isEqualTo(3);
        assertThat(r.chaseFps()).isEqualTo(43); // docs/simulator.md §7.1: chase rate = 40 + server_sync − server_lead_frames = 40 + 3 − 0
        assertThat(r.summary()).isEqualTo("sync only");
        assertThat(r.reply()).isEqualTo(new Sdak(100, 2, 0));
        assertThat(c.receiveSdat(new Sdat(40, 0, List.of())).chaseFps()).isEqualTo(4); // 40 - 60, clamped to 4
        LockstepClient lead1 = new LockstepClient(new LockstepSettings(5, 1, 40, 4, 10, 100, 4, 20, 4, 100, 100, 0), 2);
        for (int i = 0; i < 100; i++) {
            lead1.startFrame();
        }
        assertThat(lead1.receiveSdat(new Sdat(103, 0, List.of())).chaseFps()).isEqualTo(42); // cfg server_lead 1
    }

    @Test
    void entriesAreEnteredWithTheirFrameLeadAndLateOnesCounted() {
        LockstepClient c = clientAt(20);
        SdatReceipt r = c.receiveSdat(new Sdat(22, 0, List.of(
                new GameMove(23, 5, 1, 2), new GameMove(19, 5, 3, 4), new GameMove(20, 5, 1, 0))));
        assertThat(r.entries()).extracting(EntryReceipt::frameLead).containsExactly(3, -1, 0);
        assertThat(r.entries()).extracting(EntryReceipt::late).containsExactly(false, true, false);
        assertThat(c.cSyncErr()).isEqualTo(1);
        assertThat(c.cSyncMin()).isEqualTo(-1);
        assertThat(c.cSync()).isZero();
        assertThat(r.reply().newEntryPos()).isEqualTo(3);
        assertThat(c.movesForFrame()).containsExactly(new GameMove(20, 5, 1, 0));
        assertThat(r.summary()).isEqualTo("new moves");
    }

    @Test
    void aResentRangeIsNotEnteredTwice() {
        LockstepClient c = clientAt(5);
        List<GameMove> two = List.of(new GameMove(8, 5, 1, 2), new GameMove(9, 5, 1, 3));
        c.receiveSdat(new Sdat(6, 0, two));
        SdatReceipt again = c.receiveSdat(new Sdat(7, 0, two));
        assertThat(again.entries()).isEmpty();
        assertThat(again.summary()).isEqualTo("no new moves");
        SdatReceipt grown = c.receiveSdat(new Sdat(7, 0, List.of(two.get(0), two.get(1), new GameMove(10, 5, 3, 1))));
        assertThat(grown.entries()).extracting(EntryReceipt::entered).containsExactly(false, false, true);
        assertThat(grown.reply().newEntryPos()).isEqualTo(3);
    }
}

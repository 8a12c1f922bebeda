package org.netreplay.session.desync;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.session.peerstate.PeerStateReader;
import org.netreplay.session.peerstate.PeerStateWriter;
import org.netreplay.session.peerstate.StateLabel;

/**
 * The determinism check (docs/desync.md, "Determinism check") on hand-written states files of a stub game whose
 * state is (frame, value): a step adds its moves' data2 to the value, and the checksum is value * 1000 + frame. So
 * every expected checksum, base and verdict below is arithmetic on the records written.
 */
class DeterminismCheckTest {
    @TempDir
    Path dir;

    /** the stub game */
    static final class Stub implements GameSimulation {
        int frame;
        int value;

        @Override
        public int frame() {
            return frame;
        }

        @Override
        public void advance(List<GameMove> moves) {
            frame++;
            for (GameMove m : moves) {
                value += m.data2();
            }
        }

        @Override
        public byte[] saveState() {
            return state(frame, value);
        }

        @Override
        public void loadState(byte[] s) {
            ByteBuffer b = ByteBuffer.wrap(s);
            frame = b.getInt();
            value = b.getInt();
        }

        @Override
        public int checksum() {
            return value * 1000 + frame;
        }
    }

    static byte[] state(int frame, int value) {
        return ByteBuffer.allocate(8).putInt(frame).putInt(value).array();
    }

    static List<GameMove> adds(int frame, int value) {
        return List.of(new GameMove(frame, GameMove.TYPE_MOVE, 1, value));
    }

    private PeerStateReader authoritativeClient() throws IOException {
        Path f = dir.resolve("c.states");
        try (PeerStateWriter w = PeerStateWriter.create(f, "stub", 1, 1, 8)) {
            w.write(10, StateLabel.CONFIRMED, 100_010, state(10, 100), List.of()); // 0: the start
            w.write(11, StateLabel.PREDICTED, 103_011, null, adds(11, 3)); // 1: from record 0
            w.write(12, StateLabel.PREDICTED, 107_012, null, adds(12, 4)); // 2: from record 1's result
            w.write(11, StateLabel.CONFIRMED, 200_011, state(11, 200), List.of()); // 3: a dif, not a step
            w.write(12, StateLabel.PREDICTED, 205_012, null, adds(12, 5)); // 4: from the dif's state
            w.write(13, StateLabel.PREDICTED, 999, null, adds(13, 1)); // 5: gives 206_013, logged 999
            w.write(14, StateLabel.PREDICTED, 1, null, adds(14, 1)); // 6: its base is unknown
            w.write(14, StateLabel.CONFIRMED, 300_014, state(14, 300), List.of()); // 7: a dif
            w.write(15, StateLabel.PREDICTED, 302_015, null, adds(15, 2)); // 8: from record 7
            w.write(16, StateLabel.PREDICTED, 303_016, state(16, 500), adds(16, 1)); // 9: its own stored state
            w.write(17, StateLabel.PREDICTED, 500_017, null, List.of()); // 10: from record 9's stored state
        }
        return PeerStateReader.open(f);
    }

    @Test
    void everyStepIsSimulatedAgainFromTheStateBeforeIt() throws IOException {
        try (PeerStateReader r = authoritativeClient()) {
            DeterminismCheck.Result res = DeterminismCheck.run(r, Stub::new, false, 10, 17);
            assertThat(res.checked).isEqualTo(7); // records 1, 2, 4, 5, 8, 9, 10 (6 has no base)
            assertThat(res.unchecked).isEqualTo(1);
            assertThat(res.firstUncheckedWhy)
                    .isEqualTo("the base of its step at frame 14 (record 6) is not stored and could not be rebuilt");
            // frames 10..17: 10 no step; 11, 12 reproduced; 13 did not; 14 unchecked; 15, 16, 17 reproduced
            assertThat(res.status).containsExactly(0, 1, 1, 2, 0, 1, 1, 1);
            assertThat(res.failures).hasSize(1);
            DeterminismCheck.Failure f = res.failures.get(0);
            assertThat(f.frame()).isEqualTo(13);
            assertThat(f.record()).isEqualTo(5);
            assertThat(f.logged()).isEqualTo(999);
            assertThat(f.resimulated()).isEqualTo(206_013);
            assertThat(f.expected()).isEqualTo(state(13, 206));
            assertThat(f.actual()).isNull();
        }
    }

    @Test
    void framesOutsideTheStatusRangeAreCheckedButNotMarked() throws IOException {
        try (PeerStateReader r = authoritativeClient()) {
            DeterminismCheck.Result res = DeterminismCheck.run(r, Stub::new, false, 12, 14);
            assertThat(res.status).containsExactly(1, 2, 0);
            assertThat(res.checked).isEqualTo(7);
            assertThat(DeterminismCheck.run(r, Stub::new, false, 5, 4).status).isEmpty();
        }
    }

    @Test
    void inLockstepAConfirmedRecordIsAStep() throws IOException {
        Path f = dir.resolve("l.states");
        try (PeerStateWriter w = PeerStateWriter.create(f, "stub", 1, 1, 8)) {
            w.write(1, StateLabel.CONFIRMED, 1, state(1, 0), List.of());
            w.write(2, StateLabel.CONFIRMED, 7_002, null, adds(2, 7));
            w.write(3, StateLabel.CONFIRMED, 5, null, adds(3, 1)); // gives 8_003
        }
        try (PeerStateReader r = PeerStateReader.open(f)) {
            DeterminismCheck.Result lockstep = DeterminismCheck.run(r, Stub::new, true, 1, 3);
            assertThat(lockstep.checked).isEqualTo(2);
            assertThat(lockstep.status).containsExactly(0, 1, 2);
            assertThat(lockstep.failures).extracting(DeterminismCheck.Failure::frame).containsExactly(3);
            DeterminismCheck.Result difs = DeterminismCheck.run(r, Stub::new, false, 1, 3);
            assertThat(difs.checked).isZero();
            assertThat(difs.unchecked).isZero();
            assertThat(difs.status).containsExactly(0, 0, 0);
        }
    }

    @Test
    void theStatesOfTheFirstSixteenRunsAreKeptAndOnlyTheFirstStepOfARun() throws IOException {
        Path f = dir.resolve("r.states");
        try (PeerStateWriter w = PeerStateWriter.create(f, "stub", 1, 0, 8)) {
            w.write(1, StateLabel.AUTHORITATIVE, 1, state(1, 0), List.of());
            // frames 2 and 3 both wrong (one run), 4 right, then every even frame 6..42 wrong: 20 runs in all
            for (int frame = 2; frame <= 43; frame++) {
                boolean wrong = frame == 2 || frame == 3 || (frame >= 6 && frame % 2 == 0);
                w.write(frame, StateLabel.AUTHORITATIVE, wrong ? -frame : frame, state(frame, 0), List.of());
            }
        }
        try (PeerStateReader r = PeerStateReader.open(f)) {
            DeterminismCheck.Result res = DeterminismCheck.run(r, Stub::new, false, 1, 43);
            assertThat(res.checked).isEqualTo(42);
            assertThat(res.failures).hasSize(2 + 19);
            assertThat(res.failures.get(0).frame()).isEqualTo(2);
            assertThat(res.failures.get(0).expected()).isEqualTo(state(2, 0));
            assertThat(res.failures.get(0).actual()).isEqualTo(state(2, 0));
            // the run's second step: no states kept
            assertThat(res.failures.get(1).frame()).isEqualTo(3);
            assertThat(res.failures.get(1).expected()).isNull();
            assertThat(res.failures.get(1).actual()).isNull();
            // runs 2..16 (frames 6..34) keep their states, runs 17..20 (frames 36..42) do not
            assertThat(res.failures.get(16).frame()).isEqualTo(34);
            assertThat(res.failures.get(16).expected()).isNotNull();
            assertThat(res.failures.get(17).frame()).isEqualTo(36);
            assertThat(res.failures.get(17).expected()).isNull();
            assertThat(res.failures.stream().filter(x -> x.expected() != null).count()).isEqualTo(16);
        }
    }

    @Test
    void anInterruptedThreadCancelsBeforeTheFirstStep() throws IOException {
        try (PeerStateReader r = authoritativeClient()) {
            Thread.currentThread().interrupt();
            try {
                assertThatThrownBy(() -> DeterminismCheck.run(r, Stub::new, false, 10, 17))
                        .isInstanceOf(java.util.concurrent.CancellationException.class);
            } finally {
                Thread.interrupted();
            }
        }
    }
}

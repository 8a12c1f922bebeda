package org.netreplay.session.peerstate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.replay.GameMove;

/** The states file: what is written is read back exactly, and damaged files are refused naming record and field. */
class PeerStateFileTest {

    /** A small state that changes a few bytes per frame, as a game's does; kept independently of the writer. */
    private static byte[] evolve(byte[] state, SplittableRandom rnd) {
        byte[] next = state.clone();
        int changes = rnd.nextInt(0, 12);
        for (int i = 0; i < changes; i++) {
            next[rnd.nextInt(next.length)] = (byte) rnd.nextInt(256);
        }
        if (rnd.nextInt(50) == 0) {
            for (int i = 0; i < next.length; i++) {
                next[i] = (byte) rnd.nextInt(256);
            }
        }
        return next;
    }

    @Test
    void everyRecordReadsBackExactlyAcrossKeyframes(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("pmclient1.states");
        SplittableRandom rnd = new SplittableRandom(7);
        int size = 3000;
        int n = 3 * PeerStateFormat.KEYFRAME_INTERVAL + 17;
        List<byte[]> states = new ArrayList<>();
        List<List<GameMove>> inputs = new ArrayList<>();
        List<StateLabel> labels = new ArrayList<>();
        byte[] s = new byte[size];
        try (PeerStateWriter w = PeerStateWriter.create(f, "pm-reference", 3, 1, size)) {
            for (int i = 0; i < n; i++) {
                s = evolve(s, rnd);
                StateLabel label = StateLabel.values()[rnd.nextInt(4)];
                byte[] stored = rnd.nextInt(3) == 0 ? null : s;
                List<GameMove> in = new ArrayList<>();
                for (int k = rnd.nextInt(0, 4); k > 0; k--) {
                    in.add(new GameMove(i / 2, rnd.nextInt(2) == 0 ? GameMove.TYPE_MOVE : 0x800000 + 256 * 9 + 1,
                            rnd.nextInt(-5, 8), rnd.nextInt()));
                }
                w.write(i / 2, label, rnd.nextInt(), stored, in);
                states.add(stored);
                inputs.add(in);
                labels.add(label);
            }
        }
        try (PeerStateReader r = PeerStateReader.open(f)) {
            assertThat(r.records()).isEqualTo(n);
            assertThat(r.peer()).isEqualTo(1);
            assertThat(r.level()).isEqualTo(3);
            assertThat(r.gameId()).isEqualTo("pm-reference");
            assertThat(r.stateSize()).isEqualTo(size);
            for (int i = 0; i < n; i++) {
                assertThat(r.frame(i)).isEqualTo(i / 2);
                assertThat(r.label(i)).isEqualTo(labels.get(i));
                assertThat(r.hasState(i)).isEqualTo(states.get(i) != null);
                assertThat(r.inputs(i)).isEqualTo(inputs.get(i));
                if (states.get(i) != null) {
                    assertThat(r.state(i)).as("record %d", i).isEqualTo(states.get(i));
                }
            }
            // random access, backwards, decodes from the keyframes and not from the cache
            for (int i = n - 1; i >= 0; i -= 37) {
                if (states.get(i) != null) {
                    assertThat(r.state(i)).as("record %d backwards", i).isEqualTo(states.get(i));
                }
            }
        }
    }

    @Test
    void findReturnsTheLastRecordOfAFrameWithThatLabel(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("pmserver.states");
        try (PeerStateWriter w = PeerStateWriter.create(f, "pm-reference", 3, 0, 4)) {
            w.write(1, StateLabel.AUTHORITATIVE, 0x11, new byte[] {1, 0, 0, 0}, List.of());
            w.write(2, StateLabel.AUTHORITATIVE, 0x22, new byte[] {2, 0, 0, 0}, List.of());
            w.write(1, StateLabel.AUTHORITATIVE, 0x33, new byte[] {3, 0, 0, 0}, List.of()); // a rewind rewrote 1
            w.write(2, StateLabel.AUTHORITATIVE, 0x44, null, List.of());
            w.write(-1, StateLabel.PREDICTED, 0x55, null, List.of());
        }
        try (PeerStateReader r = PeerStateReader.open(f)) {
            assertThat(r.find(1, StateLabel.AUTHORITATIVE)).isEqualTo(2);
            assertThat(r.find(2, StateLabel.AUTHORITATIVE)).isEqualTo(3);
            assertThat(r.find(2, StateLabel.CONFIRMED)).isEqualTo(-1);
            assertThat(r.find(3, StateLabel.AUTHORITATIVE)).isEqualTo(-1);
            assertThat(r.find(-1, StateLabel.PREDICTED)).isEqualTo(4);
            assertThat(r.recordsOf(1)).containsExactly(0, 2);
            assertThat(r.checksum(2)).isEqualTo(0x33);
            assertThat(r.stateRecordAtOrBefore(3)).isEqualTo(2);
            assertThat(r.state(2)).containsExactly(3, 0, 0, 0);
            assertThatThrownBy(() -> r.state(3)).hasMessageContaining("stores no state");
        }
    }

    @Test
    void theFileAppearsWholeWhenItsWriterCloses(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("p1.states");
        Files.writeString(f, "an older run's file");
        try (PeerStateWriter w = PeerStateWriter.create(f, "g", 1, 1, 4)) {
            w.write(5, StateLabel.CONFIRMED, 7, new byte[] {1, 2, 3, 4}, List.of());
            w.flush();
            assertThat(Files.readString(f)).as("a reader meets the old file, never a half-written one")
                    .isEqualTo("an older run's file");
        }
        assertThat(Files.list(dir).map(p -> p.getFileName().toString()).toList()).containsExactly("p1.states");
        try (PeerStateReader r = PeerStateReader.open(f)) {
            assertThat(r.records()).isEqualTo(1);
        }
    }

    @Test
    void anEmptyFileOfRecordsHasOnlyAHeader(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("a.states");
        PeerStateWriter.create(f, "g", 1, 2, 10).close();
        try (PeerStateReader r = PeerStateReader.open(f)) {
            assertThat(r.records()).isZero();
            assertThat(r.find(0, StateLabel.CONFIRMED)).isEqualTo(-1);
        }
    }

    @Test
    void damagedFilesNameTheRecordAndField(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("c.states");
        try (PeerStateWriter w = PeerStateWriter.create(f, "g", 1, 2, 64)) {
            w.write(5, StateLabel.CONFIRMED, 1, new byte[64], List.of(new GameMove(5, 5, 2, 3)));
            w.write(6, StateLabel.PREDICTED, 2, null, List.of());
        }
        byte[] good = Files.readAllBytes(f);
        int header = 8 + 4 + 1 + 1 + 16;
        int second = header + 5 + PeerStateFormat.getInt(good, header + 1);

        Path bad = dir.resolve("bad.states");
        Files.write(bad, java.util.Arrays.copyOf(good, good.length - 1));
        assertThatThrownBy(() -> PeerStateReader.open(bad)).isInstanceOf(PeerStateFormatException.class)
                .hasMessageContaining("bad.states: record 1").hasMessageContaining("truncated");

        byte[] label = good.clone();
        label[second + 9] = 9;
        Files.write(bad, label);
        assertThatThrownBy(() -> PeerStateReader.open(bad)).hasMessageContaining("record 1 (at byte " + second + ")")
                .hasMessageContaining("field label: 9");

        byte[] magic = good.clone();
        magic[0] = 'X';
        Files.write(bad, magic);
        assertThatThrownBy(() -> PeerStateReader.open(bad)).hasMessageContaining("header").hasMessageContaining("magic");

        byte[] size = good.clone();
        PeerStateFormat.putInt(size, header - 8, Integer.MAX_VALUE);
        Files.write(bad, size);
        assertThatThrownBy(() -> PeerStateReader.open(bad)).hasMessageContaining("field stateSize")
                .hasMessageContaining("peerStates.maxStateSize");

        Files.write(bad, good);
        assertThatThrownBy(() -> PeerStateReader.open(bad, new PeerStateLimits(1, 1 << 20, 10, 4096)))
                .hasMessageContaining("record 1").hasMessageContaining("peerStates.maxRecords");

    }

    @Test
    void aRunPastTheStateIsRefusedWhenTheStateIsRead(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("d.states");
        byte[] st = new byte[64];
        st[63] = 1;
        try (PeerStateWriter w = PeerStateWriter.create(f, "g", 1, 2, 64)) {
            w.write(5, StateLabel.CONFIRMED, 1, st, List.of());
        }
        byte[] b = Files.readAllBytes(f);
        // the record's body ends: ... inputCount 0, skip 63, length 1, byte 1
        assertThat(b[b.length - 3]).isEqualTo((byte) 63);
        b[b.length - 3] = 64;
        Files.write(f, b);
        try (PeerStateReader r = PeerStateReader.open(f)) {
            assertThatThrownBy(() -> r.state(0)).isInstanceOf(PeerStateFormatException.class)
                    .hasMessageContaining("record 0").hasMessageContaining("field runs[0]")
                    .hasMessageContaining("past the state's 64");
        }
    }

    @Test
    void theWriterRefusesAStateOfTheWrongSize(@TempDir Path dir) throws IOException {
        try (PeerStateWriter w = PeerStateWriter.create(dir.resolve("e.states"), "g", 1, 2, 64)) {
            assertThatThrownBy(() -> w.write(1, StateLabel.CONFIRMED, 0, new byte[63], List.of()))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("63 bytes");
        }
        assertThatThrownBy(() -> PeerStateWriter.create(dir.resolve("f.states"), "g", 1, 8, 64))
                .hasMessageContaining("peer (8)");
    }

    @Test
    void aReadInterruptedByACancelledJobDoesNotBreakTheNextRead(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("i.states");
        byte[] st = new byte[64];
        st[3] = 7;
        try (PeerStateWriter w = PeerStateWriter.create(f, "g", 1, 2, 64)) {
            w.write(1, StateLabel.CONFIRMED, 1, st, List.of());
        }
        try (PeerStateReader r = PeerStateReader.open(f)) {
            Thread.currentThread().interrupt();
            try {
                assertThatThrownBy(() -> r.inputs(0)).isInstanceOf(java.nio.channels.ClosedByInterruptException.class);
            } finally {
                Thread.interrupted();
            }
            assertThat(r.state(0)).isEqualTo(st);
        }
    }
}

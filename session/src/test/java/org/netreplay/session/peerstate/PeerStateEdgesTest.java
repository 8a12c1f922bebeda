package org.netreplay.session.peerstate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.replay.GameMove;

/**
 * The states file at its edges (docs/peer-states.md): the writer's argument ranges at both ends, records with more
 * inputs than the reader's first read of a record holds, and states whose bytes go back to zero after a keyframe.
 * Every expected value is the one written.
 */
class PeerStateEdgesTest {
    @TempDir
    Path dir;

    private int files;

    private void accepted(String gameId, int level, int peer, int stateSize) throws IOException {
        Path f = dir.resolve("ok" + files++ + ".states");
        PeerStateWriter.create(f, gameId, level, peer, stateSize).close();
        try (PeerStateReader r = PeerStateReader.open(f)) {
            assertThat(r.gameId()).isEqualTo(gameId);
            assertThat(r.level()).isEqualTo(level);
            assertThat(r.peer()).isEqualTo(peer);
            assertThat(r.stateSize()).isEqualTo(stateSize);
            assertThat(r.records()).isZero();
        }
    }

    private void refused(String gameId, int level, int peer, int stateSize, String message) {
        assertThatThrownBy(() -> PeerStateWriter.create(dir.resolve("no.states"), gameId, level, peer, stateSize))
                .isInstanceOf(IllegalArgumentException.class).hasMessage(message);
    }

    @Test
    void theWriterTakesEachHeaderFieldToTheEndsOfItsRangeAndNoFurther() throws IOException {
        accepted("g", 0, 0, 1);
        accepted("g".repeat(64), 999, 7, 1 << 20);
        accepted("!~", 5, 3, 10);
        String printable = "must be 1-64 printable ASCII chars";
        refused("", 1, 0, 1, "gameId \"\" " + printable);
        refused("g".repeat(65), 1, 0, 1, "gameId \"" + "g".repeat(65) + "\" " + printable);
        refused("a b", 1, 0, 1, "gameId \"a b\" " + printable);
        refused("a\u007f", 1, 0, 1, "gameId \"a\u007f\" " + printable);
        refused("g", 1, -1, 1, "peer (-1) must be 0-7");
        refused("g", 1, 8, 1, "peer (8) must be 0-7");
        refused("g", -1, 0, 1, "level (-1) must be 0-999");
        refused("g", 1000, 0, 1, "level (1000) must be 0-999");
        refused("g", 1, 0, 0, "stateSize (0) must be 1-1048576");
        refused("g", 1, 0, (1 << 20) + 1, "stateSize (1048577) must be 1-1048576");
    }

    @Test
    void aRecordTakesAtMost4096Inputs() throws IOException {
        Path f = dir.resolve("many.states");
        List<GameMove> most = new ArrayList<>();
        for (int i = 0; i < 4096; i++) {
            most.add(new GameMove(9, GameMove.TYPE_MOVE, i % 8, i));
        }
        try (PeerStateWriter w = PeerStateWriter.create(f, "g", 1, 0, 4)) {
            w.write(9, StateLabel.AUTHORITATIVE, 1, null, most);
            List<GameMove> tooMany = new ArrayList<>(most);
            tooMany.add(new GameMove(9, GameMove.TYPE_MOVE, 0, 0));
            assertThatThrownBy(() -> w.write(9, StateLabel.AUTHORITATIVE, 1, null, tooMany))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessage("4097 inputs in one record, more than 4096 (peerStates.maxInputsPerRecord)");
        }
        try (PeerStateReader r = PeerStateReader.open(f)) {
            assertThat(r.records()).isEqualTo(1);
            assertThat(r.inputs(0)).isEqualTo(most);
        }
    }

    @Test
    void inputsThatRunPastTheFirstReadOfARecordReadBackWhole() throws IOException {
        // 200 moves of 16-20 bytes each (a two-byte count, values that take five-byte varints) run far past the
        // first 512 bytes the reader takes of a record; 30 small ones fit in them; each record also stores a state
        int size = 2000;
        List<List<GameMove>> inputs = new ArrayList<>();
        List<byte[]> states = new ArrayList<>();
        for (int k = 0; k < 6; k++) {
            List<GameMove> in = new ArrayList<>();
            int count = switch (k) {
                case 0 -> 200;
                case 1 -> 30;
                case 2 -> 0;
                case 3 -> 127;
                case 4 -> 128;
                default -> 24;
            };
            for (int i = 0; i < count; i++) {
                in.add(k == 1 || k == 5
                        ? new GameMove(100 + k, GameMove.TYPE_MOVE, i % 8, i)
                        : new GameMove(100 + k - (i % 3), 0x800000 + i, -(i + 1) * 40_000_000, Integer.MAX_VALUE - i));
            }
            inputs.add(in);
            byte[] s = new byte[size];
            for (int j = 0; j < size; j++) {
                s[j] = (byte) ((j * 31 + k * 7) % 251);
            }
            states.add(s);
        }
        Path f = dir.resolve("inputs.states");
        try (PeerStateWriter w = PeerStateWriter.create(f, "g", 1, 2, size)) {
            for (int k = 0; k < 6; k++) {
                w.write(100 + k, StateLabel.PREDICTED, k, states.get(k), inputs.get(k));
            }
        }
        try (PeerStateReader r = PeerStateReader.open(f)) {
            for (int k = 5; k >= 0; k--) {
                assertThat(r.inputs(k)).as("record %d", k).isEqualTo(inputs.get(k));
                assertThat(r.state(k)).as("record %d", k).isEqualTo(states.get(k));
            }
        }
    }

    @Test
    void bytesThatGoBackToZeroAfterAKeyframeReadBackAsZero() throws IOException {
        // the first state is all 0x11 (a keyframe), the next ones zero a growing stretch: each is stored as the
        // change from the one before, so the reader must start from the keyframe's bytes
        int size = 64;
        List<byte[]> states = new ArrayList<>();
        byte[] s = new byte[size];
        Arrays.fill(s, (byte) 0x11);
        for (int k = 0; k < 5; k++) {
            byte[] c = s.clone();
            Arrays.fill(c, 0, 12 * k, (byte) 0);
            states.add(c);
        }
        Path f = dir.resolve("zeros.states");
        try (PeerStateWriter w = PeerStateWriter.create(f, "g", 1, 0, size)) {
            for (int k = 0; k < states.size(); k++) {
                w.write(k + 1, StateLabel.AUTHORITATIVE, k, states.get(k), List.of());
            }
        }
        try (PeerStateReader r = PeerStateReader.open(f)) {
            for (int k = states.size() - 1; k >= 0; k--) {
                assertThat(r.state(k)).as("record %d", k).isEqualTo(states.get(k));
            }
            for (int k = 0; k < states.size(); k++) {
                assertThat(r.state(k)).as("record %d again", k).isEqualTo(states.get(k));
            }
        }
    }
}

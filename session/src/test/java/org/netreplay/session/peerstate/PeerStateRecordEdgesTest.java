package org.netreplay.session.peerstate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.replay.GameMove;

/**
 * Records written byte by byte (docs/peer-states.md: after the 10 fixed bytes a varint input count, four varints per
 * input, then the state's runs: varint skip, varint length, the bytes), read back field by field: the state the runs
 * make, each way a run or a varint is wrong with its message, record numbers outside the file, and an index that
 * grows past its first 1,024 records. The file's header (game id {@code "ab"}, 8-byte states) ends at byte 31, where
 * the first record starts.
 */
class PeerStateRecordEdgesTest {
    private static final PeerStateLimits LIMITS = new PeerStateLimits(100, 100, 4, 8);

    @TempDir
    Path dir;

    private int files;

    private static byte[] header() {
        ByteBuffer b = ByteBuffer.allocate(31);
        b.put("NRSTATES".getBytes(StandardCharsets.US_ASCII)).putInt(1).put((byte) 2)
                .put("ab".getBytes(StandardCharsets.US_ASCII)).putInt(1).putInt(0).putInt(8).putInt(8);
        return b.array();
    }

    /** a keyframe-state record of frame 7 whose body after the fixed bytes is {@code rest} */
    private static byte[] record(int flags, int... rest) {
        ByteBuffer b = ByteBuffer.allocate(5 + 10 + rest.length);
        b.put((byte) 0xA5).putInt(10 + rest.length).putInt(7).put((byte) 0).putInt(0x01020304).put((byte) flags);
        for (int v : rest) {
            b.put((byte) v);
        }
        return b.array();
    }

    private PeerStateReader open(byte[]... records) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(header());
        for (byte[] r : records) {
            out.write(r);
        }
        Path f = dir.resolve("r" + files++ + ".states");
        Files.write(f, out.toByteArray());
        return PeerStateReader.open(f, LIMITS);
    }

    @Test
    void runsSkipUnchangedBytesAndCopyTheirOwn() throws IOException {
        // skip 2, copy 3 bytes; skip 1, copy 2 bytes: bytes 2-4 and 6-7
        try (PeerStateReader r = open(record(3, 0, 2, 3, 0xA, 0xB, 0xC, 1, 2, 0xD, 0xE))) {
            assertThat(r.state(0)).containsExactly(0, 0, 0xA, 0xB, 0xC, 0, 0xD, 0xE);
            assertThat(r.inputs(0)).isEmpty();
        }
        // a run that ends exactly at the state's last byte
        try (PeerStateReader r = open(record(3, 0, 2, 3, 0xA, 0xB, 0xC, 0, 3, 0xD, 0xE, 0xF))) {
            assertThat(r.state(0)).containsExactly(0, 0, 0xA, 0xB, 0xC, 0xD, 0xE, 0xF);
        }
    }

    @Test
    void aRunPastTheStateOrPastTheRecordIsNamed() throws IOException {
        try (PeerStateReader r = open(record(3, 0, 2, 3, 0xA, 0xB, 0xC, 1, 3, 0xD, 0xE, 0xF))) {
            assertThatThrownBy(() -> r.state(0)).isInstanceOf(PeerStateFormatException.class)
                    .hasMessage(r.file() + ": record 0 (at byte 31): field runs[1]: reaches byte 9, past the state's 8");
        }
        try (PeerStateReader r = open(record(3, 0, 1, 5, 0xA, 0xB))) {
            assertThatThrownBy(() -> r.state(0)).isInstanceOf(PeerStateFormatException.class)
                    .hasMessage(r.file() + ": record 0 (at byte 31): field runs[0].length: 5 bytes announced, 2 left"
                            + " in the record");
        }
    }

    @Test
    void inputsUpToTheLimitAreReadAndOneMoreIsRefused() throws IOException {
        // 4 inputs of four zero varints each: frame 7 + 0, type 0, data 0 and 0
        int[] four = new int[1 + 16];
        four[0] = 4;
        try (PeerStateReader r = open(record(0, four))) {
            assertThat(r.inputs(0)).containsExactly(new GameMove(7, 0, 0, 0), new GameMove(7, 0, 0, 0),
                    new GameMove(7, 0, 0, 0), new GameMove(7, 0, 0, 0));
        }
        int[] five = new int[1 + 20];
        five[0] = 5;
        try (PeerStateReader r = open(record(3, five))) {
            String message = r.file() + ": record 0 (at byte 31): field inputCount: 5 is more than 4 (limit"
                    + " peerStates.maxInputsPerRecord)";
            assertThatThrownBy(() -> r.inputs(0)).isInstanceOf(PeerStateLimitException.class).hasMessage(message);
            assertThatThrownBy(() -> r.state(0)).isInstanceOf(PeerStateLimitException.class).hasMessage(message);
        }
    }

    @Test
    void aVarintLongerThanFiveBytesOrWiderThan32BitsOrCutIsNamed() throws IOException {
        try (PeerStateReader r = open(record(0, 0x80, 0x80, 0x80, 0x80, 0x80, 0x00))) {
            assertThatThrownBy(() -> r.inputs(0)).hasMessage(r.file() + ": record 0 (at byte 31): field inputCount:"
                    + " varint longer than 5 bytes");
        }
        try (PeerStateReader r = open(record(0, 0x80, 0x80, 0x80, 0x80, 0x10))) {
            assertThatThrownBy(() -> r.inputs(0)).hasMessage(r.file() + ": record 0 (at byte 31): field inputCount:"
                    + " varint does not fit 32 bits");
        }
        // five bytes that make 1: one input announced, and the record ends there
        try (PeerStateReader r = open(record(0, 0x81, 0x80, 0x80, 0x80, 0x00))) {
            assertThatThrownBy(() -> r.inputs(0)).hasMessage(r.file() + ": record 0 (at byte 31): field"
                    + " inputs[0].frame: the record ends inside a varint");
        }
        try (PeerStateReader r = open(record(0, 0x80))) {
            assertThatThrownBy(() -> r.inputs(0)).hasMessage(r.file() + ": record 0 (at byte 31): field inputCount:"
                    + " the record ends inside a varint");
        }
    }

    @Test
    void aRecordNumberOutsideTheFileIsRefusedNamingTheRange() throws IOException {
        try (PeerStateReader r = open(record(3, 0), record(0, 0), record(0, 0))) {
            assertThat(r.frame(2)).isEqualTo(7);
            assertThatThrownBy(() -> r.frame(3)).isInstanceOf(IndexOutOfBoundsException.class)
                    .hasMessage("record 3 is outside 0-2 of " + r.file());
            assertThatThrownBy(() -> r.frame(-1)).isInstanceOf(IndexOutOfBoundsException.class)
                    .hasMessage("record -1 is outside 0-2 of " + r.file());
            // all three are of frame 7; only the first stores a state
            assertThat(r.recordsOf(7)).containsExactly(0, 1, 2);
            assertThat(r.recordsOf(6)).isEmpty();
            assertThat(r.recordsOf(8)).isEmpty();
            assertThat(r.stateRecordAtOrBefore(0)).isZero();
            assertThat(r.stateRecordAtOrBefore(2)).isZero();
        }
    }

    @Test
    void moreThan1024RecordsAndStatesAreIndexed(@TempDir Path tmp) throws IOException {
        Path f = tmp.resolve("long.states");
        try (PeerStateWriter w = PeerStateWriter.create(f, "ab", 1, 0, 1)) {
            for (int i = 0; i < 1100; i++) {
                w.write(i, StateLabel.AUTHORITATIVE, i, new byte[] {(byte) i}, List.of());
            }
        }
        try (PeerStateReader r = PeerStateReader.open(f)) {
            assertThat(r.records()).isEqualTo(1100);
            assertThat(r.frame(1099)).isEqualTo(1099);
            assertThat(r.checksum(1050)).isEqualTo(1050);
            assertThat(r.state(1099)).containsExactly((byte) 1099);
            assertThat(r.state(1025)).containsExactly((byte) 1025);
            assertThat(r.stateRecordAtOrBefore(1099)).isEqualTo(1099);
            assertThat(r.recordsOf(1030)).containsExactly(1030);
        }
    }
}

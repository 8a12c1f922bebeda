package org.netreplay.session.peerstate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A states file written byte by byte (docs/peer-states.md: magic, version, gameId length and bytes, level, peer,
 * stateSize, keyframeInterval; records of mark 0xa5, length, frame, label, checksum, flags, inputs, runs), each field
 * at the ends of its range and one past, against the limits {@code (10 records, 100-byte states, 4 inputs, keyframe
 * every 8)}. Offsets in the messages are counted here: with the game id {@code "ab"} the level is at byte 15, the peer
 * at 19, stateSize at 23, keyframeInterval at 27 and the first record at 31.
 */
class PeerStateHeaderEdgesTest {
    private static final PeerStateLimits LIMITS = new PeerStateLimits(10, 100, 4, 8);

    @TempDir
    Path dir;

    private int files;

    private static byte[] header(byte[] id, int idLength, int level, int peer, int stateSize, int keyframes) {
        ByteBuffer b = ByteBuffer.allocate(8 + 4 + 1 + id.length + 16);
        b.put("NRSTATES".getBytes(StandardCharsets.US_ASCII)).putInt(1).put((byte) idLength).put(id)
                .putInt(level).putInt(peer).putInt(stateSize).putInt(keyframes);
        return b.array();
    }

    private static byte[] header(int level, int peer, int stateSize, int keyframes) {
        return header("ab".getBytes(StandardCharsets.US_ASCII), 2, level, peer, stateSize, keyframes);
    }

    /** a record: mark, length, frame, label, checksum, flags, then {@code rest} (inputs and runs) */
    private static byte[] record(int length, int frame, int label, int flags, byte[] rest) {
        ByteBuffer b = ByteBuffer.allocate(5 + 10 + rest.length);
        b.put((byte) 0xA5).putInt(length).putInt(frame).put((byte) label).putInt(0x12345678).put((byte) flags)
                .put(rest);
        return b.array();
    }

    /** a record with no inputs and no runs: 11 bytes of body */
    private static byte[] record(int frame, int flags) {
        return record(11, frame, 1, flags, new byte[] {0});
    }

    private Path file(byte[]... parts) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.write(p);
        }
        Path f = dir.resolve("f" + files++ + ".states");
        Files.write(f, out.toByteArray());
        return f;
    }

    private void refused(Path f, String message) {
        assertThatThrownBy(() -> PeerStateReader.open(f, LIMITS).close()).isInstanceOf(PeerStateFormatException.class)
                .hasMessage(f + ": " + message);
    }

    private int records(Path f) throws IOException {
        try (PeerStateReader r = PeerStateReader.open(f, LIMITS)) {
            return r.records();
        }
    }

    @Test
    void theGameIdIsOneToSixtyFourPrintableBytes() throws IOException {
        byte[] longest = "x".repeat(64).getBytes(StandardCharsets.US_ASCII);
        try (PeerStateReader r = PeerStateReader.open(file(header(longest, 64, 1, 0, 10, 8)), LIMITS)) {
            assertThat(r.gameId()).isEqualTo("x".repeat(64));
        }
        try (PeerStateReader r = PeerStateReader.open(file(header(new byte[] {33, 126}, 2, 1, 0, 10, 8)), LIMITS)) {
            assertThat(r.gameId()).isEqualTo("!~");
        }
        Path empty = file(header(new byte[0], 0, 1, 0, 10, 8));
        refused(empty, "header (at byte 12): field gameId: length 0 is not 1-64");
        Path tooLong = file(header("x".repeat(65).getBytes(StandardCharsets.US_ASCII), 65, 1, 0, 10, 8));
        refused(tooLong, "header (at byte 12): field gameId: length 65 is not 1-64");
        refused(file(header(new byte[] {'a', 32}, 2, 1, 0, 10, 8)),
                "header (at byte 13): field gameId: holds a byte that is not printable ASCII");
        refused(file(header(new byte[] {'a', 127}, 2, 1, 0, 10, 8)),
                "header (at byte 13): field gameId: holds a byte that is not printable ASCII");
    }

    @Test
    void levelPeerStateSizeAndKeyframeIntervalAtTheEndsOfTheirRanges() throws IOException {
        try (PeerStateReader r = PeerStateReader.open(file(header(0, 0, 1, 1)), LIMITS)) {
            assertThat(r.level()).isZero();
            assertThat(r.peer()).isZero();
            assertThat(r.stateSize()).isEqualTo(1);
            assertThat(r.keyframeInterval()).isEqualTo(1);
        }
        try (PeerStateReader r = PeerStateReader.open(file(header(999, 7, 100, 8)), LIMITS)) {
            assertThat(r.level()).isEqualTo(999);
            assertThat(r.peer()).isEqualTo(7);
            assertThat(r.stateSize()).isEqualTo(100);
            assertThat(r.keyframeInterval()).isEqualTo(8);
        }
        refused(file(header(-1, 0, 10, 8)), "header (at byte 15): field level: -1 is outside 0-999");
        refused(file(header(1000, 0, 10, 8)), "header (at byte 15): field level: 1000 is outside 0-999");
        refused(file(header(1, -1, 10, 8)), "header (at byte 19): field peer: -1 is outside 0-7");
        refused(file(header(1, 8, 10, 8)), "header (at byte 19): field peer: 8 is outside 0-7");
        refused(file(header(1, 0, 0, 8)), "header (at byte 23): field stateSize: 0 is not positive");
        Path big = file(header(1, 0, 101, 8));
        refused(big, "header (at byte 23): field stateSize: 101 is more than 100 (limit peerStates.maxStateSize)");
        assertThatThrownBy(() -> PeerStateReader.open(big, LIMITS)).isInstanceOf(PeerStateLimitException.class);
        refused(file(header(1, 0, 10, 0)), "header (at byte 27): field keyframeInterval: 0 is not positive");
        refused(file(header(1, 0, 10, 9)),
                "header (at byte 27): field keyframeInterval: 9 is more than 8 (limit peerStates.maxKeyframeInterval)");
    }

    @Test
    void recordsAreCountedUpToTheLimitAndAShortTailIsNamed() throws IOException {
        byte[] h = header(1, 0, 100, 8);
        byte[][] ten = new byte[11][];
        ten[0] = h;
        for (int i = 1; i <= 10; i++) {
            ten[i] = record(i, 0);
        }
        assertThat(records(file(ten))).isEqualTo(10);
        byte[][] eleven = java.util.Arrays.copyOf(ten, 12);
        eleven[11] = record(11, 0);
        // each record takes 16 bytes: the eleventh starts at 31 + 10 * 16
        refused(file(eleven), "record 10 (at byte 191): field record: more than 10 records (limit"
                + " peerStates.maxRecords)");
        // 14 bytes after the header: less than a mark, a length and the 10 fixed bytes
        refused(file(h, java.util.Arrays.copyOf(record(1, 0), 14)),
                "record 0 (at byte 31): field record: truncated: 14 bytes left, a record needs at least 15");
        // 15 bytes: enough for the fixed part, not for the 11 the length announces
        refused(file(h, java.util.Arrays.copyOf(record(1, 0), 15)),
                "record 0 (at byte 31): field length: truncated: 11 bytes announced, 10 left in the file");
    }

    @Test
    void aRecordsLengthIsElevenBytesAtLeastAndAtMostWhatTheLimitsAllow() throws IOException {
        byte[] h = header(1, 0, 100, 8);
        refused(file(h, record(10, 1, 1, 0, new byte[0])), "record 0 (at byte 31): field length: 10 is less than 11");
        // the longest body: 10 fixed + 5 (input count) + 4 inputs * 20 + runs of a 100-byte state
        // (100 + 10 * (100 / 9 + 1) = 220 bytes) = 315
        assertThat(records(file(h, record(315, 1, 1, 0, new byte[305])))).isEqualTo(1);
        Path f = file(h, record(316, 1, 1, 0, new byte[306]));
        refused(f, "record 0 (at byte 31): field length: 316 is more than 315 (limits peerStates.maxStateSize,"
                + " peerStates.maxInputsPerRecord)");
        assertThatThrownBy(() -> PeerStateReader.open(f, LIMITS)).isInstanceOf(PeerStateLimitException.class);
        assertThat(LIMITS.maxRecordBytes(100)).isEqualTo(315);
        assertThat(PeerStateFormat.maxRunBytes(100)).isEqualTo(220);
        assertThat(PeerStateFormat.maxRunBytes(9)).isEqualTo(29);
    }

    @Test
    void flagsAreNoStateStateOrKeyframeStateAndKeyframesComeOftenEnough() throws IOException {
        byte[] h = header(1, 0, 100, 2);
        refused(file(h, record(1, 4)),
                "record 0 (at byte 31): field flags: 0x4 is not 0, 1 (state) or 3 (keyframe state)");
        refused(file(h, record(1, 2)),
                "record 0 (at byte 31): field flags: 0x2 is not 0, 1 (state) or 3 (keyframe state)");
        refused(file(h, record(1, 1)), "record 0 (at byte 31): field flags: the first stored state is not a keyframe");
        // keyframe every 2 stored states: a keyframe, one state after it, a keyframe, one state, a record without
        assertThat(records(file(h, record(1, 3), record(2, 1), record(3, 3), record(4, 1), record(5, 0))))
                .isEqualTo(5);
        refused(file(h, record(1, 3), record(2, 1), record(3, 0), record(4, 1)),
                "record 3 (at byte 79): field flags: more than 2 stored states since the last keyframe (header"
                        + " keyframeInterval)");
    }
}

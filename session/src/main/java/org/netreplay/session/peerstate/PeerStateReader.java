package org.netreplay.session.peerstate;

import java.io.BufferedInputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.netreplay.replay.GameMove;

/**
 * Reads a states file written by {@link PeerStateWriter} (docs/peer-states.md) with bounded memory: opening scans the
 * file once and keeps only an index (byte offset, frame, label, checksum, flags: about 30 bytes per record, at most
 * {@link PeerStateLimits#maxRecords()} records); inputs and states are read from disk on demand. A state is decoded
 * from the nearest keyframe (at most the header's keyframe interval of runs); the last decoded state is kept, so
 * reading states in record order costs one run each.
 *
 * <p>Every problem is a {@link PeerStateFormatException} naming the file, the record, its byte offset and the field.
 * Not thread-safe: one reader per thread at a time (the viewer opens its own). A read interrupted by
 * {@link Thread#interrupt} fails with {@link java.nio.channels.ClosedByInterruptException}; the next read reopens
 * the file.
 */
public final class PeerStateReader implements Closeable {
    private final Path file;
    private FileChannel channel;
    private boolean closed;
    private final PeerStateLimits limits;
    private final String gameId;
    private final int level;
    private final int peer;
    private final int stateSize;
    private final int keyframeInterval;
    private final int count;
    private final long[] offsets;
    private final int[] lengths;
    private final int[] frames;
    private final int[] checksums;
    private final byte[] meta;
    /** Record numbers of the records with a state, in file order. */
    private final int[] stateRecords;
    /** (frame << 32 | record) sorted: the records of each frame in file order. */
    private final long[] byFrame;
    private int cachedStatePos = -1;
    private byte[] cachedState;

    private PeerStateReader(Path file, FileChannel channel, PeerStateLimits limits, String gameId, int level, int peer,
                            int stateSize, int keyframeInterval, Index index) {
        this.file = file;
        this.channel = channel;
        this.limits = limits;
        this.gameId = gameId;
        this.level = level;
        this.peer = peer;
        this.stateSize = stateSize;
        this.keyframeInterval = keyframeInterval;
        this.count = index.count;
        this.offsets = Arrays.copyOf(index.offsets, count);
        this.lengths = Arrays.copyOf(index.lengths, count);
        this.frames = Arrays.copyOf(index.frames, count);
        this.checksums = Arrays.copyOf(index.checksums, count);
        this.meta = Arrays.copyOf(index.meta, count);
        this.stateRecords = Arrays.copyOf(index.stateRecords, index.states);
        this.byFrame = new long[count];
        for (int r = 0; r < count; r++) {
            byFrame[r] = ((long) frames[r] << 32) | r;
        }
        Arrays.sort(byFrame);
    }

    /** Opens {@code file} with the default limits. */
    public static PeerStateReader open(Path file) throws IOException {
        return open(file, PeerStateLimits.DEFAULT);
    }

    /**
     * Opens {@code file} and indexes its records.
     *
     * @throws PeerStateFormatException naming file, record and field for bad magic, version, a value out of range, a
     *                                  limit exceeded or a truncated record
     * @throws IOException              if the file cannot be read
     */
    public static PeerStateReader open(Path file, PeerStateLimits limits) throws IOException {
        long size = Files.size(file);
        String gameId;
        int level;
        int peer;
        int stateSize;
        int keyframeInterval;
        Index index;
        try (InputStream raw = Files.newInputStream(file);
             DataInputStream in = new DataInputStream(new BufferedInputStream(raw, 1 << 16))) {
            long pos = 0;
            try {
                byte[] magic = in.readNBytes(8);
                if (!Arrays.equals(magic, PeerStateFormat.MAGIC)) {
                    throw new PeerStateFormatException(file, -1, 0, "magic", "is not \"NRSTATES\" (not a states file)");
                }
                int version = in.readInt();
                if (version != PeerStateFormat.VERSION) {
                    throw new PeerStateFormatException(file, -1, 8, "version", version + " is not "
                            + PeerStateFormat.VERSION + " (this build reads version " + PeerStateFormat.VERSION + ")");
                }
                int idLength = in.readUnsignedByte();
                if (idLength < 1 || idLength > PeerStateFormat.MAX_GAME_ID) {
                    throw new PeerStateFormatException(file, -1, 12, "gameId", "length " + idLength + " is not 1-"
                            + PeerStateFormat.MAX_GAME_ID);
                }
                byte[] id = in.readNBytes(idLength);
                if (id.length < idLength) {
                    throw new EOFException();
                }
                for (byte b : id) {
                    if (b <= 32 || b >= 127) {
                        throw new PeerStateFormatException(file, -1, 13, "gameId", "holds a byte that is not"
                                + " printable ASCII");
                    }
                }
                gameId = new String(id, StandardCharsets.US_ASCII);
                pos = 13 + idLength;
                level = in.readInt();
                if (level < PeerStateFormat.MIN_LEVEL || level > PeerStateFormat.MAX_LEVEL) {
                    throw new PeerStateFormatException(file, -1, pos, "level", level + " is outside "
                            + PeerStateFormat.MIN_LEVEL + "-" + PeerStateFormat.MAX_LEVEL);
                }
                peer = in.readInt();
                if (peer < 0 || peer > 7) {
                    throw new PeerStateFormatException(file, -1, pos + 4, "peer", peer + " is outside 0-7");
                }
                stateSize = in.readInt();
                if (stateSize < 1) {
                    throw new PeerStateFormatException(file, -1, pos + 8, "stateSize", stateSize + " is not "
                            + "positive");
                }
                if (stateSize > limits.maxStateSize()) {
                    throw new PeerStateLimitException(file, -1, pos + 8, "stateSize", stateSize + " is more than "
                            + limits.maxStateSize() + " (limit peerStates.maxStateSize)");
                }
                keyframeInterval = in.readInt();
                if (keyframeInterval < 1) {
                    throw new PeerStateFormatException(file, -1, pos + 12, "keyframeInterval", keyframeInterval
                            + " is not positive");
                }
                if (keyframeInterval > limits.maxKeyframeInterval()) {
                    throw new PeerStateLimitException(file, -1, pos + 12, "keyframeInterval", keyframeInterval
                            + " is more than " + limits.maxKeyframeInterval()
                            + " (limit peerStates.maxKeyframeInterval)");
                }
                pos += 16;
            } catch (EOFException e) {
                throw new PeerStateFormatException(file, -1, size, "header", "the file ends inside the header ("
                        + size + " bytes)");
            }
            index = scan(file, in, pos, size, stateSize, keyframeInterval, limits);
        }
        FileChannel channel = FileChannel.open(file, StandardOpenOption.READ);
        return new PeerStateReader(file, channel, limits, gameId, level, peer, stateSize, keyframeInterval, index);
    }

    private static Index scan(Path file, DataInputStream in, long start, long size, int stateSize,
                              int keyframeInterval, PeerStateLimits limits) throws IOException {
        Index index = new Index();
        long maxBody = limits.maxRecordBytes(stateSize);
        long pos = start;
        int sinceKeyframe = -1;
        while (pos < size) {
            int r = index.count;
            if (r >= limits.maxRecords()) {
                throw new PeerStateLimitException(file, r, pos, "record", "more than " + limits.maxRecords()
                        + " records (limit peerStates.maxRecords)");
            }
            if (size - pos < 5 + PeerStateFormat.RECORD_FIXED_BYTES) {
                throw new PeerStateFormatException(file, r, pos, "record", "truncated: " + (size - pos)
                        + " bytes left, a record needs at least " + (5 + PeerStateFormat.RECORD_FIXED_BYTES));
            }
            int mark = in.readUnsignedByte();
            if (mark != PeerStateFormat.RECORD_MARK) {
                throw new PeerStateFormatException(file, r, pos, "mark", String.format("0x%02x is not 0xa5", mark));
            }
            int length = in.readInt();
            if (length < PeerStateFormat.RECORD_FIXED_BYTES + 1) {
                throw new PeerStateFormatException(file, r, pos, "length", length + " is less than "
                        + (PeerStateFormat.RECORD_FIXED_BYTES + 1));
            }
            if (length > maxBody) {
                throw new PeerStateLimitException(file, r, pos, "length", length + " is more than " + maxBody
                        + " (limits peerStates.maxStateSize, peerStates.maxInputsPerRecord)");
            }
            if (length > size - pos - 5) {
                throw new PeerStateFormatException(file, r, pos, "length", "truncated: " + length
                        + " bytes announced, " + (size - pos - 5) + " left in the file");
            }
            int frame = in.readInt();
            int label = in.readUnsignedByte();
            if (StateLabel.ofOrdinal(label) == null) {
                throw new PeerStateFormatException(file, r, pos, "label", label + " is not 0-3");
            }
            int checksum = in.readInt();
            int flags = in.readUnsignedByte();
            if ((flags & ~3) != 0 || flags == PeerStateFormat.FLAG_KEYFRAME) {
                throw new PeerStateFormatException(file, r, pos, "flags", "0x" + Integer.toHexString(flags)
                        + " is not 0, 1 (state) or 3 (keyframe state)");
            }
            if ((flags & PeerStateFormat.FLAG_STATE) != 0) {
                if ((flags & PeerStateFormat.FLAG_KEYFRAME) != 0) {
                    sinceKeyframe = 0;
                } else if (sinceKeyframe < 0) {
                    throw new PeerStateFormatException(file, r, pos, "flags", "the first stored state is not a"
                            + " keyframe");
                } else if (++sinceKeyframe >= keyframeInterval) {
                    throw new PeerStateFormatException(file, r, pos, "flags", "more than " + keyframeInterval
                            + " stored states since the last keyframe (header keyframeInterval)");
                }
            }
            in.skipNBytes(length - PeerStateFormat.RECORD_FIXED_BYTES);
            index.add(pos + 5, length, frame, checksum, (byte) (label | (flags << 4)));
            pos += 5L + length;
        }
        return index;
    }

    /** @return the peer's player number (0 = server) */
    public int peer() {
        return peer;
    }

    /** @return the game id the states belong to */
    public String gameId() {
        return gameId;
    }

    /** @return the level number */
    public int level() {
        return level;
    }

    /** @return bytes of each state */
    public int stateSize() {
        return stateSize;
    }

    /** @return the number of records */
    public int records() {
        return count;
    }

    /** @return the file read */
    public Path file() {
        return file;
    }

    /** @return record {@code record}'s frame */
    public int frame(int record) {
        return frames[check(record)];
    }

    /** @return record {@code record}'s label */
    public StateLabel label(int record) {
        return StateLabel.ofOrdinal(meta[check(record)] & 0x0F);
    }

    /** @return record {@code record}'s checksum (CRC-32 bits) */
    public int checksum(int record) {
        return checksums[check(record)];
    }

    /** @return whether record {@code record} stores a state */
    public boolean hasState(int record) {
        return ((meta[check(record)] >> 4) & PeerStateFormat.FLAG_STATE) != 0;
    }

    /** @return the last record for {@code frame} with {@code label}, or -1 */
    public int find(int frame, StateLabel label) {
        int hi = upper(frame) - 1;
        for (int i = hi; i >= 0 && (int) (byFrame[i] >> 32) == frame; i--) {
            int r = (int) byFrame[i];
            if ((meta[r] & 0x0F) == label.ordinal()) {
                return r;
            }
        }
        return -1;
    }

    /** @return every record for {@code frame}, in file order (empty when none) */
    public int[] recordsOf(int frame) {
        int hi = upper(frame);
        int lo = hi;
        while (lo > 0 && (int) (byFrame[lo - 1] >> 32) == frame) {
            lo--;
        }
        int[] out = new int[hi - lo];
        for (int i = lo; i < hi; i++) {
            out[i - lo] = (int) byFrame[i];
        }
        return out;
    }

    /** @return the last record at or before {@code record} that stores a state, or -1 */
    public int stateRecordAtOrBefore(int record) {
        int i = Arrays.binarySearch(stateRecords, check(record));
        int pos = i >= 0 ? i : -i - 2;
        return pos < 0 ? -1 : stateRecords[pos];
    }

    /** index in byFrame just past the last entry with this frame */
    private int upper(int frame) {
        long key = ((long) frame << 32) | 0xFFFF_FFFFL;
        int i = Arrays.binarySearch(byFrame, key);
        return i >= 0 ? i + 1 : -i - 1;
    }

    /**
     * @return the game moves record {@code record} holds (those applied on its frame)
     * @throws PeerStateFormatException naming the record and field when they cannot be decoded
     */
    public List<GameMove> inputs(int record) throws IOException {
        byte[] body = body(check(record), INPUTS_PREFIX);
        if (body.length < lengths[record] && !inputsWithin(body)) {
            body = body(record);
        }
        int[] p = {PeerStateFormat.RECORD_FIXED_BYTES};
        int n = varint(body, p, record, "inputCount");
        if (n > limits.maxInputsPerRecord()) {
            throw new PeerStateLimitException(file, record, offsets[record] - 5, "inputCount", n + " is more than "
                    + limits.maxInputsPerRecord() + " (limit peerStates.maxInputsPerRecord)");
        }
        List<GameMove> moves = new ArrayList<>(n);
        int frame = frames[record];
        for (int i = 0; i < n; i++) {
            int df = PeerStateFormat.unzigzag(varint(body, p, record, "inputs[" + i + "].frame"));
            int type = varint(body, p, record, "inputs[" + i + "].type");
            int d1 = PeerStateFormat.unzigzag(varint(body, p, record, "inputs[" + i + "].data1"));
            int d2 = PeerStateFormat.unzigzag(varint(body, p, record, "inputs[" + i + "].data2"));
            moves.add(new GameMove(frame + df, type, d1, d2));
        }
        return List.copyOf(moves);
    }

    /**
     * @return a copy of the state record {@code record} stores ({@link #stateSize()} bytes)
     * @throws IllegalArgumentException if the record stores no state ({@link #hasState})
     * @throws PeerStateFormatException naming the record and field when a run does not fit the state
     */
    public byte[] state(int record) throws IOException {
        if (!hasState(record)) {
            throw new IllegalArgumentException("record " + record + " (frame " + frames[record] + ", "
                    + label(record).text() + ") of " + file + " stores no state");
        }
        int target = Arrays.binarySearch(stateRecords, record);
        int from = target;
        while (((meta[stateRecords[from]] >> 4) & PeerStateFormat.FLAG_KEYFRAME) == 0) {
            from--;
        }
        byte[] s;
        if (cachedState != null && cachedStatePos >= from && cachedStatePos <= target) {
            s = cachedState;
            from = cachedStatePos + 1;
        } else {
            s = new byte[stateSize];
        }
        try {
            for (int i = from; i <= target; i++) {
                int r = stateRecords[i];
                if (((meta[r] >> 4) & PeerStateFormat.FLAG_KEYFRAME) != 0) {
                    Arrays.fill(s, (byte) 0);
                }
                applyRuns(r, s);
            }
        } catch (IOException | RuntimeException e) {
            cachedState = null; // it may hold half the runs
            cachedStatePos = -1;
            throw e;
        }
        cachedState = s;
        cachedStatePos = target;
        return s.clone();
    }

    private void applyRuns(int record, byte[] state) throws IOException {
        byte[] body = body(record);
        int[] p = {PeerStateFormat.RECORD_FIXED_BYTES};
        int n = varint(body, p, record, "inputCount");
        if (n > limits.maxInputsPerRecord()) {
            throw new PeerStateLimitException(file, record, offsets[record] - 5, "inputCount", n + " is more than "
                    + limits.maxInputsPerRecord() + " (limit peerStates.maxInputsPerRecord)");
        }
        for (int i = 0; i < 4 * n; i++) {
            varint(body, p, record, "inputs");
        }
        int at = 0;
        int run = 0;
        while (p[0] < body.length) {
            int skip = varint(body, p, record, "runs[" + run + "].skip");
            int len = varint(body, p, record, "runs[" + run + "].length");
            if ((long) at + skip + len > stateSize) {
                throw error(record, "runs[" + run + "]", "reaches byte " + ((long) at + skip + len)
                        + ", past the state's " + stateSize);
            }
            if (len > body.length - p[0]) {
                throw error(record, "runs[" + run + "].length", len + " bytes announced, " + (body.length - p[0])
                        + " left in the record");
            }
            at += skip;
            System.arraycopy(body, p[0], state, at, len);
            at += len;
            p[0] += len;
            run++;
        }
    }

    /** Bytes read first for {@link #inputs}: enough for 24 moves of 20 bytes; the rest (the state) is not read. */
    private static final int INPUTS_PREFIX = 512;

    /** @return whether the inputs of a record lie wholly within this prefix of its body */
    private static boolean inputsWithin(byte[] prefix) {
        int p = PeerStateFormat.RECORD_FIXED_BYTES;
        int n = 0;
        for (int shift = 0; shift < 35; shift += 7) {
            if (p >= prefix.length) {
                return false;
            }
            int b = prefix[p++] & 0xFF;
            n |= (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                break;
            }
        }
        int varints = 0;
        while (varints < 4L * n) {
            if (p >= prefix.length) {
                return false;
            }
            if ((prefix[p++] & 0x80) == 0) {
                varints++;
            }
        }
        return true;
    }

    private byte[] body(int record) throws IOException {
        return body(record, Integer.MAX_VALUE);
    }

    private byte[] body(int record, int maxBytes) throws IOException {
        if (closed) {
            throw new java.nio.channels.ClosedChannelException();
        }
        if (!channel.isOpen()) {
            // a FileChannel closes itself when a reading thread is interrupted (a cancelled viewer job): reopen it
            channel = FileChannel.open(file, StandardOpenOption.READ);
        }
        byte[] body = new byte[Math.min(lengths[record], maxBytes)];
        ByteBuffer buf = ByteBuffer.wrap(body);
        long at = offsets[record];
        while (buf.hasRemaining()) {
            int n = channel.read(buf, at + buf.position());
            if (n < 0) {
                throw error(record, "record", "the file ended while reading (changed since it was opened?)");
            }
        }
        return body;
    }

    private int varint(byte[] body, int[] p, int record, String field) throws PeerStateFormatException {
        int value = 0;
        for (int shift = 0; shift < 35; shift += 7) {
            if (p[0] >= body.length) {
                throw error(record, field, "the record ends inside a varint");
            }
            int b = body[p[0]++] & 0xFF;
            value |= (b & 0x7F) << shift;
            if ((b & 0x80) == 0) {
                if (shift == 28 && b > 0x0F) {
                    throw error(record, field, "varint does not fit 32 bits");
                }
                return value;
            }
        }
        throw error(record, field, "varint longer than 5 bytes");
    }

    private PeerStateFormatException error(int record, String field, String problem) {
        return new PeerStateFormatException(file, record, offsets[record] - 5, field, problem);
    }

    private int check(int record) {
        if (record < 0 || record >= count) {
            throw new IndexOutOfBoundsException("record " + record + " is outside 0-" + (count - 1) + " of " + file);
        }
        return record;
    }

    /** @return the keyframe interval the writer used */
    int keyframeInterval() {
        return keyframeInterval;
    }

    @Override
    public void close() throws IOException {
        closed = true;
        channel.close();
    }

    /** The growing index built by one scan. */
    private static final class Index {
        int count;
        int states;
        long[] offsets = new long[1024];
        int[] lengths = new int[1024];
        int[] frames = new int[1024];
        int[] checksums = new int[1024];
        byte[] meta = new byte[1024];
        int[] stateRecords = new int[1024];

        void add(long offset, int length, int frame, int checksum, byte m) {
            if (count == offsets.length) {
                int n = count * 2;
                offsets = Arrays.copyOf(offsets, n);
                lengths = Arrays.copyOf(lengths, n);
                frames = Arrays.copyOf(frames, n);
                checksums = Arrays.copyOf(checksums, n);
                meta = Arrays.copyOf(meta, n);
            }
            if (((m >> 4) & PeerStateFormat.FLAG_STATE) != 0) {
                if (states == stateRecords.length) {
                    stateRecords = Arrays.copyOf(stateRecords, states * 2);
                }
                stateRecords[states++] = count;
            }
            offsets[count] = offset;
            lengths[count] = length;
            frames[count] = frame;
            checksums[count] = checksum;
            meta[count] = m;
            count++;
        }
    }
}

package org.netreplay.session.peerstate;

import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

import org.netreplay.replay.GameMove;

/**
 * Writes one peer's states file ({@code <peer>.states}, docs/peer-states.md): one record per type-60 line the peer
 * logs, with the frame, label, checksum, the game moves applied on that frame and, optionally, the state at the end of
 * the frame. A state is stored as the runs of bytes that changed since the previous stored state; every
 * {@value PeerStateFormat#KEYFRAME_INTERVAL}th stored state is stored against zeros, so a reader decodes any state
 * from at most that many runs.
 *
 * <p>Cost: a state is compared with the previous one by {@link java.util.Arrays#mismatch} (vectorised), only its
 * changed bytes are copied (into the record and into the kept previous state); no compression library runs (measured in
 * docs/benchmarks.md, "States file"). Not thread-safe: one writer per peer.
 */
public final class PeerStateWriter implements Closeable {
    private static final int SCRATCH_INPUTS = 64;
    private final OutputStream out;
    private final Path part;
    private final Path file;
    private final int stateSize;
    private final byte[] previous;
    private final byte[] zeros;
    private final byte[] scratch;
    private int storedStates;
    private boolean closed;

    private PeerStateWriter(OutputStream out, Path part, Path file, int stateSize) {
        this.out = out;
        this.part = part;
        this.file = file;
        this.stateSize = stateSize;
        this.previous = new byte[stateSize];
        this.zeros = new byte[stateSize];
        this.scratch = new byte[(int) (5 + PeerStateFormat.RECORD_FIXED_BYTES + 5
                + SCRATCH_INPUTS * PeerStateFormat.MAX_INPUT_BYTES + PeerStateFormat.maxRunBytes(stateSize))];
    }

    /**
     * Starts {@code file}: the header and the records go to {@code <file>.part} beside it, which {@link #close} moves
     * over {@code file} (an existing file is replaced then). So a reader never meets a states file still being written
     * (a session followed while the simulator writes it) nor one cut short by a failed run.
     *
     * @param gameId    the {@code DeterministicGame} id whose states these are (1–64 ASCII chars)
     * @param level     the level number, 0–999 (as in {@code session.json})
     * @param peer      the peer's player number, 0–7 (0 = server)
     * @param stateSize bytes of every state written, 1 to {@link PeerStateLimits#DEFAULT}'s {@code maxStateSize}
     * @throws IllegalArgumentException if an argument is out of range
     * @throws IOException              if the file cannot be created
     */
    public static PeerStateWriter create(Path file, String gameId, int level, int peer, int stateSize)
            throws IOException {
        Objects.requireNonNull(gameId, "gameId");
        byte[] id = gameId.getBytes(StandardCharsets.US_ASCII);
        if (id.length < 1 || id.length > PeerStateFormat.MAX_GAME_ID || !gameId.chars().allMatch(c -> c > 32 && c < 127)) {
            throw new IllegalArgumentException("gameId \"" + gameId + "\" must be 1-" + PeerStateFormat.MAX_GAME_ID
                    + " printable ASCII chars");
        }
        if (peer < 0 || peer > 7) {
            throw new IllegalArgumentException("peer (" + peer + ") must be 0-7");
        }
        if (level < PeerStateFormat.MIN_LEVEL || level > PeerStateFormat.MAX_LEVEL) {
            throw new IllegalArgumentException("level (" + level + ") must be " + PeerStateFormat.MIN_LEVEL + "-"
                    + PeerStateFormat.MAX_LEVEL);
        }
        if (stateSize < 1 || stateSize > PeerStateLimits.DEFAULT.maxStateSize()) {
            throw new IllegalArgumentException("stateSize (" + stateSize + ") must be 1-"
                    + PeerStateLimits.DEFAULT.maxStateSize());
        }
        Path part = file.resolveSibling(file.getFileName() + ".part");
        OutputStream os = new java.io.BufferedOutputStream(Files.newOutputStream(part), 1 << 20);
        PeerStateWriter w = new PeerStateWriter(os, part, file, stateSize);
        byte[] head = new byte[8 + 4 + 1 + id.length + 16];
        System.arraycopy(PeerStateFormat.MAGIC, 0, head, 0, 8);
        int p = PeerStateFormat.putInt(head, 8, PeerStateFormat.VERSION);
        head[p++] = (byte) id.length;
        System.arraycopy(id, 0, head, p, id.length);
        p += id.length;
        p = PeerStateFormat.putInt(head, p, level);
        p = PeerStateFormat.putInt(head, p, peer);
        p = PeerStateFormat.putInt(head, p, stateSize);
        PeerStateFormat.putInt(head, p, PeerStateFormat.KEYFRAME_INTERVAL);
        try {
            os.write(head);
        } catch (IOException e) {
            os.close();
            Files.deleteIfExists(part);
            throw e;
        }
        return w;
    }

    /**
     * Appends one record (one per type-60 line the peer writes, in the order it writes them).
     *
     * @param frame       the frame F whose end state this is
     * @param label       the type-60 label
     * @param checksum    the state's CRC-32, as in the type-60 line
     * @param stateOrNull the state at the end of F ({@code stateSize} bytes), or null to store only checksum and
     *                    inputs (predicted and resimulated frames, to save time)
     * @param inputs      every game move applied on F, including remote controls a client took from the state, so
     *                    that the previous record with a state plus the inputs of the following records replays any
     *                    frame exactly; at most {@link PeerStateLimits#DEFAULT}'s {@code maxInputsPerRecord}
     * @throws IllegalArgumentException if the state has the wrong size or there are too many inputs
     * @throws IOException              if writing fails, or the writer is closed
     */
    public void write(int frame, StateLabel label, int checksum, byte[] stateOrNull, List<GameMove> inputs)
            throws IOException {
        if (closed) {
            throw new IOException("states writer is closed");
        }
        Objects.requireNonNull(label, "label");
        Objects.requireNonNull(inputs, "inputs");
        if (stateOrNull != null && stateOrNull.length != stateSize) {
            throw new IllegalArgumentException("state is " + stateOrNull.length + " bytes, the file's states are "
                    + stateSize);
        }
        if (inputs.size() > PeerStateLimits.DEFAULT.maxInputsPerRecord()) {
            throw new IllegalArgumentException(inputs.size() + " inputs in one record, more than "
                    + PeerStateLimits.DEFAULT.maxInputsPerRecord() + " (peerStates.maxInputsPerRecord)");
        }
        byte[] buf = inputs.size() <= SCRATCH_INPUTS ? scratch
                : new byte[scratch.length + inputs.size() * PeerStateFormat.MAX_INPUT_BYTES];
        int p = 5;
        p = PeerStateFormat.putInt(buf, p, frame);
        buf[p++] = (byte) label.ordinal();
        p = PeerStateFormat.putInt(buf, p, checksum);
        boolean keyframe = stateOrNull != null && storedStates % PeerStateFormat.KEYFRAME_INTERVAL == 0;
        buf[p++] = (byte) ((stateOrNull != null ? PeerStateFormat.FLAG_STATE : 0)
                | (keyframe ? PeerStateFormat.FLAG_KEYFRAME : 0));
        p = PeerStateFormat.putVarint(buf, p, inputs.size());
        for (GameMove m : inputs) {
            p = PeerStateFormat.putVarint(buf, p, PeerStateFormat.zigzag(m.frame() - frame));
            p = PeerStateFormat.putVarint(buf, p, m.type());
            p = PeerStateFormat.putVarint(buf, p, PeerStateFormat.zigzag(m.data1()));
            p = PeerStateFormat.putVarint(buf, p, PeerStateFormat.zigzag(m.data2()));
        }
        if (stateOrNull != null) {
            if (keyframe) {
                p = PeerStateFormat.encodeRuns(stateOrNull, zeros, false, buf, p);
                System.arraycopy(stateOrNull, 0, previous, 0, stateSize);
            } else {
                p = PeerStateFormat.encodeRuns(stateOrNull, previous, true, buf, p);
            }
            storedStates++;
        }
        buf[0] = (byte) PeerStateFormat.RECORD_MARK;
        PeerStateFormat.putInt(buf, 1, p - 5);
        out.write(buf, 0, p);
    }

    /** Writes buffered records to the file. */
    public void flush() throws IOException {
        out.flush();
    }

    @Override
    public void close() throws IOException {
        if (!closed) {
            closed = true;
            out.close();
            try {
                Files.move(part, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING,
                        java.nio.file.StandardCopyOption.ATOMIC_MOVE);
            } catch (java.nio.file.AtomicMoveNotSupportedException e) {
                Files.move(part, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }
}

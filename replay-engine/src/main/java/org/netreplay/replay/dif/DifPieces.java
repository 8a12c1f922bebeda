package org.netreplay.replay.dif;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Splits a compressed state dif into pieces and reassembles them as the game does (docs/formats.md §5.4):
 * {@code num_packets = cmp_size/1400 + 1}, so an exact multiple of 1400 gets an extra 0-byte piece; piece k starts at
 * {@code k*1400} and holds at most 1400 bytes. The client supports at most 16 pieces
 * ({@code client_state_buffer_pieces[16]}), i.e. 22,400 compressed bytes; {@link #GAME_MAX_PIECES}.
 *
 * <p>Thread safety: stateless.
 */
public final class DifPieces {
    /** {@code PACKET_PAYLOAD_CHUNK_SIZE}: the most bytes in one piece. */
    public static final int PIECE_SIZE = 1400;
    /** The most pieces the game's client can reassemble. */
    public static final int GAME_MAX_PIECES = 16;

    private DifPieces() {
    }

    /**
     * @param compressedSize compressed dif size in bytes
     * @return {@code compressedSize / 1400 + 1}, the game's piece count rule
     */
    public static int pieceCount(int compressedSize) {
        return compressedSize / PIECE_SIZE + 1;
    }

    /**
     * @param compressed the compressed dif
     * @return the pieces in order; their count follows {@link #pieceCount(int)}
     */
    public static List<DifPiece> split(byte[] compressed) {
        int count = pieceCount(compressed.length);
        List<DifPiece> pieces = new ArrayList<>(count);
        for (int k = 0; k < count; k++) {
            int start = k * PIECE_SIZE;
            int end = Math.min(compressed.length, start + PIECE_SIZE);
            pieces.add(new DifPiece(k, count, start, Arrays.copyOfRange(compressed, start, end)));
        }
        return pieces;
    }

    /**
     * Joins pieces (in any order) back into the compressed dif.
     *
     * @param pieces    every piece of one dif, each exactly once
     * @param maxPieces the most pieces accepted ({@link #GAME_MAX_PIECES} for the game's limit)
     * @return the compressed dif
     * @throws StateDifException if pieces are missing, duplicated, disagree on the count, exceed {@code maxPieces},
     *                           start elsewhere than {@code k*1400}, are larger than 1400 bytes, or do not follow the
     *                           piece count rule for the joined size
     */
    public static byte[] reassemble(List<DifPiece> pieces, int maxPieces) throws StateDifException {
        if (pieces.isEmpty()) {
            throw new StateDifException("no dif pieces to reassemble");
        }
        int count = pieces.get(0).pieceCount();
        if (count < 1 || count > maxPieces) {
            throw new StateDifException("piece count " + count + " is outside 1.." + maxPieces);
        }
        DifPiece[] slots = new DifPiece[count];
        for (DifPiece p : pieces) {
            if (p.pieceCount() != count) {
                throw new StateDifException("piece " + p.pieceIndex() + " says " + p.pieceCount()
                        + " pieces, piece 0 of the list says " + count);
            }
            if (p.pieceIndex() < 0 || p.pieceIndex() >= count) {
                throw new StateDifException("piece index " + p.pieceIndex() + " is outside 0.." + (count - 1));
            }
            if (slots[p.pieceIndex()] != null) {
                throw new StateDifException("piece " + p.pieceIndex() + " arrived twice");
            }
            if (p.startByte() != p.pieceIndex() * PIECE_SIZE) {
                throw new StateDifException("piece " + p.pieceIndex() + " starts at byte " + p.startByte()
                        + ", expected " + p.pieceIndex() * PIECE_SIZE);
            }
            if (p.size() > PIECE_SIZE || (p.pieceIndex() < count - 1 && p.size() != PIECE_SIZE)) {
                throw new StateDifException("piece " + p.pieceIndex() + " has " + p.size() + " bytes, expected "
                        + (p.pieceIndex() < count - 1 ? "exactly " : "at most ") + PIECE_SIZE);
            }
            slots[p.pieceIndex()] = p;
        }
        int total = 0;
        for (int k = 0; k < count; k++) {
            if (slots[k] == null) {
                throw new StateDifException("piece " + k + " of " + count + " is missing");
            }
            total += slots[k].size();
        }
        if (pieceCount(total) != count) {
            throw new StateDifException(total + " compressed bytes need " + pieceCount(total) + " pieces, not "
                    + count);
        }
        byte[] out = new byte[total];
        for (DifPiece p : slots) {
            System.arraycopy(p.data(), 0, out, p.startByte(), p.size());
        }
        return out;
    }
}

package org.netreplay.replay.dif;

import java.util.Objects;

/**
 * One piece of a compressed state dif, as carried by one {@code stdf} packet (docs/formats.md §5.2, §5.4).
 *
 * @param pieceIndex 0-based piece number ({@code packet_num})
 * @param pieceCount number of pieces of this dif ({@code num_packets})
 * @param startByte  offset of this piece in the compressed dif ({@code start_byte} = pieceIndex * 1400)
 * @param data       the bytes of this piece, at most {@link DifPieces#PIECE_SIZE}
 */
public record DifPiece(int pieceIndex, int pieceCount, int startByte, byte[] data) {
    public DifPiece {
        Objects.requireNonNull(data, "data");
    }

    /** @return the piece size in bytes ({@code size}) */
    public int size() {
        return data.length;
    }
}

package org.netreplay.replay.dif;

import java.util.List;

/**
 * The whole state-dif path of the game's server and client (docs/formats.md §5.4): dif against a base, zlib at level 7,
 * split into pieces of at most 1400 bytes; and back: reassemble, inflate bounded by the state size, apply.
 *
 * <p>Thread safety: immutable.
 *
 * @param stateSize the state size in bytes (113,344 in the game)
 * @param level     zlib level 0..9 (default 7)
 * @param maxPieces the most pieces accepted when decoding
 */
public record StateDifCodec(int stateSize, int level, int maxPieces) {
    public StateDifCodec {
        if (stateSize < 0) {
            throw new IllegalArgumentException("stateSize (" + stateSize + ") must be >= 0");
        }
        if (level < 0 || level > 9) {
            throw new IllegalArgumentException("level (" + level + ") must be in 0..9");
        }
        if (maxPieces < 1) {
            throw new IllegalArgumentException("maxPieces (" + maxPieces + ") must be >= 1");
        }
    }

    /**
     * @param stateSize the state size in bytes
     * @return a codec with the game's settings: level 7, at most 16 pieces
     */
    public static StateDifCodec game(int stateSize) {
        return new StateDifCodec(stateSize, DifCompression.DEFAULT_LEVEL, DifPieces.GAME_MAX_PIECES);
    }

    /**
     * @param base   the base state (all zeros for src 0)
     * @param newest the state to send
     * @return the pieces of the compressed dif
     */
    public List<DifPiece> encode(byte[] base, byte[] newest) {
        checkSize(base, "base");
        return DifPieces.split(DifCompression.deflate(StateDif.create(base, newest), level));
    }

    /**
     * @param base   the base state (unchanged)
     * @param pieces all pieces of one dif
     * @return the newest state
     * @throws StateDifException if the pieces or the compressed data are bad
     */
    public byte[] decode(byte[] base, List<DifPiece> pieces) throws StateDifException {
        checkSize(base, "base");
        byte[] dif = DifCompression.inflate(DifPieces.reassemble(pieces, maxPieces), stateSize);
        return StateDif.apply(base, dif);
    }

    private void checkSize(byte[] state, String name) {
        if (state.length != stateSize) {
            throw new IllegalArgumentException(name + " length (" + state.length + " bytes) must be the state size ("
                    + stateSize + " bytes)");
        }
    }
}

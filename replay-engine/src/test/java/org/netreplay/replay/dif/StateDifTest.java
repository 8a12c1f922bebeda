package org.netreplay.replay.dif;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.zip.Inflater;
import org.junit.jupiter.api.Test;

class StateDifTest {

    @Test
    void difIsByteWiseSubtractionNotXor() {
        byte[] base = {10, 0, (byte) 200, 5};
        byte[] newest = {3, 0, 100, (byte) 250};
        // dif[i] = base[i] - newest[i] (mod 256): 7, 0, 100, 5-250 = -245 = 11
        assertThat(StateDif.create(base, newest)).containsExactly(7, 0, 100, 11);
        assertThat(StateDif.apply(base, new byte[] {7, 0, 100, 11})).containsExactly(newest);
        // XOR would give 9 for the first byte
        assertThat(StateDif.create(base, newest)[0]).isNotEqualTo((byte) (10 ^ 3));
    }

    @Test
    void againstZeroBaseTheDifIsTheStateNegated() {
        byte[] newest = {1, 2, -3};
        assertThat(StateDif.create(new byte[3], newest)).containsExactly(-1, -2, 3);
    }

    @Test
    void lengthMismatchNamesBothLengths() {
        assertThatThrownBy(() -> StateDif.create(new byte[3], new byte[4]))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("(4 bytes)")
                .hasMessageContaining("(3 bytes)");
    }

    @Test
    void pieceCountRuleGivesAnExtraEmptyPieceOnExactMultiples() {
        assertThat(DifPieces.pieceCount(0)).isEqualTo(1);
        assertThat(DifPieces.pieceCount(1399)).isEqualTo(1);
        assertThat(DifPieces.pieceCount(1400)).isEqualTo(2);
        assertThat(DifPieces.pieceCount(2801)).isEqualTo(3);
        List<DifPiece> pieces = DifPieces.split(new byte[2800]);
        assertThat(pieces).extracting(DifPiece::size).containsExactly(1400, 1400, 0);
    }

    @Test
    void compressionIsZlibLevel7ThatPlainInflaterReads() throws Exception {
        byte[] dif = new byte[113_344];
        dif[5000] = 3;
        byte[] compressed = DifCompression.deflate(dif);
        assertThat(compressed[0]).isEqualTo((byte) 0x78); // zlib header, as compress2 writes
        Inflater inflater = new Inflater();
        inflater.setInput(compressed);
        byte[] out = new byte[113_344];
        assertThat(inflater.inflate(out)).isEqualTo(113_344);
        inflater.end();
        assertThat(out).isEqualTo(dif);
    }

    @Test
    void zipBombIsStoppedAtTheStateSize() {
        byte[] bomb = DifCompression.deflate(new byte[50_000_000], 9);
        assertThatThrownBy(() -> DifCompression.inflate(bomb, 113_344))
                .isInstanceOf(StateDifException.class).hasMessageContaining("more than the state size (113344 bytes)");
    }

    @Test
    void trailingBytesAfterTheStreamAreRejected() {
        byte[] compressed = DifCompression.deflate(new byte[100]);
        byte[] longer = java.util.Arrays.copyOf(compressed, compressed.length + 3);
        assertThatThrownBy(() -> DifCompression.inflate(longer, 100)).hasMessageContaining("after the end");
    }

    @Test
    void reassemblyRejectsMissingDuplicateAndInconsistentPieces() {
        List<DifPiece> pieces = DifPieces.split(new byte[3000]);
        assertThatThrownBy(() -> DifPieces.reassemble(pieces.subList(0, 2), 16)).hasMessageContaining("missing");
        List<DifPiece> dup = new ArrayList<>(pieces);
        dup.add(pieces.get(1));
        assertThatThrownBy(() -> DifPieces.reassemble(dup, 16)).hasMessageContaining("twice");
        List<DifPiece> moved = new ArrayList<>(pieces);
        moved.set(1, new DifPiece(1, 3, 1000, pieces.get(1).data()));
        assertThatThrownBy(() -> DifPieces.reassemble(moved, 16)).hasMessageContaining("starts at byte 1000");
        assertThatThrownBy(() -> DifPieces.reassemble(DifPieces.split(new byte[30_000]), DifPieces.GAME_MAX_PIECES))
                .hasMessageContaining("outside 1..16");
        assertThatThrownBy(() -> DifPieces.reassemble(List.of(), 16)).hasMessageContaining("no dif pieces");
    }

    @Test
    void codecRoundTripsAGameSizedState() throws StateDifException {
        StateDifCodec codec = StateDifCodec.game(113_344);
        byte[] base = new byte[113_344];
        byte[] newest = base.clone();
        newest[0] = 1;
        newest[113_343] = -7;
        List<DifPiece> pieces = codec.encode(base, newest);
        assertThat(pieces).hasSize(1);
        assertThat(codec.decode(base, pieces)).isEqualTo(newest);
    }
}

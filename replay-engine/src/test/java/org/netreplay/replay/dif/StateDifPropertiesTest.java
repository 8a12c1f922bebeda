package org.netreplay.replay.dif;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** Properties of the state dif path (docs/formats.md §5.4). */
class StateDifPropertiesTest {

    /** A base state and a newest state that differs in a few bytes, like two consecutive game states. */
    record StatePair(byte[] base, byte[] newest) {
    }

    @Provide
    Arbitrary<StatePair> statePairs() {
        return Arbitraries.integers().between(0, 6000).flatMap(size -> Combinators.combine(
                Arbitraries.bytes().array(byte[].class).ofSize(size),
                Arbitraries.integers().between(0, Math.max(0, size - 1)).list().ofMaxSize(200),
                Arbitraries.bytes().list().ofSize(200)).as((base, positions, values) -> {
                    byte[] newest = base.clone();
                    for (int i = 0; i < positions.size() && size > 0; i++) {
                        newest[positions.get(i)] = values.get(i);
                    }
                    return new StatePair(base, newest);
                }));
    }

    @Property(tries = 200)
    void difThenApplyRecoversNewest(@ForAll("statePairs") StatePair pair) {
        byte[] dif = StateDif.create(pair.base(), pair.newest());
        assertThat(StateDif.apply(pair.base(), dif)).isEqualTo(pair.newest());
    }

    @Property(tries = 100)
    void encodeDecodeRoundTrip(@ForAll("statePairs") StatePair pair) throws StateDifException {
        StateDifCodec codec = new StateDifCodec(pair.base().length, 7, 1000);
        List<DifPiece> pieces = codec.encode(pair.base(), pair.newest());
        List<DifPiece> shuffled = new ArrayList<>(pieces);
        java.util.Collections.reverse(shuffled);
        assertThat(codec.decode(pair.base(), shuffled)).isEqualTo(pair.newest());
    }

    @Property(tries = 200)
    void splitFollowsTheGameRuleAndReassembles(@ForAll @Size(max = 9000) byte[] compressed)
            throws StateDifException {
        List<DifPiece> pieces = DifPieces.split(compressed);
        assertThat(pieces).hasSize(compressed.length / 1400 + 1);
        for (DifPiece p : pieces) {
            assertThat(p.size()).isLessThanOrEqualTo(1400);
            assertThat(p.startByte()).isEqualTo(p.pieceIndex() * 1400);
        }
        assertThat(DifPieces.reassemble(pieces, 100)).isEqualTo(compressed);
    }

    @Property(tries = 300)
    void arbitraryBytesNeverInflateToAnythingButTheStateSize(@ForAll @Size(max = 3000) byte[] garbage,
                                                             @ForAll @IntRange(min = 0, max = 20000) int stateSize) {
        try {
            byte[] out = DifCompression.inflate(garbage, stateSize);
            assertThat(out).hasSize(stateSize);
        } catch (StateDifException e) {
            assertThat(e.getMessage()).isNotBlank();
        }
    }

    @Property(tries = 100)
    void corruptedCompressedDifIsRejectedOrStillExact(@ForAll("statePairs") StatePair pair,
                                                      @ForAll @IntRange(min = 0, max = 100000) int where,
                                                      @ForAll byte flip) {
        byte[] dif = StateDif.create(pair.base(), pair.newest());
        byte[] compressed = DifCompression.deflate(dif);
        int at = where % compressed.length;
        compressed[at] ^= (byte) (flip == 0 ? 1 : flip);
        try {
            byte[] out = DifCompression.inflate(compressed, dif.length);
            // zlib's adler32 lets practically nothing through; if it does, the length is still exact.
            assertThat(out).hasSize(dif.length);
        } catch (StateDifException e) {
            assertThat(e.getMessage()).containsAnyOf("corrupt", "truncated", "inflates", "dictionary", "after");
        }
    }

    @Property(tries = 100)
    void everyTruncationIsRejected(@ForAll("statePairs") StatePair pair, @ForAll @IntRange(min = 1) int cut) {
        byte[] compressed = DifCompression.deflate(StateDif.create(pair.base(), pair.newest()));
        int keep = compressed.length - 1 - (cut % compressed.length);
        byte[] truncated = Arrays.copyOf(compressed, keep);
        assertThatThrownBy(() -> DifCompression.inflate(truncated, pair.base().length))
                .isInstanceOf(StateDifException.class);
    }

    @Property(tries = 50)
    void wrongStateSizeIsRejected(@ForAll("statePairs") StatePair pair,
                                  @ForAll @IntRange(min = 1, max = 500) int delta) {
        byte[] compressed = DifCompression.deflate(StateDif.create(pair.base(), pair.newest()));
        int size = pair.base().length;
        assertThatThrownBy(() -> DifCompression.inflate(compressed, size + delta))
                .isInstanceOf(StateDifException.class)
                .satisfies(e -> assertThat(e.getMessage())
                        .containsAnyOf("truncated", "inflates to " + size + " bytes"));
        if (size - delta >= 0) {
            assertThatThrownBy(() -> DifCompression.inflate(compressed, size - delta))
                    .isInstanceOf(StateDifException.class).hasMessageContaining("more than the state size");
        }
    }
}

package org.netreplay.session.peerstate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.netreplay.replay.GameMove;

/**
 * Hostile states files: a valid file with random bytes overwritten, cut or appended either opens and reads (every
 * record's inputs and state) or fails with a {@link PeerStateFormatException}; never another exception, never a
 * state of the wrong size.
 */
class PeerStateReaderFuzzTest {
    private static final byte[] VALID = valid();

    private static byte[] valid() {
        try {
            Path f = Files.createTempFile("valid", ".states");
            try (PeerStateWriter w = PeerStateWriter.create(f, "pm-reference", 3, 1, 40)) {
                byte[] s = new byte[40];
                for (int i = 0; i < 12; i++) {
                    s[(i * 7) % 40] = (byte) i;
                    s[39 - i] = (byte) (i * 3);
                    w.write(i, StateLabel.values()[i % 4], i * 31, i % 3 == 2 ? null : s.clone(),
                            List.of(new GameMove(i, GameMove.TYPE_MOVE, 1, i)));
                }
            }
            byte[] b = Files.readAllBytes(f);
            Files.delete(f);
            return b;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Provide
    Arbitrary<byte[]> damaged() {
        Arbitrary<int[]> edits = Arbitraries.integers().between(0, VALID.length - 1).array(int[].class).ofMaxSize(6);
        Arbitrary<Integer> values = Arbitraries.integers().between(0, 255);
        Arbitrary<Integer> cut = Arbitraries.integers().between(0, VALID.length + 20);
        return net.jqwik.api.Combinators.combine(edits, values.list().ofSize(6), cut).as((at, vals, len) -> {
            byte[] b = java.util.Arrays.copyOf(VALID, len);
            for (int i = 0; i < at.length; i++) {
                if (at[i] < b.length) {
                    b[at[i]] = (byte) (int) vals.get(i);
                }
            }
            return b;
        });
    }

    @Property(tries = 400)
    void damagedFilesReadOrFailWithAFormatError(@ForAll("damaged") byte[] bytes) throws IOException {
        Path f = Files.createTempFile("fuzz", ".states");
        try {
            Files.write(f, bytes);
            try (PeerStateReader r = PeerStateReader.open(f, new PeerStateLimits(1_000, 1 << 16, 64, 4096))) {
                for (int i = 0; i < r.records(); i++) {
                    r.inputs(i);
                    if (r.hasState(i)) {
                        assertThat(r.state(i)).hasSize(r.stateSize());
                    }
                    r.find(r.frame(i), r.label(i));
                }
            } catch (PeerStateFormatException expected) {
                assertThat(expected.getMessage()).contains(f.getFileName().toString()).contains("field ");
            }
        } finally {
            Files.delete(f);
        }
    }

    @Property(tries = 200)
    void randomBytesAreRefusedForTheirMagic(@ForAll byte[] bytes) throws IOException {
        Assume.that(bytes.length < 8 || !Arrays.equals(Arrays.copyOf(bytes, 8), PeerStateFormat.MAGIC));
        Path f = Files.createTempFile("random", ".states");
        try {
            Files.write(f, bytes);
            assertThatThrownBy(() -> PeerStateReader.open(f).close()).isInstanceOf(PeerStateFormatException.class)
                    .hasMessageContaining(f.getFileName().toString()).hasMessageContaining("field magic");
        } finally {
            Files.delete(f);
        }
    }

    @Property(tries = 200)
    void randomBytesAfterTheMagicReadOrFailWithAFormatError(@ForAll byte[] tail) throws IOException {
        byte[] bytes = Arrays.copyOf(PeerStateFormat.MAGIC, 8 + tail.length);
        System.arraycopy(tail, 0, bytes, 8, tail.length);
        damagedFilesReadOrFailWithAFormatError(bytes);
    }
}

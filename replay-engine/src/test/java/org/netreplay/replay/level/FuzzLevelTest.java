package org.netreplay.replay.level;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.zip.Deflater;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Fuzz target for the level reader: structured hostile {@code .pml} data (real zlib streams of the
 * wrong size, cut, with garbage after, or not zlib) is either read into a map or refused with an
 * {@link UncheckedIOException} naming the file, never anything else. Long run:
 * {@code -Djqwik.tries.default=N} (docs/benchmarks.md).
 */
class FuzzLevelTest {
    private static final Path NAME = Path.of("fuzz.pml");

    private static byte[] deflate(byte[] raw) {
        Deflater d = new Deflater(1);
        d.setInput(raw);
        d.finish();
        byte[] out = new byte[raw.length + 1024];
        int n = d.deflate(out);
        d.end();
        return java.util.Arrays.copyOf(out, n);
    }

    @Provide
    Arbitrary<byte[]> levelData() {
        Arbitrary<Integer> rawSize = Arbitraries.of(0, 1, 1000, PmlLevelReader.PML_SIZE - 1, PmlLevelReader.PML_SIZE,
                PmlLevelReader.PML_SIZE + 1);
        Arbitrary<Integer> fill = Arbitraries.integers().between(-1, 255);
        Arbitrary<Integer> cut = Arbitraries.integers().between(-1, 200);
        Arbitrary<byte[]> junk = Arbitraries.bytes().array(byte[].class).ofMaxSize(64);
        Arbitrary<byte[]> zlib = Combinators.combine(rawSize, fill, cut, junk).as((size, f, c, tail) -> {
            byte[] raw = new byte[size];
            for (int i = 0; i < raw.length; i++) {
                raw[i] = (byte) (f < 0 ? i * 31 : f);
            }
            byte[] z = deflate(raw);
            if (c >= 0 && c < z.length) {
                z = java.util.Arrays.copyOf(z, c);
            }
            byte[] out = java.util.Arrays.copyOf(z, z.length + tail.length);
            System.arraycopy(tail, 0, out, z.length, tail.length);
            return out;
        });
        return Arbitraries.oneOf(zlib, Arbitraries.bytes().array(byte[].class).ofMaxSize(256));
    }

    @Property
    void levelReaderReadsAMapOrRefusesTheFile(@ForAll("levelData") byte[] data) {
        try {
            assertThat(PmlLevelReader.convert(PmlLevelReader.inflate(NAME, data))).isNotNull();
        } catch (UncheckedIOException e) {
            assertThat(e.getMessage()).contains("fuzz.pml");
        }
    }
}

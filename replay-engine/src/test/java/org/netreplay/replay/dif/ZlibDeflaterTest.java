package org.netreplay.replay.dif;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.DataFormatException;
import java.util.zip.Inflater;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link ZlibDeflater} writes zlib's bytes: the oracle is zlib 1.2.13 itself, through the golden streams it wrote
 * (src/test/resources/zlib-golden, made by {@link ZlibGoldenVectors}; their inputs are got back by inflating them,
 * which the deflate format fixes), and the JDK's {@link java.util.zip.Deflater} on random inputs.
 */
class ZlibDeflaterTest {

    static Stream<String> goldenStreams() {
        return read("INDEX").lines().filter(l -> !l.isBlank());
    }

    @ParameterizedTest
    @MethodSource("goldenStreams")
    void everyGoldenStreamIsWrittenAgainByteForByte(String name) {
        byte[] golden = readBytes(name);
        int level = Integer.parseInt(name.replaceAll(".*\\.L(\\d)\\.zz$", "$1"));
        byte[] input = inflate(golden);
        assertThat(new ZlibDeflater(level).compress(input)).as(name).isEqualTo(golden);
    }

    @Test
    void theGoldenStreamsCoverStoredStaticAndDynamicBlocksTheWindowsSlideAndSeveralBlocksInAStream() {
        List<String> names = goldenStreams().toList();
        // block types: the first block's header bits (after the 2-byte zlib header), BTYPE 00, 01, 10
        boolean stored = false;
        boolean fixed = false;
        boolean dynamic = false;
        boolean slid = false;
        for (String name : names) {
            byte[] golden = readBytes(name);
            int type = (golden[2] >> 1) & 3;
            stored |= type == 0;
            fixed |= type == 1;
            dynamic |= type == 2;
            slid |= inflate(golden).length > 2 * 32768;
        }
        assertThat(stored).isTrue();
        assertThat(fixed).isTrue();
        assertThat(dynamic).isTrue();
        assertThat(slid).isTrue();
        // a text of 100,000 letters is over 16,383 symbols: several blocks, the first not the last (BFINAL 0)
        byte[] letters = readBytes("nine-letters-100k.L7.zz");
        assertThat(letters[2] & 1).isZero();
        assertThat(names.stream().filter(n -> n.startsWith("state-dif-"))).hasSize(12);
    }

    @Test
    void oneDeflaterWritesTheSameBytesWhateverItCompressedBefore() {
        ZlibDeflater reused = new ZlibDeflater(7);
        List<String> names = goldenStreams().filter(n -> n.contains(".L7.")).toList();
        for (int pass = 0; pass < 2; pass++) {
            for (String name : names) {
                byte[] golden = readBytes(name);
                assertThat(reused.compress(inflate(golden))).as(name + ", pass " + pass).isEqualTo(golden);
            }
        }
    }

    @Provide
    Arbitrary<byte[]> sparse() {
        return Arbitraries.integers().between(0, 140_000).flatMap(n -> Arbitraries.integers().between(0, 40)
                .flatMap(percent -> Arbitraries.randomValue(random -> {
                    byte[] x = new byte[n];
                    for (int i = 0; i < n; i++) {
                        if (random.nextInt(100) < percent) {
                            x[i] = (byte) random.nextInt(percent < 20 ? 4 : 256);
                        }
                    }
                    return x;
                })));
    }

    /**
     * The JDK here links zlib 1.2.13 (docs/benchmarks.md, "A state dif's compression in Java"); a JDK linking
     * another deflate (zlib-ng, for one) fails this property, not the golden streams above.
     */
    @Property(tries = 60)
    void agreesWithTheJdksZlibOnSparseAndDenseInputs(@ForAll("sparse") byte[] input,
            @ForAll @IntRange(min = 4, max = 9) int level) {
        assertThat(new ZlibDeflater(level).compress(input)).isEqualTo(ZlibGoldenVectors.deflate(input, level));
    }

    @Property(tries = 60)
    void whatItWritesInflatesToTheInput(@ForAll("sparse") byte[] input, @ForAll @IntRange(min = 4, max = 9) int level) {
        assertThat(inflate(new ZlibDeflater(level).compress(input))).isEqualTo(input);
    }

    @Test
    void levelsOtherThanFourToNineAreRefused() {
        for (int level : new int[] {-1, 0, 1, 3, 10}) {
            assertThatThrownBy(() -> new ZlibDeflater(level)).isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("4..9");
        }
    }

    @Test
    void difCompressionWritesTheGoldenBytesAtTheGamesLevel() {
        byte[] golden = readBytes("state-dif-1.L7.zz");
        assertThat(DifCompression.deflate(inflate(golden))).isEqualTo(golden);
    }

    private static byte[] inflate(byte[] zlib) {
        Inflater inf = new Inflater();
        try {
            inf.setInput(zlib);
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            byte[] buf = new byte[1 << 16];
            while (!inf.finished()) {
                int n = inf.inflate(buf);
                if (n == 0 && !inf.finished() && (inf.needsInput() || inf.needsDictionary())) {
                    throw new AssertionError("truncated zlib stream");
                }
                bytes.write(buf, 0, n);
            }
            assertThat(inf.getRemaining()).isZero();
            return bytes.toByteArray();
        } catch (DataFormatException e) {
            throw new AssertionError(e);
        } finally {
            inf.end();
        }
    }

    private static String read(String name) {
        return new String(readBytes(name), StandardCharsets.UTF_8);
    }

    private static byte[] readBytes(String name) {
        try (InputStream in = ZlibDeflaterTest.class.getResourceAsStream("/zlib-golden/" + name)) {
            if (in == null) {
                throw new AssertionError("missing test resource zlib-golden/" + name);
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

package org.netreplay.replay.dif;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.zip.Deflater;

/**
 * Writes the golden zlib streams {@link ZlibDeflaterTest} reads (src/test/resources/zlib-golden): each input
 * compressed by the JDK's {@link Deflater}, that is by the zlib the JDK links. They were written on 2026-12-07 by
 * OpenJDK 17 linked to Debian 12's zlib 1.2.13 ({@code libz.so.1.2.13}); the state difs are 12 difs the session
 * simulator's server compressed in an 8-player session ({@code simulate --players 8 --minutes 3}), read from the
 * files given as arguments. Not run by the build: {@code java -cp replay-engine/target/test-classes
 * org.netreplay.replay.dif.ZlibGoldenVectors OUTDIR DIF...}.
 */
final class ZlibGoldenVectors {
    private ZlibGoldenVectors() {
    }

    public static void main(String[] args) throws IOException {
        Path out = Path.of(args[0]);
        Map<String, byte[]> inputs = new LinkedHashMap<>();
        inputs.put("empty", new byte[0]);
        inputs.put("one-byte", new byte[] {42});
        inputs.put("two-bytes", new byte[] {1, 2});
        inputs.put("three-zeros", new byte[3]);
        inputs.put("hello", "hello hello hello, netgame hello".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        Random r = new Random(20261207);
        inputs.put("random-70k", fill(70_000, r, 0));
        inputs.put("nine-letters-100k", fill(100_000, r, 1));
        inputs.put("sparse-150k", fill(150_000, r, 2));
        inputs.put("periodic-120k", fill(120_000, r, 3));
        inputs.put("bits-200k", fill(200_000, r, 4));
        inputs.put("fibonacci-literals", fibonacci(r));
        for (int i = 1; i < args.length; i++) {
            inputs.put("state-dif-" + i, Files.readAllBytes(Path.of(args[i])));
        }
        List<String> index = new ArrayList<>();
        for (Map.Entry<String, byte[]> e : inputs.entrySet()) {
            for (int level : levels(e.getKey())) {
                String name = e.getKey() + ".L" + level + ".zz";
                Files.write(out.resolve(name), deflate(e.getValue(), level));
                index.add(name);
            }
        }
        Files.write(out.resolve("INDEX"), index);
    }

    private static int[] levels(String name) {
        if (name.startsWith("state-dif-")) {
            return new int[] {7};
        }
        if (name.startsWith("random") || name.startsWith("fibonacci")) {
            return new int[] {7};
        }
        if (name.startsWith("nine") || name.startsWith("periodic") || name.startsWith("bits")) {
            return new int[] {4, 7, 9};
        }
        return new int[] {4, 5, 6, 7, 8, 9};
    }

    private static byte[] fill(int n, Random r, int kind) {
        byte[] x = new byte[n];
        for (int j = 0; j < n; j++) {
            x[j] = switch (kind) {
                case 0 -> (byte) r.nextInt(256);
                case 1 -> (byte) "abcdefgh ".charAt(r.nextInt(9));
                case 2 -> (byte) (r.nextInt(100) < 3 ? r.nextInt(256) : 0);
                case 3 -> (byte) (j % 7 == 0 ? r.nextInt(4) : (j / 1000) % 3);
                default -> (byte) r.nextInt(2);
            };
        }
        return x;
    }

    /** Byte k (k = 0..24) fib(k + 1) times, shuffled: literal frequencies skewed past 15-bit codes. */
    private static byte[] fibonacci(Random r) {
        List<Byte> all = new ArrayList<>();
        int a = 1;
        int b = 1;
        for (int k = 0; k < 25; k++) {
            for (int i = 0; i < a; i++) {
                all.add((byte) (k * 10));
            }
            int c = a + b;
            a = b;
            b = c;
        }
        java.util.Collections.shuffle(all, r);
        byte[] x = new byte[all.size()];
        for (int i = 0; i < x.length; i++) {
            x[i] = all.get(i);
        }
        return x;
    }

    /** @return {@code data} compressed by the JDK's {@link Deflater} (the zlib it links) at {@code level} */
    static byte[] deflate(byte[] data, int level) {
        Deflater d = new Deflater(level);
        try {
            d.setInput(data);
            d.finish();
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            byte[] buf = new byte[1 << 16];
            while (!d.finished()) {
                bytes.write(buf, 0, d.deflate(buf));
            }
            return bytes.toByteArray();
        } finally {
            d.end();
        }
    }
}

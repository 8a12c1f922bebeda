package org.netreplay.sim.out;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedWriter;
import java.io.ByteArrayOutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;

/**
 * {@link Latin1Writer} writes the bytes the JDK's {@code BufferedWriter} over an ISO-8859-1
 * {@code OutputStreamWriter} writes (the independent oracle), whatever the text and however it is cut into calls.
 */
class Latin1WriterTest {
    /** Text pieces mixing ASCII, Latin-1, other BMP chars, surrogate pairs and lone surrogates. */
    @Provide
    Arbitrary<List<String>> pieces() {
        Arbitrary<Character> c = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(8, Arbitraries.chars().range(' ', '~')),
                net.jqwik.api.Tuple.of(2, Arbitraries.chars().range('\u0080', '\u00ff')),
                net.jqwik.api.Tuple.of(1, Arbitraries.chars().range('\u0100', '\ud7ff')),
                net.jqwik.api.Tuple.of(1, Arbitraries.chars().range('\ud800', '\udbff')),
                net.jqwik.api.Tuple.of(1, Arbitraries.chars().range('\udc00', '\udfff')),
                net.jqwik.api.Tuple.of(1, Arbitraries.of('\n', '\r')));
        return c.list().ofMaxSize(40).map(l -> {
            StringBuilder b = new StringBuilder();
            l.forEach(b::append);
            return b.toString();
        }).list().ofMaxSize(12);
    }

    @Property(tries = 300)
    void sameBytesAsTheJdksWriters(@ForAll("pieces") List<String> pieces, @ForAll boolean asBuilders)
            throws Exception {
        ByteArrayOutputStream expected = new ByteArrayOutputStream();
        ByteArrayOutputStream actual = new ByteArrayOutputStream();
        try (Writer jdk = new BufferedWriter(new OutputStreamWriter(expected, StandardCharsets.ISO_8859_1), 7);
             Writer ours = new Latin1Writer(actual, 5)) {
            for (String p : pieces) {
                if (asBuilders) {
                    jdk.append(new StringBuilder(p));
                    ours.append(new StringBuilder(p));
                } else {
                    jdk.append(p);
                    ours.append(p);
                    jdk.write('|');
                    ours.write('|');
                }
            }
        }
        assertThat(actual.toByteArray()).isEqualTo(expected.toByteArray());
    }

    @Test
    void unmappableCharsBecomeOneQuestionMarkEachAndAPairOne() throws Exception {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (Writer w = new Latin1Writer(out, 4)) {
            w.append("a\u00e9\u20ac");
            w.append("\ud83d"); // a pair cut between two calls
            w.append("\ude00b");
            w.append("\udc00c\ud800");
        }
        assertThat(out.toByteArray()).isEqualTo(new byte[] {'a', (byte) 0xe9, '?', '?', 'b', '?', 'c', '?'});
    }
}

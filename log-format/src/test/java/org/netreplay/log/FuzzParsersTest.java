package org.netreplay.log;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.netreplay.log.csv.NetCsvRowParser;
import org.netreplay.log.fields.LineFields;
import org.netreplay.log.fields.SeriesCollector;
import org.netreplay.log.index.PrefixParser;

/**
 * Fuzz targets for the log readers' parsers, with generators of structured hostile lines: the
 * prefix parser and the net CSV row parser never throw and, when they tag a line, read the same numbers as an
 * independent regex; field extraction never throws for any type. CI runs the default tries; the long run is
 * {@code mvn -pl log-format test -Dtest=FuzzParsersTest -Djqwik.tries.default=10000000} (docs/benchmarks.md).
 */
class FuzzParsersTest {
    private static final Pattern PREFIX = Pattern.compile("^\\[\\s*(-?\\d+)\\]\\[\\s*(-?\\d+)\\]\\[\\s*(-?\\d+)\\]");
    private static final LineFields FIELDS = new LineFields(LogTypeRegistry.loadDefault());

    private static Arbitrary<String> number() {
        return Arbitraries.oneOf(Arbitraries.integers().map(String::valueOf),
                Arbitraries.integers().between(0, 100).map(String::valueOf),
                Arbitraries.of("", " 7", "  33", "-1", "99999999999", "2147483648", "0000000000000012", "1e3", "x"));
    }

    private static Arbitrary<String> tail() {
        return Arbitraries.oneOf(Arbitraries.strings().ofMaxLength(60),
                Arbitraries.of("rx stak p:99999999999 ack:[1] cur:[1] slsn:[0] dsync:[ 1.0] chase:[40.0]",
                        "tx stdf p:1 [s:0 d:239] cmp:1683 ratio:1.48 [2 packets needed]",
                        "m-esht:[0.0] m-psht:[nan] m-lift:[-inf]", "\u001b[2J", "\r", "[", "]", "[[[", ""));
    }

    @Provide
    Arbitrary<String> lines() {
        return Combinators.combine(number(), number(), number(), tail(),
                        Arbitraries.of("[%s][%s][%s]%s", "[%s][%s]%s%s", "%s%s%s%s", "[%s] [%s][%s]%s"))
                .as((t, p, f, rest, shape) -> String.format(shape, t, p, f, rest));
    }

    @Property
    void prefixParserAgreesWithARegexAndNeverThrows(@ForAll("lines") String line) {
        byte[] b = line.getBytes(StandardCharsets.UTF_8);
        long packed = PrefixParser.parse(b, 0, b.length);
        if (packed != PrefixParser.UNTAGGED) {
            Matcher m = PREFIX.matcher(line);
            assertThat(m.find()).as(line).isTrue();
            assertThat(PrefixParser.type(packed)).as(line).isEqualTo(Long.parseLong(m.group(1)));
            assertThat(PrefixParser.player(packed)).as(line).isEqualTo(Long.parseLong(m.group(2)));
            assertThat(PrefixParser.frame(packed)).as(line).isEqualTo(Long.parseLong(m.group(3)));
            assertThat(PrefixParser.prefixLength(packed)).isBetween(1, b.length);
        }
    }

    @Provide
    Arbitrary<String> csvRows() {
        return Combinators.combine(number(), number(), tail(), Arbitraries.of("\n", "\r\n", ""))
                .as((a, b, c, nl) -> a + "," + b + "," + c + nl);
    }

    @Property
    void netCsvRowParserNeverThrows(@ForAll("csvRows") String row) {
        byte[] b = row.getBytes(StandardCharsets.UTF_8);
        long packed = NetCsvRowParser.parse(b, 0, b.length);
        assertThat(packed == PrefixParser.UNTAGGED || PrefixParser.prefixLength(packed) <= b.length).isTrue();
    }

    @Property
    void fieldExtractionNeverThrowsForAnyType(@ForAll("lines") String line,
                                              @ForAll("types") int type) {
        SeriesCollector out = new SeriesCollector();
        FIELDS.extract(type, 0, 1, line, out);
        FIELDS.extract(type, 0, 1, line.replaceFirst("^\\[[^]]*\\]\\[[^]]*\\]\\[[^]]*\\]", ""), out);
        assertThat(out.fieldNames()).allSatisfy(n -> assertThat(n).isNotBlank());
    }

    @Provide
    Arbitrary<Integer> types() {
        return Arbitraries.of(22, 23, 25, 27, 30, 33, 35, 36, 37, 44, 10, -1);
    }
}

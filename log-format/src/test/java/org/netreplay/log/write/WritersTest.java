package org.netreplay.log.write;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.netreplay.log.fields.SeriesCollector;
import org.netreplay.log.index.PrefixParser;
import org.netreplay.testdata.TestData;

/** The writers against the real game's own files (byte for byte) and against our parsers (round trips). */
class WritersTest {
    private static final Pattern PREFIX = Pattern.compile("^\\[\\s*(\\d+)\\]\\[(-?\\d+)\\]\\[(-?\\d+)\\](.*)$");

    @Test
    void everyTaggedLineOfTheRealLogsIsWrittenBackByteForByte() throws IOException {
        int checked = 0;
        for (Path log : List.of(TestData.realNetgameLog("server"), TestData.realNetgameLog("client1"))) {
            for (String line : Files.readAllLines(log, StandardCharsets.ISO_8859_1)) {
                Matcher m = PREFIX.matcher(line);
                if (!m.matches()) {
                    continue;
                }
                StringBuilder out = new StringBuilder();
                new TextLogWriter(out).line(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                        Integer.parseInt(m.group(3)), m.group(4));
                assertThat(out.toString()).isEqualTo(line + "\n");
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(150_000);
    }

    @Test
    void boxedLinesAndHeadersAreTheGamesSeventySixColumns() throws IOException {
        StringBuilder out = new StringBuilder();
        TextLogWriter w = new TextLogWriter(out);
        w.header(10, 0, 1234, 1, "LEVEL 5 STARTED");
        w.boxed(10, 0, 1234, TextLogWriter.BOX_POS, '|', ' ', "Server hostname:    [o3000]");
        w.boxed(9, 0, 1234, TextLogWriter.BOX_POS, '|', '-', "Error: failed to open server channel");
        w.boxed(22, 1, 1234, TextLogWriter.BOX_POS, '|', ' ', "cdat packets late.........[3]");
        assertThat(out.toString()).isEqualTo(String.join("\n",
                "[10][0][1234]+--------------------------------------------------------------------------+",
                "[10][0][1234]|                                                                          |",
                "[10][0][1234]|                            LEVEL 5 STARTED                               |",
                "[10][0][1234]|                                                                          |",
                "[10][0][1234]+--------------------------------------------------------------------------+",
                "[10][0][1234]|        Server hostname:    [o3000]                                       |",
                "[ 9][0][1234]|--------Error: failed to open server channel------------------------------|",
                "[22][1][1234]|        cdat packets late.........[3]                                     |", ""));
    }

    @Test
    void everyRealNetCsvRowIsWrittenBackByteForByte() throws IOException {
        int checked = 0;
        for (Path f : TestData.realNetgameCsv("net")) {
            for (String row : Files.readAllLines(f, StandardCharsets.ISO_8859_1)) {
                String[] c = row.split(",", 8);
                if (c.length < 8) {
                    continue;
                }
                StringBuilder out = new StringBuilder();
                new NetCsvWriter(out).row(Integer.parseInt(c[0]), Integer.parseInt(c[1]), c[2],
                        Double.parseDouble(c[3]), Integer.parseInt(c[4]), Integer.parseInt(c[5]),
                        Integer.parseInt(c[6]), c[7]);
                assertThat(out.toString()).isEqualTo(row + "\n");
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(10_000);
    }

    @Test
    void everyRealStatusCsvRowIsWrittenBackByteForByte() throws IOException {
        int checked = 0;
        for (Path f : TestData.realNetgameCsv("status")) {
            for (String row : Files.readAllLines(f, StandardCharsets.ISO_8859_1)) {
                String[] c = row.split(",", -1);
                if (c.length != 14) {
                    continue;
                }
                double[] v = new double[10];
                for (int i = 0; i < 10; i++) {
                    v[i] = Double.parseDouble(c[4 + i].strip());
                }
                StringBuilder out = new StringBuilder();
                new StatusCsvWriter(out).row(c[0], Integer.parseInt(c[1]), Integer.parseInt(c[2]),
                        Integer.parseInt(c[3].strip()), v[0], v[1], v[2], v[3], v[4], v[5], v[6], v[7], v[8], v[9]);
                assertThat(out.toString()).isEqualTo(row + "\n");
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(1_000);
    }

    @Provide
    Arbitrary<String> texts() {
        return Arbitraries.strings().withCharRange(' ', '~').ofMaxLength(80);
    }

    @Property
    void aWrittenLineParsesBackToItsNumbersAndText(@ForAll @IntRange(min = 0, max = 99) int type,
                                                    @ForAll @IntRange(min = 0, max = 7) int player,
                                                    @ForAll @IntRange(min = 0, max = 2_000_000) int frame,
                                                    @ForAll("texts") String text) throws IOException {
        StringBuilder out = new StringBuilder();
        new TextLogWriter(out).line(type, player, frame, text);
        byte[] b = out.toString().getBytes(StandardCharsets.ISO_8859_1);
        long packed = PrefixParser.parse(b, 0, b.length - 1);
        assertThat(packed).isNotEqualTo(PrefixParser.UNTAGGED);
        assertThat(PrefixParser.type(packed)).isEqualTo(type);
        assertThat(PrefixParser.player(packed)).isEqualTo(player);
        assertThat(PrefixParser.frame(packed)).isEqualTo(frame);
        assertThat(out.substring(PrefixParser.prefixLength(packed), out.length() - 1)).isEqualTo(text);
    }

    @Property
    void aWrittenStatusRowIsReadBackWithItsRoundedValues(@ForAll @IntRange(min = 0, max = 7) int player,
                                                         @ForAll @IntRange(min = -500, max = 500) int rewind,
                                                         @ForAll @IntRange(min = -100000, max = 100000) int tenths) {
        StringBuilder out = new StringBuilder();
        double v = tenths / 10.0;
        try {
            new StatusCsvWriter(out).row("2026-11-21T05:34:10", 7, player, rewind, v, v, v, v, v, v, v, v, v, v);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
        SeriesCollector c = new SeriesCollector();
        assertThat(org.netreplay.log.csv.StatusCsvAccess.addRow(out.toString().strip(), c)).isNull();
        assertThat(c.fieldNames()).hasSize(11);
    }
}

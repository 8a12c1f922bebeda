package org.netreplay.replay;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.netreplay.replay.desync.ChecksumLog;
import org.netreplay.replay.desync.ChecksumLogException;
import org.netreplay.replay.dif.DifPiece;
import org.netreplay.replay.dif.StateDifCodec;
import org.netreplay.replay.dif.StateDifException;
import org.netreplay.replay.gm.GmFormatException;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.gm.GmRecording;

/**
 * Fuzz targets for the replay engine's readers, with generators that build structured hostile
 * input: each reader either returns a value that obeys its contract or throws its own documented exception, never
 * anything else. The CI run uses the default tries of {@code junit-platform.properties}; the long run is
 * {@code mvn -pl replay-engine test -Dtest=FuzzReadersTest -Djqwik.tries.default=10000000} (docs/benchmarks.md).
 */
class FuzzReadersTest {
    private static final Path NAME = Path.of("fuzz");

    private static Arbitrary<String> number() {
        return Arbitraries.oneOf(Arbitraries.integers().map(String::valueOf),
                Arbitraries.of("0", "-1", "7", "8", "99", "2147483647", "-2147483648", "2147483648",
                        "99999999999999999999", "", " ", "1e9", "0x10", "abc", "-", "8390656", "-3", "1440001"));
    }

    private static Arbitrary<String> junk() {
        return Arbitraries.oneOf(Arbitraries.strings().ofMaxLength(40),
                Arbitraries.of("\u001b]0;x\u0007", "\r", "\n", "\r\n", ",", ":", "\u0000", "\u00ff", "X".repeat(5000)));
    }

    @Provide
    Arbitrary<String> gmText() {
        Arbitrary<String> row = Arbitraries.oneOf(
                net.jqwik.api.Combinators.combine(number(), number(), number(), number())
                        .as((a, b, c, d) -> a + "," + b + "," + c + "," + d),
                junk());
        Arbitrary<String> header = Arbitraries.oneOf(
                number().map(n -> "LEVEL:" + n), number().map(n -> "LAST_FRAME:" + n),
                number().map(n -> "GAMEMOVE_NUM_ENTRIES:" + n), number().map(n -> "VERSION:" + n),
                junk().map(j -> "MUID:" + j), junk());
        return net.jqwik.api.Combinators.combine(
                        Arbitraries.of("PMSAVEGAME", "PMSAVEGAME\r", "", "PMSAVE"),
                        header.list().ofMaxSize(8),
                        Arbitraries.of("GAMEMOVE_DATA_START:", "GAME_DATA_START:", "", "DATA"),
                        row.list().ofMaxSize(20),
                        Arbitraries.of("\n", "\r\n"))
                .as((magic, h, start, rows, nl) -> {
                    List<String> lines = new ArrayList<>();
                    lines.add(magic);
                    lines.addAll(h);
                    lines.add(start);
                    lines.addAll(rows);
                    return String.join(nl, lines) + nl;
                });
    }

    @Property
    void gmReaderReturnsAValidRecordingOrAFormatError(@ForAll("gmText") String text) {
        try {
            GmRecording rec = GmReader.parse(NAME, text);
            assertThat(rec.moves()).hasSize(rec.header().numEntries());
            int previous = 0;
            for (GameMove m : rec.moves()) {
                assertThat(m.frame()).isBetween(previous, 1_440_000);
                previous = m.frame();
            }
        } catch (GmFormatException e) {
            assertThat(e.getMessage()).startsWith("fuzz");
        }
    }

    @Provide
    Arbitrary<String> checksumText() {
        Arbitrary<String> line = Arbitraries.oneOf(
                net.jqwik.api.Combinators.combine(number(), number()).as((f, c) -> f + "," + c),
                number().map(f -> f + ",0x" + Integer.toHexString(f.hashCode())), junk(),
                Arbitraries.of("# comment", ""));
        return line.list().ofMaxSize(20).map(l -> String.join("\n", l));
    }

    @Property
    void checksumLogReturnsIncreasingFramesOrAFormatError(@ForAll("checksumText") String text) throws IOException {
        try {
            ChecksumLog log = ChecksumLog.read(NAME, new StringReader(text));
            int previous = -1;
            for (var e : log.entries()) {
                assertThat(e.frame()).isGreaterThan(previous).isLessThanOrEqualTo(ChecksumLog.MAX_FRAME);
                previous = e.frame();
            }
        } catch (ChecksumLogException e) {
            assertThat(e.getMessage()).startsWith("fuzz");
        }
    }

    @Provide
    Arbitrary<List<DifPiece>> pieces() {
        Arbitrary<DifPiece> piece = net.jqwik.api.Combinators.combine(
                        Arbitraries.integers().between(-2, 20), Arbitraries.integers().between(-2, 20),
                        Arbitraries.integers().between(-10, 30_000), Arbitraries.bytes().array(byte[].class)
                                .ofMaxSize(1500))
                .as(DifPiece::new);
        return piece.list().ofMaxSize(18);
    }

    @Property
    void difDecoderReturnsAStateOfTheRightSizeOrADifError(@ForAll("pieces") List<DifPiece> pieces) {
        StateDifCodec codec = StateDifCodec.game(4_000);
        try {
            assertThat(codec.decode(new byte[4_000], pieces)).hasSize(4_000);
        } catch (StateDifException e) {
            assertThat(e.getMessage()).isNotBlank();
        }
    }
}

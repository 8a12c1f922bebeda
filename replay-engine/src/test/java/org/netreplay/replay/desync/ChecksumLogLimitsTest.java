package org.netreplay.replay.desync;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.StringReader;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** {@link ChecksumLog}'s limits: line length, the last frame, NUL bytes (a binary file given as a log). */
class ChecksumLogLimitsTest {
    private static final Path FILE = Path.of("c.txt");

    private static ChecksumLog read(String text) throws IOException {
        return ChecksumLog.read(FILE, new StringReader(text));
    }

    @Test
    void aLineOfTheLimitWithACrlfEndingIsReadALongerOneIsRefused() throws IOException {
        String comment = "#" + "x".repeat(ChecksumLog.MAX_LINE_CHARS - 1);
        assertThat(read(comment + "\r\n1,5\r\n").entries()).containsExactly(new FrameChecksum(1, 5));
        assertThatThrownBy(() -> read("1,5\n" + comment + "xx\n")).isInstanceOf(ChecksumLogException.class)
                .hasMessage("c.txt:2: line longer than 1024 characters (limit checksumLog.maxLineChars)");
    }

    @Test
    void theLastFrameIsTheLimit() throws IOException {
        assertThat(read(ChecksumLog.MAX_FRAME + ",1\n").entries())
                .containsExactly(new FrameChecksum(ChecksumLog.MAX_FRAME, 1));
        assertThatThrownBy(() -> read((ChecksumLog.MAX_FRAME + 1) + ",1\n")).hasMessageContaining("c.txt:1: field "
                + "frame: 1440001 is past frame 1440000");
    }

    @Test
    void nulBytesAreNotLineEndsNorTheEndOfTheFile() {
        assertThatThrownBy(() -> read("\0\0\0\0")).isInstanceOf(ChecksumLogException.class)
                .hasMessageContaining("c.txt:1: expected frame,checksum");
        assertThatThrownBy(() -> read("1,5\0\n2,6\n")).isInstanceOf(ChecksumLogException.class)
                .hasMessageContaining("c.txt:1:");
    }

    @Test
    void aBadLineIsQuotedUpTo60Characters() {
        String sixty = "y".repeat(60);
        assertThatThrownBy(() -> read(sixty + "\n")).hasMessageEndingWith("found '" + sixty + "'");
        assertThatThrownBy(() -> read(sixty + "z\n")).hasMessageEndingWith("found '" + sixty + "...'");
        assertThatThrownBy(() -> read("1,5\n" + sixty + "\n")).isInstanceOfSatisfying(ChecksumLogException.class,
                e -> assertThat(e.lineNumber()).isEqualTo(2));
    }
}

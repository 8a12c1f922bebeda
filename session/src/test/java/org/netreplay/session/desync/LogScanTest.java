package org.netreplay.session.desync;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.session.peerstate.StateLabel;

/**
 * One pass over a hand-written text log (docs/log-format.md: {@code [type][player][frame]text}; docs/peer-states.md:
 * type 60): the peer that wrote it, where it ends, its events and the type-60 lines it could not take, each answer
 * read off the lines written here.
 */
class LogScanTest {
    @TempDir
    Path dir;

    private LogScan scan(String text) throws IOException {
        Path f = dir.resolve("log.txt");
        Files.writeString(f, text, StandardCharsets.ISO_8859_1);
        return LogScan.scan(f);
    }

    @Test
    void thePeerIsThePrefixPlayerOfMostLinesTheFirstOnATie() throws IOException {
        LogScan s = scan("[10][2][1]a\n[10][2][2]b\n[10][1][3]c\n[10][3][4]d\n[10][2][5]e\n");
        assertThat(s.mainPlayer).isEqualTo(2);
        assertThat(s.lastFrame).isEqualTo(5);
        assertThat(s.lines).isEqualTo(5);
        assertThat(scan("[10][2][1]a\n[10][1][2]b\n[10][2][3]a\n[10][1][4]b\n").mainPlayer).isEqualTo(1);
        assertThat(scan("[10][0][7]a\n[10][0][8]b\n[10][5][9]c\n").mainPlayer).isZero();
    }

    @Test
    void aLogWithoutTaggedLinesHasNoPeerNorFrame() throws IOException {
        LogScan s = scan("hello\nworld\n");
        assertThat(s.mainPlayer).isEqualTo(-1);
        assertThat(s.lastFrame).isEqualTo(-1);
        assertThat(s.endFrame()).isEqualTo(-1);
        assertThat(s.lines).isEqualTo(2);
        assertThat(s.lastLineCut).isFalse();
    }

    @Test
    void linesOfAPlayerOutsideZeroToSevenAreNotTagged() throws IOException {
        // the log-format's prefix takes players 0..7 only (PrefixParser): these lines are untagged text
        LogScan s = scan("[10][8][4]x\n[10][8][5]y\n[10][9][6]y\n[10][3][2]z\n");
        assertThat(s.mainPlayer).isEqualTo(3);
        assertThat(s.lastFrame).isEqualTo(2);
        assertThat(s.lines).isEqualTo(4);
    }

    @Test
    void theEndIsTheFirstShutdownHeaderEvenAtFrameZero() throws IOException {
        LogScan s = scan("[10][0][0]|  Shutting down the server network  |\n"
                + "[10][0][9]|  Shutting down the server network  |\n");
        assertThat(s.shutdownFrame).isZero();
        assertThat(s.endFrame()).isZero();
        // a header line that is not the shutdown one
        assertThat(scan("[10][0][4]| Shutting down the game |\n[10][0][5]network\n").endFrame()).isEqualTo(-1);
    }

    @Test
    void withoutAShutdownHeaderTheEndIsThePeersOwnEndingStats() throws IOException {
        LogScan s = scan("[10][2][1]start\n[22][2][57]Client 2 (pm) ending stats\n[10][2][58]x\n");
        assertThat(s.mainPlayer).isEqualTo(2);
        assertThat(s.endingStats).containsEntry(2, 57);
        assertThat(s.endFrame()).isEqualTo(57);
        LogScan server = scan("[10][0][1]a\n[22][0][80]Server (pm) ending stats\n[22][0][81]Client 1 (pm) ending stats\n");
        assertThat(server.endingStats).containsEntry(0, 80).containsEntry(1, 81);
        assertThat(server.endFrame()).isEqualTo(80);
        // another peer's stats do not end this log
        assertThat(scan("[10][1][1]a\n[10][1][2]b\n[22][0][40]Server (pm) ending stats\n").endFrame()).isEqualTo(-1);
    }

    @Test
    void typeSixtyLinesGoToTheTrackOfTheirPeerWithTheirLineNumbers() throws IOException {
        LogScan s = scan("[10][1][1]start\n[60][1][5]state chk:[0000abcd] confirmed\n"
                + "[60][1][6]state chk:[FFFF0001] predicted\n[60][2][6]state chk:[00000002] confirmed\n");
        assertThat(s.tracks).containsOnlyKeys(1, 2);
        ChecksumTrack t = s.tracks.get(1);
        assertThat(t.size()).isEqualTo(2);
        assertThat(t.frame(0)).isEqualTo(5);
        assertThat(t.checksum(0)).isEqualTo(0xabcd);
        assertThat(t.label(0)).isEqualTo(StateLabel.CONFIRMED);
        assertThat(t.line(0)).isEqualTo(2);
        assertThat(t.checksum(1)).isEqualTo(0xFFFF0001);
        assertThat(t.line(1)).isEqualTo(3);
        assertThat(s.tracks.get(2).line(0)).isEqualTo(4);
        assertThat(s.skipped.count()).isZero();
    }

    @Test
    void aMalformedTypeSixtyLineIsSkippedNamingItsLineAndField() throws IOException {
        LogScan s = scan("[10][1][1]start\n[60][1][5]state chk:[0000abcd] confirmed\n[60][1][6]stat chk\n"
                + "[60][1][7]state chk:[12\n");
        assertThat(s.tracks.get(1).size()).isEqualTo(1);
        assertThat(s.skipped.count()).isEqualTo(2);
        assertThat(s.skipped.first()).extracting(SkippedLine::line).containsExactly(3L, 4L);
        assertThat(s.skipped.first().get(0).why()).isEqualTo("field text: does not start with 'state chk:['");
        assertThat(s.skipped.first().get(1).why()).isEqualTo("field chk: fewer than 8 hex digits (line cut?)");
        assertThat(s.lastLineCut).isFalse();
    }

    @Test
    void aLineLongerThanTheBufferIsSkippedAndTheNextLineRead() throws IOException {
        String longText = "x".repeat(LogScan.MAX_LINE + 10);
        LogScan s = scan("[60][1][5]state chk:[00000001] confirmed " + longText + "\n[10][1][9]" + longText
                + "\n[60][1][6]state chk:[00000002] confirmed\n");
        assertThat(s.skipped.count()).isEqualTo(1);
        assertThat(s.skipped.first().get(0).line()).isEqualTo(1);
        assertThat(s.skipped.first().get(0).why()).isEqualTo("longer than 65536 bytes");
        assertThat(s.tracks.get(1).size()).isEqualTo(1);
        assertThat(s.tracks.get(1).frame(0)).isEqualTo(6);
        assertThat(s.lines).isEqualTo(3);
        // a line of exactly the buffer's size is read whole
        String exact = "[60][1][7]state chk:[00000003] confirmed";
        LogScan e = scan(exact + " ".repeat(LogScan.MAX_LINE - exact.length()) + "\n");
        assertThat(e.skipped.count()).isZero();
        assertThat(e.tracks.get(1).checksum(0)).isEqualTo(3);
    }

    @Test
    void aLastLineWithoutLineEndIsCountedAndATypeSixtyOneSkipped() throws IOException {
        LogScan s = scan("[10][1][1]a\n[60][1][2]state chk:[0000");
        assertThat(s.lastLineCut).isTrue();
        assertThat(s.lines).isEqualTo(2);
        assertThat(s.skipped.count()).isEqualTo(1);
        assertThat(s.skipped.first().get(0)).isEqualTo(
                new SkippedLine(dir.resolve("log.txt").toString(), 2, "cut: the file's last line has no line end"));
        LogScan other = scan("[10][1][1]a\n[10][1][2]b");
        assertThat(other.lastLineCut).isTrue();
        assertThat(other.skipped.count()).isZero();
    }

    @Test
    void crAndCrlfEndLinesAsLfDoes() throws IOException {
        LogScan s = scan("[10][1][1]a\r\n[60][1][2]state chk:[00000007] confirmed\r[10][1][3]c\r\n");
        assertThat(s.lines).isEqualTo(3);
        assertThat(s.lastFrame).isEqualTo(3);
        assertThat(s.tracks.get(1).checksum(0)).isEqualTo(7);
        assertThat(s.lastLineCut).isFalse();
    }

    @Test
    void eventsOfRewindsJumpsRejectedDifsAndLateCdats() throws IOException {
        LogScan s = scan(String.join("\n",
                "[25][0][40]stdf rewind to:37 [-3]",
                "[25][0][41]stdf rewind to:x [-3]",
                "[30][1][50]----- Apply dif [46 to 50] [applied] [rewound [4] frames]",
                "[30][1][60]----- Apply dif [50 to 60] [applied] [jumped ahead 7 frames]",
                "[30][1][61]----- Apply dif [60 to 61] [applied] [initial state]",
                "[30][2][70]----- Apply dif [66 to 70] [not applied] [base not found]",
                "[27][2][71]rx dif complete [66 to 71] - bad uncompress",
                "[27][2][72]rx dif complete [66 to 72] - ok",
                "[35][0][80]rx cdat p:2 fn:[77] sync:[-3] slsn:[0] late - dropped",
                "[35][0][81]rx cdat p:2 fn:[81] sync:[-3] slsn:[0] gmep:[9] - entered",
                "[22][0][82]Server (pm) ending stats", ""));
        assertThat(s.events).containsExactly(
                new SessionEvent(40, 0, SessionEvent.Kind.SERVER_REWIND, 3, "stdf rewind to:37 [-3]"),
                new SessionEvent(50, 1, SessionEvent.Kind.CLIENT_REWIND, 4,
                        "----- Apply dif [46 to 50] [applied] [rewound [4] frames]"),
                new SessionEvent(60, 1, SessionEvent.Kind.CLIENT_JUMP, 7,
                        "----- Apply dif [50 to 60] [applied] [jumped ahead 7 frames]"),
                new SessionEvent(70, 2, SessionEvent.Kind.REJECTED_DIF, 0,
                        "----- Apply dif [66 to 70] [not applied] [base not found]"),
                new SessionEvent(71, 2, SessionEvent.Kind.REJECTED_DIF, 0,
                        "rx dif complete [66 to 71] - bad uncompress"),
                new SessionEvent(80, 2, SessionEvent.Kind.LATE_CDAT, 77,
                        "rx cdat p:2 fn:[77] sync:[-3] slsn:[0] late - dropped"));
        assertThat(s.endFrame()).isEqualTo(82);
    }
}

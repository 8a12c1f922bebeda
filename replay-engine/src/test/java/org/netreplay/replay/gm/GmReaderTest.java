package org.netreplay.replay.gm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.GameMove;

class GmReaderTest {
    private static final Path FILE = Path.of("x.gm");
    private static final String HEADER = "PMSAVEGAME\nMUID:AAAA\nVERSION:3\nLEVEL:4\nLAST_FRAME:9\n";
    private static final String ONE = "GAMEMOVE_NUM_ENTRIES:1\nGAMEMOVE_DATA_START:\n";

    @Test
    void readsLfFileAndDecodesRows() throws Exception {
        GmRecording rec = GmReader.parse(FILE,
                HEADER + "GAMEMOVE_NUM_ENTRIES:2\nGAMEMOVE_DATA_START:\n1,9,0,5\n9,5,0,34\n");
        assertThat(rec.lineEnding()).isEqualTo(LineEnding.LF);
        assertThat(rec.level()).isEqualTo(4);
        assertThat(rec.moves()).containsExactly(new GameMove(1, 9, 0, 5), new GameMove(9, 5, 0, 34));
    }

    @Test
    void readsLegacyV2Keys() throws Exception {
        GmRecording rec = GmReader.parse(FILE,
                "PMSAVEGAME\r\nLEVEL:7\r\nGAME_DATA_NUM_ENTRIES:1\r\nGAME_DATA_START:\r\n1,1,0,8\r\n");
        assertThat(rec.header().isLegacy()).isTrue();
        assertThat(rec.header().numEntries()).isEqualTo(1);
        assertThat(rec.lineEnding()).isEqualTo(LineEnding.CRLF);
        assertThat(PlayerJoin.of(rec.moves().get(0))).isEqualTo(new PlayerJoin(1, 0, 8, ""));
        assertThat(GmWriter.format(rec)).isEqualTo(
                "PMSAVEGAME\r\nLEVEL:7\r\nGAME_DATA_NUM_ENTRIES:1\r\nGAME_DATA_START:\r\n1,1,0,8\r\n");
    }

    @Test
    void badMagicNamesLineOne() {
        assertThatThrownBy(() -> GmReader.parse(FILE, "PMSAVE\nLEVEL:1\n"))
                .isInstanceOf(GmFormatException.class).hasMessageContaining("x.gm:1:")
                .hasMessageContaining("expected 'PMSAVEGAME'");
    }

    @Test
    void badRowNamesItsLine() {
        assertThatThrownBy(() -> GmReader.parse(FILE,
                HEADER + "GAMEMOVE_NUM_ENTRIES:2\nGAMEMOVE_DATA_START:\n1,9,0,5\n3,5,0\n"))
                .isInstanceOfSatisfying(GmFormatException.class, e -> assertThat(e.lineNumber()).isEqualTo(9))
                .hasMessageContaining("x.gm:9:").hasMessageContaining("frame,type,data1,data2");
    }

    /**
     * Binary garbage in a row: the message names the file, the line, the byte where the bad field starts and the
     * field, and quotes the row with every byte outside printable ASCII as \xNN (no NUL, escape or bell reaches a
     * status bar or a terminal).
     */
    @Test
    void garbageInARowIsNamedByByteAndFieldAndQuotedVisibly() {
        String text = HEADER + ONE + "1,\u0000\u0001\u001b[31m\u00ff\u0007,0,5\n";
        assertThatThrownBy(() -> GmReader.parse(FILE, text))
                .isInstanceOfSatisfying(GmFormatException.class, e -> {
                    assertThat(e.lineNumber()).isEqualTo(8);
                    assertThat(e.getMessage()).isEqualTo("x.gm:8: byte " + (text.lastIndexOf("1,\u0000") + 2)
                            + ": field type '\\x00\\x01\\x1b[31m\\xff\\x07' is not a 32-bit integer (a row is "
                            + "frame,type,data1,data2, four 32-bit integers; found "
                            + "'1,\\x00\\x01\\x1b[31m\\xff\\x07,0,5')");
                    assertThat(e.getMessage().chars().allMatch(c -> c >= 0x20 && c < 0x7F)).isTrue();
                });
    }

    @Test
    void nonNumericFieldAndOverflowRejected() {
        assertThatThrownBy(() -> GmReader.parse(FILE, HEADER + ONE + "1,x,0,5\n"))
                .hasMessageContaining("x.gm:8:");
        assertThatThrownBy(() -> GmReader.parse(FILE,
                HEADER + "GAMEMOVE_NUM_ENTRIES:1\nGAMEMOVE_DATA_START:\n1,5,0,99999999999\n"))
                .hasMessageContaining("x.gm:8:");
        assertThatThrownBy(() -> GmReader.parse(FILE, HEADER + ONE + "1,5,0,5,7\n"))
                .hasMessageContaining("x.gm:8:");
    }

    @Test
    void fieldsAreStrictlyNumericWithOnlyBlanksAround() throws Exception {
        assertThat(GmReader.parse(FILE, HEADER + ONE + " 1 ,\t5,0 ,5\n").moves()).hasSize(1);
        for (String junk : new String[] {"\0", "\u001b", "\f", "\r", "\u000b"}) {
            assertThatThrownBy(() -> GmReader.parse(FILE, HEADER + ONE + junk + "1,5,0,5\n"))
                    .as("%04x before a number", (int) junk.charAt(0)).hasMessageContaining("x.gm:8:");
            assertThatThrownBy(() -> GmReader.parse(FILE, HEADER + ONE + "1,5" + junk + ",0,5\n"))
                    .as("%04x after a number", (int) junk.charAt(0)).hasMessageContaining("x.gm:8:");
        }
        assertThatThrownBy(() -> GmReader.parse(FILE, HEADER.replace("LEVEL:4", "LEVEL:4\u001b") + ONE
                + "1,5,0,5\n")).hasMessageContaining("LEVEL");
    }

    @Test
    void tooFewRowsAndTooManyRowsRejected() {
        assertThatThrownBy(() -> GmReader.parse(FILE,
                HEADER + "GAMEMOVE_NUM_ENTRIES:3\nGAMEMOVE_DATA_START:\n1,9,0,5\n"))
                .hasMessageContaining("x.gm:6:").hasMessageContaining("3 rows cannot fit in the 8 bytes");
        assertThatThrownBy(() -> GmReader.parse(FILE,
                HEADER + "GAMEMOVE_NUM_ENTRIES:2\nGAMEMOVE_DATA_START:\n1,9,0,5\n\n\n\n\n\n\n\n\n"))
                .hasMessageContaining("x.gm:9:").hasMessageContaining("expected 2 rows");
        assertThatThrownBy(() -> GmReader.parse(FILE,
                HEADER + "GAMEMOVE_NUM_ENTRIES:1\nGAMEMOVE_DATA_START:\n1,9,0,5\n2,5,0,1\n"))
                .hasMessageContaining("x.gm:9:").hasMessageContaining("end of the file");
    }

    @Test
    void decreasingFrameRejected() {
        assertThatThrownBy(() -> GmReader.parse(FILE,
                HEADER + "GAMEMOVE_NUM_ENTRIES:2\nGAMEMOVE_DATA_START:\n5,5,0,1\n4,5,0,0\n"))
                .hasMessageContaining("x.gm:9:").hasMessageContaining("non-decreasing");
    }

    @Test
    void missingLevelOrDataStartRejected() {
        assertThatThrownBy(() -> GmReader.parse(FILE, "PMSAVEGAME\nGAMEMOVE_NUM_ENTRIES:0\nGAMEMOVE_DATA_START:\n"))
                .hasMessageContaining("LEVEL");
        assertThatThrownBy(() -> GmReader.parse(FILE, "PMSAVEGAME\nLEVEL:1\nGAMEMOVE_NUM_ENTRIES:0\n"))
                .hasMessageContaining("x.gm:3:").hasMessageContaining("GAMEMOVE_DATA_START");
        assertThatThrownBy(() -> GmReader.parse(FILE, "PMSAVEGAME\nLEVEL:1\njunk\n"))
                .hasMessageContaining("x.gm:3:").hasMessageContaining("KEY:value");
    }

    @Test
    void writerUsesActualRowCountAndChosenLineEnding() {
        GmRecording rec = new GmRecording(GmHeader.v3("M", "c", "m", 5, 3, 99),
                List.of(new GameMove(1, 9, 0, 5), new GameMove(3, 5, 1, 18)), LineEnding.LF);
        assertThat(GmWriter.format(rec)).isEqualTo("PMSAVEGAME\nMUID:M\nVERSION:3\nCREATE_TIMESTAMP:c\n"
                + "MODIFY_TIMESTAMP:m\nLEVEL:5\nLAST_FRAME:3\nGAMEMOVE_NUM_ENTRIES:2\nGAMEMOVE_DATA_START:\n"
                + "1,9,0,5\n3,5,1,18\n");
    }

    @Test
    void playerNameEncodesAndDecodesTheDocumentedExample() {
        assertThat(PlayerName.decode(0x79616C50, 0x30207265)).isEqualTo("Player 0");
        assertThat(PlayerName.encode("Player 1")).containsExactly(2036427856, 824210021);
        assertThat(PlayerName.decode(PlayerName.encode("mdw")[0], 0)).isEqualTo("mdw");
        assertThat(new PlayerJoin(9, 7, 2, "Player 7").toMove().type()).isEqualTo(0x800000 + 2 * 256 + 7);
    }
}

package org.netreplay.replay.gm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Hostile {@code .gm} files: each is refused before anything large is allocated. */
class GmHostileInputTest {
    private static final Path FILE = Path.of("h.gm");
    private static final String HEAD = "PMSAVEGAME\nMUID:AAAA\nVERSION:3\nLEVEL:4\n";

    @Test
    void hugeLastFrameIsOverTheFrameLimit() {
        assertThatThrownBy(() -> GmReader.parse(FILE, HEAD + "LAST_FRAME:2147483647\nGAMEMOVE_NUM_ENTRIES:1\n"
                + "GAMEMOVE_DATA_START:\n1,5,0,1\n"))
                .isInstanceOf(GmLimitException.class).hasMessageContaining("h.gm:5:")
                .hasMessageContaining("gm.maxFrame");
    }

    @Test
    void aRowAtAHugeFrameIsOverTheFrameLimit() {
        assertThatThrownBy(() -> GmReader.parse(FILE, HEAD + "LAST_FRAME:1\nGAMEMOVE_NUM_ENTRIES:1\n"
                + "GAMEMOVE_DATA_START:\n2147483647,5,0,1\n"))
                .isInstanceOf(GmLimitException.class).hasMessageContaining("h.gm:8:")
                .hasMessageContaining("field frame");
    }

    @Test
    void lastFrameFarPastTheLastRowIsRefused() {
        assertThatThrownBy(() -> GmReader.parse(FILE, HEAD + "LAST_FRAME:90000\nGAMEMOVE_NUM_ENTRIES:1\n"
                + "GAMEMOVE_DATA_START:\n1,5,0,1\n"))
                .hasMessageContaining("h.gm:5:").hasMessageContaining("LAST_FRAME: 90000 is past the last row");
    }

    @Test
    void hugeEntryCountsAreCheckedAgainstTheLimitAndTheBytes() {
        assertThatThrownBy(() -> GmReader.parse(FILE, HEAD + "LAST_FRAME:1\nGAMEMOVE_NUM_ENTRIES:2147483647\n"
                + "GAMEMOVE_DATA_START:\n1,5,0,1\n"))
                .isInstanceOf(GmLimitException.class).hasMessageContaining("gm.maxEntries");
        assertThatThrownBy(() -> GmReader.parse(FILE, HEAD + "LAST_FRAME:1\nGAMEMOVE_NUM_ENTRIES:900000\n"
                + "GAMEMOVE_DATA_START:\n1,5,0,1\n"))
                .hasMessageContaining("h.gm:6:").hasMessageContaining("cannot fit");
    }

    @Test
    void nonNumericHeaderValuesNameTheField() {
        assertThatThrownBy(() -> GmReader.parse(FILE, HEAD + "LAST_FRAME:abc\nGAMEMOVE_NUM_ENTRIES:1\n"
                + "GAMEMOVE_DATA_START:\n1,5,0,1\n"))
                .hasMessageContaining("h.gm:5:").hasMessageContaining("field LAST_FRAME");
    }

    @Test
    void playersOutside0To7AndUnknownTypesAreRefused() {
        String h = HEAD + "LAST_FRAME:1\nGAMEMOVE_NUM_ENTRIES:1\nGAMEMOVE_DATA_START:\n";
        assertThatThrownBy(() -> GmReader.parse(FILE, h + "1,5,99,1\n")).hasMessageContaining("h.gm:8:")
                .hasMessageContaining("data1 (player): 99");
        assertThatThrownBy(() -> GmReader.parse(FILE, h + "1,5,-1,1\n")).hasMessageContaining("data1 (player): -1");
        assertThatThrownBy(() -> GmReader.parse(FILE, h + "1,-3,0,0\n")).hasMessageContaining("field type: -3");
        assertThatThrownBy(() -> GmReader.parse(FILE, h + "1,7,0,0\n")).hasMessageContaining("field type: 7");
        assertThatThrownBy(() -> GmReader.parse(FILE, h + "-1,5,0,0\n")).hasMessageContaining("negative");
    }

    @Test
    void anOverlongLineIsRefusedBeforeItIsBuffered() {
        String longLine = "X".repeat(100_000);
        assertThatThrownBy(() -> GmReader.parse(FILE, "PMSAVEGAME\nMUID:" + longLine + "\n"))
                .isInstanceOf(GmLimitException.class).hasMessageContaining("h.gm:2:")
                .hasMessageContaining("gm.maxLineChars");
    }

    @Test
    void aLargeFileIsStreamedRowByRow(@TempDir Path dir) throws IOException {
        Path f = dir.resolve("big.gm");
        int rows = 200_000;
        StringBuilder sb = new StringBuilder(HEAD + "LAST_FRAME:" + rows + "\nGAMEMOVE_NUM_ENTRIES:" + rows
                + "\nGAMEMOVE_DATA_START:\n");
        for (int i = 1; i <= rows; i++) {
            sb.append(i).append(",5,0,").append(i % 64).append('\n');
        }
        Files.writeString(f, sb, StandardCharsets.ISO_8859_1);
        GmRecording rec = GmReader.read(f);
        assertThat(rec.moves()).hasSize(rows);
        assertThat(rec.moves().get(rows - 1).frame()).isEqualTo(rows);
    }
}

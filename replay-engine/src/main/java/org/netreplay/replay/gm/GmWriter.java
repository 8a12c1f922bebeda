package org.netreplay.replay.gm;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.netreplay.replay.GameMove;

/**
 * Writes {@code .gm} PMSAVEGAME files the way the game's {@code save_gm} does (docs/formats.md §4.1): the magic line,
 * the header entries in their order, the data-start line with an empty value, then one {@code "%d,%d,%d,%d"} row per
 * game move, every line ended with the recording's {@link LineEnding}. The row-count header
 * ({@code GAMEMOVE_NUM_ENTRIES} or its legacy key) is written as the actual number of rows.
 *
 * <p>Thread safety: stateless.
 */
public final class GmWriter {
    private GmWriter() {
    }

    /**
     * @param recording the recording
     * @return the file content
     */
    public static String format(GmRecording recording) {
        String eol = recording.lineEnding().text();
        StringBuilder sb = new StringBuilder(64 + recording.moves().size() * 20);
        sb.append(GmHeader.MAGIC).append(eol);
        String countKey = recording.header().isLegacy() ? GmHeader.LEGACY_NUM_ENTRIES : GmHeader.NUM_ENTRIES;
        for (GmHeaderEntry e : recording.header().entries()) {
            String value = e.key().equals(countKey) ? Integer.toString(recording.moves().size()) : e.value();
            sb.append(e.key()).append(':').append(value).append(eol);
        }
        sb.append(recording.header().dataStartKey()).append(':').append(eol);
        for (GameMove m : recording.moves()) {
            sb.append(m.frame()).append(',').append(m.type()).append(',').append(m.data1()).append(',')
                    .append(m.data2()).append(eol);
        }
        return sb.toString();
    }

    /**
     * Writes the recording to a file (replacing it).
     *
     * @param recording the recording
     * @param file the file written
     * @throws IOException if the file cannot be written
     */
    public static void write(GmRecording recording, Path file) throws IOException {
        Files.write(file, format(recording).getBytes(StandardCharsets.ISO_8859_1));
    }
}

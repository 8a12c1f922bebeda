package org.netreplay.viewer.replay;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.zip.CRC32;
import java.util.zip.GZIPInputStream;
import org.netreplay.testdata.TestData;

/**
 * Files and independent facts for the replay page's tests: the bundled demos, the real game's clean-load CRC-32 per
 * frame (test-data/pm-golden {@code variants/nofill}, written by the real game), its struct offsets
 * ({@code state_struct_layout.csv}) and the LAST_FRAME of a {@code .gm} read with a regex.
 */
final class ReplayFixtures {
    /** The real game's state size (docs/formats.md §5.3); the engine's state has the simulation's tail after it. */
    static final int STATE_SIZE = 113_344;

    private ReplayFixtures() {
    }

    static Path root() {
        return TestData.root();
    }

    static Path demo(String name) {
        return TestData.file("sample-logs/demos/" + name);
    }

    static Path session() {
        return TestData.realNetgame();
    }

    /** @return the real game's whole-state CRC-32 of every frame of a clean-load replay of {@code demo} */
    static List<Integer> goldenCrcs(String demo) {
        Path file = TestData.golden("variants/nofill/" + demo + ".state.csv.gz");
        List<Integer> crcs = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                new GZIPInputStream(Files.newInputStream(file)), StandardCharsets.US_ASCII))) {
            String header = in.readLine();
            int column = List.of(header.split(",")).indexOf("crc");
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                String[] cells = line.split(",");
                if (Integer.parseInt(cells[0]) != crcs.size()) {
                    throw new IllegalStateException(file + ": frames are not 0, 1, 2 …");
                }
                crcs.add((int) Long.parseLong(cells[column], 16));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return crcs;
    }

    /** @return CRC-32 of the game's part of an engine state */
    static int crc(byte[] state) {
        CRC32 crc = new CRC32();
        crc.update(state, 0, STATE_SIZE);
        return (int) crc.getValue();
    }

    /** @return the byte offset of {@code field} in {@code struct} from the real game's compiled layout */
    static int structOffset(String struct, String field) {
        Path file = TestData.golden("state_struct_layout.csv");
        try {
            List<String> lines = Files.readAllLines(file, StandardCharsets.US_ASCII);
            List<String> header = List.of(lines.get(0).split(","));
            int s = header.indexOf("struct");
            int f = header.indexOf("field");
            int o = header.indexOf("offset");
            for (String line : lines.subList(1, lines.size())) {
                String[] cells = line.split(",");
                if (cells[s].equals(struct) && cells[f].equals(field)) {
                    return Integer.parseInt(cells[o].trim());
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        throw new IllegalStateException(file + " has no " + struct + "." + field);
    }

    /** @return the LAST_FRAME header value of a {@code .gm}, read with a regex */
    static int lastFrame(Path gm) {
        try {
            Matcher m = Pattern.compile("(?m)^LAST_FRAME:(\\d+)").matcher(Files.readString(gm,
                    StandardCharsets.ISO_8859_1));
            if (!m.find()) {
                throw new IllegalStateException(gm + " has no LAST_FRAME");
            }
            return Integer.parseInt(m.group(1));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}

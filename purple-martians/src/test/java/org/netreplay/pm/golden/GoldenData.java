package org.netreplay.pm.golden;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.GZIPInputStream;
import java.util.zip.InflaterInputStream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.netreplay.testdata.TestData;

/**
 * The real game's golden replays in {@code test-data/pm-golden} (its README says how the game wrote them):
 * summary.json, per-frame {@code <demo>.csv.gz} player rows and {@code <demo>.state.csv.gz} section CRCs, full states
 * {@code states/<demo>/<frame>.bin.z}; the demos and levels they replay are in {@code sample-logs} ({@link TestData}).
 */
public final class GoldenData {
    /** Section columns of the state CSV, in state order. */
    public static final String[] SECTIONS = {"syn", "Ei", "Ef", "item", "itemf", "lift", "l", "pshot", "eshot", "event"};

    private GoldenData() {
    }

    /** @return the golden data of the repository ({@link TestData#golden()}); a missing folder is an error */
    public static GoldenData find() {
        TestData.golden();
        return new GoldenData();
    }

    /** @return the demo recording {@code name} (e.g. {@code lev003}, {@code TAS/lev041-8P-35}) */
    public Path demo(String name) {
        return TestData.demo(name);
    }

    /** @return the game's levels ({@code sample-logs/levels}) */
    public Path levels() {
        return TestData.levels();
    }

    /** @return summary.json: each demo's outcome in the real game, and the demos with per-frame files */
    public JsonNode summary() {
        try {
            return new ObjectMapper().readTree(TestData.golden("summary.json").toFile());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** @return the names of the demos with per-frame files */
    public List<String> sharedPerFrame() {
        List<String> out = new ArrayList<>();
        summary().get("shared_per_frame").forEach(n -> out.add(n.asText()));
        return out;
    }

    /** @return the names of all demos in summary.json, in its order */
    public List<String> allDemos() {
        List<String> out = new ArrayList<>();
        summary().get("demos").fieldNames().forEachRemaining(out::add);
        return out;
    }

    /** One row of {@code <demo>.state.csv.gz}. */
    public record StateRow(int frame, int ldm, int ldt, int crc, int[] sections) {
    }

    /** One row of {@code <demo>.csv.gz}: the header's columns by name. */
    public record PlayerRow(int frame, int player, String[] header, String[] values) {
        public String get(String column) {
            for (int i = 0; i < header.length; i++) {
                if (header[i].equals(column)) {
                    return values[i];
                }
            }
            throw new IllegalArgumentException("no column " + column);
        }
    }

    /** @return the state rows, indexed by frame */
    public List<StateRow> stateRows(String demo, boolean nofill) {
        Path f = nofill ? TestData.golden("variants/nofill/" + demo + ".state.csv.gz")
                : TestData.golden(demo + ".state.csv.gz");
        List<StateRow> out = new ArrayList<>();
        for (String[] v : csv(f)) {
            int[] s = new int[SECTIONS.length];
            for (int i = 0; i < s.length; i++) {
                s[i] = Integer.parseUnsignedInt(v[4 + i], 16);
            }
            out.add(new StateRow(Integer.parseInt(v[0]), Integer.parseInt(v[1]), Integer.parseInt(v[2]),
                    Integer.parseUnsignedInt(v[3], 16), s));
        }
        return out;
    }

    /** @return the player rows in file order */
    public List<PlayerRow> playerRows(String demo) {
        Path f = TestData.golden(demo + ".csv.gz");
        List<String[]> rows = csvWithHeader(f);
        String[] header = rows.get(0);
        List<PlayerRow> out = new ArrayList<>();
        for (String[] v : rows.subList(1, rows.size())) {
            out.add(new PlayerRow(Integer.parseInt(v[0]), Integer.parseInt(v[1]), header, v));
        }
        return out;
    }

    /** @return the full state dumped at that frame, or null */
    public byte[] fullState(String demo, int frame) {
        Path f = TestData.golden().resolve("states/" + demo + "/" + frame + ".bin.z");
        if (!Files.exists(f)) {
            return null;
        }
        try (InflaterInputStream in = new InflaterInputStream(Files.newInputStream(f))) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<String[]> csv(Path f) {
        List<String[]> all = csvWithHeader(f);
        return all.subList(1, all.size());
    }

    private static List<String[]> csvWithHeader(Path f) {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                new GZIPInputStream(Files.newInputStream(f)), StandardCharsets.US_ASCII))) {
            List<String[]> out = new ArrayList<>();
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                out.add(line.split(",", -1));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(f + ": " + e.getMessage(), e);
        }
    }
}

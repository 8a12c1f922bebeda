package org.netreplay.sim.lockstep;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Reads a written session folder back from its text only (docs/formats.md §1.3 prefix, the type-60 form of),
 * so the tests' checks do not depend on the simulator's own objects.
 */
public final class SessionLines {
    static final Pattern PREFIX = Pattern.compile("^\\[\\s*(\\d+)\\]\\[(-?\\d+)\\]\\[(-?\\d+)\\](.*)$");
    static final Pattern STATE = Pattern.compile("^state chk:\\[([0-9a-f]{8})\\] (\\w+)$");

    /** One tagged line: its type, player and frame from the prefix, the rest as its body. */
    public record Line(int type, int player, int frame, String body) {
    }

    private SessionLines() {
    }

    /** @return the text log of a peer folder ({@code server}, {@code client1}, ...) */
    static Path log(Path dir, String peer) throws IOException {
        try (Stream<Path> s = Files.list(dir.resolve(peer))) {
            return s.filter(p -> p.getFileName().toString().endsWith(".txt")).findFirst()
                    .orElseThrow(() -> new IOException("no text log in " + dir.resolve(peer)));
        }
    }

    static List<Line> lines(Path dir, String peer) throws IOException {
        return parse(log(dir, peer));
    }

    /** @return the tagged lines of a text log, in file order (lines without the prefix are left out) */
    public static List<Line> parse(Path log) throws IOException {
        List<Line> out = new ArrayList<>();
        for (String s : Files.readAllLines(log, StandardCharsets.ISO_8859_1)) {
            Matcher m = PREFIX.matcher(s);
            if (m.matches()) {
                out.add(new Line(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)),
                        Integer.parseInt(m.group(3)), m.group(4)));
            }
        }
        return out;
    }

    /** @return frame → checksum of the last type-60 line with that label */
    static TreeMap<Integer, Integer> checksums(List<Line> lines, String label) {
        TreeMap<Integer, Integer> out = new TreeMap<>();
        for (Line l : lines) {
            if (l.type() == 60) {
                Matcher m = STATE.matcher(l.body());
                if (m.matches() && m.group(2).equals(label)) {
                    out.put(l.frame(), Integer.parseUnsignedInt(m.group(1), 16));
                }
            }
        }
        return out;
    }

    /** @return the first frame where the client's confirmed checksum differs from the server's, or −1 */
    static int firstMismatch(TreeMap<Integer, Integer> server, TreeMap<Integer, Integer> client) {
        for (var e : client.entrySet()) {
            Integer s = server.get(e.getKey());
            if (s != null && !s.equals(e.getValue())) {
                return e.getKey();
            }
        }
        return -1;
    }

    static int median(List<Integer> values) {
        List<Integer> sorted = new ArrayList<>(values);
        sorted.sort(null);
        return sorted.get(sorted.size() / 2);
    }

    /** @return the manifest's groundTruth.firstDivergentFrame, or −1 without ground truth */
    static int groundTruthFrame(Path dir) throws IOException {
        String json = Files.readString(dir.resolve("session.json"));
        Matcher m = Pattern.compile("\"firstDivergentFrame\"\\s*:\\s*(\\d+)").matcher(json);
        return m.find() ? Integer.parseInt(m.group(1)) : -1;
    }

    /** @return the manifest's groundTruth.peer, or −1 */
    static int groundTruthPeer(Path dir) throws IOException {
        String json = Files.readString(dir.resolve("session.json"));
        Matcher m = Pattern.compile("\"groundTruth\"\\s*:\\s*\\{[^}]*\"peer\"\\s*:\\s*(\\d+)").matcher(json);
        return m.find() ? Integer.parseInt(m.group(1)) : -1;
    }
}

package org.netreplay.session.desync;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * Session folders whose {@code session.json} and files contradict each other (docs/desync.md, "Consistency";
 * docs/session-manifest.md): a valid fixture session with its manifest's entries removed, doubled or changed (peer,
 * role, kind, path, game, level) and its files deleted, swapped, cut, turned into folders, linked out of the folder,
 * or joined by a log the manifest does not list. The analysis gives a report or an {@link IOException} whose message
 * names the file; never another exception. A listed file that is missing, a path or link leading out of the folder and
 * a text log the manifest does not list always fail.
 */
class SessionFolderFuzzTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path BASE = base();
    private static final String[] KINDS = {"TEXT_LOG", "NET_CSV", "STATUS_CSV", "GAME_MOVES", "LEVEL", "MANIFEST",
            "PEER_STATES", "BOGUS"};
    private static final String[] PATHS = {"missing.txt", "../outside.txt", "/etc/hostname", "session.json",
            "client1", "server/../client2/pmclient2.states", "client1/./pmclient1.states", "client1\\x.txt"};

    private static Path base() {
        try {
            Path dir = Files.createTempDirectory("fuzz-session");
            new SessionFixture().write(dir, SessionFixture.Fault.CLIENT_STATE, 77, true);
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @AfterContainer
    static void removeBase() throws IOException {
        delete(BASE);
    }

    /** One change to the manifest or the folder: {@code op} picks what, {@code a} and {@code b} which. */
    record Change(int op, int a, int b) {
    }

    @Provide
    Arbitrary<List<Change>> changes() {
        Arbitrary<Change> one = net.jqwik.api.Combinators.combine(Arbitraries.integers().between(0, 13),
                Arbitraries.integers().between(0, 63), Arbitraries.integers().between(0, 63)).as(Change::new);
        return one.list().ofMinSize(1).ofMaxSize(3);
    }

    /** Found by the property: the manifest lists the server's .gm as the level (a .gm is not a level file). */
    @Example
    void aRecordingListedAsTheLevelIsNamed() throws IOException {
        contradictionsAreNamedNeverWorkedAround(List.of(new Change(4, 2, 4)));
    }

    @Property(tries = 150)
    void contradictionsAreNamedNeverWorkedAround(@ForAll("changes") List<Change> changes) throws IOException {
        Path root = Files.createTempDirectory("fuzz-try");
        Path dir = root.resolve("s");
        Path outside = Files.writeString(root.resolve("outside.txt"), "[10][1][5]not of this session\n");
        try {
            copy(BASE, dir);
            ObjectNode manifest = (ObjectNode) JSON.readTree(dir.resolve("session.json").toFile());
            boolean unlistedLog = false;
            for (Change c : changes) {
                unlistedLog |= apply(c, manifest, dir, outside);
            }
            Files.writeString(dir.resolve("session.json"), JSON.writerWithDefaultPrettyPrinter()
                    .writeValueAsString(manifest));
            String mustFail = mustFail(manifest, dir, unlistedLog);
            try {
                SessionDesyncReport r = SessionDesync.analyze(List.of(dir), 10);
                assertThat(mustFail).as("analysed although %s after %s", mustFail, changes).isNull();
                assertThat(r.verdict()).isNotNull();
            } catch (IOException e) {
                assertThat(e.getMessage()).as("%s", e).isNotBlank();
                assertThat(e.getMessage()).as("the message names the file: %s", e.getMessage())
                        .containsAnyOf(dir.toString(), "session.json", ".states", ".txt", ".gm");
                assertThat(e.getMessage()).doesNotContain("Exception", "java.", "com.fasterxml");
            }
        } finally {
            delete(root);
        }
    }

    /** @return true when the change added a text log that the manifest does not list */
    private static boolean apply(Change c, ObjectNode manifest, Path dir, Path outside) throws IOException {
        ArrayNode files = (ArrayNode) manifest.get("files");
        ObjectNode entry = files.isEmpty() ? null : (ObjectNode) files.get(c.a() % files.size());
        Path file = entry == null ? null : dir.resolve(entry.get("path").asText());
        switch (c.op()) {
            case 0 -> {
                if (entry != null) {
                    files.remove(c.a() % files.size());
                }
            }
            case 1 -> {
                if (entry != null) {
                    files.add(entry.deepCopy());
                }
            }
            case 2 -> {
                if (entry != null) {
                    int[] peers = {-1, 0, 1, 2, 3, 7, 8};
                    entry.put("peer", peers[c.b() % peers.length]);
                }
            }
            case 3 -> {
                if (entry != null) {
                    String[] roles = {"server", "client", "observer"};
                    entry.put("role", roles[c.b() % roles.length]);
                }
            }
            case 4 -> {
                if (entry != null) {
                    entry.put("kind", KINDS[c.b() % KINDS.length]);
                }
            }
            case 5 -> {
                if (entry != null) {
                    entry.put("path", c.b() % 2 == 0 ? PATHS[c.b() / 2 % PATHS.length]
                            : files.get(c.b() % files.size()).get("path").asText());
                }
            }
            case 6 -> manifest.put("game", c.b() % 2 == 0 ? "purple-martians" : "no-such-game");
            case 7 -> manifest.put("level", new int[] {0, 1, 4, 999}[c.b() % 4]);
            case 8 -> {
                if (file != null && Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                    Files.delete(file);
                }
            }
            case 9 -> {
                Path other = files.isEmpty() ? null : dir.resolve(files.get(c.b() % files.size()).get("path")
                        .asText());
                if (file != null && other != null && Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)
                        && Files.isRegularFile(other, LinkOption.NOFOLLOW_LINKS)) {
                    byte[] x = Files.readAllBytes(file);
                    Files.write(file, Files.readAllBytes(other));
                    Files.write(other, x);
                }
            }
            case 10 -> {
                if (file != null && Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                    byte[] x = Files.readAllBytes(file);
                    Files.write(file, java.util.Arrays.copyOf(x, (int) ((long) x.length * c.b() / 64)));
                }
            }
            case 11 -> {
                if (file != null && Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                    Files.delete(file);
                    Files.createDirectories(file);
                }
            }
            case 12 -> {
                if (file != null && Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
                    Files.delete(file);
                    Files.createSymbolicLink(file, outside);
                }
            }
            default -> {
                Path extra = Files.createDirectories(dir.resolve("client3"))
                        .resolve("20261123-120000-[3][pmclient3].txt");
                Files.writeString(extra, "[10][3][1]a peer the manifest forgot\n");
                return true;
            }
        }
        return false;
    }

    /** @return why the analysis must fail, found from the folder and the manifest alone; null when it may pass */
    private static String mustFail(ObjectNode manifest, Path dir, boolean unlistedLog) throws IOException {
        Path real = dir.toRealPath();
        for (JsonNode f : manifest.get("files")) {
            String path = f.get("path").asText();
            if (path.startsWith("/") || path.contains("\\") || List.of(path.split("/")).contains("..")) {
                return path + " leads out of the folder";
            }
            Path p = dir.resolve(path);
            if (!Files.isRegularFile(p)) {
                return path + " is listed but is no file";
            }
            if (!p.toRealPath().startsWith(real)) {
                return path + " is a link out of the folder";
            }
        }
        if (unlistedLog && manifest.get("files").findValuesAsText("path").stream()
                .noneMatch(p -> p.startsWith("client3/"))) {
            return "client3's log is not listed";
        }
        return null;
    }

    private static void copy(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path t = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(t);
                } else {
                    Files.copy(p, t);
                }
            }
        }
    }

    private static void delete(Path dir) throws IOException {
        if (!Files.exists(dir, LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        try (Stream<Path> s = Files.walk(dir)) {
            List<Path> all = new ArrayList<>(s.sorted(Comparator.reverseOrder()).toList());
            for (Path p : all) {
                Files.deleteIfExists(p);
            }
        }
    }
}

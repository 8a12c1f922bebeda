package org.netreplay.pm.port;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The map from the game's C++ functions to the Java that ports them ({@code purple-martians/port-map.csv}), and the
 * check that lists which of them changed in another checkout of the game. One row per {@code @upstream
 * src/mwFile.cpp#function} tag in the port's Javadoc: the file, the function, a hash of the function's definition at
 * the pinned commit and the Java class and member that carries the tag.
 *
 * <p>The hash is the first 16 hex digits of the SHA-256 of the function's parameter list and body with comments
 * removed and whitespace removed outside string and character literals, so re-indenting, re-wrapping or re-commenting
 * a function does not count as a change; a file with several definitions of one name hashes them all, in file order.
 *
 * <p>It needs only the JDK, so it runs straight from its source, from the repository's root:
 * <pre>
 * java purple-martians/src/test/java/org/netreplay/pm/port/PortMap.java changed PATH_TO_GAME_CHECKOUT
 * java purple-martians/src/test/java/org/netreplay/pm/port/PortMap.java write PATH_TO_GAME_CHECKOUT_AT_THE_PINNED_COMMIT
 * </pre>
 * {@code changed} prints each function whose definition differs (or is gone) with the Java to revisit and exits 1,
 * or exits 0 when none changed; {@code write} rewrites the map from the tags (after porting a change, with the
 * checkout at the new pinned commit). Exit 2: bad arguments, a tag naming a function the checkout does not define,
 * or an unreadable map.
 */
public final class PortMap {
    /** The map, from the repository's root. */
    public static final Path MAP = Path.of("purple-martians/port-map.csv");
    /** The port's sources, from the repository's root. */
    public static final Path SOURCES = Path.of("purple-martians/src/main/java");

    private static final String HEADER = "file,function,hash,java";
    private static final Pattern TAG = Pattern.compile("@upstream (src/[\\w./]+\\.(?:cpp|h))#(\\w+)");

    private PortMap() {
    }

    /** One row: the game's file and function, the definition's hash, the Java ({@code pkg.Class#member}). */
    public record Row(String file, String function, String hash, String java) {
        String csv() {
            return file + "," + function + "," + hash + "," + java;
        }
    }

    /** A tag in the port: the cited file and function, and the Java member that carries it. */
    public record Tag(String file, String function, String java) {
    }

    /**
     * @param sources a source root ({@code src/main/java})
     * @return every {@code @upstream} tag under it, sorted by file, function and Java member
     */
    public static List<Tag> tags(Path sources) throws IOException {
        List<Tag> out = new ArrayList<>();
        List<Path> files;
        try (Stream<Path> s = Files.walk(sources)) {
            files = s.filter(p -> p.toString().endsWith(".java")).sorted().toList();
        }
        for (Path f : files) {
            String text = Files.readString(f, StandardCharsets.UTF_8);
            String type = sources.relativize(f).toString().replace('/', '.').replace('\\', '.')
                    .replaceAll("\\.java$", "");
            Matcher doc = Pattern.compile("/\\*\\*(.*?)\\*/", Pattern.DOTALL).matcher(text);
            while (doc.find()) {
                Matcher t = TAG.matcher(doc.group(1));
                List<String[]> cited = new ArrayList<>();
                while (t.find()) {
                    cited.add(new String[] {t.group(1), t.group(2)});
                }
                if (cited.isEmpty()) {
                    continue;
                }
                String member = memberAfter(text, doc.end(), type);
                for (String[] c : cited) {
                    out.add(new Tag(c[0], c[1], member));
                }
            }
        }
        out.sort(Comparator.comparing(Tag::file).thenComparing(Tag::function).thenComparing(Tag::java));
        return out;
    }

    /** The declaration after a Javadoc: {@code pkg.Class} for a type, {@code pkg.Class#name} for a member. */
    private static String memberAfter(String text, int from, String type) {
        String rest = text.substring(from);
        for (String line : rest.split("\n")) {
            String l = line.strip();
            if (l.isEmpty() || l.startsWith("@")) {
                continue;
            }
            Matcher decl = Pattern.compile("\\b(?:class|interface|record|enum)\\s+(\\w+)").matcher(l);
            if (decl.find()) {
                return type.endsWith("." + decl.group(1)) ? type : type + "." + decl.group(1);
            }
            int paren = l.indexOf('(');
            int eq = l.indexOf('=');
            int semi = l.indexOf(';');
            int end = paren >= 0 && (eq < 0 || paren < eq) ? paren : eq >= 0 ? eq : semi;
            Matcher name = Pattern.compile("(\\w+)\\s*$").matcher(l.substring(0, Math.max(end, 0)));
            if (end > 0 && name.find()) {
                return type + "#" + name.group(1);
            }
            throw new IllegalArgumentException(type + ": no declaration after a Javadoc with @upstream: " + l);
        }
        throw new IllegalArgumentException(type + ": a Javadoc with @upstream at the end of the file");
    }

    /**
     * @param cpp a C++ source
     * @return the hash of every definition of {@code function} in it (see the class comment), or null if it defines
     *         none
     */
    public static String hash(String cpp, String function) {
        String code = withoutComments(cpp);
        StringBuilder all = new StringBuilder();
        Matcher m = Pattern.compile("\\b" + Pattern.quote(function) + "\\s*\\(").matcher(code);
        while (m.find()) {
            if (depthAt(code, m.start()) != 0) {
                continue;
            }
            int open = m.end() - 1;
            int close = matching(code, open, '(', ')');
            if (close < 0) {
                continue;
            }
            int i = close + 1;
            while (i < code.length() && Character.isWhitespace(code.charAt(i))) {
                i++;
            }
            if (code.startsWith("const", i)) {
                i += 5;
                while (i < code.length() && Character.isWhitespace(code.charAt(i))) {
                    i++;
                }
            }
            if (i >= code.length() || code.charAt(i) != '{') {
                continue;
            }
            int end = matching(code, i, '{', '}');
            if (end < 0) {
                continue;
            }
            all.append(withoutWhitespace(code.substring(open, end + 1))).append('\n');
        }
        if (all.length() == 0) {
            return null;
        }
        try {
            byte[] d = MessageDigest.getInstance("SHA-256").digest(all.toString().getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(d, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The source with each comment replaced by one space; string and character literals kept as they are. */
    static String withoutComments(String s) {
        StringBuilder out = new StringBuilder(s.length());
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '/' && i + 1 < s.length() && s.charAt(i + 1) == '/') {
                while (i < s.length() && s.charAt(i) != '\n') {
                    i++;
                }
                out.append(' ');
            } else if (c == '/' && i + 1 < s.length() && s.charAt(i + 1) == '*') {
                int e = s.indexOf("*/", i + 2);
                i = e < 0 ? s.length() : e + 2;
                out.append(' ');
            } else if (c == '"' || c == '\'') {
                int e = literalEnd(s, i);
                out.append(s, i, e);
                i = e;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    /** The index just past the string or character literal that starts at {@code i}. */
    private static int literalEnd(String s, int i) {
        char q = s.charAt(i);
        int j = i + 1;
        while (j < s.length() && s.charAt(j) != q && s.charAt(j) != '\n') {
            j += s.charAt(j) == '\\' ? 2 : 1;
        }
        return Math.min(j + 1, s.length());
    }

    /** The text with whitespace removed outside string and character literals. */
    static String withoutWhitespace(String s) {
        StringBuilder out = new StringBuilder(s.length());
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if (c == '"' || c == '\'') {
                int e = literalEnd(s, i);
                out.append(s, i, e);
                i = e;
            } else {
                if (!Character.isWhitespace(c)) {
                    out.append(c);
                }
                i++;
            }
        }
        return out.toString();
    }

    /** Brace depth at {@code pos}, braces in literals not counted (comments are already gone). */
    private static int depthAt(String code, int pos) {
        int depth = 0;
        int i = 0;
        while (i < pos) {
            char c = code.charAt(i);
            if (c == '"' || c == '\'') {
                i = literalEnd(code, i);
                continue;
            }
            if (c == '{') {
                depth++;
            } else if (c == '}') {
                depth--;
            }
            i++;
        }
        return depth;
    }

    /** The index of the bracket closing the one at {@code open}, literals skipped; -1 if none. */
    private static int matching(String code, int open, char o, char c) {
        int depth = 0;
        int i = open;
        while (i < code.length()) {
            char ch = code.charAt(i);
            if (ch == '"' || ch == '\'') {
                i = literalEnd(code, i);
                continue;
            }
            if (ch == o) {
                depth++;
            } else if (ch == c && --depth == 0) {
                return i;
            }
            i++;
        }
        return -1;
    }

    /**
     * @param game a checkout of the game (the folder holding {@code src/})
     * @return a row per tag, hashed from {@code game}
     * @throws IllegalArgumentException if a tag names a function its file does not define
     */
    public static List<Row> rows(List<Tag> tags, Path game) throws IOException {
        Map<String, String> files = new TreeMap<>();
        List<Row> out = new ArrayList<>();
        for (Tag t : tags) {
            String cpp = source(files, game, t.file());
            String h = cpp == null ? null : hash(cpp, t.function());
            if (h == null) {
                throw new IllegalArgumentException(t.java() + ": @upstream " + t.file() + "#" + t.function()
                        + ": " + (cpp == null ? "no such file" : "no such function") + " in " + game);
            }
            out.add(new Row(t.file(), t.function(), h, t.java()));
        }
        return out;
    }

    private static String source(Map<String, String> cache, Path game, String file) throws IOException {
        if (!cache.containsKey(file)) {
            Path p = game.resolve(file);
            cache.put(file, Files.isRegularFile(p) ? Files.readString(p, StandardCharsets.ISO_8859_1) : null);
        }
        return cache.get(file);
    }

    /** @return the map as text: its comment lines, the header and the rows */
    public static String format(List<Row> rows, String pinned) {
        StringBuilder out = new StringBuilder();
        out.append("# The game's functions this port follows: one row per @upstream tag (docs/purple-martians.md).\n");
        out.append("# pinned: ").append(pinned).append('\n');
        out.append(HEADER).append('\n');
        for (Row r : rows) {
            out.append(r.csv()).append('\n');
        }
        return out.toString();
    }

    /** @return the pinned commit named in a map's {@code # pinned:} line, or null */
    public static String pinned(List<String> lines) {
        for (String l : lines) {
            if (l.startsWith("# pinned: ")) {
                return l.substring("# pinned: ".length()).strip();
            }
        }
        return null;
    }

    /**
     * @return the map's rows
     * @throws IllegalArgumentException naming the line of a row that does not have four fields, or a missing header
     */
    public static List<Row> parse(List<String> lines) {
        List<Row> out = new ArrayList<>();
        boolean header = false;
        for (int n = 0; n < lines.size(); n++) {
            String l = lines.get(n);
            if (l.isBlank() || l.startsWith("#")) {
                continue;
            }
            if (!header) {
                if (!l.equals(HEADER)) {
                    throw new IllegalArgumentException("line " + (n + 1) + ": expected the header " + HEADER);
                }
                header = true;
                continue;
            }
            String[] v = l.split(",", -1);
            if (v.length != 4) {
                throw new IllegalArgumentException("line " + (n + 1) + ": " + v.length + " fields, not 4: " + l);
            }
            out.add(new Row(v[0], v[1], v[2], v[3]));
        }
        if (!header) {
            throw new IllegalArgumentException("no header line " + HEADER);
        }
        return out;
    }

    /** A function whose definition differs in another checkout, with the Java that ports it. */
    public record Change(String file, String function, String pinnedHash, String newHash, List<String> java) {
    }

    /**
     * @param game another checkout of the game
     * @return the functions of the map whose definition in {@code game} differs from the pinned one, or that
     *         {@code game} no longer defines ({@code newHash} null), in file and function order
     */
    public static List<Change> changed(List<Row> map, Path game) throws IOException {
        Map<String, String> files = new TreeMap<>();
        Map<String, List<Row>> byFunction = new LinkedHashMap<>();
        for (Row r : map) {
            byFunction.computeIfAbsent(r.file() + "#" + r.function(), k -> new ArrayList<>()).add(r);
        }
        List<Change> out = new ArrayList<>();
        for (List<Row> rows : new TreeMap<>(byFunction).values()) {
            Row first = rows.get(0);
            String cpp = source(files, game, first.file());
            String now = cpp == null ? null : hash(cpp, first.function());
            if (!first.hash().equals(now)) {
                out.add(new Change(first.file(), first.function(), first.hash(), now,
                        rows.stream().map(Row::java).sorted().toList()));
            }
        }
        return out;
    }

    /** Runs {@code changed} or {@code write}; see the class comment. */
    public static void main(String[] args) throws IOException {
        System.exit(run(args, Path.of(""), System.out, System.err));
    }

    /** {@link #main} with the repository's root {@code root}; returns the exit code. */
    static int run(String[] args, Path root, PrintStream out, PrintStream err) throws IOException {
        Path map = root.resolve(MAP);
        if (args.length != 2 || !(args[0].equals("changed") || args[0].equals("write"))) {
            err.println("usage: PortMap changed|write GAME_CHECKOUT   (from the repository's root)");
            return 2;
        }
        Path game = Path.of(args[1]);
        if (!Files.isDirectory(game.resolve("src"))) {
            err.println(game + ": not a checkout of the game (no src folder)");
            return 2;
        }
        try {
            if (args[0].equals("write")) {
                String pinned = Files.isRegularFile(map) ? pinned(Files.readAllLines(map, StandardCharsets.UTF_8)) : null;
                List<Row> rows = rows(tags(root.resolve(SOURCES)), game);
                Files.writeString(map, format(rows, pinned == null ? "(fill in the commit)" : pinned),
                        StandardCharsets.UTF_8);
                out.println("wrote " + map + ": " + rows.size() + " rows; update its '# pinned:' line if the commit"
                        + " moved");
                return 0;
            }
            List<Change> changes = changed(parse(Files.readAllLines(map, StandardCharsets.UTF_8)), game);
            for (Change c : changes) {
                out.println(c.file() + "#" + c.function() + (c.newHash() == null ? " is gone" : " changed")
                        + "; revisit " + String.join(", ", c.java()));
            }
            out.println(changes.size() + " of the ported functions changed since the pinned commit");
            return changes.isEmpty() ? 0 : 1;
        } catch (IllegalArgumentException e) {
            err.println(e.getMessage());
            return 2;
        }
    }
}

package org.netreplay.testdata;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * Every citation in the repository can be followed by a newcomer: code, tests, docs, scripts and POMs cite the game's
 * source ({@code @upstream src/mwFile.cpp#function}) or the project's own docs ({@code docs/formats.md §N}), never a
 * document outside the repository, an issue number or an internal work label.
 */
class CitationsTest {
    /** What may not be cited, each with the reason printed when it is found. */
    static final List<Forbidden> FORBIDDEN = List.of(
            new Forbidden("pm-" + "formats|pm-" + "facts",
                    "a research note outside the repository: cite docs/formats.md §N"),
            new Forbidden("\\b[Ss]eeds?\\s*0\\d\\d\\b|\\b00[0-4]-[a-z-]+\\.txt|\\bseed (documents?|protocols?)\\b"
                    + "|\\b[Tt]he seeds'|\\b[Tt]he seed's\\b",
                    "a seed document outside the repository: cite docs/simulator.md §N or the game's source"),
            new Forbidden("\\b[Ii]ssue\\s*#?\\d+|\\bDeliver(able)?\\s+\\d+", "an issue number: say what the code does"),
            new Forbidden("\\bWAVE\\d+|\\b(SIM|VIEW|LOG|ENG|PM|SES|CLI|REPLAY)-[A-Z]\\b",
                    "an internal work label: say what the code does"),
            new Forbidden("COMMON\\.md|\\banchors\\.md|/work/|\\.\\./shared|\\bshared/(data|reference|seeds)\\b"
                    + "|gmdump\\.patch|BUILD\\.md", "a file outside the repository"));

    /** A forbidden citation: a regex and why it is refused. */
    record Forbidden(Pattern pattern, String why) {
        Forbidden(String regex, String why) {
            this(Pattern.compile(regex), why);
        }
    }

    /** The text files whose citations count: sources, docs, scripts, POMs, build and CI files (no data files). */
    static boolean checked(Path relative) {
        String p = relative.toString().replace('\\', '/');
        if (p.startsWith(".git/") || p.contains("/target/") || p.startsWith("target/")) {
            return false;
        }
        if (p.startsWith("sample-logs/") || p.startsWith("test-data/pm-golden/")) {
            return p.endsWith(".md") || p.endsWith(".sh"); // the rest is data the game or the simulator wrote
        }
        String name = relative.getFileName().toString();
        return name.endsWith(".java") || name.endsWith(".md") || name.endsWith(".xml") || name.endsWith(".sh")
                || name.endsWith(".json") || name.endsWith(".properties") || name.endsWith(".css")
                || name.endsWith(".txt") || name.equals("netreplay") || name.equals("run") || name.endsWith(".yml");
    }

    /** @return "path:line: text (why)" for every forbidden citation in {@code text} */
    static List<String> findings(String path, String text) {
        List<String> out = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            for (Forbidden f : FORBIDDEN) {
                Matcher m = f.pattern().matcher(lines[i]);
                if (m.find()) {
                    out.add(path + ":" + (i + 1) + ": \"" + m.group() + "\" (" + f.why() + ")");
                }
            }
        }
        return out;
    }

    /** @return the files {@link #checked} keeps under {@code root} (no build output, no .git), sorted */
    static List<Path> checkedFiles(Path root) throws IOException {
        List<Path> paths = new ArrayList<>();
        Files.walkFileTree(root, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
                String name = dir.getFileName() == null ? "" : dir.getFileName().toString();
                return name.equals("target") || name.equals(".git") ? FileVisitResult.SKIP_SUBTREE
                        : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
                Path relative = root.relativize(file);
                if (attrs.isRegularFile() && checked(relative) && !relative.endsWith("CitationsTest.java")) {
                    paths.add(file);
                }
                return FileVisitResult.CONTINUE;
            }
        });
        return paths.stream().sorted().toList();
    }

    @Test
    void noFileCitesWhatANewcomerCannotFollow() throws IOException {
        Path root = TestData.root();
        List<Path> paths = checkedFiles(root);
        List<String> found = new ArrayList<>();
        for (Path f : paths) {
            found.addAll(findings(root.relativize(f).toString(), Files.readString(f, StandardCharsets.ISO_8859_1)));
        }
        int files = paths.size();
        assertThat(files).as("files checked").isGreaterThan(500);
        assertThat(found).as("forbidden citations").isEmpty();
    }

    @Test
    void eachKindOfForbiddenCitationIsFound() {
        for (String bad : List.of("see pm-" + "formats.md §5.3", "(seed " + "001 \"Packets\")", "seeds " + "000, 002",
                "the seed " + "protocols", "Issue " + "11 item 10", "issue " + "8 Deliver 2", "WAVE" + "3.md",
                "(SIM" + "-A)", "as COMMON" + ".md asks", "the seed" + "'s lock window", "../shared" + "/data/pm-levels",
                "style-" + "anchors.md")) {
            assertThat(findings("x.java", bad)).as(bad).hasSize(1);
        }
        for (String good : List.of("docs/formats.md §5.3", "@upstream src/mwNetgame.cpp#get_state_dif",
                "--seed 1", "seed 101", "CRC-32", "UTF-8", "docs/simulator.md §7.1", "a seeded network")) {
            assertThat(findings("x.java", good)).as(good).isEmpty();
        }
    }

    /** A citation of a section of one of the repository's documents: {@code docs/formats.md §5.3}. */
    static final Pattern SECTION = Pattern.compile("((?:docs|test-data/pm-golden)/[\\w-]+\\.md) §(\\d+(?:\\.\\d+)*)");

    /** A numbered heading: {@code ## 5. The netgame protocol} or {@code ### 5.3 The state}. */
    static final Pattern HEADING = Pattern.compile("^#{1,6} (\\d+(?:\\.\\d+)*)\\.? ", Pattern.MULTILINE);

    /** @return "path:line: doc §N (why)" for every cited document or section that is not in the repository */
    static List<String> brokenSections(Path root, String path, String text) throws IOException {
        List<String> out = new ArrayList<>();
        String[] lines = text.split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            Matcher m = SECTION.matcher(lines[i]);
            while (m.find()) {
                Path doc = root.resolve(m.group(1));
                if (!Files.isRegularFile(doc)) {
                    out.add(path + ":" + (i + 1) + ": " + m.group() + " (no such document)");
                } else if (!headings(doc).contains(m.group(2))) {
                    out.add(path + ":" + (i + 1) + ": " + m.group() + " (no such numbered section)");
                }
            }
        }
        return out;
    }

    /** @return the file's text as UTF-8, a malformed byte read as U+FFFD (the scan reads text, not data) */
    static String read(Path file) throws IOException {
        return new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
    }

    /** @return the section numbers of the document's numbered headings ("5", "5.3") */
    static List<String> headings(Path doc) throws IOException {
        List<String> out = new ArrayList<>();
        Matcher m = HEADING.matcher(read(doc));
        while (m.find()) {
            out.add(m.group(1));
        }
        return out;
    }

    @Test
    void everyCitedSectionOfTheProjectsDocsExists() throws IOException {
        Path root = TestData.root();
        List<String> broken = new ArrayList<>();
        int citations = 0;
        for (Path f : checkedFiles(root)) {
            String text = read(f);
            citations += (int) SECTION.matcher(text).results().count();
            broken.addAll(brokenSections(root, root.relativize(f).toString(), text));
        }
        assertThat(citations).as("section citations found").isGreaterThan(200);
        assertThat(broken).as("citations of sections that do not exist").isEmpty();
    }

    @Test
    void aCitationOfAMissingSectionIsFound() throws IOException {
        Path root = TestData.root();
        assertThat(headings(root.resolve("docs/formats.md"))).contains("5", "5.3", "7");
        assertThat(brokenSections(root, "x.java", "(docs/formats.md §5.3, docs/simulator.md §7.1)")).isEmpty();
        assertThat(brokenSections(root, "x.java", "docs/formats.md §5.99")).hasSize(1);
        assertThat(brokenSections(root, "x.java", "docs/nothing-here.md §1")).hasSize(1);
    }
}

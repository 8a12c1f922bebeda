package org.netreplay.session.output;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The output-safety component on its own: plans, all-or-nothing files, all-or-nothing folders. */
class OutputSafetyTest {
    @TempDir
    Path tmp;

    @Test
    void realPathsOfMissingFilesGoThroughTheirExistingFoldersLinks() throws IOException {
        Path real = Files.createDirectories(tmp.resolve("real"));
        Path link = Files.createSymbolicLink(tmp.resolve("link"), real);
        assertThat(RealPaths.of(link.resolve("new/x.json"))).isEqualTo(real.toRealPath().resolve("new/x.json"));
        assertThat(RealPaths.of(link.resolve("a/../b.json"))).isEqualTo(real.toRealPath().resolve("b.json"));
    }

    @Test
    void aPlanRefusesEachKindOfCollisionNamingBothPaths() throws IOException {
        Path dir = Files.createDirectories(tmp.resolve("session"));
        Path log = Files.writeString(dir.resolve("a.txt"), "x");
        Path input = Files.writeString(tmp.resolve("in.gm"), "x");
        assertRefused(new OutputPlan().reads(input).writes("--out", input), "--out " + input, "input");
        assertRefused(new OutputPlan().reads(dir).writes("--out", log), "--out " + log, dir.toString());
        assertRefused(new OutputPlan().reads(dir).writes("--out", dir.resolve("new.json")), dir.toString());
        assertRefused(new OutputPlan().reads(input).writesFolder("--out", tmp), "--out " + tmp, input.toString());
        assertRefused(new OutputPlan().writes("--a", tmp.resolve("o")).writes("--b", tmp.resolve("./o")),
                "--a", "--b", "the same file");
        assertRefused(new OutputPlan().writesFolder("--out", tmp.resolve("d")).writes("--x",
                tmp.resolve("d/f")), "one lies inside the other");
        assertRefused(new OutputPlan().writes("--out", dir), "is a folder");
        new OutputPlan().reads(dir).reads(input).writes("--out", tmp.resolve("out.json")).check();
    }

    @Test
    void aFailedWriteLeavesTheOldFileAndNoTemporaryFile() throws IOException {
        Path target = Files.writeString(tmp.resolve("r.json"), "old");
        assertThatThrownBy(() -> AtomicOutputs.writeOne(target, out -> {
            out.write("new, half".getBytes(StandardCharsets.UTF_8));
            throw new IllegalStateException("the body failed");
        })).hasMessage("the body failed");
        assertThat(target).hasContent("old");
        assertThat(names(tmp)).containsExactly("r.json");
    }

    @Test
    void anInputErrorOfTheBodyIsRethrownAsItIs() {
        IOException bad = new java.nio.file.NoSuchFileException("in.txt");
        assertThatThrownBy(() -> AtomicOutputs.writeOne(tmp.resolve("o"), out -> {
            throw bad;
        })).isSameAs(bad);
    }

    @Test
    void outputsAreCommittedTogetherOrNotAtAll() throws IOException {
        Path a = tmp.resolve("a.json");
        Path b = tmp.resolve("b.html");
        try (AtomicOutputs outs = new AtomicOutputs()) {
            outs.write(a, out -> out.write('a'));
            assertThatThrownBy(() -> outs.writeText(b, StandardCharsets.UTF_8, w -> {
                throw new java.io.UncheckedIOException(new IOException("render"));
            })).isInstanceOf(java.io.UncheckedIOException.class);
        }
        assertThat(names(tmp)).isEmpty();
        try (AtomicOutputs outs = new AtomicOutputs()) {
            outs.write(a, out -> out.write('a'));
            outs.writeText(b, StandardCharsets.UTF_8, w -> w.write("<p>"));
            assertThat(names(tmp)).allMatch(n -> n.endsWith(".tmp"));
            outs.commit();
        }
        assertThat(a).hasContent("a");
        assertThat(b).hasContent("<p>");
        assertThat(names(tmp)).containsExactly("a.json", "b.html");
    }

    @Test
    void aWriteIntoAMissingFolderNamesTheFile() {
        Path target = tmp.resolve("nowhere/x.json");
        assertThatThrownBy(() -> AtomicOutputs.writeOne(target, out -> out.write(1)))
                .isInstanceOf(OutputWriteException.class)
                .hasMessage(target + ": cannot be written (its folder does not exist); nothing was written");
    }

    @Test
    void aFolderIsWrittenWholeOrNotAtAll() throws IOException {
        Path target = tmp.resolve("a/b/session");
        try (AtomicFolder f = AtomicFolder.create(target, false, "session.json")) {
            Files.writeString(f.staging().resolve("half.txt"), "x");
        }
        assertThat(tmp.resolve("a")).doesNotExist();
        assertThat(names(tmp)).isEmpty();
        try (AtomicFolder f = AtomicFolder.create(target, false, "session.json")) {
            Files.writeString(f.staging().resolve("session.json"), "{}");
            f.commit();
        }
        assertThat(names(target)).containsExactly("session.json");
        assertThatThrownBy(() -> AtomicFolder.create(target, false, "session.json"))
                .isInstanceOf(OutputConflictException.class).hasMessageContaining("not empty");
        try (AtomicFolder f = AtomicFolder.create(target, true, "session.json")) {
            Files.writeString(f.staging().resolve("new.txt"), "y");
            f.commit();
        }
        assertThat(names(target)).containsExactly("new.txt");
        assertThat(names(target.getParent())).containsExactly("session");
        assertThatThrownBy(() -> AtomicFolder.create(target, true, "session.json"))
                .isInstanceOf(OutputConflictException.class).hasMessageContaining("not a session folder");
    }

    private static void assertRefused(OutputPlan plan, String... named) {
        assertThatThrownBy(plan::check).isInstanceOf(OutputConflictException.class).hasMessageContainingAll(named);
    }

    private static List<String> names(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }
}

package org.netreplay.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.testdata.TestData;

/**
 * The {@code netreplay} script's class-data archive (README, "Starting the viewer"): the real script runs in a
 * folder laid out as a built checkout, with a {@code java} of the test's own on the PATH that prints the arguments it
 * was given (and, as {@code java -Xshare:dump}, writes the archive it is asked for). The class-path file the build writes has no final newline, as the script writes it.
 */
class LauncherCdsTest {
    @TempDir
    Path root;

    @Test
    void aKeptArchiveIsUsedByTheNextViewerRun() throws Exception {
        Path archive = builtCheckout(1_000, 2_000);

        Run run = launch("session.txt");

        assertThat(run.exit).as("the launcher's output: %s", run.output).isZero();
        assertThat(run.output).contains("-XX:SharedArchiveFile=" + archive, "org.netreplay.app.Main", "session.txt");
        assertThat(archive).exists();
    }

    @Test
    void anArchiveOlderThanAJarIsDumpedAgainBesideTheRunAndTheRunWritesNothingWhenItQuits() throws Exception {
        Path archive = builtCheckout(2_000, 1_000);

        Run run = launch("session.txt");

        assertThat(run.exit).as("the launcher's output: %s", run.output).isZero();
        assertThat(run.output).contains("org.netreplay.app.Main", "session.txt")
                .doesNotContain("-XX:SharedArchiveFile")
                .as("a run that writes the archive at exit quits seconds late").doesNotContain("ArchiveClassesAtExit");
        List<String> dump = awaitDump(archive);
        assertThat(dump).contains("-Xshare:dump",
                "-XX:SharedClassListFile=" + root.resolve("app/src/dist/netreplay.classlist"));
        assertThat(dump).anySatisfy(a -> assertThat(a).startsWith("-XX:SharedArchiveFile=" + archive + "."));
        assertThat(archive).as("the dump's archive, renamed once written").exists();

        Run next = launch("session.txt");
        assertThat(next.output).contains("-XX:SharedArchiveFile=" + archive);
    }

    @Test
    void withoutAClassListNothingIsDumpedAndTheViewerStarts() throws Exception {
        Path archive = builtCheckout(2_000, 1_000);
        Files.delete(root.resolve("app/src/dist/netreplay.classlist"));

        Run run = launch("session.txt");

        assertThat(run.exit).isZero();
        assertThat(run.output).contains("org.netreplay.app.Main").doesNotContain("SharedArchiveFile");
        Thread.sleep(500);
        assertThat(root.resolve("dump-args.txt")).doesNotExist();
        assertThat(archive).doesNotExist();
    }

    /**
     * @return the arguments of the launcher's {@code -Xshare:dump} run (written by the test's java), once the archive
     *         it dumps is in place (or after 10 s)
     */
    private List<String> awaitDump(Path archive) throws Exception {
        Path args = root.resolve("dump-args.txt");
        for (int i = 0; i < 200 && !Files.exists(archive); i++) {
            Thread.sleep(50);
        }
        assertThat(args).as("the launcher ran java -Xshare:dump").exists();
        return Files.readAllLines(args);
    }

    /**
     * Lays out {@code root} as a checkout whose launcher is built: its jars written at {@code jarsAt}, the archive at
     * {@code archiveAt} (seconds since the epoch).
     *
     * @return the archive
     */
    private Path builtCheckout(long jarsAt, long archiveAt) throws IOException {
        Files.copy(TestData.root().resolve("netreplay"), root.resolve("netreplay"));
        Path target = Files.createDirectories(root.resolve("app/target"));
        Path app = Files.writeString(target.resolve("app.jar"), "jar");
        Path lib = Files.writeString(target.resolve("lib.jar"), "jar");
        Path archive = Files.writeString(target.resolve("netreplay.jsa"), "archive");
        Files.writeString(target.resolve("netreplay-cli.classpath"), app.toString());
        Files.writeString(target.resolve("netreplay.commands"), "simulate\n");
        Files.writeString(target.resolve("netreplay.classpath"), app + ":" + lib); // no final newline
        for (Path jar : List.of(app, lib)) {
            Files.setLastModifiedTime(jar, FileTime.fromMillis(jarsAt * 1000));
        }
        Files.setLastModifiedTime(archive, FileTime.fromMillis(archiveAt * 1000));
        Path dist = Files.createDirectories(root.resolve("app/src/dist"));
        Files.writeString(dist.resolve("netreplay.classlist"), "# a class list\norg/netreplay/app/Main\n");
        Path bin = Files.createDirectories(root.resolve("bin"));
        // prints its arguments; as -Xshare:dump, writes them to dump-args.txt and the archive it was asked for
        Path java = Files.writeString(bin.resolve("java"), "#!/bin/sh\n"
                + "case \" $* \" in *' -Xshare:dump '*)\n"
                + "  for a in \"$@\"; do echo \"$a\"; done > \"" + root.resolve("dump-args.txt") + "\"\n"
                + "  for a in \"$@\"; do case \"$a\" in -XX:SharedArchiveFile=*) echo dumped > \"${a#*=}\";; esac; done\n"
                + "  exit 0;;\n"
                + "esac\n"
                + "for a in \"$@\"; do echo \"$a\"; done\n");
        assertThat(java.toFile().setExecutable(true)).isTrue();
        return archive;
    }

    private record Run(int exit, String output) {
    }

    private Run launch(String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of("bash", root.resolve("netreplay").toString()));
        command.addAll(List.of(args));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().put("PATH", root.resolve("bin") + ":" + System.getenv("PATH"));
        builder.environment().remove("NETREPLAY_CDS");
        builder.environment().remove("NETREPLAY_JAVA_OPTS");
        Process process = builder.start();
        process.getOutputStream().close();
        String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        return new Run(process.exitValue(), output);
    }
}

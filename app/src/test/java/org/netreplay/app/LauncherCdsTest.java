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
 * was given. The class-path file the build writes has no final newline, as the script writes it.
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
    void anArchiveOlderThanAJarIsWrittenAgain() throws Exception {
        Path archive = builtCheckout(2_000, 1_000);

        Run run = launch("session.txt");

        assertThat(run.exit).as("the launcher's output: %s", run.output).isZero();
        assertThat(run.output).contains("-XX:ArchiveClassesAtExit=" + archive + ".")
                .doesNotContain("-XX:SharedArchiveFile");
        assertThat(archive).as("a stale archive is dropped").doesNotExist();
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
        Path bin = Files.createDirectories(root.resolve("bin"));
        Path java = Files.writeString(bin.resolve("java"), "#!/bin/sh\nfor a in \"$@\"; do echo \"$a\"; done\n");
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

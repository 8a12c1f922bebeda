package org.netreplay.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.testdata.TestData;

/**
 * A command started through the app launcher (as the installed app's {@code bin/netreplay} does, with the viewer's
 * jars on the same class path) loads no JavaFX class: a separate JVM with {@code -Xlog:class+load} lists every class
 * it loads.
 */
class CliLoadsNoJavaFxTest {
    /** @return the JVM's output; the run must end within a minute */
    private static Run java(Path dir, String... args) throws IOException, InterruptedException {
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-Xshare:off", "-Xlog:class+load=info", "-cp", classPath));
        command.addAll(List.of(args));
        Path out = dir.resolve("out.txt");
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(out.toFile()).start();
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("the JVM ends").isTrue();
        return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8));
    }

    private record Run(int exitCode, String out) {
    }

    @Test
    void statsThroughTheAppLauncherLoadsNoJavaFxClass(@TempDir Path dir) throws Exception {
        Path log = TestData.realNetgame().resolve("server/20261121-053410-[3][pmserver].txt");
        Run run = java(dir, "org.netreplay.app.Main", "stats", log.toString());
        assertThat(run.exitCode()).as(run.out()).isZero();
        assertThat(run.out()).contains("org.netreplay.cli.StatsCommand").contains("lines");
        assertThat(run.out()).doesNotContain("javafx.").doesNotContain("org.netreplay.viewer.");
    }

    @Test
    void theCheckSeesAJavaFxClassWhenOneIsLoaded(@TempDir Path dir) throws Exception {
        Run run = java(dir, "javafx.application.Platform");
        assertThat(run.out()).as("a broken launcher that touches JavaFX would be caught").contains("javafx.");
    }
}

package org.netreplay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.session.manifest.SessionManifest;
import org.netreplay.session.manifest.SessionManifests;

/**
 * {@code simulate --realtime} writes in the folder itself so that it can be followed: its logs grow in place by
 * design, but {@code session.json} appears whole and last (every file it lists is there and complete), and a run
 * stopped from outside (SIGTERM, as Ctrl+C) removes what it wrote and says so.
 */
class RealtimeOutputCliTest {
    @TempDir
    Path tmp;

    @Test
    void aFollowerNeverSeesAManifestBeforeTheFilesItListsAreComplete() throws Exception {
        Path live = tmp.resolve("live");
        AtomicReference<CliRun> result = new AtomicReference<>();
        Thread run = new Thread(() -> result.set(CliRun.of("simulate", "--frames", "60", "--realtime", "--out",
                live.toString())));
        run.start();
        int looks = 0;
        // a follower looking as often as it can while the session is written (1.5 s at 40 frames/s)
        boolean complete = false;
        while (run.isAlive() && !complete) {
            looks++;
            complete = look(live);
        }
        run.join(120_000);
        assertThat(result.get().exitCode()).as(result.get().err()).isZero();
        assertThat(looks).isGreaterThan(1);
        assertThat(look(live)).as("session.json once the run is over").isTrue();
        // the logs did grow in place (no staging folder beside it), and the finished folder holds no temporary file
        assertThat(OutputSafetyCliTest.leftovers(tmp)).isEmpty();
        try (Stream<Path> files = Files.walk(live)) {
            assertThat(files.filter(p -> p.getFileName().toString().endsWith(".part"))).isEmpty();
        }
    }

    @Test
    void aRealtimeRunStoppedFromOutsideRemovesWhatItWroteAndSaysSo() throws Exception {
        Path live = tmp.resolve("made/live");
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("surefire.test.class.path",
                System.getProperty("java.class.path"))));
        String root = System.getProperty("netreplay.rootDir");
        if (root != null) {
            command.add("-Dnetreplay.rootDir=" + root);
        }
        command.addAll(List.of("org.netreplay.cli.NetreplayCli", "simulate", "--frames", "4000", "--realtime",
                "--out", live.toString()));
        Path err = tmp.resolve("err.txt");
        Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(err.toFile()).start();
        try {
            // wait until the live session is being written: the server's log has frames in it
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!serverLogHasLines(live) && p.isAlive() && System.nanoTime() < deadline) {
                Thread.sleep(50);
            }
            assertThat(serverLogHasLines(live)).as(Files.exists(err) ? Files.readString(err) : "").isTrue();
            p.destroy(); // SIGTERM, what Ctrl+C and a service manager send
            assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        } finally {
            p.destroyForcibly();
        }
        String said = Files.readString(err, StandardCharsets.UTF_8);
        assertThat(said).contains("netreplay simulate: stopped before the end: what it wrote in " + live
                + " is removed");
        assertThat(live).doesNotExist();
        assertThat(tmp.resolve("made")).as("the parent folder the run made").doesNotExist();
        assertThat(OutputSafetyCliTest.leftovers(tmp)).isEmpty();
    }

    /**
     * @return false while there is no session.json; true once there is one, after checking that it is whole (it
     *         reads) and that every file it lists is there and complete
     */
    private static boolean look(Path live) throws IOException {
        Path manifest = live.resolve(SessionManifests.FILE_NAME);
        if (!Files.exists(manifest)) {
            Thread.onSpinWait();
            return false;
        }
        SessionManifest m = SessionManifests.read(manifest); // throws on a half-written manifest
        for (SessionManifest.ManifestFile f : m.files()) {
            assertThat(live.resolve(f.path())).as("listed in session.json").isRegularFile();
            assertThat(live.resolve(f.path() + ".part")).as("a states file still being written").doesNotExist();
        }
        try (Stream<Path> files = Files.walk(live)) {
            assertThat(files.map(p -> p.getFileName().toString()).filter(n -> n.startsWith(".")))
                    .as("temporary files beside a manifest already there").isEmpty();
        }
        return true;
    }

    private static boolean serverLogHasLines(Path live) throws IOException {
        Path server = live.resolve("server");
        if (!Files.isDirectory(server)) {
            return false;
        }
        try (Stream<Path> s = Files.list(server)) {
            return s.anyMatch(f -> f.getFileName().toString().endsWith(".txt") && size(f) > 1_000);
        }
    }

    private static long size(Path f) {
        try {
            return Files.size(f);
        } catch (IOException e) {
            return 0;
        }
    }
}

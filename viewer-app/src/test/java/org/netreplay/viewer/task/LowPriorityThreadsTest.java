package org.netreplay.viewer.task;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The kernel's own account of each thread's niceness ({@code /proc/<pid>/task/<tid>/stat}) is the oracle. */
class LowPriorityThreadsTest {

    @Test
    void aRegisteredThreadIsLoweredAndOthersAreNot() throws Exception {
        assumeLinuxWithRenice();
        LowPriorityThreads.enable();
        assertTrue(LowPriorityThreads.active());

        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<Path> lowered = new CompletableFuture<>();
        CompletableFuture<Path> normal = new CompletableFuture<>();
        Thread background = new Thread(() -> {
            LowPriorityThreads.lowerCurrentThread();
            LowPriorityThreads.lowerCurrentThread(); // a second call is a no-op
            lowered.complete(ownStat());
            await(release);
        });
        Thread other = new Thread(() -> {
            normal.complete(ownStat());
            await(release);
        });
        background.start();
        other.start();
        try {
            Path loweredStat = lowered.get(5, TimeUnit.SECONDS);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (niceness(loweredStat) != LowPriorityThreads.NICENESS && System.nanoTime() < deadline) {
                Thread.sleep(20); // the renice runs on its own daemon thread
            }
            assertEquals(LowPriorityThreads.NICENESS, niceness(loweredStat));
            // the other thread keeps the niceness of the thread that made it (0 in a plain run; a build started
            // with nice gives its JVM's threads that niceness)
            assertEquals(niceness(ownStat()), niceness(normal.get(5, TimeUnit.SECONDS)));
        } finally {
            release.countDown();
            background.join();
            other.join();
        }
    }

    @Test
    void enablingLowersTheJitCompilerThreads() throws Exception {
        assumeLinuxWithRenice();
        LowPriorityThreads.enable();
        java.util.List<Path> compilers = new java.util.ArrayList<>();
        try (java.util.stream.Stream<Path> tasks = Files.list(Path.of("/proc/self/task"))) {
            for (Path task : tasks.toList()) {
                String name;
                try {
                    name = Files.readString(task.resolve("comm"));
                } catch (java.nio.file.NoSuchFileException ended) {
                    continue; // a thread that ended between the listing and the read (the JVM's threads come and go)
                }
                if (name.startsWith("C2 CompilerThre")) {
                    compilers.add(task.resolve("stat"));
                }
            }
        }
        assumeTrue(!compilers.isEmpty(), "needs a C2 compiler thread (a JVM with the server compiler)");
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (niceness(compilers.get(0)) != LowPriorityThreads.NICENESS && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertEquals(LowPriorityThreads.NICENESS, niceness(compilers.get(0)));
    }

    private static void assumeLinuxWithRenice() {
        assumeTrue(Files.isSymbolicLink(Path.of("/proc/thread-self")), "needs Linux /proc/thread-self");
        assumeTrue(Files.isExecutable(Path.of("/usr/bin/renice")) || Files.isExecutable(Path.of("/bin/renice")),
                "needs the renice command");
    }

    private static Path ownStat() {
        try {
            Path task = Files.readSymbolicLink(Path.of("/proc/thread-self"));
            return Path.of("/proc").resolve(task).resolve("stat");
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Field 19 of {@code stat} (after the parenthesised command name, which may hold spaces). */
    private static int niceness(Path stat) throws IOException {
        String text = Files.readString(stat);
        String[] after = text.substring(text.lastIndexOf(')') + 2).split(" ");
        return Integer.parseInt(after[16]);
    }

    private static void await(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}

package org.netreplay.viewer.task;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Lowers the operating-system priority of threads that do bulk background work (indexing, field extraction,
 * filtering, replays), so that the threads a user waits for (the FX thread and the renderer) win the CPU whenever
 * both want it. Java's own {@link Thread#setPriority} does nothing on Linux without root, so each thread's niceness
 * is raised to {@value #NICENESS} with the system's {@code renice} command, which any user may run on their own
 * threads. Registering is cheap and never blocks: the calling thread only reads its own thread id
 * ({@code /proc/thread-self}); one daemon thread batches the ids into one {@code renice} call.
 *
 * <p>{@link #enable()} also lowers the JVM's JIT compiler threads: while a big log opens they used as much CPU as
 * the FX thread (C1 and C2 about 400 ms of every 450 ms stall on 2 cores), and lowered they leave the FX thread a
 * core (docs/benchmarks.md).
 *
 * <p>Off until {@link #enable()} (the viewer turns it on at start; the command line never uses it). Where there is no
 * {@code /proc/thread-self} or no {@code renice} (not Linux), it does nothing. The viewer's job and worker threads
 * ({@link FxTaskRunner}) lower themselves when they start.
 * Thread safety: every method may be called from any thread.
 */
public final class LowPriorityThreads {
    /** The niceness background threads get (0 normal, 19 lowest): CPU weight 110 against a normal thread's 1024. */
    public static final int NICENESS = 10;
    private static final System.Logger LOG = System.getLogger(LowPriorityThreads.class.getName());
    private static final Path THREAD_SELF = Path.of("/proc/thread-self");
    private static final ThreadLocal<Boolean> LOWERED = ThreadLocal.withInitial(() -> Boolean.FALSE);
    private static final Object LOCK = new Object();
    private static final List<String> PENDING = new ArrayList<>();
    private static volatile boolean enabled;
    private static volatile boolean broken;
    private static boolean renicerRunning;

    private LowPriorityThreads() {
    }

    /**
     * From now on, {@link #lowerCurrentThread()} lowers the threads that call it (where the system allows); the JIT
     * compiler threads running now are lowered too (those the JVM adds later start from a lowered one).
     */
    public static void enable() {
        enabled = Files.isSymbolicLink(THREAD_SELF);
        if (enabled) {
            List<String> compilers = threadIdsNamed(List.of("C1 CompilerThre", "C2 CompilerThre"));
            synchronized (LOCK) {
                PENDING.addAll(compilers);
            }
            startRenicer();
        }
    }

    /** @return ids of this process's threads whose kernel name ({@code comm}, 15 chars) starts with a prefix */
    private static List<String> threadIdsNamed(List<String> prefixes) {
        List<String> ids = new ArrayList<>();
        try (java.util.stream.Stream<Path> tasks = Files.list(Path.of("/proc/self/task"))) {
            for (Path task : tasks.sorted().toList()) {
                String name;
                try {
                    name = Files.readString(task.resolve("comm")).strip();
                } catch (IOException ended) {
                    continue; // the thread ended meanwhile
                }
                if (prefixes.stream().anyMatch(name::startsWith)) {
                    ids.add(task.getFileName().toString());
                }
            }
        } catch (IOException e) {
            fail("cannot list /proc/self/task", e);
        }
        return ids;
    }

    /** @return whether threads are being lowered (enabled, on a system that allows it, and no failure so far) */
    public static boolean active() {
        return enabled && !broken;
    }

    /**
     * Lowers the calling thread once (later calls from the same thread return at once). Does nothing when not
     * {@link #active()}. Never blocks on the {@code renice} command and never throws.
     */
    public static void lowerCurrentThread() {
        if (!active() || LOWERED.get()) {
            return;
        }
        LOWERED.set(Boolean.TRUE);
        String threadId;
        try {
            // "/proc/thread-self" links to "<pid>/task/<tid>"
            threadId = Files.readSymbolicLink(THREAD_SELF).getFileName().toString();
        } catch (IOException | UnsupportedOperationException e) {
            fail("cannot read /proc/thread-self", e);
            return;
        }
        synchronized (LOCK) {
            PENDING.add(threadId);
        }
        startRenicer();
    }

    private static void startRenicer() {
        synchronized (LOCK) {
            if (!renicerRunning && !PENDING.isEmpty()) {
                renicerRunning = true;
                Thread renicer = new Thread(LowPriorityThreads::reniceAll, "netreplay-renice");
                renicer.setDaemon(true);
                renicer.start();
            }
        }
    }

    private static void reniceAll() {
        while (true) {
            List<String> ids;
            synchronized (LOCK) {
                if (PENDING.isEmpty()) {
                    renicerRunning = false;
                    return;
                }
                ids = List.copyOf(PENDING);
                PENDING.clear();
            }
            renice(ids);
        }
    }

    private static void renice(List<String> threadIds) {
        List<String> command = new ArrayList<>(List.of("renice", "-n", Integer.toString(NICENESS), "-p"));
        command.addAll(threadIds);
        try {
            Process process = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                fail("renice did not finish in 10 s", null);
            } else if (process.exitValue() != 0) {
                // a thread that ended meanwhile makes renice fail for its id only; the others are lowered
                LOG.log(System.Logger.Level.DEBUG, "renice {0} exited with {1}", threadIds, process.exitValue());
            }
        } catch (IOException e) {
            fail("cannot run renice", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void fail(String why, Exception cause) {
        broken = true;
        LOG.log(System.Logger.Level.DEBUG, "background threads keep their priority: " + why, cause);
    }
}

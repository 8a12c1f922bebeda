package org.netreplay.session.output;

import java.io.IOException;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.concurrent.ThreadLocalRandom;
import java.util.stream.Stream;

/**
 * Writes a folder all or nothing: the command writes into a staging folder beside the target
 * ({@code .NAME.XXXXXXXX.tmp}); {@link #commit()} renames it into place; {@link #close()} without a commit deletes
 * it (and the parent folders this class created), so a failed run leaves nothing behind. A target that is a folder
 * with files in it is refused unless {@code replace} is given, and then only when it is a session folder (it holds
 * {@code marker}, e.g. {@code session.json}): it is then replaced whole at the commit, never mixed with the new files.
 *
 * <p>A run stopped from outside (Ctrl+C, SIGTERM: the JVM's shutdown) before its commit is a failed run too: a
 * shutdown hook deletes what it wrote, as {@link #close()} does, and then tells {@link #whenStopped} (a kill -9 leaves
 * the hidden staging folder, or the in-place target without its {@code session.json}).
 *
 * <p>Usage: {@code try (AtomicFolder f = AtomicFolder.create(dir, force, "session.json")) { write into f.staging();
 * f.commit(); }}
 */
public final class AtomicFolder implements AutoCloseable {
    private final Path target;
    private final Path staging;
    private final Path firstCreated;
    private final boolean inPlace;
    private final Thread stopHook = new Thread(this::stopped, "netreplay: remove an unfinished output folder");
    private volatile java.util.function.Consumer<Path> whenStopped = target -> { };
    private boolean committed;
    private boolean closed;

    private AtomicFolder(Path target, Path staging, Path firstCreated, boolean inPlace) {
        this.target = target;
        this.staging = staging;
        this.firstCreated = firstCreated;
        this.inPlace = inPlace;
        Runtime.getRuntime().addShutdownHook(stopHook);
    }

    /**
     * @param said called with the target folder after a run stopped from outside had what it wrote deleted (the
     *             command says so on stderr); it runs in the JVM's shutdown
     * @return this
     */
    public AtomicFolder whenStopped(java.util.function.Consumer<Path> said) {
        this.whenStopped = said;
        return this;
    }

    /** The shutdown hook: a run stopped before its commit leaves nothing, as a failed one. */
    private void stopped() {
        boolean removed;
        synchronized (this) {
            removed = !committed && !closed;
            // the command may still be writing (its own thread runs on while the JVM shuts down): try a few times
            for (int attempt = 0; removed && attempt < 5 && !cleanedUp(); attempt++) {
                cleanUp();
                if (!cleanedUp()) {
                    try {
                        Thread.sleep(20);
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        break;
                    }
                }
            }
            closed = true;
        }
        if (removed) {
            whenStopped.accept(target);
        }
    }

    /**
     * @param target  the folder to write; it may exist when empty, or when {@code replace} and it holds {@code marker}
     * @param replace whether an existing non-empty folder may be replaced ({@code --force})
     * @param marker  the file name that marks a folder this command may replace
     * @return the staging folder, created
     * @throws OutputConflictException if the target is a file, or a non-empty folder that may not be replaced
     * @throws OutputWriteException    if the staging folder cannot be created
     */
    public static AtomicFolder create(Path target, boolean replace, String marker) throws IOException {
        Path abs = checkTarget(target, replace, marker);
        Path parent = abs.getParent();
        Path firstCreated = null;
        for (Path p = parent; p != null && !Files.exists(p); p = p.getParent()) {
            firstCreated = p;
        }
        Path staging = null;
        try {
            Files.createDirectories(parent);
            for (int attempt = 0; staging == null; attempt++) {
                Path candidate = parent.resolve("." + abs.getFileName() + "." + Long.toHexString(
                        ThreadLocalRandom.current().nextLong() & 0xFFFFFFFFL) + ".tmp");
                try {
                    staging = Files.createDirectory(candidate);
                } catch (java.nio.file.FileAlreadyExistsException e) {
                    if (attempt > 100) {
                        throw e;
                    }
                }
            }
        } catch (IOException e) {
            deleteCreatedParents(parent, firstCreated);
            throw new OutputWriteException(target, Files.exists(abs), e);
        }
        return new AtomicFolder(abs, staging, firstCreated, false);
    }

    /**
     * A folder written in place, for a run others watch as it writes ({@code simulate --realtime}): the same checks
     * as {@link #create}; a session folder being replaced is deleted first (the old files are never mixed with the
     * new); {@link #staging()} is the target itself; {@link #close()} without a commit deletes the target and the
     * parent folders made for it.
     *
     * @throws OutputConflictException if the target is a file, or a non-empty folder that may not be replaced
     * @throws OutputWriteException    if the old folder cannot be deleted or the target cannot be created
     */
    public static AtomicFolder inPlace(Path target, boolean replace, String marker) throws IOException {
        Path abs = checkTarget(target, replace, marker);
        Path firstCreated = null;
        for (Path p = abs; p != null && !Files.exists(p); p = p.getParent()) {
            firstCreated = p;
        }
        try {
            if (Files.isDirectory(abs)) {
                deleteTree(abs);
                firstCreated = abs;
            }
            Files.createDirectories(abs);
        } catch (IOException e) {
            throw new OutputWriteException(target, Files.exists(abs), e);
        }
        return new AtomicFolder(abs, abs, firstCreated, true);
    }

    private static Path checkTarget(Path target, boolean replace, String marker) throws IOException {
        Path abs = target.toAbsolutePath().normalize();
        if (Files.exists(abs) && !Files.isDirectory(abs)) {
            throw new OutputConflictException(target + ": is a file; name a folder to write");
        }
        if (Files.isDirectory(abs) && !isEmpty(abs)) {
            if (!replace) {
                throw new OutputConflictException(target + ": the folder is not empty; give --force to replace it "
                        + "whole, or name a new folder");
            }
            if (!Files.isRegularFile(abs.resolve(marker))) {
                throw new OutputConflictException(target + ": the folder is not empty and holds no " + marker
                        + ", so it is not a session folder; --force replaces only a session folder: name a new "
                        + "folder");
            }
        }
        return abs;
    }

    /** @return the folder to write into until {@link #commit()} */
    public Path staging() {
        return staging;
    }

    /**
     * @param e an error the command's writing into {@link #staging()} raised
     * @return whether it is a failure of this output (a file under the staging folder, or a write error, which
     *         names no file) rather than of an input the command read
     */
    public boolean wrote(IOException e) {
        if (e instanceof java.nio.file.FileSystemException f && f.getFile() != null) {
            return Path.of(f.getFile()).toAbsolutePath().normalize().startsWith(staging);
        }
        return e.getClass() == IOException.class;
    }

    /**
     * Puts the staging folder in the target's place: a missing or empty target is replaced in one rename; a
     * session folder being replaced is first renamed aside, and deleted once the new one is in place (renamed back
     * if that fails).
     *
     * @throws OutputWriteException naming the target when the rename fails (the staging folder is then deleted at
     *                              {@link #close()}, the old folder is kept)
     */
    public synchronized void commit() throws IOException {
        if (closed) {
            throw new OutputWriteException(target, false, new IOException("the run was stopped"));
        }
        if (inPlace) {
            committed = true;
            return;
        }
        boolean existed = Files.exists(target);
        try {
            if (existed && isEmpty(target)) {
                Files.delete(target);
                existed = false;
            }
            if (!existed) {
                move(staging, target);
            } else {
                Path old = staging.resolveSibling(staging.getFileName().toString().replaceFirst("\\.tmp$", ".old"));
                move(target, old);
                try {
                    move(staging, target);
                } catch (IOException e) {
                    move(old, target);
                    throw e;
                }
                deleteTree(old);
            }
            committed = true;
        } catch (IOException e) {
            throw new OutputWriteException(target, existed, e);
        }
    }

    /** Deletes the staging folder and the parent folders made for it unless {@link #commit()} succeeded. */
    @Override
    public synchronized void close() {
        try {
            Runtime.getRuntime().removeShutdownHook(stopHook);
        } catch (IllegalStateException shuttingDown) {
            // the hook runs (or ran) and does the same
        }
        if (committed || closed) {
            return;
        }
        closed = true;
        cleanUp();
    }

    /** @return whether what this run wrote is gone (an empty folder the user gave is kept, empty) */
    private boolean cleanedUp() {
        try {
            return inPlace && firstCreated == null ? isEmpty(staging) : !Files.exists(staging);
        } catch (IOException e) {
            return false;
        }
    }

    private void cleanUp() {
        try {
            if (inPlace && firstCreated == null) { // an empty folder the user gave: emptied again, kept
                try (Stream<Path> s = Files.list(staging)) {
                    for (Path p : s.toList()) {
                        deleteTree(p);
                    }
                }
            } else {
                deleteTree(staging);
            }
        } catch (IOException ignored) {
            // what could not be deleted stays under its hidden staging name (in place: under the target's)
        }
        deleteCreatedParents(inPlace ? target : target.getParent(), firstCreated);
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to);
        }
    }

    private static boolean isEmpty(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.findAny().isEmpty();
        }
    }

    private static void deleteCreatedParents(Path parent, Path firstCreated) {
        if (firstCreated == null) {
            return;
        }
        for (Path p = parent; p != null && p.startsWith(firstCreated); p = p.getParent()) {
            try {
                Files.deleteIfExists(p);
            } catch (DirectoryNotEmptyException e) {
                return; // something else wrote there meanwhile: keep it
            } catch (IOException e) {
                return;
            }
        }
    }

    /** Deletes a folder and everything in it, without following symbolic links. */
    static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
            return;
        }
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) throws IOException {
                Files.delete(file);
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult postVisitDirectory(Path d, IOException e) throws IOException {
                if (e != null) {
                    throw e;
                }
                Files.delete(d);
                return FileVisitResult.CONTINUE;
            }
        });
    }
}

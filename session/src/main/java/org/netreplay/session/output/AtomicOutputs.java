package org.netreplay.session.output;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.Charset;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Writes a command's output files all or nothing. Each file's bytes go to a temporary file beside it
 * ({@code .NAME.XXXXXXXX.tmp}, in the same folder so the rename cannot cross file systems) and are forced to the
 * disk; {@link #commit()} then renames every temporary file over its target, each in one step. On any failure before
 * the commit (disk full included) {@link #close()} deletes the temporary files and every target is left as it was: a
 * reader sees the old file or the whole new one, never a part, and a run that fails half-way leaves none of its
 * outputs. Not thread-safe: one per command run.
 *
 * <p>Usage: {@code try (AtomicOutputs outs = new AtomicOutputs()) { outs.write(a, ...); outs.write(b, ...);
 * outs.commit(); }}, or {@link #writeOne} for a single file.
 */
public final class AtomicOutputs implements AutoCloseable {
    /** Writes the body of a file. */
    @FunctionalInterface
    public interface Body {
        /** @param out the temporary file's stream; closing it only flushes it */
        void write(OutputStream out) throws IOException;
    }

    /** Writes the body of a text file. */
    @FunctionalInterface
    public interface TextBody {
        /** @param out the temporary file's writer; the body need not close it */
        void write(Writer out) throws IOException;
    }

    private record Staged(Path target, Path temp, boolean existed) {
    }

    private final List<Staged> staged = new ArrayList<>();
    private boolean committed;

    /** {@link #write} of one file, committed at once. */
    public static void writeOne(Path target, Body body) throws IOException {
        try (AtomicOutputs outs = new AtomicOutputs()) {
            outs.write(target, body);
            outs.commit();
        }
    }

    /**
     * Writes {@code target}'s content to its temporary file now; the target itself changes at {@link #commit()}.
     *
     * @param target the file to write (its folder must exist)
     * @param body   writes the content
     * @throws OutputWriteException naming the target and the cause (the temporary file is already deleted)
     * @throws IOException          what the body threw for a reason other than the output (a bad input)
     */
    public void write(Path target, Body body) throws IOException {
        Path abs = target.toAbsolutePath();
        boolean existed = Files.exists(abs);
        Path temp;
        try {
            temp = createTemp(abs);
        } catch (IOException e) {
            throw new OutputWriteException(target, existed, e);
        }
        staged.add(new Staged(target, temp, existed));
        OutputFailure failure = new OutputFailure();
        IOException bodyError = null;
        try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE);
             OutputStream out = new BufferedOutputStream(failure.watch(Channels.newOutputStream(channel)), 1 << 16)) {
            try {
                body.write(unclosable(out));
            } catch (IOException e) {
                if (!failure.happened()) {
                    bodyError = e; // a bad input the body read, not the output
                }
                throw e;
            }
            out.flush();
            channel.force(true);
        } catch (IOException e) {
            discardLast(temp);
            throw bodyError != null ? bodyError
                    : new OutputWriteException(target, existed, failure.happened() ? failure.cause() : e);
        } catch (RuntimeException | Error e) {
            discardLast(temp);
            throw e;
        }
    }

    /** @return {@code out} with close() only flushing: the temporary file is closed here, after it is forced */
    private static OutputStream unclosable(OutputStream out) {
        return new java.io.FilterOutputStream(out) {
            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                out.write(b, off, len);
            }

            @Override
            public void close() throws IOException {
                out.flush();
            }
        };
    }

    private void discardLast(Path temp) {
        deleteQuietly(temp);
        staged.remove(staged.size() - 1);
    }

    /** {@link #write(Path, Body)} of text in {@code charset}. */
    public void writeText(Path target, Charset charset, TextBody body) throws IOException {
        write(target, out -> {
            Writer w = new OutputStreamWriter(out, charset);
            body.write(w);
            w.flush();
        });
    }

    /**
     * Renames every temporary file over its target.
     *
     * @throws OutputWriteException naming the target whose rename failed (targets renamed before it stay written)
     */
    public void commit() throws IOException {
        for (Staged s : staged) {
            try {
                try {
                    Files.move(s.temp(), s.target().toAbsolutePath(), StandardCopyOption.ATOMIC_MOVE);
                } catch (AtomicMoveNotSupportedException e) {
                    Files.move(s.temp(), s.target().toAbsolutePath(), StandardCopyOption.REPLACE_EXISTING);
                }
            } catch (IOException e) {
                throw new OutputWriteException(s.target(), s.existed(), e);
            }
        }
        committed = true;
    }

    /** Deletes the temporary files that were not committed. */
    @Override
    public void close() {
        if (!committed) {
            for (Staged s : staged) {
                deleteQuietly(s.temp());
            }
        }
        staged.clear();
    }

    private static void deleteQuietly(Path temp) {
        try {
            Files.deleteIfExists(temp);
        } catch (IOException ignored) {
            // the folder refused the delete too; the file keeps its hidden temporary name
        }
    }

    /** @return a new empty file beside {@code target}, created with the folder's default permissions */
    private static Path createTemp(Path target) throws IOException {
        Path folder = target.getParent();
        String name = target.getFileName().toString();
        for (int attempt = 0; ; attempt++) {
            Path temp = folder.resolve("." + name + "." + Long.toHexString(ThreadLocalRandom.current().nextLong()
                    & 0xFFFFFFFFL) + ".tmp");
            try {
                Files.newByteChannel(temp, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE).close();
                return temp;
            } catch (FileAlreadyExistsException e) {
                if (attempt > 100) {
                    throw e;
                }
            }
        }
    }

    /** Tells a failure of the output file from a failure of what the body read. */
    private static final class OutputFailure {
        private IOException cause;

        OutputStream watch(OutputStream out) {
            return new java.io.FilterOutputStream(out) {
                @Override
                public void write(int b) throws IOException {
                    write(new byte[] {(byte) b}, 0, 1);
                }

                @Override
                public void write(byte[] b, int off, int len) throws IOException {
                    try {
                        out.write(b, off, len);
                    } catch (IOException e) {
                        cause = cause == null ? e : cause;
                        throw e;
                    }
                }

                @Override
                public void flush() throws IOException {
                    try {
                        out.flush();
                    } catch (IOException e) {
                        cause = cause == null ? e : cause;
                        throw e;
                    }
                }
            };
        }

        boolean happened() {
            return cause != null;
        }

        IOException cause() {
            return cause;
        }
    }
}

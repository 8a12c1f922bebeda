package org.netreplay.session.output;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * What one command reads and writes, checked before it writes anything: every path is taken as its real path
 * ({@link RealPaths}: symbolic links and {@code ..} resolved), and an output is refused when it
 * <ul>
 *   <li>is one of the inputs (a file the command reads),</li>
 *   <li>lies inside a folder the command reads (a session folder, a levels folder),</li>
 *   <li>is, holds or lies inside another output,</li>
 *   <li>is an output folder that holds an input or a folder the command reads,</li>
 *   <li>is a file output that names an existing folder.</li>
 * </ul>
 * Messages name both paths as the user gave them and the option that named the output. Not thread-safe: one per
 * command run.
 */
public final class OutputPlan {
    private record Entry(String label, Path given, Path real, boolean folder) {
        String show() {
            String g = given.toString();
            return label == null ? g : label + " " + g;
        }
    }

    private final List<Entry> inputs = new ArrayList<>();
    private final List<Entry> outputs = new ArrayList<>();

    /**
     * A path the command reads: a file, or a folder whose files it reads (a folder is then protected whole).
     *
     * @param path may not exist (the command reports that itself)
     * @return this plan
     * @throws IOException if the path's real path cannot be found (a symbolic link loop)
     */
    public OutputPlan reads(Path path) throws IOException {
        if (path != null) {
            inputs.add(new Entry(null, path, RealPaths.of(path), Files.isDirectory(path)));
        }
        return this;
    }

    /** {@link #reads(Path)} of each path. */
    public OutputPlan reads(List<Path> paths) throws IOException {
        for (Path p : paths) {
            reads(p);
        }
        return this;
    }

    /**
     * A file the command writes.
     *
     * @param option the option that named it ({@code --out}), used in messages
     * @param file   may be null (the option was not given)
     * @return this plan
     * @throws IOException if the path's real path cannot be found
     */
    public OutputPlan writes(String option, Path file) throws IOException {
        if (file != null) {
            outputs.add(new Entry(option, file, RealPaths.of(file), false));
        }
        return this;
    }

    /** A folder the command writes whole ({@code simulate --out DIR}); see {@link #writes(String, Path)}. */
    public OutputPlan writesFolder(String option, Path folder) throws IOException {
        if (folder != null) {
            outputs.add(new Entry(option, folder, RealPaths.of(folder), true));
        }
        return this;
    }

    /**
     * @throws OutputConflictException naming the output and what it collides with, for the first conflict found
     */
    public void check() throws OutputConflictException {
        for (int i = 0; i < outputs.size(); i++) {
            Entry out = outputs.get(i);
            if (!out.folder() && Files.isDirectory(out.real())) {
                throw new OutputConflictException(out.show() + ": is a folder; name a file to write");
            }
            if (out.folder() && Files.exists(out.real()) && !Files.isDirectory(out.real())) {
                throw new OutputConflictException(out.show() + ": is a file; name a folder to write");
            }
            for (Entry in : inputs) {
                if (out.real().equals(in.real())) {
                    throw new OutputConflictException(out.show() + ": is also " + (in.folder() ? "the folder " : "")
                            + "an input of this command (" + in.show() + sameVia(out, in)
                            + "); refusing to write over it");
                }
                if (in.folder() && out.real().startsWith(in.real())) {
                    throw new OutputConflictException(out.show() + ": lies inside " + in.show()
                            + ", a folder this command reads" + sameVia(out, in) + "; write it elsewhere");
                }
                if (out.folder() && in.real().startsWith(out.real())) {
                    throw new OutputConflictException(out.show() + ": holds " + in.show()
                            + ", an input of this command" + sameVia(out, in) + "; write to another folder");
                }
            }
            for (int j = 0; j < i; j++) {
                Entry other = outputs.get(j);
                if (out.real().equals(other.real())) {
                    throw new OutputConflictException(other.show() + " and " + out.show()
                            + ": the same file; give each output its own name");
                }
                if (other.folder() && out.real().startsWith(other.real())
                        || out.folder() && other.real().startsWith(out.real())) {
                    throw new OutputConflictException(other.show() + " and " + out.show()
                            + ": one lies inside the other; give each output its own place");
                }
            }
        }
    }

    /** @return where the real paths show what the given ones hide (a link), that real path; else "" */
    private static String sameVia(Entry out, Entry in) {
        boolean plain = out.given().toAbsolutePath().normalize().equals(out.real())
                && in.given().toAbsolutePath().normalize().equals(in.real());
        return plain ? "" : ", real path " + in.real();
    }
}

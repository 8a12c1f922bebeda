package org.netreplay.session.output;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;

/**
 * Real paths ({@link Path#toRealPath}: absolute, symbolic links and {@code ..} resolved) of files that exist and of
 * files a command is about to create, so that two names of one file compare equal.
 */
public final class RealPaths {
    private RealPaths() {
    }

    /**
     * @param path a file or folder that may not exist yet
     * @return its real path when it exists; otherwise the real path of its nearest existing ancestor with the missing
     *         names appended (what the path will be once created)
     * @throws IOException if an existing ancestor cannot be resolved (a symbolic link loop, no permission)
     */
    public static Path of(Path path) throws IOException {
        Path abs = path.toAbsolutePath();
        if (Files.exists(abs, LinkOption.NOFOLLOW_LINKS) && Files.exists(abs)) {
            return abs.toRealPath();
        }
        java.util.ArrayDeque<String> missing = new java.util.ArrayDeque<>();
        Path existing = abs;
        while (existing != null && !Files.exists(existing)) {
            if (existing.getFileName() != null) {
                missing.push(existing.getFileName().toString());
            }
            existing = existing.getParent();
        }
        Path real = existing == null ? abs.getRoot() : existing.toRealPath();
        for (String name : missing) {
            real = name.equals("..") ? (real.getParent() == null ? real : real.getParent())
                    : name.equals(".") ? real : real.resolve(name);
        }
        return real;
    }

    /** @return whether {@code inner} is {@code outer} or lies below it (both real paths) */
    public static boolean within(Path inner, Path outer) {
        return inner.startsWith(outer);
    }
}

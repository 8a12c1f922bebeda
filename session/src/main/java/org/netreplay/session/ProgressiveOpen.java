package org.netreplay.session;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * When a session opens in two steps: a session of exactly one text log (no net CSV lane, so rows are the file's
 * line numbers) whose file is larger than {@link #thresholdBytes()} is first shown from the index of its head
 * ({@link #headBytes()}) while the whole file is indexed in the background; then the full index replaces the head
 * and rows, selection and filter carry over unchanged. Merged sessions (several logs, or net CSV files) open in one
 * step. Both sizes can be overridden with system properties (tests use small ones). Thread safety: stateless.
 */
public final class ProgressiveOpen {
    /** Text logs larger than this many bytes (64 MiB) open progressively. */
    public static final long DEFAULT_THRESHOLD_BYTES = 64L << 20;
    /** Bytes of the head indexed first (4 MiB, about 65,000 lines, indexed in a few tens of milliseconds). */
    public static final long DEFAULT_HEAD_BYTES = 4L << 20;
    /** System property overriding {@link #DEFAULT_THRESHOLD_BYTES}, in bytes. */
    public static final String THRESHOLD_PROPERTY = "netreplay.progressiveOpenBytes";
    /** System property overriding {@link #DEFAULT_HEAD_BYTES}, in bytes. */
    public static final String HEAD_PROPERTY = "netreplay.progressiveHeadBytes";

    private ProgressiveOpen() {
    }

    /** @return the size in bytes above which a lone text log opens progressively (read at each open) */
    public static long thresholdBytes() {
        return Math.max(0, Long.getLong(THRESHOLD_PROPERTY, DEFAULT_THRESHOLD_BYTES));
    }

    /** @return the bytes of the head indexed first, at least 1 (read at each open) */
    public static long headBytes() {
        return Math.max(1, Long.getLong(HEAD_PROPERTY, DEFAULT_HEAD_BYTES));
    }

    /**
     * @param textLogs the session's text logs
     * @param netCsv   the session's net CSV files
     * @return whether the session opens with a head index first
     */
    static boolean applies(List<Path> textLogs, List<Path> netCsv) {
        if (textLogs.size() != 1 || !netCsv.isEmpty()) {
            return false;
        }
        try {
            return Files.isRegularFile(textLogs.get(0)) && Files.size(textLogs.get(0)) > thresholdBytes();
        } catch (IOException e) {
            return false; // the normal open reports the problem
        }
    }
}

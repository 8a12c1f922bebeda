package org.netreplay.session;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.netreplay.log.index.PrefixParser;

/** Decides what kind of session file a path is (see {@link SessionFiles}). */
final class SessionFileKinds {
    enum Kind { TEXT_LOG, NET_CSV, STATUS_CSV, GAME_MOVES, OTHER }

    private static final int SNIFF_BYTES = 64 * 1024;

    private SessionFileKinds() {
    }

    /** Classifies by name and folder; {@code sniff} also reads the first non-empty line of unnamed files. */
    static Kind kindOf(Path file, boolean sniff) throws IOException {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        Path parent = file.getParent();
        String folder = parent == null || parent.getFileName() == null ? ""
                : parent.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".gm")) {
            return Kind.GAME_MOVES;
        }
        if (name.endsWith(".csv")) {
            if (folder.equals("net")) {
                return Kind.NET_CSV;
            }
            if (folder.equals("status")) {
                return Kind.STATUS_CSV;
            }
            return Kind.OTHER;
        }
        if (name.endsWith(".txt") || name.endsWith(".log")) {
            return Kind.TEXT_LOG;
        }
        return sniff && startsWithPrefix(file) ? Kind.TEXT_LOG : Kind.OTHER;
    }

    /** @return why a file found in a folder is not taken as a log, CSV or recording */
    static String whyNotALog(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".csv")) {
            return "a .csv outside a net/ or status/ folder (the game writes its CSVs there)";
        }
        return "not .txt/.log/.gm/.csv and its first line has no [type][player][frame] prefix";
    }

    /** @return whether the first non-empty line of the file starts with the {@code [type][player][frame]} prefix */
    static boolean startsWithPrefix(Path file) throws IOException {
        byte[] head;
        try (InputStream in = Files.newInputStream(file)) {
            head = in.readNBytes(SNIFF_BYTES);
        }
        int i = 0;
        while (i < head.length && (head[i] == '\n' || head[i] == '\r')) {
            i++;
        }
        return i < head.length && PrefixParser.parse(head, i, head.length) != PrefixParser.UNTAGGED;
    }
}

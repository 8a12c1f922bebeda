package org.netreplay.session;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.netreplay.log.index.PrefixParser;

/** Decides, once, what kind of session file a path is (see {@link SessionFiles}); null for none. */
final class SessionFileKinds {

    private static final int SNIFF_BYTES = 64 * 1024;

    private SessionFileKinds() {
    }

    /**
     * Classifies by name and folder; {@code sniff} also reads the first non-empty line of unnamed files.
     *
     * @return the kind, or null when the file is none of a session's kinds
     */
    static LaneKind kindOf(Path file, boolean sniff) throws IOException {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        Path parent = file.getParent();
        String folder = parent == null || parent.getFileName() == null ? ""
                : parent.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".gm")) {
            return LaneKind.GAME_MOVES;
        }
        if (name.endsWith(".pml")) {
            return LaneKind.LEVEL;
        }
        if (name.endsWith(".states")) {
            return LaneKind.PEER_STATES;
        }
        if (name.equals(org.netreplay.session.manifest.SessionManifests.FILE_NAME)) {
            return LaneKind.MANIFEST;
        }
        if (name.endsWith(".csv")) {
            if (folder.equals("net")) {
                return LaneKind.NET_CSV;
            }
            if (folder.equals("status")) {
                return LaneKind.STATUS_CSV;
            }
            return null;
        }
        if (name.endsWith(".txt") || name.endsWith(".log")) {
            return LaneKind.TEXT_LOG;
        }
        return sniff && startsWithPrefix(file) ? LaneKind.TEXT_LOG : null;
    }

    /** @return why a file found in a folder is not taken as a log, CSV or recording */
    static String whyNotALog(Path file) {
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".csv")) {
            return "a .csv outside a net/ or status/ folder (the game writes its CSVs there)";
        }
        return "not .txt/.log/.gm/.pml/.csv/.states and its first line has no [type][player][frame] prefix";
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

package org.netreplay.session.desync;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

import org.netreplay.session.SessionFiles;
import org.netreplay.session.manifest.SessionManifest;
import org.netreplay.session.peerstate.PeerStateReader;

/**
 * The consistency checks between a session's {@code session.json}, its {@code .states} headers and records, its logs
 * and its folder (docs/desync.md, "Consistency"). Each contradiction is a {@link SessionConsistencyException} naming
 * the file; none is worked around.
 */
final class SessionConsistency {
    private SessionConsistency() {
    }

    /**
     * The states files against the manifest: each header's peer is the peer the file is listed for, and its game
     * and level are the session's.
     */
    static void checkStatesFiles(SessionSources src, TreeMap<Integer, PeerStateReader> readers) throws IOException {
        SessionManifest m = src.manifest();
        for (Map.Entry<Integer, PeerStateReader> e : readers.entrySet()) {
            PeerStateReader r = e.getValue();
            if (r.peer() != e.getKey()) {
                throw new SessionConsistencyException(r.file() + ": header field peer is " + r.peer() + ", but "
                        + (m != null ? "session.json lists the file for peer " : "it is filed as peer ") + e.getKey());
            }
            if (m != null && !m.game().equals(r.gameId())) {
                throw new SessionConsistencyException(r.file() + ": header field gameId is " + r.gameId()
                        + ", session.json says " + m.game());
            }
            if (m != null && m.level() != r.level()) {
                throw new SessionConsistencyException(r.file() + ": header field level is " + r.level()
                        + ", session.json says " + m.level());
            }
        }
        if (m != null) {
            checkFolder(src);
        }
    }

    /**
     * Files in the manifest's folder that it does not list but that would change the answer (text logs, states
     * files, recordings): a peer left out of {@code session.json} must not make a session look complete.
     */
    private static void checkFolder(SessionSources src) throws IOException {
        TreeSet<Path> listed = new TreeSet<>();
        for (Path p : src.textLogs()) {
            listed.add(p.toAbsolutePath().normalize());
        }
        for (Path p : src.states().values()) {
            listed.add(p.toAbsolutePath().normalize());
        }
        for (Path p : src.clientGms().values()) {
            listed.add(p.toAbsolutePath().normalize());
        }
        if (src.serverGm() != null) {
            listed.add(src.serverGm().toAbsolutePath().normalize());
        }
        if (!Files.isDirectory(src.root())) {
            return;
        }
        SessionFiles files = SessionFiles.scan(List.of(src.root()));
        for (List<Path> kind : List.of(files.textLogs(), files.peerStateFiles())) {
            for (Path p : kind) {
                if (!listed.contains(p.toAbsolutePath().normalize())) {
                    throw new SessionConsistencyException(p + ": in the session folder but not listed in "
                            + src.root().resolve("session.json") + " (list it, or move it out of the folder)");
                }
            }
        }
    }

    /**
     * The logs against the manifest: a log's own lines name the peer that wrote it (the prefix player of most lines),
     * which must be the peer the manifest lists it for; its type-60 lines are that peer's.
     */
    static void checkLogs(SessionSources src, TreeMap<Integer, LogScan> logOf, TreeMap<Integer, ChecksumTrack> tracks,
                          TreeMap<Integer, Path> trackFiles) throws SessionConsistencyException {
        for (Map.Entry<Path, Integer> e : src.logPeers().entrySet()) {
            for (LogScan s : logOf.values()) {
                if (s.file.equals(e.getKey()) && s.mainPlayer != e.getValue()) {
                    throw new SessionConsistencyException(s.file + ": its lines are peer " + s.mainPlayer
                            + "'s (the prefix player of most lines), but session.json lists it for peer "
                            + e.getValue());
                }
            }
        }
        for (Map.Entry<Integer, Path> e : trackFiles.entrySet()) {
            for (LogScan s : logOf.values()) {
                if (s.file.equals(e.getValue()) && s.mainPlayer != e.getKey()) {
                    throw new SessionConsistencyException(s.file + ": type-60 lines of peer " + e.getKey()
                            + " in the log of peer " + s.mainPlayer);
                }
            }
        }
    }

    /**
     * A states file's records against its log's type-60 lines: the same frames, labels and checksums, one for one
     * (the log may end earlier, when it was cut; an empty track is reported by the coverage).
     */
    static void sameRecords(PeerStateReader r, ChecksumTrack lines, Path log) throws SessionConsistencyException {
        int n = Math.min(r.records(), lines.size());
        for (int i = 0; i < n; i++) {
            if (r.frame(i) != lines.frame(i) || r.label(i) != lines.label(i) || r.checksum(i) != lines.checksum(i)) {
                String field = r.frame(i) != lines.frame(i) ? "frame" : r.label(i) != lines.label(i) ? "label"
                        : "checksum";
                throw new SessionConsistencyException(r.file() + ": record " + i + " field " + field + " ("
                        + value(field, r.frame(i), r.label(i).text(), r.checksum(i)) + ") differs from " + log
                        + ": line " + lines.line(i) + " (" + value(field, lines.frame(i), lines.label(i).text(),
                        lines.checksum(i)) + ")");
            }
        }
        if (lines.size() > r.records()) {
            throw new SessionConsistencyException(r.file() + ": " + r.records() + " records, but " + log + " has "
                    + lines.size() + " type-60 lines of peer " + r.peer() + " (the states file lost records)");
        }
    }

    private static String value(String field, int frame, String label, int checksum) {
        return switch (field) {
            case "frame" -> Integer.toString(frame);
            case "label" -> label;
            default -> String.format("%08x", checksum);
        };
    }

    /**
     * Every record's frame within 0..bound (the session's frames): a frame outside is refused at once, before any
     * replay or timeline is sized by it.
     */
    static void framesWithin(PeerRecords r, int bound) throws SessionConsistencyException {
        for (int i = 0; i < r.size(); i++) {
            int f = r.frame(i);
            if (f < 0 || f > bound) {
                throw new SessionConsistencyException(r.where(i) + ": field frame: " + f + " is outside the"
                        + " session's frames 0–" + bound + " (the server's last frame plus "
                        + SessionDesync.CLIENT_LEAD_LIMIT + ")");
            }
        }
    }

    /** @return the peers the manifest lists files for */
    static TreeSet<Integer> manifestPeers(SessionSources src) {
        TreeSet<Integer> out = new TreeSet<>();
        if (src.manifest() != null) {
            for (SessionManifest.ManifestFile f : src.manifest().files()) {
                if (f.peer() != null && ("TEXT_LOG".equals(f.kind()) || "PEER_STATES".equals(f.kind()))) {
                    out.add(f.peer());
                }
            }
        }
        return out;
    }
}

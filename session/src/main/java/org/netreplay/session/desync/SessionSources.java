package org.netreplay.session.desync;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.netreplay.session.FolderAccess;
import org.netreplay.session.FolderConfinement;
import org.netreplay.session.SessionFiles;
import org.netreplay.session.manifest.SessionManifest;
import org.netreplay.session.manifest.SessionManifests;
import org.netreplay.session.peerstate.PeerStateReader;

/**
 * The files of a session, each with its peer: from {@code session.json} when there is one (docs/session-manifest.md),
 * otherwise from the files alone ({@link SessionFiles}: a states file's peer is in its header; a {@code .gm} named
 * {@code client<N>} is client N's own moves and any other is the server's; a text log's peer is read when it is
 * scanned).
 *
 * @param root       the session folder (or the folder of the files)
 * @param manifest   the manifest, or null
 * @param textLogs   every text log
 * @param statusCsvs the server's status CSVs, in time order
 * @param serverGm   the server's {@code .gm} (its final game moves), or null
 * @param clientGms  client N's own {@code .gm}, by N
 * @param states     the states files, by peer
 * @param levelFile  the level file, or null
 * @param logPeers   the peer the manifest lists each text log for (empty without a manifest)
 */
record SessionSources(Path root, SessionManifest manifest, List<Path> textLogs, List<Path> statusCsvs, Path serverGm,
                      TreeMap<Integer, Path> clientGms, TreeMap<Integer, Path> states, Path levelFile,
                      java.util.Map<Path, Integer> logPeers) {
    private static final Pattern CLIENT = Pattern.compile("client\\s*(\\d)");

    /**
     * @param paths a session folder, a {@code session.json}, or loose files
     * @throws IOException naming the path when it does not exist, the manifest is bad, or a folder holds several
     *                     sessions (several {@code session.json} below it)
     */
    static SessionSources find(List<Path> paths) throws IOException {
        return find(paths, FolderAccess.CONFINED);
    }

    /**
     * @param access whether links out of the session folder are followed ({@link FolderConfinement}); when not, a
     *               link out found in the folder or named by its manifest is an error naming it
     * @throws IOException naming the path when it does not exist, the manifest is bad, a folder holds several
     *                     sessions, or a file leads out of the folder
     */
    static SessionSources find(List<Path> paths, FolderAccess access) throws IOException {
        if (paths.size() == 1) {
            Path p = paths.get(0);
            Path manifest = null;
            if (Files.isRegularFile(p) && p.getFileName().toString().equals(SessionManifests.FILE_NAME)) {
                manifest = p;
            } else if (Files.isDirectory(p) && Files.isRegularFile(p.resolve(SessionManifests.FILE_NAME))) {
                manifest = p.resolve(SessionManifests.FILE_NAME);
            }
            if (manifest != null) {
                return fromManifest(manifest, access);
            }
        }
        SessionFiles files = SessionFiles.scan(paths, access);
        for (SessionFiles.Skipped skipped : files.skipped()) {
            if (skipped.refused()) {
                throw new FolderConfinement.ConfinementException(skipped.path() + ": " + skipped.reason());
            }
        }
        if (files.manifests().size() > 1) {
            throw new IOException(paths.get(0) + " holds " + files.manifests().size() + " sessions ("
                    + files.manifests().get(0).getParent() + ", " + files.manifests().get(1).getParent()
                    + (files.manifests().size() > 2 ? ", ..." : "") + "): give one session folder");
        }
        if (files.manifests().size() == 1) {
            return fromManifest(files.manifests().get(0), access);
        }
        Path root = paths.size() == 1 && Files.isDirectory(paths.get(0)) ? paths.get(0)
                : paths.get(0).toAbsolutePath().getParent();
        Path serverGm = null;
        TreeMap<Integer, Path> clientGms = new TreeMap<>();
        for (Path gm : files.gameMoveFiles()) {
            Matcher m = CLIENT.matcher(gm.getFileName().toString().toLowerCase(Locale.ROOT));
            if (m.find()) {
                clientGms.put(Integer.parseInt(m.group(1)), gm);
            } else if (serverGm == null || gm.getFileName().toString().contains("netgame")) {
                serverGm = gm;
            }
        }
        TreeMap<Integer, Path> states = new TreeMap<>();
        for (Path s : files.peerStateFiles()) {
            try (PeerStateReader r = PeerStateReader.open(s)) {
                Path other = states.putIfAbsent(r.peer(), s);
                if (other != null) {
                    throw new SessionConsistencyException(s + ": header field peer is " + r.peer() + ", and "
                            + other + " claims the same peer (one .states file per peer)");
                }
            }
        }
        return new SessionSources(root, null, files.textLogs(), files.statusCsvFiles(), serverGm, clientGms, states,
                files.levelFiles().isEmpty() ? null : files.levelFiles().get(0), java.util.Map.of());
    }

    private static SessionSources fromManifest(Path file, FolderAccess access) throws IOException {
        Path root = file.toAbsolutePath().getParent();
        FolderConfinement confinement = FolderConfinement.of(root, access);
        SessionManifest m = SessionManifests.read(confinement.check(file));
        List<Path> logs = new ArrayList<>();
        List<Path> status = new ArrayList<>();
        Path serverGm = null;
        TreeMap<Integer, Path> clientGms = new TreeMap<>();
        TreeMap<Integer, Path> states = new TreeMap<>();
        Path level = null;
        java.util.Map<Path, Integer> logPeers = new java.util.LinkedHashMap<>();
        for (int i = 0; i < m.files().size(); i++) {
            SessionManifest.ManifestFile f = m.files().get(i);
            Path p = confinement.resolve(f.path(), "files[" + i + "].path", file);
            int peer = f.peer() == null ? -1 : f.peer();
            if (peer == 0 && "client".equals(f.role()) || peer > 0 && "server".equals(f.role())) {
                throw new SessionConsistencyException(file + ": " + f.path() + " has peer " + peer + " and role "
                        + f.role() + " (peer 0 is the server, 1-7 are clients)");
            }
            switch (f.kind()) {
                case "TEXT_LOG" -> {
                    logs.add(p);
                    if (peer >= 0) {
                        logPeers.put(p, peer);
                    }
                }
                case "STATUS_CSV" -> status.add(p);
                case "GAME_MOVES" -> {
                    if (peer <= 0) {
                        if (serverGm != null) {
                            throw new SessionConsistencyException(file + ": two server recordings, " + serverGm
                                    + " and " + p);
                        }
                        serverGm = p;
                    } else if (clientGms.putIfAbsent(peer, p) != null) {
                        throw new SessionConsistencyException(file + ": two recordings of client " + peer);
                    }
                }
                case "PEER_STATES" -> {
                    Path other = states.putIfAbsent(Math.max(peer, 0), p);
                    if (other != null) {
                        throw new SessionConsistencyException(file + ": two .states files for peer " + peer + ", "
                                + other + " and " + p);
                    }
                }
                case "LEVEL" -> level = p;
                default -> {
                }
            }
        }
        return new SessionSources(root, m, logs, org.netreplay.log.csv.CsvFileOrder.sorted(status), serverGm,
                clientGms, states, level, logPeers);
    }
}

package org.netreplay.viewer.replay;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.gm.GmRecording;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.session.ReplaySession;
import org.netreplay.replay.session.ReplaySessionBuilder;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.session.OpenSession;

/**
 * Turns what the user opened into {@link ReplaySources} (blocking: reads the {@code .gm}, loads the level; runs off
 * the FX thread). A lone {@code .gm} is replayed on the level its LEVEL header names ({@link LevelFinder}); a
 * session's recordings give the server side (the server's {@code .gm}, else the first one).
 */
public final class ReplayOpener {
    /** The game a {@code .gm} is replayed with: the real game's simulation (as the {@code replay} CLI's default). */
    public static final String DEFAULT_GAME = "purple-martians";

    private ReplayOpener() {
    }

    /** @return whether {@code paths} is exactly one {@code .gm} file (it opens straight into the replay page) */
    public static boolean isLoneRecording(List<Path> paths) {
        return paths.size() == 1 && paths.get(0).getFileName() != null
                && paths.get(0).getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".gm")
                && java.nio.file.Files.isRegularFile(paths.get(0));
    }

    /**
     * @param gm     the recording
     * @param gameId the game to replay with ({@link #DEFAULT_GAME}, or {@code pm-reference})
     * @return the sources: the replayed recording as the server side, no clients
     * @throws IOException              if the file cannot be read or is not a {@code .gm} (the message names it)
     * @throws IllegalArgumentException if its level file is not found (the message names the folders searched)
     */
    public static ReplaySources openRecording(Path gm, String gameId) throws IOException {
        GmRecording recording = GmReader.read(gm);
        DeterministicGame game = Games.find(gameId);
        String name = String.valueOf(gm.getFileName());
        FrameSource side = replay(game, recording, gm, name);
        return new ReplaySources(name + ", level " + recording.level(), game, side, List.of(),
                "A lone recording: the replayed game is shown; there is no client side to compare with.");
    }

    /**
     * @param session an opened session
     * @return the sources for its recordings, or null when it has none
     * @throws IOException              if the recording cannot be read (the message names it)
     * @throws IllegalArgumentException if its level file is not found
     */
    public static ReplaySources forSession(OpenSession session) throws IOException {
        List<Path> opened = session.opened().stream().map(p -> p.getFileName() != null
                && p.getFileName().toString().equals(org.netreplay.session.manifest.SessionManifests.FILE_NAME)
                && p.toAbsolutePath().getParent() != null ? p.toAbsolutePath().getParent() : p).toList();
        // a session.json stands for its folder
        org.netreplay.session.SessionFiles files = org.netreplay.session.SessionFiles.scan(opened);
        if (!files.peerStateFiles().isEmpty()) {
            return fromStatesFiles(files);
        }
        List<Path> recordings = session.gameMoveFiles();
        if (recordings.isEmpty()) {
            return null;
        }
        Path gm = serverRecording(recordings);
        GmRecording recording = GmReader.read(gm);
        DeterministicGame game = Games.find(DEFAULT_GAME);
        FrameSource side = replay(game, recording, gm, "server (" + gm.getFileName() + ")");
        String note = recordings.size() == 1
                ? "This session has one recording and no per-frame client states, so only the server side, "
                        + "replayed from its recording, is shown."
                : "Only the server side, replayed from its recording, is shown: the clients' recordings hold their "
                        + "own moves, not their states.";
        return new ReplaySources(gm.getFileName() + ", level " + recording.level(), game, side, List.of(), note);
    }

    /**
     * A simulated session: every peer's own states ({@code *.states}, docs/peer-states.md); the server's is the
     * server side (else its replayed recording), the others are the clients to compare, in player order.
     */
    private static ReplaySources fromStatesFiles(org.netreplay.session.SessionFiles files) throws IOException {
        java.util.TreeMap<Integer, PeerStatesSource> peers = new java.util.TreeMap<>();
        DeterministicGame game = null;
        Path levelFile = files.levelFiles().isEmpty() ? null : files.levelFiles().get(0);
        try {
            for (Path file : files.peerStateFiles()) {
                String id;
                int level;
                try (org.netreplay.session.peerstate.PeerStateReader header =
                             org.netreplay.session.peerstate.PeerStateReader.open(file)) {
                    id = header.gameId();
                    level = header.level();
                }
                game = game == null ? Games.find(id) : game;
                if (levelFile == null) {
                    levelFile = LevelFinder.find(level, file);
                }
                PeerStatesSource source = new PeerStatesSource(file, game, levelFile);
                PeerStatesSource twin = peers.put(source.peer(), source);
                if (twin != null) {
                    twin.close();
                }
            }
            FrameSource server = peers.remove(0);
            String title;
            if (server == null) {
                if (files.gameMoveFiles().isEmpty()) {
                    throw new IOException("the session has states files but none of the server (peer 0) and no "
                            + "recording: " + files.peerStateFiles());
                }
                Path gm = serverRecording(files.gameMoveFiles());
                GmRecording recording = GmReader.read(gm);
                server = replay(game, recording, gm, "server (" + gm.getFileName() + ")");
                title = gm.getFileName() + ", level " + recording.level();
            } else {
                title = "simulated session, level " + ((PeerStatesSource) server).level();
            }
            String note = peers.isEmpty()
                    ? "Only the server's states file is here, so there is no client side to compare with."
                    : "Each side shows the states its peer logged itself (type 60); entities that differ are "
                            + "outlined in red.";
            return new ReplaySources(title, game, server, List.copyOf(peers.values()), note);
        } catch (IOException | RuntimeException e) {
            peers.values().forEach(PeerStatesSource::close);
            throw e;
        }
    }

    /**
     * @return the server's recording: one in a {@code server} folder, else one without "client" in its name, else
     *         the first
     */
    static Path serverRecording(List<Path> recordings) {
        for (Path gm : recordings) {
            Path parent = gm.getParent();
            if (parent != null && parent.getFileName() != null
                    && parent.getFileName().toString().toLowerCase(Locale.ROOT).equals("server")) {
                return gm;
            }
        }
        for (Path gm : recordings) {
            if (!gm.getFileName().toString().toLowerCase(Locale.ROOT).contains("client")) {
                return gm;
            }
        }
        return recordings.get(0);
    }

    private static FrameSource replay(DeterministicGame game, GmRecording recording, Path gm, String name) {
        Path levelFile = LevelFinder.find(recording.level(), gm);
        if (levelFile == null && game.id().equals(DEFAULT_GAME)) {
            throw new IllegalArgumentException(gm + ": no " + LevelFinder.fileName(recording.level())
                    + " for its LEVEL " + recording.level() + " in " + LevelFinder.placesFor(gm)
                    + " (put the level beside the recording)");
        }
        ReplaySession session = ReplaySessionBuilder.create().withGame(game).withLevel(recording.level())
                .withLevelFile(levelFile).withMoves(recording.moves()).start();
        int last = Math.max(recording.header().lastFrame(), recording.lastMoveFrame());
        return new RecordingSource(name, session, last);
    }
}

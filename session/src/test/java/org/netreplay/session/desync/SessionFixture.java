package org.netreplay.session.desync;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.netreplay.log.write.TextLogWriter;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.gm.GmHeader;
import org.netreplay.replay.gm.GmRecording;
import org.netreplay.replay.gm.GmWriter;
import org.netreplay.replay.gm.LineEnding;
import org.netreplay.replay.gm.PlayerJoin;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.replay.spi.StateField;
import org.netreplay.session.manifest.SessionManifest;
import org.netreplay.session.manifest.SessionManifests;
import org.netreplay.session.peerstate.PeerStateWriter;
import org.netreplay.session.peerstate.StateChecksumLine;
import org.netreplay.session.peerstate.StateLabel;

/**
 * Builds a small session folder (a unit fixture, smaller than the simulator's sessions) with the reference game:
 * a server (peer 0) and clients 1 and 2 in authoritative style. The server logs {@code authoritative} for every frame
 * and stores every state; each client logs {@code confirmed} F (the server's state, as after a dif) then
 * {@code predicted} F+1 simulated from it with its own moves and the remote players' old controls. The faults are
 * made here, by construction, so the expected answers are known independently of {@link SessionDesync}.
 */
final class SessionFixture {
    static final int FRAMES = 160;
    static final long SEED = 5;
    static final int LEVEL = 3;

    /** A fault to build in. */
    enum Fault { NONE, CLIENT_STATE, NONDETERMINISM, REWIND_BUG, REWIND_CLEAN }

    final DeterministicGame game = Games.find("pm-reference");
    final GameSetup setup = new GameSetup(LEVEL, null, SEED);
    final List<GameMove> moves = moves();
    /** the field the faults change: player 1's x (or the first field of player 1) */
    final StateField field = game.schema().fields().stream()
            .filter(f -> f.index() == 1 && f.field().equals("x")).findFirst()
            .orElseGet(() -> game.schema().fields().stream().filter(f -> f.index() == 1).findFirst().orElseThrow());

    static List<GameMove> moves() {
        SplittableRandom random = new SplittableRandom(11);
        List<GameMove> out = new ArrayList<>();
        for (int p = 0; p < 3; p++) {
            out.add(new PlayerJoin(1, p, 8 + p, "P" + p).toMove());
        }
        for (int f = 2; f <= FRAMES; f++) {
            for (int p = 0; p < 3; p++) {
                if (random.nextInt(6) == 0) {
                    out.add(new GameMove(f, GameMove.TYPE_MOVE, p, random.nextInt(64)));
                }
            }
        }
        return out;
    }

    List<GameMove> at(int frame) {
        return moves.stream().filter(m -> m.frame() == frame).toList();
    }

    /** @return the true states: index f = state at the end of frame f (0 = start) */
    List<byte[]> trueStates(List<GameMove> rows) {
        GameSimulation sim = game.start(setup);
        List<byte[]> states = new ArrayList<>();
        states.add(sim.saveState());
        for (int f = 1; f <= FRAMES; f++) {
            int ff = f;
            sim.advance(rows.stream().filter(m -> m.frame() == ff).toList());
            states.add(sim.saveState());
        }
        return states;
    }

    int checksum(byte[] state) {
        GameSimulation sim = game.start(setup);
        sim.loadState(state);
        return sim.checksum();
    }

    byte[] withFieldChanged(byte[] state) {
        byte[] s = state.clone();
        s[field.byteOffset()] ^= 0x40;
        return s;
    }

    /**
     * Writes the session.
     *
     * @param at the fault's frame
     * @param manifest whether to write session.json
     */
    void write(Path dir, Fault fault, int at, boolean manifest) throws IOException {
        List<byte[]> truth = trueStates(moves);
        Path server = Files.createDirectories(dir.resolve("server"));
        List<SessionManifest.ManifestFile> files = new ArrayList<>();
        // the server: a rewind bug skips the move of `at` (the .gm still has it) from `at` on
        List<byte[]> serverStates = truth;
        if (fault == Fault.REWIND_BUG) {
            GameMove skipped = at(at).stream().filter(m -> m.type() == GameMove.TYPE_MOVE).findFirst().orElseThrow();
            List<GameMove> buggy = new ArrayList<>(moves);
            buggy.remove(skipped);
            serverStates = trueStates(buggy);
        }
        List<byte[]> preRewind = new ArrayList<>();
        if (fault == Fault.REWIND_CLEAN) {
            // what the server simulated before the late cdat arrived: player 2 with other controls from `at` on
            GameSimulation sim = game.start(setup);
            sim.loadState(truth.get(at - 1));
            for (int g = at; g < at + 3; g++) {
                sim.advance(beforeLateCdat(g, at));
                preRewind.add(sim.saveState());
            }
        }
        Path serverLog = server.resolve("20261123-120000-[3][pmserver].txt");
        try (Writer w = Files.newBufferedWriter(serverLog, StandardCharsets.UTF_8);
             PeerStateWriter st = PeerStateWriter.create(server.resolve("pmserver.states"), game.id(), LEVEL, 0,
                     game.schema().stateSize())) {
            TextLogWriter log = new TextLogWriter(w);
            log.line(10, 0, 0, "Server mode started");
            for (int f = 1; f <= FRAMES; f++) {
                byte[] s = serverStates.get(f);
                if (fault == Fault.REWIND_CLEAN && f == at + 3) {
                    // a late cdat for `at`: the server rewinds and writes at..at+2 again; the first lines were wrong
                    log.line(35, 0, f, "rx cdat p:2 fn:[" + at + "] sync:[-3] slsn:[0] gmep:[9] - entered");
                    log.line(25, 0, f, "stdf rewind to:" + at + " [-3]");
                    for (int g = at; g < f; g++) {
                        line(log, st, 0, g, StateLabel.AUTHORITATIVE, serverStates.get(g), at(g));
                    }
                }
                if (fault == Fault.REWIND_CLEAN && f >= at && f < at + 3) {
                    line(log, st, 0, f, StateLabel.AUTHORITATIVE, preRewind.get(f - at), beforeLateCdat(f, at));
                } else {
                    line(log, st, 0, f, StateLabel.AUTHORITATIVE, s, at(f));
                }
                if (f == 50) {
                    log.line(35, 0, f, "rx cdat p:1 fn:[41] sync:[-2] slsn:[0] late - dropped");
                }
            }
            log.line(10, 0, FRAMES, "|                    Shutting down the server network                      |");
        }
        files.add(new SessionManifest.ManifestFile("server/" + serverLog.getFileName(), 0, "server", "TEXT_LOG"));
        files.add(new SessionManifest.ManifestFile("server/pmserver.states", 0, "server", "PEER_STATES"));
        Path gm = server.resolve("20261123-120000-[03]-netgame.gm");
        GmWriter.write(new GmRecording(GmHeader.v3("FIXTURE1", "20261123-120000", "20261123-120000", LEVEL, FRAMES,
                moves.size()), moves, LineEnding.LF), gm);
        files.add(new SessionManifest.ManifestFile("server/" + gm.getFileName(), 0, "server", "GAME_MOVES"));
        for (int c = 1; c <= 2; c++) {
            Path cd = Files.createDirectories(dir.resolve("client" + c));
            Path clog = cd.resolve("20261123-120000-[3][pmclient" + c + "].txt");
            try (Writer w = Files.newBufferedWriter(clog, StandardCharsets.UTF_8);
                 PeerStateWriter st = PeerStateWriter.create(cd.resolve("pmclient" + c + ".states"), game.id(),
                         LEVEL, c, game.schema().stateSize())) {
                TextLogWriter log = new TextLogWriter(w);
                for (int f = 1; f <= FRAMES; f++) {
                    byte[] confirmed = truth.get(f);
                    if (fault == Fault.CLIENT_STATE && c == 1 && f >= at) {
                        confirmed = withFieldChanged(confirmed);
                    }
                    if (fault == Fault.REWIND_CLEAN && c == 2 && f >= at && f < at + 3) {
                        confirmed = preRewind.get(f - at); // a dif made before the rewind
                    }
                    if (f == 30) {
                        log.line(30, c, f, "----- Apply dif [27 to 30] [applied] [rewound [2] frames]");
                    }
                    line(log, st, c, f, StateLabel.CONFIRMED, confirmed, at(f));
                    if (f < FRAMES) {
                        predict(log, st, c, f + 1, confirmed, fault == Fault.NONDETERMINISM && c == 2
                                && f + 1 == at);
                    }
                }
                log.line(10, c, FRAMES, "|                    Shutting down the client network                      |");
            }
            files.add(new SessionManifest.ManifestFile("client" + c + "/" + clog.getFileName(), c, "client",
                    "TEXT_LOG"));
            files.add(new SessionManifest.ManifestFile("client" + c + "/pmclient" + c + ".states", c, "client",
                    "PEER_STATES"));
        }
        if (manifest) {
            SessionManifests.write(dir.resolve("session.json"), new SessionManifest(1, game.id(), LEVEL, SEED,
                    "authoritative", "pm", "fixture", files, null));
        }
    }

    /** The moves of frame g as the server had them before a late cdat of player 2 for frame {@code at}. */
    List<GameMove> beforeLateCdat(int g, int at) {
        List<GameMove> rows = new ArrayList<>(at(g));
        if (g == at) {
            rows.removeIf(m -> m.type() == GameMove.TYPE_MOVE && m.data1() == 2);
            rows.add(new GameMove(g, GameMove.TYPE_MOVE, 2, controls(2, g) ^ 0x15));
        }
        return rows;
    }

    /** client c predicts frame f from {@code base}: its own rows of f, the others keep their controls */
    private void predict(TextLogWriter log, PeerStateWriter st, int c, int f, byte[] base, boolean nondeterministic)
            throws IOException {
        List<GameMove> inputs = new ArrayList<>();
        for (GameMove m : at(f)) {
            if (m.type() != GameMove.TYPE_MOVE || m.data1() == c) {
                inputs.add(m);
            }
        }
        for (int p = 0; p < 3; p++) {
            int pp = p;
            if (p != c && at(f).stream().noneMatch(m -> m.type() == GameMove.TYPE_MOVE && m.data1() == pp)) {
                inputs.add(new GameMove(f, GameMove.TYPE_MOVE, p, controls(p, f - 1)));
            } else if (p != c) {
                inputs.add(new GameMove(f, GameMove.TYPE_MOVE, p, controls(p, f - 1))); // a wrong guess
            }
        }
        GameSimulation sim = game.start(setup);
        sim.loadState(base);
        sim.advance(inputs);
        byte[] s = sim.saveState();
        if (nondeterministic) {
            s = withFieldChanged(s);
        }
        line(log, st, c, f, StateLabel.PREDICTED, s, inputs);
    }

    int controls(int player, int frame) {
        int bits = 0;
        for (GameMove m : moves) {
            if (m.frame() <= frame && m.type() == GameMove.TYPE_MOVE && m.data1() == player) {
                bits = m.data2();
            }
        }
        return bits;
    }

    private void line(TextLogWriter log, PeerStateWriter st, int peer, int frame, StateLabel label, byte[] state,
                      List<GameMove> inputs) throws IOException {
        int chk = checksum(state);
        log.line(StateChecksumLine.LOG_TYPE, peer, frame, new StateChecksumLine(peer, frame, chk, label).text());
        st.write(frame, label, chk, state, inputs);
    }

    /** @return a frame ≥ from where client 2's own... where some MOVE row exists and no remote player changes */
    int quietFrameFor(int client, int from) {
        for (int f = from; f < FRAMES; f++) {
            int ff = f;
            boolean remoteChange = at(f).stream().anyMatch(m -> m.type() == GameMove.TYPE_MOVE
                    && m.data1() != client);
            if (!remoteChange && at(ff).stream().anyMatch(m -> m.type() == GameMove.TYPE_MOVE)) {
                return f;
            }
        }
        throw new IllegalStateException("no quiet frame");
    }

    int frameWithMove(int from) {
        for (int f = from; f < FRAMES; f++) {
            if (at(f).stream().anyMatch(m -> m.type() == GameMove.TYPE_MOVE)) {
                return f;
            }
        }
        throw new IllegalStateException("no move");
    }
}

package org.netreplay.pmnet.server;

import java.util.ArrayList;
import java.util.List;

import org.netreplay.pm.sim.GameMoves;
import org.netreplay.pm.sim.LevelLibrary;
import org.netreplay.pm.sim.Netgame;
import org.netreplay.pm.sim.PmWorld;
import org.netreplay.pm.sim.Psyn;
import org.netreplay.pm.state.PmStateCodec;
import org.netreplay.pmnet.logs.LogLine;
import org.netreplay.pmnet.logs.ServerLine;
import org.netreplay.pmnet.netcode.StateDifs;
import org.netreplay.pmnet.netcode.StateHistory;
import org.netreplay.pmnet.proof.Mismatch;
import org.netreplay.pmnet.proof.PeerProof;
import org.netreplay.pmnet.proof.PeerProof.Kind;
import org.netreplay.replay.GameMove;

/**
 * The real game's server, re-run from its own log and recording: every frame in the server's order, with the game
 * moves entered when its log says they arrived, its rewinds, its joins, and the netcode's own state fields, so that
 * its state at every frame is the state it had at that moment. Each dif the server logged is rebuilt as the game
 * builds it and its compressed size compared with the logged {@code cmp:}; each rewind and each game-move entry
 * count ({@code gmep}) is compared too.
 *
 * <p>A server frame, as src/mwLoop.cpp main_loop runs it: {@code frame_num++}, the animation step; server control
 * (the received cdats and staks in arrival order, then the rewind to the earliest new move); the server's own input;
 * the game moves of the frame; the move; the new state saved as frame+1 and one dif per client; the drawing. A join
 * is applied where its lines fall among the frame's lines. The caller feeds the log's lines in file order
 * ({@link #accept}); lines name their frame, and the replay completes the frames in between.
 *
 * <p>Not thread-safe.
 *
 * @upstream src/mwLoop.cpp#main_loop
 * @upstream src/mwNetgameServer.cpp#server_control
 * @upstream src/mwNetgameServer.cpp#server_rewind
 * @upstream src/mwNetgameServer.cpp#server_proc_cdat_packet
 * @upstream src/mwNetgameServer.cpp#server_proc_stak_packet
 * @upstream src/mwNetgameServer.cpp#server_proc_cjon_packet
 * @upstream src/mwNetgameServer.cpp#server_create_new_state
 * @upstream src/mwNetgameServer.cpp#server_send_dif
 * @upstream src/mwStateHistory.cpp#apply_rewind_state
 */
public final class ServerReplay {
    private enum Phase { START, CONTROL, REWOUND, MOVED, CREATED }

    /** A dif the rebuilt server sent, waiting for its log line. */
    private record Send(int p, int src, int dst, int cmp) {
    }

    /** The server's recording of each level it played (the game saves one per level). */
    public interface RecordingSource {
        /** @return the rows of the recording of {@code level}, in file order, or null when there is none */
        List<GameMove> rows(int level);
    }

    /**
     * A cdat the server took: the client's move for frame {@code fn}, arrived in server frame {@code serverFrame};
     * {@code late} when it was dropped as older than the oldest state the server held.
     */
    public record CdatArrival(int serverFrame, int p, int fn, boolean late) {
    }

    /** A rewind the server did in {@code serverFrame}, back to {@code to}. */
    public record RewindDone(int serverFrame, int to) {
    }

    /** A stak the server took, with the server frame it arrived in. */
    public record StakArrival(int serverFrame, int p, int ack, int cur) {
    }

    private final PmWorld w = new PmWorld();
    private final RecordingSource recordings;
    private RecordingRows rows;
    private final PeerProof proof;
    private final SentStates sent;
    private final String logName;
    private final StateHistory[] hist = new StateHistory[8];
    private final StateDifs difs = new StateDifs(StateDifs.DEFAULT_LEVEL);
    private final List<Send> pending = new ArrayList<>();
    private final List<StakArrival> staks = new ArrayList<>();
    private final List<CdatArrival> cdats = new ArrayList<>();
    private final List<RewindDone> rewinds = new ArrayList<>();
    private final java.util.Map<Integer, List<Integer>> sentFrames = new java.util.TreeMap<>();
    private final ServerFrames frames;
    private int level = -1;
    private int nextLevel = -1;
    private final List<Integer> levelsPlayed = new ArrayList<>();

    private int frame;
    private Phase phase = Phase.CREATED;
    private int dirty = -1;
    private boolean started;
    private boolean broken;
    private boolean contradiction;
    private String brokenWhy;
    private int rewindLines;
    private int difLines;

    /**
     * @param levels     where the level files are
     * @param recordings the server's recording of each level
     * @param proof      where the comparisons go (the server's peer, 0)
     * @param sent       where the sent states go, for the clients
     * @param frames     where the server's state at every frame goes, for the viewer (may be a no-op)
     * @param logName    the server log's name within the session folder, for messages
     */
    public ServerReplay(LevelLibrary levels, RecordingSource recordings, PeerProof proof, SentStates sent,
                        ServerFrames frames, String logName) {
        this.recordings = recordings;
        this.proof = proof;
        this.sent = sent;
        this.frames = frames;
        this.logName = logName;
        w.levels = levels;
        w.loop.play_mode_active = false;
        w.netgame.ima_server = true;
        w.loop.levelStartMoves = this::initialMoves;
        for (int i = 0; i < 8; i++) {
            hist[i] = new StateHistory();
        }
    }

    /**
     * Sets the game mode of the server's configuration (classic: an exit leads to the next level file; story: to the
     * overworld); the log shows it only where a level ends.
     */
    public void classicMode(boolean classic) {
        w.classic_mode = classic;
    }

    /** @return the levels the server played, in order */
    public List<Integer> levelsPlayed() {
        return levelsPlayed;
    }

    /** @return the frame the server is in (its last frame once the log has ended) */
    public int frame() {
        return frame;
    }

    /** @return the newest frame whose state was saved and sent (frame + 1 once the frame is complete) */
    public int createdThrough() {
        return phase == Phase.CREATED ? frame + 1 : frame;
    }

    /** @return every cdat the server took or dropped as late, in arrival order */
    public List<CdatArrival> cdats() {
        return cdats;
    }

    /** @return every rewind the rebuilt server did, in order */
    public List<RewindDone> rewinds() {
        return rewinds;
    }

    /** @return every stak the server took, in arrival order */
    public List<StakArrival> staks() {
        return staks;
    }

    /** @return how many difs the rebuilt server sent to {@code p} for frames after {@code dst} */
    public long sentAfter(int p, int dst) {
        List<Integer> l = sentFrames.get(p);
        if (l == null) {
            return 0;
        }
        return l.stream().filter(f -> f > dst).count();
    }

    /** @return why the rebuild had to stop, or null while it runs */
    public String brokenWhy() {
        return brokenWhy;
    }

    /** @return tx stdf lines seen */
    public int difLines() {
        return difLines;
    }

    /** @return stdf rewind lines seen */
    public int rewindLines() {
        return rewindLines;
    }

    /**
     * Takes the next line of the server log.
     *
     * @param line a line the rebuild reads, in file order
     */
    public void accept(ServerLine line) {
        if (line instanceof ServerLine.DifTx) {
            difLines++;
        }
        if (line instanceof ServerLine.Rewind) {
            rewindLines++;
        }
        if (broken) {
            uncheckedAfterBreak(line);
            return;
        }
        if (line instanceof ServerLine.LevelStarted ls) {
            startLevel(ls);
            return;
        }
        if (!started) {
            uncheckedAfterBreak(line);
            return;
        }
        int f = line.source().frame();
        if (f < frame || nextLevel >= 0) {
            return; // lines inside a re-simulation carry older frames; between levels nothing is read
        }
        advanceTo(f);
        if (line instanceof ServerLine.CdatRx c) {
            cdat(c);
        } else if (line instanceof ServerLine.StakRx s) {
            stak(s);
        } else if (line instanceof ServerLine.Rewind r) {
            rewind(r);
        } else if (line instanceof ServerLine.Dropped d) {
            dropped(d);
        } else if (line instanceof ServerLine.RecordingSaved) {
            w.gameMoves.gmSort();
        } else if (line instanceof ServerLine.Joined j) {
            join(j);
        } else if (line instanceof ServerLine.DifTx d) {
            difLogged(d);
        } else if (line instanceof ServerLine.SaveState) {
            saveLogged();
        } else if (line instanceof ServerLine.NextLevel n) {
            nextLevelLogged(n);
        }
    }

    /** Completes the frame of the last line: a frame is only simulated as far as the log went. */
    public void finish() {
        if (!broken && started && phase == Phase.CREATED) {
            checkPendingSends();
        }
        if (!broken && started) {
            checkUnusedRows();
        }
        difs.close();
    }

    // ---------------------------------------------------------------------------------------------------------- level

    private void checkUnusedRows() {
        for (GameMove m : rows.unused()) {
            proof.check(Kind.MOVE, false, new Mismatch(logName, 0, m.frame(), "game move " + m.frame() + ","
                    + m.type() + "," + m.data1() + "," + m.data2() + " of the recording of level " + level,
                    "entered by the server", "never entered: no log line explains it"));
        }
    }

    /**
     * A level starts: the first with a full reset of every player (src/mwLoop.cpp load_and_setup_level type 3,
     * SERVER_NEW_GAME), each next one after the level-done sequence with the partial reset (type 1, NEXT_LEVEL); the
     * game-move array and every state history start empty, the frame counter at 0.
     */
    private void startLevel(ServerLine.LevelStarted ls) {
        if (started && nextLevel < 0) {
            statisticsPassLogged(ls);
            return;
        }
        if (started) {
            if (nextLevel != ls.level()) {
                stop(ls.source(), "level " + ls.level() + " started without a NEXT LEVEL line for it");
                return;
            }
            checkUnusedRows();
        }
        List<GameMove> recorded = recordings.rows(ls.level());
        if (recorded == null) {
            stopUnchecked(ls.source(), "no recording of level " + ls.level() + " in the session folder"
                    + (ls.level() == 1 ? " (the game never saves the overworld)" : ""));
            return;
        }
        rows = new RecordingRows(recorded);
        level = ls.level();
        levelsPlayed.add(level);
        w.level.play_level = level;
        if (w.loop.loadAndSetupLevel(level, started ? 1 : 3) == 0) {
            stopUnchecked(ls.source(), "level " + level + " is not in the levels folder");
            return;
        }
        w.player.syn[0].level_done_mode = 0;
        w.loop.next_level_requested = false;
        w.gameMoves.initialize();
        for (StateHistory h : hist) {
            h.initialize();
        }
        dirty = -1;
        initialMoves();
        started = true;
        nextLevel = -1;
        frame = 0;
        phase = Phase.CREATED;
        pending.clear();
    }

    /**
     * The statistics pass of a level's end (pm.sim.GmInfo) replays the level inside the frame's move and logs a level
     * start; the rebuild runs the pass in the same move, and the lines the pass logs after it carry the frame the
     * pass stopped at.
     */
    private void statisticsPassLogged(ServerLine.LevelStarted ls) {
        int fills = w.gmInfo.fills;
        if (phase.compareTo(Phase.MOVED) < 0) {
            doInputAndMove();
        }
        proof.check(Kind.MOVE, w.gmInfo.fills != fills, new Mismatch(logName, ls.source().line(), frame,
                "the statistics pass of the level's end", "the level replayed in this frame's move",
                "the rebuilt level-done sequence does not run it here"));
    }

    /**
     * The log's {@code NEXT LEVEL} line: the level-done sequence the rebuild ran must have reached its end (mode 1)
     * in the frame before; the next level's start follows.
     */
    private void nextLevelLogged(ServerLine.NextLevel n) {
        if (phase != Phase.CREATED) {
            completeFrame();
        }
        checkPendingSends();
        boolean done = w.loop.next_level_requested;
        proof.check(Kind.MOVE, done, new Mismatch(logName, n.source().line(), frame, "end of the level",
                "NEXT LEVEL:" + n.level(), "the rebuilt level is not done (level-done mode "
                        + w.player.syn[0].level_done_mode + ")"));
        if (done && w.player.syn[0].level_done_next_level != n.level()) {
            proof.check(Kind.MOVE, false, new Mismatch(logName, n.source().line(), frame, "next level",
                    String.valueOf(n.level()), String.valueOf(w.player.syn[0].level_done_next_level)));
        }
        nextLevel = n.level();
    }

    /**
     * The rows a level starts with (src/mwLoop.cpp load_and_setup_level): a shot config at frame 1 from
     * {@code syn[0]}'s configured values, a player-active row for each active player with its configured name and
     * colour, and a hidden row for a headless server's player. The configured values are not in the log; the
     * recording's rows carry them, and {@code syn[0]} takes them as the configuration would have set it.
     */
    private void initialMoves() {
        Psyn s0 = w.player.syn[0];
        GameMove shot = rows.takeType(1, 9);
        if (shot != null) {
            s0.player_vs_player_shots = shot.data1() & 0b01;
            s0.player_vs_self_shots = shot.data1() & 0b10;
            s0.player_vs_player_shot_damage = shot.data2();
            w.gameMoves.addGameMove2(shot.frame(), shot.type(), shot.data1(), shot.data2());
        }
        for (int p = 0; p < 8; p++) {
            if (w.player.syn[p].active == 0) {
                continue;
            }
            GameMove a = rows.take(1, p, GameMove.TYPE_ACTIVE_LEGACY, null);
            if (a != null) {
                setNameAndColorFrom(p, a);
                w.gameMoves.addGameMove2(a.frame(), a.type(), a.data1(), a.data2());
            }
        }
        GameMove hidden = rows.take(1, 0, 3, null);
        if (hidden != null) {
            w.gameMoves.addGameMove2(hidden.frame(), hidden.type(), hidden.data1(), hidden.data2());
        }
    }

    /** The player's name bytes and colour as they were when the row was made (val_to_gma embeds all 8 bytes). */
    private void setNameAndColorFrom(int p, GameMove activeRow) {
        Psyn s = w.player.syn[p];
        for (int i = 0; i < 4; i++) {
            s.name[i] = (byte) (activeRow.data1() >> (i * 8));
            s.name[i + 4] = (byte) (activeRow.data2() >> (i * 8));
        }
        s.name[8] = 0;
        if ((activeRow.type() & (1 << 23)) != 0) {
            s.color = (activeRow.type() & 0b111100000000) / 256;
        }
    }

    // ---------------------------------------------------------------------------------------------------- the frame

    private void advanceTo(int f) {
        while (frame < f && !broken) {
            completeFrame();
            startFrame(frame + 1);
        }
    }

    private void startFrame(int f) {
        frame = f;
        w.loop.frame_num = f;
        w.bitmap.updateAnimation();
        phase = Phase.START;
        pending.clear();
    }

    private void completeFrame() {
        if (phase.compareTo(Phase.REWOUND) < 0) {
            doRewind(null);
        }
        if (phase.compareTo(Phase.MOVED) < 0) {
            doInputAndMove();
        }
        if (phase.compareTo(Phase.CREATED) < 0) {
            doCreate();
        }
        checkPendingSends();
    }

    private void checkPendingSends() {
        decideTick(null);
        for (Send s : pending) {
            proof.check(Kind.DIF, false, new Mismatch(logName, 0, frame, "dif to p" + s.p() + " at frame " + frame,
                    "no tx stdf line", "the rebuilt server sends [s:" + s.src() + " d:" + s.dst() + "] cmp:"
                            + s.cmp()));
        }
        pending.clear();
    }

    private void control(LogLine l) {
        if (phase.compareTo(Phase.CONTROL) > 0) {
            stop(l, "a received packet after the frame's rewind");
            return;
        }
        phase = Phase.CONTROL;
    }

    private void cdat(ServerLine.CdatRx c) {
        control(c.source());
        if (broken) {
            return;
        }
        switch (c.outcome()) {
            case WRONG_SLSN -> {
            }
            case LATE -> {
                Psyn s = w.player.syn[c.p()];
                s.late_cdats++;
                lateTally[c.p()]++;
                cdats.add(new CdatArrival(frame, c.p(), c.fn(), true));
            }
            case ENTERED -> {
                int before = w.gameMoves.entry_pos;
                if (c.gmep() != before) {
                    GameMove m = takeCdatRow(c.p(), c.fn());
                    if (m == null && c.fn() > rows.lastFrame()) {
                        stopUnchecked(c.source(), "the recording used ends at frame " + rows.lastFrame()
                                + " (choose the one that covers the level)");
                        return;
                    }
                    if (m == null) {
                        stop(c.source(), "the recording has no game move of player " + c.p() + " for frame "
                                + c.fn());
                        return;
                    }
                    w.gameMoves.addGameMove2(m.frame(), m.type(), m.data1(), m.data2());
                }
                proof.check(Kind.MOVE, w.gameMoves.entry_pos == c.gmep(), new Mismatch(logName, c.source().line(),
                        frame, "game-move entries after the cdat of p" + c.p() + " for frame " + c.fn(),
                        String.valueOf(c.gmep()), String.valueOf(w.gameMoves.entry_pos)));
                if (c.fn() < dirty) {
                    dirty = c.fn();
                }
                cdats.add(new CdatArrival(frame, c.p(), c.fn(), false));
            }
        }
    }

    /**
     * The row a cdat became (src/mwGameMoves.cpp add_game_move): a move, a level-done acknowledgement in mode 5, or
     * with the menu bit the client's quit two frames later.
     */
    private GameMove takeCdatRow(int p, int fn) {
        GameMove m = rows.take(fn, p, 5, null);
        if (m == null) {
            m = rows.take(fn, p, 8, null);
        }
        if (m == null) {
            m = rows.take(fn + 2, p, 2, GameMoves.QUIT_REASON_CLIENT_ENDED_GAME);
        }
        return m;
    }

    private void stak(ServerLine.StakRx s) {
        control(s.source());
        if (broken || !s.accepted()) {
            return;
        }
        hist[s.p()].setAck(s.ack());
        staks.add(new StakArrival(frame, s.p(), s.ack(), s.cur()));
    }

    private void rewind(ServerLine.Rewind r) {
        if (phase.compareTo(Phase.REWOUND) >= 0) {
            stop(r.source(), "a second rewind line in one frame");
            return;
        }
        doRewind(r);
    }

    /** src/mwNetgameServer.cpp server_rewind: the netcode's own fields survive the rewind. */
    private void doRewind(ServerLine.Rewind line) {
        int requested = dirty;
        Psyn s0 = w.player.syn[0];
        float cco = s0.client_chase_offset;
        int pvps = s0.player_vs_player_shots;
        int pvpd = s0.player_vs_player_shot_damage;
        int pvss = s0.player_vs_self_shots;
        int sffk = s0.server_force_fakekey;
        int sfco = s0.server_force_client_offset;
        int[][] lcd = new int[8][2];
        for (int p = 0; p < 8; p++) {
            if (w.player.syn[p].active != 0) {
                lcd[p][0] = w.player.syn[p].late_cdats;
                lcd[p][1] = w.player.syn[p].late_cdats_last_sec;
            }
        }
        applyRewindState(requested, line);
        s0.client_chase_offset = cco;
        s0.player_vs_player_shots = pvps;
        s0.player_vs_player_shot_damage = pvpd;
        s0.player_vs_self_shots = pvss;
        s0.server_force_fakekey = sffk;
        s0.server_force_client_offset = sfco;
        for (int p = 0; p < 8; p++) {
            if (w.player.syn[p].active != 0) {
                w.player.syn[p].late_cdats = lcd[p][0];
                w.player.syn[p].late_cdats_last_sec = lcd[p][1];
            }
        }
        phase = Phase.REWOUND;
    }

    /** src/mwStateHistory.cpp apply_rewind_state, with the rewind compared with the logged one. */
    private void applyRewindState(int requested, ServerLine.Rewind line) {
        if (requested < 1) {
            if (line != null) {
                proof.check(Kind.REWIND, false, new Mismatch(logName, line.source().line(), frame, "rewind",
                        line.source().text(), "no rewind line (no dirty frame yet)"));
            }
            return;
        }
        int ff = frame - requested;
        w.player.loc[0].rewind = ff;
        if (ff == 0) {
            if (line != null) {
                proof.check(Kind.REWIND, line.to() == -1, new Mismatch(logName, line.source().line(), frame,
                        "rewind", line.source().text(), "stdf rewind [none]"));
            }
            return;
        }
        StateHistory h0 = hist[0];
        byte[] st = h0.get(requested);
        int from = requested;
        if (st == null) {
            st = h0.oldestState();
            from = h0.oldestFrame();
        }
        String model = st == null ? "stdf rewind [" + requested + "] not found - oldest frame not valid"
                : "stdf rewind to:" + requested + " [" + (-ff) + "]";
        if (line != null) {
            proof.check(Kind.REWIND, model.equals(line.source().text().trim()) || (st == null && !line.found()),
                    new Mismatch(logName, line.source().line(), frame, "rewind", line.source().text(), model));
        }
        if (st == null) {
            return;
        }
        rewinds.add(new RewindDone(frame, requested));
        PmStateCodec.read(w, st);
        w.loop.frame_num = from;
        for (int i = 0; i < ff; i++) {
            int fills = w.gmInfo.fills;
            w.loop.loopFrame(1);
            if (w.gmInfo.fills != fills) {
                for (StateHistory h : hist) {
                    h.initialize();
                }
            }
            byte[] s = PmStateCodec.write(w);
            h0.add(w.loop.frame_num, s);
            frames.resimulated(w.loop.frame_num, s);
        }
        frame = w.loop.frame_num;
    }

    private void dropped(ServerLine.Dropped d) {
        if (phase.compareTo(Phase.REWOUND) < 0) {
            doRewind(null);
        }
        GameMove m = rows.take(frame + 4, d.p(), 2, 71);
        if (m == null) {
            stop(d.source(), "the recording has no quit row of dropped player " + d.p() + " at frame " + (frame + 4));
            return;
        }
        w.gameMoves.addGameMove2(m.frame(), m.type(), m.data1(), m.data2());
    }

    /**
     * The server's own input (src/mwPlayer.cpp proc_player_input, add_game_move): its move of this frame, its
     * level-done acknowledgement, or its quit (every remote client becomes an orphan, and all quit 10 frames later).
     * Then the frame's game moves and the move.
     */
    private void doInputAndMove() {
        if (phase.compareTo(Phase.REWOUND) < 0) {
            doRewind(null);
        }
        GameMove mv = rows.take(frame, 0, 5, null);
        if (mv != null) {
            w.gameMoves.addGameMove2(mv.frame(), mv.type(), mv.data1(), mv.data2());
        }
        GameMove ack = rows.take(frame, 0, 8, null);
        if (ack != null) {
            w.gameMoves.addGameMove2(ack.frame(), ack.type(), ack.data1(), ack.data2());
        }
        if (rows.has(frame + 10, 0, 2, GameMoves.QUIT_REASON_SERVER_ENDED_GAME)) {
            for (int c = 1; c < 8; c++) {
                if (w.player.syn[c].control_method == Netgame.CONTROL_NETGAME_REMOTE) {
                    w.player.syn[c].control_method = Netgame.CONTROL_CLIENT_ORPHAN;
                    GameMove q = rows.take(frame + 10, c, 2, GameMoves.QUIT_REASON_SERVER_ENDED_GAME);
                    if (q != null) {
                        w.gameMoves.addGameMove2(q.frame(), q.type(), q.data1(), q.data2());
                    }
                }
            }
            GameMove q = rows.take(frame + 10, 0, 2, GameMoves.QUIT_REASON_SERVER_ENDED_GAME);
            w.gameMoves.addGameMove2(q.frame(), q.type(), q.data1(), q.data2());
        }
        int fills = w.gmInfo.fills;
        w.gameMoves.proc();
        w.loop.moveFrame();
        if (w.gmInfo.fills != fills) {
            statisticsPassDone();
        }
        phase = Phase.MOVED;
    }

    /**
     * After the statistics pass at a level's end (pm.sim.GmInfo): the game's {@code reset_states} cleared every state
     * history and the dirty frame, and the frame counter is where the pass stopped.
     */
    private void statisticsPassDone() {
        for (StateHistory h : hist) {
            h.initialize();
        }
        dirty = -1;
        frame = w.loop.frame_num;
    }

    /** src/mwNetgameServer.cpp server_create_new_state and server_send_dif, then the frame's drawing. */
    private void doCreate() {
        if (phase.compareTo(Phase.MOVED) < 0) {
            doInputAndMove();
        }
        int dst = frame + 1;
        byte[] state = PmStateCodec.write(w);
        byte[] ticked = tickPending() ? stateWithTick() : null;
        dirty = dst;
        hist[0].add(dst, state);
        int[] src = new int[8];
        int[] cmp = new int[8];
        int[] cmpTicked = new int[8];
        java.util.Arrays.fill(src, -1);
        java.util.Arrays.fill(cmp, -1);
        boolean any = false;
        for (int p = 1; p < 8; p++) {
            Psyn s = w.player.syn[p];
            if (s.active != 0 && (s.control_method == Netgame.CONTROL_NETGAME_REMOTE
                    || s.control_method == Netgame.CONTROL_CLIENT_ORPHAN)) {
                hist[p].add(dst, state);
                byte[] base = hist[p].lastAckState();
                int baseFrame = base == null ? 0 : hist[p].lastAckFrame();
                int size = difs.compressedSize(base, state);
                if (ticked != null) {
                    cmpTicked[p] = difs.compressedSize(base, ticked);
                }
                src[p] = baseFrame;
                cmp[p] = size;
                pending.add(new Send(p, baseFrame, dst, size));
                sentFrames.computeIfAbsent(p, k -> new ArrayList<>()).add(dst);
                any = true;
            }
        }
        if (any) {
            sent.put(dst, state, src, cmp);
        }
        if (ticked != null && any) {
            tickDecision = new TickDecision(dst, state, ticked, src, cmp, cmpTicked);
        } else {
            frames.created(dst, state);
        }
        w.draw.drawFrame();
        phase = Phase.CREATED;
    }

    // ----------------------------------------------------------------------------------------------- the 1 Hz tally

    /**
     * A state made while the game's 1 Hz tally of late cdats may have ticked: the tick (src/mwLoop.cpp main_loop,
     * once a second of wall-clock time, between two frames) copies each remote client's late cdats of the last
     * second into {@code syn[p].late_cdats_last_sec}; when it ran is not logged. Both states are kept until the
     * logged dif sizes tell which one the server sent.
     */
    private record TickDecision(int dst, byte[] state, byte[] ticked, int[] src, int[] cmp, int[] cmpTicked) {
    }

    private TickDecision tickDecision;
    private final int[] lateTally = new int[8];

    /** @return whether a tick now would change the state: a remote client has late cdats or a non-zero count */
    private boolean tickPending() {
        for (int p = 1; p < 8; p++) {
            Psyn s = w.player.syn[p];
            if (s.control_method == Netgame.CONTROL_NETGAME_REMOTE
                    && (lateTally[p] != 0 || s.late_cdats_last_sec != 0)) {
                return true;
            }
        }
        return false;
    }

    /** @return the state as it is with the tick applied (the world is left as it was) */
    private byte[] stateWithTick() {
        int[] old = new int[8];
        for (int p = 1; p < 8; p++) {
            Psyn s = w.player.syn[p];
            old[p] = s.late_cdats_last_sec;
            if (s.control_method == Netgame.CONTROL_NETGAME_REMOTE) {
                s.late_cdats_last_sec = lateTally[p];
            }
        }
        byte[] st = PmStateCodec.write(w);
        for (int p = 1; p < 8; p++) {
            w.player.syn[p].late_cdats_last_sec = old[p];
        }
        return st;
    }

    /**
     * Decides from a logged dif whether the tick ran before this frame: the hypothesis whose dif size equals the
     * logged one wins; when both or neither do, the next line of the frame decides, and at the frame's end no tick
     * is taken.
     */
    private void decideTick(ServerLine.DifTx d) {
        TickDecision t = tickDecision;
        if (t == null) {
            return;
        }
        boolean plain = d == null || (t.cmp()[d.p()] == d.cmp());
        boolean ticked = d != null && t.cmpTicked()[d.p()] == d.cmp();
        if (d != null && plain == ticked) {
            return; // no evidence either way yet
        }
        tickDecision = null;
        if (ticked) {
            for (int p = 1; p < 8; p++) {
                Psyn s = w.player.syn[p];
                if (s.control_method == Netgame.CONTROL_NETGAME_REMOTE) {
                    s.late_cdats_last_sec = lateTally[p];
                    lateTally[p] = 0;
                }
            }
            hist[0].add(t.dst(), t.ticked());
            for (int p = 1; p < 8; p++) {
                if (t.src()[p] >= 0) {
                    hist[p].add(t.dst(), t.ticked());
                }
            }
            sent.put(t.dst(), t.ticked(), t.src(), t.cmpTicked());
            for (int i = 0; i < pending.size(); i++) {
                Send s = pending.get(i);
                pending.set(i, new Send(s.p(), s.src(), s.dst(), t.cmpTicked()[s.p()]));
            }
            frames.created(t.dst(), t.ticked());
        } else {
            frames.created(t.dst(), t.state());
        }
    }

    private void difLogged(ServerLine.DifTx d) {
        if (phase.compareTo(Phase.CREATED) < 0) {
            doCreate();
        }
        decideTick(d);
        Send s = null;
        for (Send x : pending) {
            if (x.p() == d.p()) {
                s = x;
                break;
            }
        }
        String logged = "[s:" + d.src() + " d:" + d.dst() + "] cmp:" + d.cmp();
        if (s == null) {
            proof.check(Kind.DIF, false, new Mismatch(logName, d.source().line(), frame, "dif to p" + d.p(), logged,
                    "the rebuilt server sends no dif to p" + d.p() + " at frame " + frame));
            return;
        }
        pending.remove(s);
        String rebuilt = "[s:" + s.src() + " d:" + s.dst() + "] cmp:" + s.cmp();
        proof.check(Kind.DIF, logged.equals(rebuilt), new Mismatch(logName, d.source().line(), frame,
                "dif to p" + d.p(), logged, rebuilt));
    }

    private void saveLogged() {
        if (phase.compareTo(Phase.CREATED) < 0) {
            doCreate();
        }
    }

    /**
     * A client joins (src/mwNetgameServer.cpp server_proc_cjon_packet): a fresh player with the name and colour of
     * its player-active row, the level as its last touched gate, an empty state history, the row entered at the
     * current frame and applied at once. Where it falls in the frame follows its lines: before the frame's packets,
     * after the move, or after the new state was sent.
     */
    private void join(ServerLine.Joined j) {
        if (phase == Phase.CONTROL || phase == Phase.REWOUND) {
            if (phase == Phase.CONTROL) {
                doRewind(null);
            }
            doInputAndMove();
        }
        int p = j.p();
        GameMove row = rows.take(frame, p, GameMove.TYPE_ACTIVE_LEGACY, null);
        if (row == null) {
            stop(j.source(), "the recording has no player-active row of player " + p + " at frame " + frame);
            return;
        }
        w.player.initPlayer(p, 1);
        setNameAndColorFrom(p, row);
        w.player.syn[p].overworld_last_touched_gate = w.level.play_level;
        hist[p].initialize();
        w.gameMoves.addGameMove2(row.frame(), row.type(), row.data1(), row.data2());
        int[] pp = new int[1];
        int[] c = new int[1];
        byte[] name = new byte[9];
        w.miscFnx.gmaToVal(row.type(), row.data1(), row.data2(), pp, c, name);
        w.gameMoves.procGameMovePlayerActive(p, j.color());
        proof.check(Kind.MOVE, c[0] == j.color(), new Mismatch(logName, j.source().line(), frame,
                "colour of joining p" + p, String.valueOf(j.color()), String.valueOf(c[0])));
    }

    // ------------------------------------------------------------------------------------------------------ failure

    /** The log says something the rebuild contradicts: a mismatch, and the rest is unchecked. */
    private void stop(LogLine at, String why) {
        broken = true;
        brokenWhy = why + " (" + at.where() + ", frame " + at.frame() + ")";
        contradiction = true;
        proof.check(Kind.MOVE, false, new Mismatch(logName, at.line(), at.frame(), "the server's rebuild", "to go on",
                "stopped: " + why));
    }

    /** What the rebuild needs is not in the folder (a recording): no mismatch, the rest is unchecked. */
    private void stopUnchecked(LogLine at, String why) {
        broken = true;
        brokenWhy = why + " (" + at.where() + ", frame " + at.frame() + ")";
    }

    /** @return whether the rebuild stopped on a contradiction (not on missing data) */
    public boolean contradicted() {
        return contradiction;
    }

    private void uncheckedAfterBreak(ServerLine line) {
        String why = brokenWhy != null ? "the rebuild stopped: " + brokenWhy
                : "the server log has no level start before this line";
        if (line instanceof ServerLine.DifTx) {
            proof.unchecked("tx stdf lines", 1, why);
        } else if (line instanceof ServerLine.Rewind) {
            proof.unchecked("stdf rewind lines", 1, why);
        } else if (line instanceof ServerLine.CdatRx c && c.outcome() == ServerLine.CdatRx.Outcome.ENTERED) {
            proof.unchecked("rx cdat lines", 1, why);
        }
    }

    /** @return the live world (tests and the viewer's inspector read it; do not change it) */
    public PmWorld world() {
        return w;
    }

    /** @return a copy of the server's state now */
    public byte[] state() {
        return PmStateCodec.write(w);
    }
}

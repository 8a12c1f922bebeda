package org.netreplay.pmnet.client;

import java.util.HashMap;
import java.util.Map;

import org.netreplay.pm.sim.LevelLibrary;
import org.netreplay.pm.sim.Netgame;
import org.netreplay.pm.sim.PmWorld;
import org.netreplay.pm.sim.Ploc;
import org.netreplay.pm.sim.Psyn;
import org.netreplay.pm.state.PmStateCodec;
import org.netreplay.pmnet.logs.ClientLine;
import org.netreplay.pmnet.logs.LogLine;
import org.netreplay.pmnet.netcode.StateHistory;
import org.netreplay.pmnet.proof.Mismatch;
import org.netreplay.pmnet.proof.PeerProof;
import org.netreplay.pmnet.proof.PeerProof.Kind;
import org.netreplay.pmnet.server.SentStates;

/**
 * One real client, re-run from its own log and the states the rebuilt server sent it: each dif it applied (which
 * gives it the server's state of that frame exactly), its re-simulation of the frames it was ahead with its own
 * moves, its jumps, its own moves each frame, and between difs its prediction of every player with the controls it
 * had. Before and after each dif it notes every player's position, as the game does, and computes the corrections
 * {@code lcor} (its own player) and {@code rcor} (the remote player corrected most), which its next stak carries to
 * the server's status CSV.
 *
 * <p>A client frame, as src/mwLoop.cpp main_loop runs it: {@code frame_num++}, the animation step, client control
 * (apply the newest complete dif), the client's own input (a changed move is entered, sent as a cdat and applied to
 * its controls at once), the frame's game moves, the move, the drawing. The log gives the frames: each line names
 * its frame, and a dif-applied line the frame the client was in before it applied the dif.
 *
 * <p>Not thread-safe.
 *
 * @upstream src/mwNetgameClient.cpp#client_apply_dif
 * @upstream src/mwNetgameClient.cpp#client_send_stak_packet
 * @upstream src/mwPlayer.cpp#proc_player_input
 * @upstream src/mwLoop.cpp#loop_frame
 */
public final class ClientReplay {
    /**
     * What a stak carried to the server: the corrections of the dif before it ({@code correction}: its index in
     * {@link #applies()}, -1 before any), and its own dif's rewind.
     */
    public record StakValues(float lcor, float rcor, int rewind, int correction) {
    }

    /**
     * A dif this client applied and the corrections it made.
     *
     * @param frame the client's frame after the dif (and its re-simulation or jump)
     * @param src   the dif's base frame
     * @param dst   the dif's frame
     * @param ff    {@code loc[p].rewind}: frames re-simulated, negative when it jumped ahead
     * @param lcor  own correction, px
     * @param rcor  largest remote correction, px
     */
    public record Applied(int frame, int src, int dst, int ff, float lcor, float rcor) {
    }

    /** Where the states the server sent come from: the caller runs the server on until it has sent {@code dst}. */
    public interface SentSource {
        /** @return what the server sent at {@code dst}, or null if it never did */
        SentStates.Sent sent(int dst);
    }

    private enum Iteration { WAITING, CONTROL, INPUT, DONE }

    private final PmWorld w = new PmWorld();
    private final PeerProof proof;
    private final SentSource source;
    private final ClientFrames frames;
    private final boolean keepStates;
    private final String logName;
    private final StateHistory hist = new StateHistory();
    private final Map<Long, StakValues> stakValues = new HashMap<>();
    private final Map<Long, Integer> receivedBytes = new HashMap<>();

    private int p = -1;
    private int cur;
    private Iteration it = Iteration.WAITING;
    private boolean started;
    private boolean quit;
    private boolean quitting;
    private boolean betweenLevels;
    private boolean broken;
    private String brokenWhy;
    private float lcor;
    private float rcor;
    private long pendingStak = Long.MIN_VALUE;
    private StakValues pendingValues;
    private int lastApplied = -1;
    private final java.util.List<Applied> applies = new java.util.ArrayList<>();
    private int lastLineFrame;
    private String fromServerLog;

    /**
     * @param levels  where the level files are
     * @param proof   where this client's comparisons go
     * @param source  the rebuilt server's sent states
     * @param frames  where this client's states go, for the viewer (may be a no-op)
     * @param logName the client log's name within the session folder, for messages
     */
    public ClientReplay(LevelLibrary levels, PeerProof proof, SentSource source, ClientFrames frames, String logName) {
        this.proof = proof;
        this.source = source;
        this.frames = frames;
        this.keepStates = frames != ClientFrames.NONE;
        this.logName = logName;
        w.levels = levels;
        w.loop.play_mode_active = false;
        w.netgame.ima_client = true;
    }

    /**
     * Marks this client as read from the server's side ({@link org.netreplay.pmnet.logs.ServerSideClientLines}):
     * the base and size of each dif it applied are then the server's own, not compared.
     *
     * @param why the reason the unchecked entries give
     */
    public void readFromServerLog(String why) {
        this.fromServerLog = why;
    }

    /** @return the reason this client is read from the server's side, or null when it is read from its own log */
    public String fromServerLog() {
        return fromServerLog;
    }

    /** @return the client's player number, or -1 before its join line */
    public int player() {
        return p;
    }

    /** @return the frame the client is in */
    public int frame() {
        return cur;
    }

    /** @return the newest dif frame applied, or -1 */
    public int lastApplied() {
        return lastApplied;
    }

    /** @return whether the client left the game (its menu key, or its server quit) */
    public boolean quit() {
        return quit;
    }

    /** @return the frame of the last line read */
    public int lastLineFrame() {
        return lastLineFrame;
    }

    /** @return whether the client has left the game loop (it quit), or its rebuild stopped */
    public boolean done() {
        return quit || broken;
    }

    /** @return why the rebuild stopped, or null */
    public String brokenWhy() {
        return brokenWhy;
    }

    /**
     * @param ack the acknowledged frame of a stak this client sent
     * @param cur the client frame it gave
     * @return what that stak carried, or null when the log has no such stak
     */
    public StakValues stak(int ack, int cur) {
        return stakValues.get(key(ack, cur));
    }

    /** @return every dif this client applied, in order (an index is what {@link StakValues#correction} names) */
    public java.util.List<Applied> applies() {
        return applies;
    }

    /** @return the frame a line belongs to: a dif-applied line's frame before the dif, else the line's frame */
    public static int iterationOf(ClientLine line) {
        if (line instanceof ClientLine.DifApplied a) {
            return a.at();
        }
        return line.source().frame();
    }

    /** Takes the next line of the client's log. */
    public void accept(ClientLine line) {
        lastLineFrame = Math.max(lastLineFrame, line.source().frame());
        if (broken || quit) {
            if (line instanceof ClientLine.DifApplied) {
                proof.unchecked("applied difs", 1, broken ? "the rebuild stopped: " + brokenWhy
                        : "after the client quit");
            }
            return;
        }
        if (line instanceof ClientLine.JoinAccepted j) {
            p = j.p();
            Psyn s = w.player.syn[p];
            w.player.active_local_player = p;
            s.active = 1;
            s.control_method = Netgame.CONTROL_CLIENT_LOCAL;
            s.color = j.color();
            return;
        }
        if (line instanceof ClientLine.LevelStarted ls) {
            startLevel(ls);
            return;
        }
        if (line instanceof ClientLine.NextLevel n) {
            if (started && it != Iteration.WAITING) {
                advanceTo(n.source().frame());
            }
            nextLevel(n);
            return;
        }
        if (betweenLevels) {
            return;
        }
        if (line instanceof ClientLine.PieceRx piece) {
            long k = key(piece.src(), piece.dst());
            if (piece.seq() == 1) {
                receivedBytes.put(k, 0);
            }
            receivedBytes.merge(k, piece.size(), Integer::sum);
            return;
        }
        if (!started) {
            if (line instanceof ClientLine.DifApplied) {
                proof.unchecked("applied difs", 1, "the client log has no join and level start before them");
            }
            return;
        }
        if (it == Iteration.WAITING) {
            if (line instanceof ClientLine.DifApplied a && a.initial()) {
                apply(a);
                it = Iteration.DONE;
            } else if (line instanceof ClientLine.StakTx s) {
                stakSent(s);
            }
            return;
        }
        int f = iterationOf(line);
        if (f < cur) {
            return;
        }
        advanceTo(f);
        if (line instanceof ClientLine.DifApplied a) {
            if (it != Iteration.CONTROL) {
                stop(a.source(), "a dif applied after the frame's input");
                return;
            }
            apply(a);
        } else if (line instanceof ClientLine.DifRejected r) {
            rejected(r);
        } else if (line instanceof ClientLine.StakTx s) {
            stakSent(s);
        } else if (line instanceof ClientLine.CdatTx c) {
            input(c);
        }
    }

    /** Ends the replay at the last line's frame. */
    public void finish() {
        if (started && !broken && !quit && it != Iteration.WAITING && it != Iteration.DONE) {
            finishIteration();
        }
    }

    /**
     * A level starts: the first after the join (src/mwLoop.cpp load_and_setup_level type 2, then the client waits
     * for its first state), each next one after the server's level-done sequence (type 1, NEXT_LEVEL: the client
     * plays on from frame 0 of the new level at once, predicting, until the new level's first dif arrives). The
     * game-move array and the state history start empty.
     */
    private void startLevel(ClientLine.LevelStarted ls) {
        if (p < 0) {
            stop(ls.source(), "no join before the level start");
            return;
        }
        boolean next = started;
        if (next && !betweenLevels) {
            stop(ls.source(), "level " + ls.level() + " started without a NEXT LEVEL line");
            return;
        }
        w.level.play_level = ls.level();
        w.player.syn[0].level_done_mode = 0;
        if (w.loop.loadAndSetupLevel(ls.level(), next ? 1 : 2) == 0) {
            stop(ls.source(), "level " + ls.level() + " is not in the levels folder");
            return;
        }
        // the level's first rows (a shot config from the client's own configuration, a player-active row for each
        // active player) are at frame 1; only their count matters to the rows the client enters later
        w.gameMoves.initialize();
        w.gameMoves.addGameMove2(1, 9, 0, 0);
        for (int pp = 0; pp < 8; pp++) {
            if (w.player.syn[pp].active != 0) {
                w.gameMoves.addGameMove2(1, 1, pp, w.player.syn[pp].color);
            }
        }
        hist.initialize();
        started = true;
        betweenLevels = false;
        cur = 0;
        w.loop.frame_num = 0;
        it = next ? Iteration.DONE : Iteration.WAITING;
    }

    private void nextLevel(ClientLine.NextLevel n) {
        if (it != Iteration.DONE && it != Iteration.WAITING) {
            finishIteration();
        }
        betweenLevels = true;
    }

    private void advanceTo(int f) {
        while (cur < f && !broken && !quit) {
            if (it != Iteration.DONE) {
                finishIteration();
            }
            if (quit) {
                return;
            }
            cur++;
            w.loop.frame_num = cur;
            w.bitmap.updateAnimation();
            it = Iteration.CONTROL;
        }
    }

    private void finishIteration() {
        int fills = w.gmInfo.fills;
        w.gameMoves.proc();
        w.loop.moveFrame();
        if (w.gmInfo.fills != fills) {
            hist.initialize(); // the statistics pass of a level's end (pm.sim.GmInfo): reset_states
            cur = w.loop.frame_num;
        }
        w.draw.drawFrame();
        it = Iteration.DONE;
        if (keepStates) {
            frames.predicted(cur + 1, PmStateCodec.write(w));
        }
        if (quitting) {
            quit = true;
        }
    }

    /** src/mwNetgameClient.cpp client_apply_dif, from "a valid base has been found" on. */
    private void apply(ClientLine.DifApplied a) {
        SentStates.Sent s = source.sent(a.dst());
        if (s == null || s.cmpByPlayer()[p] < 0) {
            proof.unchecked("applied difs", 1, "the server's log has no dif to p" + p + " for frame " + a.dst());
            stop(a.source(), "the server sent no dif for frame " + a.dst() + " to this client");
            return;
        }
        int src = s.srcByPlayer()[p];
        int base = a.src();
        if (fromServerLog != null) {
            base = src; // the stak names the dif's frame; its base is the one the server sent
        } else {
            Integer got = receivedBytes.remove(key(a.src(), a.dst()));
            String logged = "[" + a.src() + " to " + a.dst() + "]" + (got != null ? " " + got + " bytes" : "");
            String rebuilt = "[" + src + " to " + a.dst() + "]"
                    + (got != null ? " " + s.cmpByPlayer()[p] + " bytes" : "");
            proof.check(Kind.DIF, logged.equals(rebuilt), new Mismatch(logName, a.source().line(), cur,
                    "dif applied (base, destination and received size)", logged, rebuilt));
        }
        if (base != 0 && !hist.has(base)) {
            proof.check(Kind.DIF, false, new Mismatch(logName, a.source().line(), cur, "base of the applied dif",
                    "base " + base + " held", "the rebuilt client does not hold frame " + base));
        }
        int ff = a.initial() ? -a.dst() : cur - a.dst();
        w.player.loc[p].rewind = ff;
        for (int pp = 0; pp < 8; pp++) {
            if (w.player.syn[pp].active != 0) {
                w.player.loc[pp].old_x = w.player.syn[pp].x;
                w.player.loc[pp].old_y = w.player.syn[pp].y;
            }
        }
        byte[] before = a.initial() || !keepStates ? null : PmStateCodec.write(w);
        PmStateCodec.read(w, s.state());
        w.loop.frame_num = a.dst();
        hist.add(a.dst(), s.state());
        lastApplied = a.dst();
        Psyn[] syn = w.player.syn;
        syn[0].control_method = Netgame.CONTROL_NETGAME_REMOTE;
        if (syn[p].control_method == Netgame.CONTROL_NETGAME_REMOTE) {
            syn[p].control_method = Netgame.CONTROL_CLIENT_LOCAL;
        }
        if (syn[p].control_method == Netgame.CONTROL_CLIENT_ORPHAN) {
            quitting = true;
        }
        if (keepStates) {
            frames.applied(cur, a.dst(), before, PmStateCodec.write(w));
        }
        if (ff > 0) {
            int fills = w.gmInfo.fills;
            w.loop.loopFrame(ff);
            if (w.gmInfo.fills != fills) {
                hist.initialize();
            }
        }
        cur = w.loop.frame_num;
        pendingStak = key(a.dst(), w.loop.frame_num);
        pendingValues = new StakValues(lcor, rcor, ff, applies.size() - 1);
        corrections();
        applies.add(new Applied(cur, base, a.dst(), ff, lcor, rcor));
        if (keepStates) {
            frames.corrected(cur, a.dst(), ff, lcor, rcor, PmStateCodec.write(w));
        }
        if (!a.initial()) {
            it = Iteration.INPUT;
        }
    }

    /** The game's correction after a dif: distance of each active player from where it was before, in px. */
    private void corrections() {
        float r = 0;
        for (int pp = 0; pp < 8; pp++) {
            Psyn s = w.player.syn[pp];
            if (s.active == 0) {
                continue;
            }
            Ploc l = w.player.loc[pp];
            float dx = l.old_x - s.x;
            float dy = l.old_y - s.y;
            float c = (float) Math.sqrt((double) dx * (double) dx + (double) dy * (double) dy);
            if (pp == p) {
                lcor = c;
            } else if (c > r) {
                r = c;
            }
        }
        rcor = r;
    }

    private void rejected(ClientLine.DifRejected r) {
        if (r.resentStak() >= 0) {
            int ff = cur - r.dst();
            w.player.loc[p].rewind = ff;
            pendingStak = key(r.resentStak(), cur);
            pendingValues = new StakValues(lcor, rcor, ff, applies.size() - 1);
        }
    }

    private void stakSent(ClientLine.StakTx s) {
        long k = key(s.ack(), s.cur());
        if (k != pendingStak) {
            proof.check(Kind.DIF, false, new Mismatch(logName, s.source().line(), s.source().frame(), "stak sent",
                    "ack:[" + s.ack() + "] cur:[" + s.cur() + "]", pendingStak == Long.MIN_VALUE ? "no stak"
                            : "ack:[" + (int) (pendingStak >> 32) + "] cur:[" + (int) pendingStak + "]"));
            return;
        }
        stakValues.put(k, pendingValues);
        pendingStak = Long.MIN_VALUE;
    }

    /** src/mwPlayer.cpp proc_player_input for a client: a changed move is entered, sent and applied at once. */
    private void input(ClientLine.CdatTx c) {
        int was = w.player.compMoveFromPlayersCurrentControls(p);
        proof.check(Kind.MOVE, was != c.move(), new Mismatch(logName, c.source().line(), cur,
                "the client's own move (sent only when its controls change)", "move " + c.move(),
                "its controls were already " + was));
        w.gameMoves.addGameMove(cur, 5, p, c.move());
        w.player.setControlsFromCompMove(p, c.move());
        if (w.player.syn[p].menu != 0) {
            quitting = true;
        }
        it = Iteration.INPUT;
    }

    private void stop(LogLine at, String why) {
        broken = true;
        brokenWhy = why + " (" + at.where() + ", frame " + at.frame() + ")";
        proof.check(Kind.DIF, false, new Mismatch(logName, at.line(), at.frame(), "the client's rebuild", "to go on",
                "stopped: " + why));
    }

    private static long key(int a, int b) {
        return ((long) a << 32) | (b & 0xffffffffL);
    }

    /** @return the live world (do not change it) */
    public PmWorld world() {
        return w;
    }
}

package org.netreplay.pmnet.logs;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.IntFunction;

import org.netreplay.pm.sim.GameMoves;
import org.netreplay.replay.GameMove;

/**
 * What a client whose own log is not in the session folder did, read from the server's side: its join (the
 * server's join box), each dif it applied and the frame it was in (each stak it sent: {@code ack} the dif's frame,
 * {@code cur} its frame after the dif, so {@code cur - ack} frames re-simulated), each stak it sent again after a
 * dif it did not apply (the same {@code ack}, a later {@code cur}), and its own moves (each cdat the server entered:
 * the frame the client made it in, its value from the server's recording). A stak with {@code ack == cur} is a dif
 * applied in its own frame or a jump ahead; the status row that shows that stak tells which ({@code rwnd < 0}: it
 * jumped that many frames).
 *
 * <p>Lines are made in the client's order (per frame: the dif, its stak, then the client's own move) with the
 * server log's line as their source, so a mismatch names the server's line. A cdat the server entered as the
 * client's quit (its menu key) is the client's menu key. The stream ends, with {@link #endWhy}, where the server's
 * files stop telling what the client did: a cdat the server dropped as late or entered as a level-done
 * acknowledgement, a stak older than the last, the server dropping the client, the next level.
 *
 * @upstream src/mwNetgameClient.cpp#client_send_stak_packet
 * @upstream src/mwNetgameServer.cpp#server_proc_stak_packet
 * @upstream src/mwNetgameServer.cpp#server_proc_cdat_packet
 */
public final class ServerSideClientLines implements ClientLines {
    private final List<ClientLine> lines = new ArrayList<>();
    private int next;
    private String endWhy;

    /** One of the server's lines about this client, with the level it was in. */
    private record Seen(ServerLine line, int level) {
    }

    /** A line of the client's rebuild and where it sorts: the client's frame, then dif, stak, move. */
    private record Made(int frame, int order, long seq, ClientLine line) {
    }

    private ServerSideClientLines() {
    }

    /**
     * Reads the server's log for one client.
     *
     * @param serverLogs  the server's log files in order
     * @param p           the client's player number (1..7)
     * @param recordingOf per level, the server's recording used for it (null when there is none)
     * @param statusRows  the server's status rows of player {@code p} in file order (may be empty)
     * @return the client's lines, possibly none (no join of {@code p} in the log)
     * @throws IOException if a log cannot be read
     */
    public static ServerSideClientLines read(List<Path> serverLogs, int p, IntFunction<List<GameMove>> recordingOf,
                                             List<StatusRow> statusRows) throws IOException {
        List<Seen> seen = new ArrayList<>();
        try (ServerLog log = ServerLog.open(serverLogs)) {
            int level = -1;
            ServerLine l;
            while ((l = log.next()) != null) {
                if (l instanceof ServerLine.LevelStarted ls) {
                    level = ls.level();
                } else if (l instanceof ServerLine.NextLevel
                        || l instanceof ServerLine.Joined j && j.p() == p
                        || l instanceof ServerLine.StakRx s && s.p() == p
                        || l instanceof ServerLine.CdatRx c && c.p() == p
                        || l instanceof ServerLine.Dropped d && d.p() == p) {
                    seen.add(new Seen(l, level));
                }
            }
        }
        ServerSideClientLines out = new ServerSideClientLines();
        out.make(seen, p, recordingOf, statusRows);
        return out;
    }

    private void make(List<Seen> seen, int p, IntFunction<List<GameMove>> recordingOf, List<StatusRow> rows) {
        List<Made> made = new ArrayList<>();
        long seq = 0;
        boolean joined = false;
        int lastAck = -1;
        int lastCur = -1;
        int movesLevel = -1;
        java.util.TreeMap<Integer, GameMove> moves = null;
        for (int i = 0; i < seen.size() && endWhy == null; i++) {
            ServerLine l = seen.get(i).line();
            int level = seen.get(i).level();
            LogLine src = l.source();
            if (l instanceof ServerLine.Joined j) {
                if (joined) {
                    end(src, "client " + p + " joined a second time");
                    break;
                }
                joined = true;
                LogLine at0 = at(src, p, 0);
                made.add(new Made(0, 0, seq++, new ClientLine.JoinAccepted(at0, p, j.color(), level)));
                made.add(new Made(0, 1, seq++, new ClientLine.LevelStarted(at0, level)));
                continue;
            }
            if (!joined) {
                continue; // lines of an earlier stay of this player number
            }
            if (l instanceof ServerLine.NextLevel) {
                end(src, "the level ended (the next level of a client without its log is not rebuilt)");
            } else if (l instanceof ServerLine.Dropped) {
                end(src, "the server dropped the client");
            } else if (l instanceof ServerLine.StakRx s) {
                if (!s.accepted()) {
                    continue;
                }
                if (lastAck < 0) {
                    ClientLine.DifApplied a = new ClientLine.DifApplied(at(src, p, s.cur()), 0, s.ack(), 0, 0, true);
                    made.add(new Made(s.cur(), 0, seq++, a));
                } else if (s.ack() > lastAck && s.cur() >= s.ack()) {
                    int rewound = s.cur() - s.ack();
                    int jumped = rewound == 0 ? jumpOf(rows, src.frame(), nextStakFrame(seen, i, p)) : 0;
                    ClientLine.DifApplied a = new ClientLine.DifApplied(at(src, p, s.cur()), -1, s.ack(), rewound,
                            jumped, false);
                    made.add(new Made(a.at(), 0, seq++, a));
                } else if (s.ack() == lastAck && s.cur() > lastCur) {
                    made.add(new Made(s.cur(), 0, seq++, new ClientLine.DifRejected(at(src, p, s.cur()), -1,
                            s.ack(), "stak sent again (read from the server's log)", s.ack())));
                } else {
                    end(src, "a stak ack:[" + s.ack() + "] cur:[" + s.cur() + "] after ack:[" + lastAck + "] cur:["
                            + lastCur + "] (out of order)");
                    break;
                }
                made.add(new Made(s.cur(), 1, seq++, new ClientLine.StakTx(at(src, p, s.cur()), s.ack(), s.cur())));
                lastAck = s.ack();
                lastCur = s.cur();
            } else if (l instanceof ServerLine.CdatRx c) {
                if (c.outcome() == ServerLine.CdatRx.Outcome.WRONG_SLSN) {
                    continue;
                }
                if (c.outcome() == ServerLine.CdatRx.Outcome.LATE) {
                    end(src, "the server dropped the client's late move for frame " + c.fn()
                            + ": its value is in no file");
                    break;
                }
                if (movesLevel != level) {
                    moves = movesOf(recordingOf.apply(level), p);
                    movesLevel = level;
                }
                GameMove m = moves == null ? null : moves.get(c.fn());
                if (m == null && quits(recordingOf.apply(level), p, c.fn())) {
                    // the client's menu key: the server entered its quit two frames on (add_game_move); what else
                    // the move held is in no file, and the client leaves the game at the end of this frame
                    made.add(new Made(c.fn(), 2, seq++, new ClientLine.CdatTx(at(src, p, c.fn()),
                            GameMoves.PM_COMPMOVE_MENU)));
                    continue;
                }
                if (m == null) {
                    end(src, "the recording has no move of player " + p + " for frame " + c.fn()
                            + " (a level-done acknowledgement or a quit, or no recording of level " + level + ")");
                    break;
                }
                made.add(new Made(c.fn(), 2, seq++, new ClientLine.CdatTx(at(src, p, c.fn()), m.data2())));
            }
        }
        made.sort(Comparator.comparingInt(Made::frame).thenComparingInt(Made::order).thenComparingLong(Made::seq));
        for (Made x : made) {
            lines.add(x.line());
        }
    }

    /** @return the server frame of the stak after the one at {@code i}, or MAX_VALUE */
    private static int nextStakFrame(List<Seen> seen, int i, int p) {
        for (int k = i + 1; k < seen.size(); k++) {
            if (seen.get(k).line() instanceof ServerLine.StakRx s && s.p() == p && s.accepted()) {
                return s.source().frame();
            }
        }
        return Integer.MAX_VALUE;
    }

    /**
     * @return frames jumped by the stak that arrived at server frame {@code from}: minus the rwnd of the first
     *         status row that shows it (written in {@code [from, until)}), 0 when none shows it or it is not negative
     */
    private static int jumpOf(List<StatusRow> rows, int from, int until) {
        int lo = 0;
        int hi = rows.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (rows.get(mid).frame() < from) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        if (lo < rows.size() && rows.get(lo).frame() < until && rows.get(lo).rwnd() < 0) {
            return -rows.get(lo).rwnd();
        }
        return 0;
    }

    /** @return whether the recording has the quit the server enters for a client's menu key at frame {@code fn} */
    private static boolean quits(List<GameMove> recording, int p, int fn) {
        if (recording == null) {
            return false;
        }
        for (GameMove m : recording) {
            if (m.frame() == fn + 2 && m.type() == GameMove.TYPE_INACTIVE && m.data1() == p
                    && m.data2() == GameMoves.QUIT_REASON_CLIENT_ENDED_GAME) {
                return true;
            }
        }
        return false;
    }

    /** @return the recording's move rows of player {@code p} by frame (the first of a frame), or null */
    private static java.util.TreeMap<Integer, GameMove> movesOf(List<GameMove> recording, int p) {
        if (recording == null) {
            return null;
        }
        java.util.TreeMap<Integer, GameMove> byFrame = new java.util.TreeMap<>();
        for (GameMove m : recording) {
            if (m.type() == GameMove.TYPE_MOVE && m.data1() == p) {
                byFrame.putIfAbsent(m.frame(), m);
            }
        }
        return byFrame;
    }

    private void end(LogLine at, String why) {
        endWhy = why + " (" + at.where() + ", server frame " + at.frame() + ")";
    }

    /** @return the server's line as a line of the client at client frame {@code frame} */
    private static LogLine at(LogLine server, int p, int frame) {
        return new LogLine(server.file(), server.line(), server.type(), p, frame, server.text());
    }

    /** @return why the lines stop before the server's log ends, or null when they go to its end */
    public String endWhy() {
        return endWhy;
    }

    /** @return the lines made */
    public int size() {
        return lines.size();
    }

    @Override
    public ClientLine next() {
        return next < lines.size() ? lines.get(next++) : null;
    }

    @Override
    public void close() {
    }
}

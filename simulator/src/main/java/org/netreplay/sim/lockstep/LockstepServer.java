package org.netreplay.sim.lockstep;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.gm.PlayerJoin;

/**
 * The server side of classic deterministic lockstep, as docs/simulator.md §7.1 describes it: the master game-move
 * array, {@code cdat} moves entered when tagged far enough in the future ("c_sync (server)": entered if
 * {@code c_sync > 1}, else {@code c_sync_err++}), the array synced to every client with {@code sdat} from the client's
 * last acknowledged entry ("The server keeps a record of the last acknowledged entry from each client"), {@code sdak}
 * setting that position and {@code server_sync = passcount − client_pc}, and the lock: four good {@code server_sync}
 * values in a row ({@code −2 < server_sync < 4}) enter the client's activation move 10 frames in the future ("How does
 * the chase sync thing work?"). The send rules are those of the game's lockstep-era server ({@code server_send_sdat},
 * history of {@code src/n_server.cpp}) with the design's holdoff: an sdat at once when the (start, count) pair differs
 * from the last one sent to that client, the same range again while unacknowledged only every 4 frames (the design's
 * {@code server_last_sdat_sent_frame} holdoff), at most 100 entries, and one with no entries every
 * 20 frames for timing. A lost sdat is therefore repaired by the next grown range or after 4 frames, which can be too
 * late for a move tagged only {@code control_lead_frames} ahead: classic lockstep over a lossy link can desync, as
 * the game's author found (why the game left lockstep, docs/simulator.md §7.1).
 *
 * <p>Frame order, as the game's loop: {@link #startFrame()} ({@code passcount++}), the received packets
 * ({@link #receiveCdat}, {@link #receiveSdak}), {@link #dropChecks()}, then the moves of the frame
 * ({@link #movesForFrame()}) are simulated, then {@link #sdatsToSend()}.
 *
 * <p>Thread safety: not thread-safe.
 */
public final class LockstepServer {
    /** INACTIVE reason of a client dropped by the server (docs/formats.md §4.2: 71). */
    public static final int REASON_DROPPED = 71;

    private final LockstepSettings settings;
    private final GameMoveArray moves = new GameMoveArray();
    private final ClientSyncState[] clients = new ClientSyncState[8];
    private final int fixedSendRate;
    private int passcount;
    private int heldPlayer = -1;
    private int heldPosition = -1;

    /**
     * @param settings      the lockstep values
     * @param fixedSendRate 0 for the game's send rules; n &gt; 0 to send every client an sdat on every n-th frame
     *                      whatever it holds ({@code SERVER_SEND_RATE} 3 of the tick-sync policy,
     *                      docs/simulator.md §7.3)
     */
    public LockstepServer(LockstepSettings settings, int fixedSendRate) {
        this.settings = Objects.requireNonNull(settings, "settings");
        if (fixedSendRate < 0) {
            throw new IllegalArgumentException("fixedSendRate (" + fixedSendRate + ") must be >= 0");
        }
        this.fixedSendRate = fixedSendRate;
    }

    /** @return the server's frame ({@code passcount}) */
    public int passcount() {
        return passcount;
    }

    /** @return the master game-move array (read it, do not write it) */
    public GameMoveArray moves() {
        return moves;
    }

    /** Starts the next frame: {@code passcount++}. */
    public void startFrame() {
        passcount++;
    }

    /**
     * Enters a move of the server itself (for example the frame-1 SHOT_CONFIG, or the server's own player).
     *
     * @param move the move, for the current frame or later
     * @return its position in the master array
     */
    public int addMove(GameMove move) {
        return moves.append(move);
    }

    /**
     * A client joined (after {@code cjon}/{@code sjon}): it starts syncing, not active ("control_method = 2").
     *
     * @param player 1..7
     * @param colour the colour of its activation move
     * @param name   the name in its activation move (at most 8 characters)
     * @throws IllegalArgumentException if the player number is out of range or already joined
     */
    public void join(int player, int colour, String name) {
        if (player < 1 || player > 7) {
            throw new IllegalArgumentException("lockstep client player (" + player + ") must be 1..7");
        }
        if (clients[player] != null) {
            throw new IllegalArgumentException("lockstep client player " + player + " already joined");
        }
        clients[player] = new ClientSyncState(player, colour, name, passcount);
    }

    /**
     * @param player 1..7
     * @return that client's counters, or null if it never joined
     */
    public ClientSyncState client(int player) {
        return player >= 1 && player <= 7 ? clients[player] : null;
    }

    /**
     * The server's {@code c_sync} (docs/simulator.md §7.1): {@code c_sync = pc − passcount}; the move is entered if
     * {@code c_sync > 1}, else dropped with {@code c_sync_err++} (as if the player had never pressed the key).
     *
     * @param cdat the packet
     * @return what was done
     * @throws IllegalArgumentException if the player never joined
     */
    public CdatResult receiveCdat(Cdat cdat) {
        ClientSyncState c = joined(cdat.player());
        int previous = c.lastReportedCSync;
        int cSync = cdat.passcount() - passcount;
        c.cSync = cSync;
        c.lastReportedCSync = cSync;
        c.cdatsReceived++;
        boolean entered = cSync > 1 && !c.dropped;
        if (entered) {
            moves.append(new GameMove(cdat.passcount(), GameMove.TYPE_MOVE, cdat.player(), cdat.compMove()));
        } else {
            c.cSyncErr++;
        }
        if (cSync < c.cSyncMin) {
            c.cSyncMin = cSync;
        }
        return new CdatResult(cdat.player(), cdat.passcount(), cdat.compMove(), cSync, previous, entered,
                moves.size());
    }

    /**
     * The server's {@code server_sync} (docs/simulator.md §7.1): sets the acknowledged position,
     * {@code server_sync = passcount − client_pc}, counts good values ({@code −2 < server_sync < 4}) or resets the
     * count, and on the {@code syncGoodToLock}-th good value of a client not yet active enters its activation move
     * {@code activationLeadFrames} ahead (docs/formats.md §4.2 ACTIVE with name).
     *
     * @param sdak the packet
     * @return what was done
     * @throws IllegalArgumentException if the player never joined
     */
    public SdakResult receiveSdak(Sdak sdak) {
        ClientSyncState c = joined(sdak.player());
        c.gameMoveEntryPos = sdak.newEntryPos();
        c.serverSync = passcount - sdak.passcount();
        c.lastSdakRxFrame = passcount;
        c.lastClientPasscount = Math.max(c.lastClientPasscount, sdak.passcount());
        int shift = settings.lockWindowShift();
        if (c.serverSync < 4 + shift && c.serverSync > -2 + shift) {
            c.syncGoodFrames++;
        } else {
            c.syncGoodFrames = 0;
        }
        List<GameMove> activation = List.of();
        if (c.syncGoodFrames == settings.syncGoodToLock() && c.activationFrame < 0 && !c.dropped) {
            c.activationFrame = passcount + settings.activationLeadFrames();
            GameMove active = new PlayerJoin(c.activationFrame, c.player, c.colour, c.name).toMove();
            moves.append(active);
            activation = List.of(active);
        }
        return new SdakResult(c.player, sdak.passcount(), sdak.newEntryPos(), c.serverSync, c.syncGoodFrames,
                activation);
    }

    /**
     * The design's drop rules (docs/simulator.md §7.1: more than 100 frames behind, or 100 frames without an
     * {@code sdak}): enters INACTIVE (reason 71)
     * 4 frames ahead, once per client.
     *
     * @return the INACTIVE moves entered this frame, in player order
     */
    public List<GameMove> dropChecks() {
        List<GameMove> out = new ArrayList<>();
        for (ClientSyncState c : clients) {
            if (c == null || c.dropped) {
                continue;
            }
            boolean lagging = c.activationFrame >= 0 && c.serverSync > settings.dropLagFrames();
            boolean silent = passcount - c.lastSdakRxFrame > settings.dropAckFrames();
            if (lagging || silent) {
                c.dropped = true;
                GameMove inactive = new GameMove(passcount + 4, GameMove.TYPE_INACTIVE, c.player, REASON_DROPPED);
                moves.append(inactive);
                out.add(inactive);
            }
        }
        return out;
    }

    /** @return the moves the server applies on its current frame, in array order */
    public List<GameMove> movesForFrame() {
        return moves.movesAt(passcount);
    }

    /**
     * Fault {@code late-move} (docs/simulator.md §7.4; the client's {@code c_sync} of docs/simulator.md §7.1: a move
     * entered on the server that reaches a client after that client passed its frame): the entry at {@code position}
     * and all after it are kept out of the sdats to {@code player} until that client's sdak reports a passcount at or
     * past the entry's frame.
     *
     * @param player   the client that gets the move too late
     * @param position the master-array position of the move
     */
    public void holdEntryUntilPassed(int player, int position) {
        joined(player);
        this.heldPlayer = player;
        this.heldPosition = position;
    }

    /** @return whether a {@link #holdEntryUntilPassed} hold is still in force */
    public boolean holding() {
        return heldPlayer >= 0;
    }

    /**
     * The sdats of this frame, in player order (docs/simulator.md §7.1: from the client's acknowledged entry to the
     * newest one, in one packet).
     *
     * @return the packets to send
     */
    public List<OutgoingSdat> sdatsToSend() {
        List<OutgoingSdat> out = new ArrayList<>();
        for (ClientSyncState c : clients) {
            if (c == null || c.dropped) {
                continue;
            }
            int end = moves.size();
            if (c.player == heldPlayer) {
                int heldFrame = moves.get(heldPosition).frame();
                if (c.lastClientPasscount >= heldFrame) {
                    heldPlayer = -1;
                } else {
                    end = Math.min(end, heldPosition);
                }
            }
            int start = c.gameMoveEntryPos;
            int count = Math.max(0, Math.min(settings.maxEntriesPerSdat(), end - start));
            if (fixedSendRate > 0) {
                if (passcount % fixedSendRate == 0) {
                    out.add(send(c, start, count, count == 0));
                }
                continue;
            }
            boolean changed = start != c.lastSdatSentStart || count != c.lastSdatSentCount;
            boolean resend = passcount >= c.lastSdatSentFrame + settings.resendHoldoff();
            if (count > 0 && (changed || resend)) {
                c.lastSdatSentStart = start;
                c.lastSdatSentCount = count;
                out.add(send(c, start, count, false));
            } else if (passcount >= c.lastSdatSentFrame + settings.syncOnlyInterval()) {
                out.add(send(c, start, 0, true));
            }
        }
        return out;
    }

    private OutgoingSdat send(ClientSyncState c, int start, int count, boolean syncOnly) {
        c.lastSdatSentFrame = passcount;
        return new OutgoingSdat(c.player, new Sdat(passcount, start, moves.range(start, start + count)), syncOnly);
    }

    private ClientSyncState joined(int player) {
        ClientSyncState c = client(player);
        if (c == null) {
            throw new IllegalArgumentException("lockstep packet from player " + player + ", who never joined");
        }
        return c;
    }
}

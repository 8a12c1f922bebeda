package org.netreplay.sim.lockstep;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.netreplay.replay.GameMove;

/**
 * The client side of classic deterministic lockstep (docs/simulator.md §7.1): a control change goes to the server as a
 * {@code cdat} tagged {@code control_lead_frames} ahead and is NOT applied locally ("the client moves by reading the
 * game move from its locally synced game_move array"); each {@code sdat} writes its entries into the local array,
 * measures {@code c_sync} per entry ({@code g0 − passcount}, negative = the move's frame already passed: the client is
 * out of sync from then on), measures {@code server_sync = last_sdat_fpc − passcount}, sets the chase
 * rate {@code fps + server_sync − server_lead_frames} (at least 4; the client's {@code server_sync} and
 * {@code server_lead_frames}, the lag the client keeps behind the server, docs/simulator.md §7.1) and answers with an
 * {@code sdak}.
 *
 * <p>Frame order, as the game's loop: {@link #startFrame()} ({@code passcount++}), the received sdats
 * ({@link #receiveSdat}), the local controls ({@link #controls}), then the frame's moves ({@link #movesForFrame()})
 * are simulated.
 *
 * <p>Thread safety: not thread-safe.
 */
public final class LockstepClient {
    private final LockstepSettings settings;
    private final int player;
    private final GameMoveArray moves = new GameMoveArray();
    private int passcount;
    private int oldCompMove;
    private int chaseFps;
    private int serverSync;
    private int cSync;
    private int cSyncErr;
    private EntryReceipt firstLate;
    private int firstLateAt;
    private int cSyncMin = Integer.MAX_VALUE;
    private int lastSdatPasscount = -1;

    /**
     * @param settings the lockstep values
     * @param player   this client's player number, 1..7
     */
    public LockstepClient(LockstepSettings settings, int player) {
        this.settings = Objects.requireNonNull(settings, "settings");
        if (player < 1 || player > 7) {
            throw new IllegalArgumentException("lockstep client player (" + player + ") must be 1..7");
        }
        this.player = player;
        this.chaseFps = settings.framesPerSecond();
    }

    /** @return this client's player number */
    public int player() {
        return player;
    }

    /** @return the client's frame ({@code passcount}) */
    public int passcount() {
        return passcount;
    }

    /** @return the passcount timer rate in fps (starts at the game's rate) */
    public int chaseFps() {
        return chaseFps;
    }

    /** @return the last {@code server_sync} measured on an sdat, frames */
    public int serverSync() {
        return serverSync;
    }

    /** @return the last {@code c_sync} of an entered move, frames */
    public int cSync() {
        return cSync;
    }

    /** @return the first move entered for a frame already simulated, or null */
    public EntryReceipt firstLate() {
        return firstLate;
    }

    /** @return the client's passcount when {@link #firstLate()} was entered */
    public int firstLateAt() {
        return firstLateAt;
    }

    /** @return moves entered for a frame already simulated ({@code c_sync_err}) */
    public int cSyncErr() {
        return cSyncErr;
    }

    /** @return the smallest {@code c_sync} seen, or {@link Integer#MAX_VALUE} before any */
    public int cSyncMin() {
        return cSyncMin;
    }

    /** @return the server passcount of the last sdat, or −1 before the first */
    public int lastSdatPasscount() {
        return lastSdatPasscount;
    }

    /** @return the local copy of the game-move array */
    public GameMoveArray moves() {
        return moves;
    }

    /** Starts the next frame: {@code passcount++}. */
    public void startFrame() {
        passcount++;
    }

    /**
     * Reads one sdat (the client's {@code server_sync} and {@code c_sync}, docs/simulator.md §7.1). Entries are entered
     * only when the sdat reaches past the client's array ("only enter if they are newer", the game's lockstep-era
     * client); the sdak acknowledges the client's array size.
     *
     * @param sdat the packet
     * @return what was done, with the sdak to send
     */
    public SdatReceipt receiveSdat(Sdat sdat) {
        lastSdatPasscount = sdat.passcount();
        serverSync = sdat.passcount() - passcount;
        chaseFps = Math.max(settings.minChaseFps(),
                settings.framesPerSecond() + serverSync - settings.serverLeadFrames());
        List<EntryReceipt> receipts = new ArrayList<>();
        boolean newer = sdat.endEntry() > moves.size();
        if (newer && sdat.startEntry() <= moves.size()) {
            for (int i = 0; i < sdat.count(); i++) {
                int position = sdat.startEntry() + i;
                GameMove move = sdat.entries().get(i);
                boolean entered = moves.put(position, move);
                int lead = move.frame() - passcount;
                if (entered) {
                    cSync = lead;
                    if (lead < 0) {
                        cSyncErr++;
                        if (firstLate == null) {
                            firstLate = new EntryReceipt(position, move, true, lead);
                            firstLateAt = passcount;
                        }
                    }
                    if (lead < cSyncMin) {
                        cSyncMin = lead;
                    }
                }
                receipts.add(new EntryReceipt(position, move, entered, lead));
            }
        }
        Sdak reply = new Sdak(passcount, player, moves.size());
        return new SdatReceipt(sdat, serverSync, chaseFps, receipts, newer && !receipts.isEmpty(), reply);
    }

    /**
     * The local controls of this frame ({@code control_lead_frames}, docs/simulator.md §7.1): when they differ from the
     * last ones sent, a cdat tagged {@code passcount + control_lead_frames}.
     *
     * @param compMove this frame's comp_move bits
     * @return the cdat to send, or empty when the controls did not change
     */
    public Optional<Cdat> controls(int compMove) {
        if (compMove == oldCompMove) {
            return Optional.empty();
        }
        oldCompMove = compMove;
        return Optional.of(new Cdat(passcount + settings.controlLeadFrames(), player, compMove));
    }

    /** @return the moves of the client's current frame from its local array, in array order */
    public List<GameMove> movesForFrame() {
        return moves.movesAt(passcount);
    }
}

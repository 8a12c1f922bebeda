package org.netreplay.sim.lockstep;

/**
 * What the lockstep server keeps per client (docs/simulator.md §7.1): the acknowledged entry
 * position, the {@code c_sync}/{@code server_sync} counters and the lock that makes a joining client active.
 *
 * <p>Thread safety: not thread-safe; owned by one {@link LockstepServer}.
 */
public final class ClientSyncState {
    final int player;
    final int colour;
    final String name;
    int gameMoveEntryPos;
    int lastSdatSentStart = -1;
    int lastSdatSentCount = -1;
    int lastSdatSentFrame;
    int cSync;
    int cSyncErr;
    int cSyncMin = Integer.MAX_VALUE;
    int lastReportedCSync;
    int serverSync;
    int syncGoodFrames;
    int activationFrame = -1;
    int lastSdakRxFrame;
    int lastClientPasscount;
    int cdatsReceived;
    boolean dropped;

    ClientSyncState(int player, int colour, String name, int joinFrame) {
        this.player = player;
        this.colour = colour;
        this.name = name;
        this.lastSdakRxFrame = joinFrame;
        this.lastSdatSentFrame = joinFrame;
    }

    /** @return the player number (1..7) */
    public int player() {
        return player;
    }

    /** @return how many master entries the client acknowledged ({@code game_move_entry_pos}) */
    public int gameMoveEntryPos() {
        return gameMoveEntryPos;
    }

    /** @return the last {@code c_sync}: cdat passcount − server passcount, frames */
    public int cSync() {
        return cSync;
    }

    /** @return cdats dropped as late ({@code c_sync_err}) */
    public int cSyncErr() {
        return cSyncErr;
    }

    /** @return the smallest {@code c_sync} seen, or {@link Integer#MAX_VALUE} before the first cdat */
    public int cSyncMin() {
        return cSyncMin;
    }

    /** @return the last {@code server_sync}: server passcount − the client's passcount in its sdak, frames */
    public int serverSync() {
        return serverSync;
    }

    /** @return consecutive sdaks with a good {@code server_sync} */
    public int syncGoodFrames() {
        return syncGoodFrames;
    }

    /** @return the frame of the activation move once locked, or −1 while still syncing */
    public int activationFrame() {
        return activationFrame;
    }

    /** @return whether the server dropped this client */
    public boolean dropped() {
        return dropped;
    }

    /** @return cdat packets received */
    public int cdatsReceived() {
        return cdatsReceived;
    }
}

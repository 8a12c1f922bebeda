package org.netreplay.sim.lockstep;

import java.util.List;
import org.netreplay.replay.GameMove;

/**
 * What the lockstep server did with one {@code sdak} (the server's {@code server_sync}, docs/simulator.md §7.1).
 *
 * @param player          the client
 * @param clientPasscount the client's passcount in the sdak
 * @param newEntryPos     the acknowledged entry position
 * @param serverSync      {@code passcount − client_pc}, frames
 * @param syncGoodFrames  the consecutive good count after this sdak
 * @param activation      the game moves entered because the client just locked (empty otherwise)
 */
public record SdakResult(int player, int clientPasscount, int newEntryPos, int serverSync, int syncGoodFrames,
        List<GameMove> activation) {
    /** Copies the list. */
    public SdakResult {
        activation = List.copyOf(activation);
    }

    /** @return whether this sdak locked the client (activation moves entered) */
    public boolean locked() {
        return !activation.isEmpty();
    }
}

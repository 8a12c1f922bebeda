package org.netreplay.viewer.inspect;

import org.netreplay.replay.spi.StateSchema;

/**
 * The two states the inspector compares at one frame, as the replay page (or a test) hands them over.
 *
 * @param frame        the frame whose END state these are
 * @param schema       the game's state layout
 * @param server       the server side's state ({@code schema.stateSize()} bytes), or null when not known yet
 * @param client       the client side's state, or null when there is nothing to compare
 * @param serverLabel  e.g. {@code server · authoritative} or {@code replayed}
 * @param clientLabel  e.g. {@code client 2 · confirmed}, or "" without a client
 * @param whyNoClient  when {@code client} is null: the sentence that says why (shown instead of the client column)
 */
public record InspectedFrame(int frame, StateSchema schema, byte[] server, byte[] client, String serverLabel,
                             String clientLabel, String whyNoClient) {
    /** @return true when both sides are there to compare */
    public boolean comparable() {
        return server != null && client != null;
    }
}

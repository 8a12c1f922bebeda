package org.netreplay.viewer.replay;

/**
 * One side's game state at a frame, as a {@link FrameSource} hands it out.
 *
 * @param frame the frame (the state at the END of it, as the type-60 checksum lines count)
 * @param state the state's bytes (a copy the receiver owns; the schema's {@code stateSize} long)
 * @param label how the state is known: {@code replayed} (re-simulated here from a {@code .gm}),
 *              {@code authoritative}, {@code confirmed}, {@code predicted} or {@code resimulated} (a peer's own
 *              states file and its type-60 lines, docs/peer-states.md)
 */
public record SideState(int frame, byte[] state, String label) {
    /** The label of a state re-simulated by the viewer from a recording. */
    public static final String REPLAYED = "replayed";
}

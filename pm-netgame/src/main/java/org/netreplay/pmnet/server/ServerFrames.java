package org.netreplay.pmnet.server;

/**
 * Receives the rebuilt server's states as they are made: the state saved at the end of each frame (the start of
 * the next, as the game numbers it) and each state a rewind re-simulated. The viewer keeps them; a proof alone does
 * not need them ({@link #NONE}). States are fresh arrays the receiver may keep.
 */
public interface ServerFrames {
    /** Keeps nothing. */
    ServerFrames NONE = new ServerFrames() {
        @Override
        public void created(int frame, byte[] state) {
        }

        @Override
        public void resimulated(int frame, byte[] state) {
        }
    };

    /** The state saved as the start of {@code frame}, when it was first made. */
    void created(int frame, byte[] state);

    /** The state of {@code frame} again, re-simulated by a rewind with moves that arrived late. */
    void resimulated(int frame, byte[] state);
}

package org.netreplay.pmnet.client;

/**
 * Receives a rebuilt client's states as they are made, for the viewer; a proof alone keeps none ({@link #NONE}).
 * States are fresh arrays the receiver may keep. Frames are the client's own frame numbers, which follow the
 * server's.
 */
public interface ClientFrames {
    /** Keeps nothing. */
    ClientFrames NONE = new ClientFrames() {
        @Override
        public void predicted(int frame, byte[] state) {
        }

        @Override
        public void applied(int atFrame, int dst, byte[] before, byte[] after) {
        }

        @Override
        public void corrected(int frame, int dst, int ff, float lcor, float rcor, byte[] state) {
        }
    };

    /** The client's own state at the start of {@code frame}: its prediction, made after its move of frame-1. */
    void predicted(int frame, byte[] state);

    /**
     * A dif applied at the client's frame {@code atFrame}: {@code before} is what it held (null for the first
     * state), {@code after} the server's state of {@code dst} (with the client's control-method fix-ups).
     */
    void applied(int atFrame, int dst, byte[] before, byte[] after);

    /**
     * After a dif and the re-simulation of {@code ff} frames (when positive): the client's state at {@code frame}
     * and the corrections its next stak carries, px.
     */
    void corrected(int frame, int dst, int ff, float lcor, float rcor, byte[] state);
}

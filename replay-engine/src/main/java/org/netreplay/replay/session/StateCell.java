package org.netreplay.replay.session;

import java.util.Objects;
import org.netreplay.replay.history.Frames;

/**
 * One slot of a {@link SyncTestSession}'s ring of saved states (ggrs's {@code GameStateCell}). The caller fills it
 * on a {@link SaveState} request and reads it on a {@link LoadState} request.
 *
 * <p>Thread safety: not thread-safe; used by the thread that drives the session.
 */
public final class StateCell {
    private int frame = Frames.NONE;
    private byte[] state;
    private int checksum;
    private boolean fresh;

    StateCell() {
    }

    /**
     * @param frame    the frame of the state, ≥ 0
     * @param state    the state bytes (kept as given: pass a copy, e.g. {@code saveState()})
     * @param checksum the game's checksum of that state
     * @throws IllegalArgumentException if the frame is negative
     */
    public void save(int frame, byte[] state, int checksum) {
        if (frame < 0) {
            throw new IllegalArgumentException("frame (" + frame + ") must be >= 0");
        }
        this.frame = frame;
        this.state = Objects.requireNonNull(state, "state");
        this.checksum = checksum;
        this.fresh = true;
    }

    /**
     * @return a copy of the saved state
     * @throws IllegalStateException if nothing was saved
     */
    public byte[] load() {
        if (state == null) {
            throw new IllegalStateException("cell is empty: no SaveState was carried out for it");
        }
        return state.clone();
    }

    /** @return the saved frame, or {@link Frames#NONE} */
    public int frame() {
        return frame;
    }

    /** @return the saved checksum */
    public int checksum() {
        return checksum;
    }

    /** @return whether a save happened since the last check, and clears that mark */
    boolean takeFresh() {
        boolean was = fresh;
        fresh = false;
        return was;
    }
}

package org.netreplay.pmnet.netcode;

import org.netreplay.pm.state.PmStateCodec;

/**
 * One of the game's state histories: 8 saved 113,344-byte states with their frame numbers, plus which one a client
 * last acknowledged. A server keeps one for its own rewinds and one per client for the states it sent (the dif
 * bases); a client keeps one for the states it applied. Adding a frame that is held overwrites it, else the slot
 * with the lowest frame (an unused slot first); adding re-checks the acknowledged state, which a slot overwrite can
 * remove.
 *
 * @upstream src/mwStateHistory.cpp#add_state
 * @upstream src/mwStateHistory.cpp#set_ack_state
 * @upstream src/mwStateHistory.cpp#get_last_ack_state
 * @upstream src/mwStateHistory.cpp#_set_newest_and_oldest
 */
public final class StateHistory {
    /** {@code NUM_HISTORY_STATES}. */
    public static final int SIZE = 8;

    private final byte[][] state = new byte[SIZE][];
    private final int[] frame = new int[SIZE];
    private int newestIndex = -1;
    private int oldestIndex = -1;
    private int lastAckIndex = -1;
    private int lastAckFrame = -1;

    /** An empty history ({@code initialize}). */
    public StateHistory() {
        initialize();
    }

    /** src/mwStateHistory.cpp initialize: every slot unused (frame -1), no acknowledged state. */
    public void initialize() {
        for (int i = 0; i < SIZE; i++) {
            frame[i] = -1;
            state[i] = null;
        }
        newestIndex = -1;
        oldestIndex = -1;
        lastAckIndex = -1;
        lastAckFrame = -1;
    }

    /**
     * Saves a copy of {@code s} as the state of {@code f}.
     *
     * @param f the frame (the game saves the end of frame N as the start of N+1)
     * @param s a {@link PmStateCodec#STATE_SIZE}-byte state
     */
    public void add(int f, byte[] s) {
        int idx = indexOf(f);
        if (idx == -1) {
            int min = Integer.MAX_VALUE;
            for (int i = 0; i < SIZE; i++) {
                if (frame[i] < min) {
                    min = frame[i];
                    idx = i;
                }
            }
        }
        if (state[idx] == null) {
            state[idx] = new byte[PmStateCodec.STATE_SIZE];
        }
        System.arraycopy(s, 0, state[idx], 0, PmStateCodec.STATE_SIZE);
        frame[idx] = f;
        setNewestAndOldest();
        if (lastAckFrame > -1) {
            setAck(lastAckFrame);
        }
    }

    private void setNewestAndOldest() {
        int min = Integer.MAX_VALUE;
        int max = Integer.MIN_VALUE;
        int minI = -1;
        int maxI = -1;
        for (int i = 0; i < SIZE; i++) {
            int f = frame[i];
            if (f > -1) {
                if (f < min) {
                    min = f;
                    minI = i;
                }
                if (f > max) {
                    max = f;
                    maxI = i;
                }
            }
        }
        if (minI > -1) {
            oldestIndex = minI;
        }
        if (maxI > -1) {
            newestIndex = maxI;
        }
    }

    /** src/mwStateHistory.cpp set_ack_state: the state of {@code f} is acknowledged, or none if it is not held. */
    public void setAck(int f) {
        int idx = indexOf(f);
        lastAckIndex = idx;
        lastAckFrame = idx > -1 ? f : -1;
    }

    /** @return the slot holding frame {@code f} (the last such slot, as the game searches), or -1 */
    private int indexOf(int f) {
        int idx = -1;
        for (int i = 0; i < SIZE; i++) {
            if (frame[i] == f) {
                idx = i;
            }
        }
        return idx;
    }

    /** @return whether frame {@code f} is held */
    public boolean has(int f) {
        return indexOf(f) > -1;
    }

    /** @return the held state of frame {@code f} (live, do not change), or null */
    public byte[] get(int f) {
        int i = indexOf(f);
        return i < 0 ? null : state[i];
    }

    /** @return the acknowledged frame, or -1 */
    public int lastAckFrame() {
        return lastAckFrame;
    }

    /** @return the acknowledged state (live), or null */
    public byte[] lastAckState() {
        return lastAckIndex < 0 ? null : state[lastAckIndex];
    }

    /** @return the oldest frame held, or -1 */
    public int oldestFrame() {
        return oldestIndex < 0 ? -1 : frame[oldestIndex];
    }

    /** @return the oldest state held (live), or null */
    public byte[] oldestState() {
        return oldestIndex < 0 ? null : state[oldestIndex];
    }

    /** @return the newest frame held, or -1 */
    public int newestFrame() {
        return newestIndex < 0 ? -1 : frame[newestIndex];
    }

    /** @return the newest state held (live), or null */
    public byte[] newestState() {
        return newestIndex < 0 ? null : state[newestIndex];
    }
}

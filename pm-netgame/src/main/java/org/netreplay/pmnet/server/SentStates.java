package org.netreplay.pmnet.server;

import java.util.Map;
import java.util.TreeMap;

/**
 * The states the rebuilt server sent, by frame, until every client has gone past them: what a client applies is
 * exactly what the server sent it (the dif is {@code base - newest} and the client holds the same base). Every client
 * of one frame gets the same state; each got its own dif, whose size is kept per client. Memory is bounded by how far
 * the server runs ahead of the slowest client (the caller {@link #releaseBefore releases} what no client needs).
 */
public final class SentStates {
    /** What was sent at one frame. */
    public record Sent(int dst, byte[] state, int[] srcByPlayer, int[] cmpByPlayer) {
    }

    private final TreeMap<Integer, Sent> byDst = new TreeMap<>();
    private int newest = -1;

    /** Records {@code state} (kept, not copied) as sent at {@code dst} to the players whose cmp is ≥ 0. */
    void put(int dst, byte[] state, int[] srcByPlayer, int[] cmpByPlayer) {
        byDst.put(dst, new Sent(dst, state, srcByPlayer, cmpByPlayer));
        newest = Math.max(newest, dst);
    }

    /** @return what was sent at {@code dst}, or null (never sent, or released) */
    public Sent get(int dst) {
        return byDst.get(dst);
    }

    /** @return the newest frame sent so far, or -1 */
    public int newest() {
        return newest;
    }

    /** Forgets every frame below {@code dst}. */
    public void releaseBefore(int dst) {
        byDst.headMap(dst).clear();
    }

    /** @return frames held */
    public int held() {
        return byDst.size();
    }

    /** @return a read-only view, for tests */
    Map<Integer, Sent> view() {
        return java.util.Collections.unmodifiableMap(byDst);
    }
}

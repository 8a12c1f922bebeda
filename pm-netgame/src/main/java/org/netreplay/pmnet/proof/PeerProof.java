package org.netreplay.pmnet.proof;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What the rebuild compared for one peer and what matched: difs (a server's compressed dif sizes, a client's received
 * dif sizes), corrections (a client's {@code lcor}/{@code rcor} in the server's status rows), rewinds (the server's
 * logged rewinds, a client's logged rewinds), game moves (the server's entry counts). Every logged number of these
 * kinds is either compared or counted in {@link #unchecked()} with its reason. Mutable while the rebuild runs.
 */
public final class PeerProof {
    /** Mismatches kept in full; the count goes on. */
    public static final int MAX_MISMATCHES = 200;

    /** What is counted. */
    public enum Kind { DIF, CORRECTION, REWIND, MOVE }

    private final int peer;
    private final String role;
    private final long[] checked = new long[Kind.values().length];
    private final long[] matched = new long[Kind.values().length];
    private final List<Mismatch> mismatches = new ArrayList<>();
    private final Map<String, long[]> uncheckedCounts = new LinkedHashMap<>();
    private final Map<String, String> uncheckedWhy = new LinkedHashMap<>();
    private long mismatchCount;
    private long uncheckedCount;
    private final java.util.BitSet framesWithData = new java.util.BitSet();
    private final java.util.BitSet framesDiverged = new java.util.BitSet();
    private String rebuiltFromServerLog;

    /**
     * @param peer the player number
     * @param role "server" or "client"
     */
    public PeerProof(int peer, String role) {
        this.peer = peer;
        this.role = role;
    }

    /** Counts one comparison; a mismatch is kept (the first {@value #MAX_MISMATCHES}). */
    public void check(Kind kind, boolean ok, Mismatch ifNot) {
        checked[kind.ordinal()]++;
        if (ifNot.frame() >= 0) {
            framesWithData.set(ifNot.frame());
            if (!ok) {
                framesDiverged.set(ifNot.frame());
            }
        }
        if (ok) {
            matched[kind.ordinal()]++;
        } else {
            mismatchCount++;
            if (mismatches.size() < MAX_MISMATCHES) {
                mismatches.add(ifNot);
            }
        }
    }

    /** Counts {@code n} logged numbers of kind {@code what} that were not compared, for {@code why}. */
    public void unchecked(String what, long n, String why) {
        if (n <= 0) {
            return;
        }
        uncheckedCount += n;
        String key = what + "\u0000" + why;
        uncheckedCounts.computeIfAbsent(key, k -> new long[1])[0] += n;
        uncheckedWhy.put(key, why);
    }

    /**
     * Marks a client rebuilt from the server's side because its own log is not there: its corrections are compared
     * as any client's, but nothing of its own log is (the bases and sizes of the difs it applied, its own moves'
     * timing, its rejects).
     *
     * @param why the reason, for messages
     */
    public void rebuiltFromServerLog(String why) {
        this.rebuiltFromServerLog = why;
    }

    /** @return why this client was rebuilt from the server's log, or null when it was rebuilt from its own */
    public String rebuiltFromServerLog() {
        return rebuiltFromServerLog;
    }

    /** @return the player number */
    public int peer() {
        return peer;
    }

    /** @return "server" or "client" */
    public String role() {
        return role;
    }

    /** @return comparisons of {@code kind} */
    public long checked(Kind kind) {
        return checked[kind.ordinal()];
    }

    /** @return comparisons of {@code kind} that matched */
    public long matched(Kind kind) {
        return matched[kind.ordinal()];
    }

    /** @return the mismatches kept, in the order found */
    public List<Mismatch> mismatches() {
        return List.copyOf(mismatches);
    }

    /** @return all mismatches, counted */
    public long mismatchCount() {
        return mismatchCount;
    }

    /** @return the first mismatch, or null */
    public Mismatch firstMismatch() {
        return mismatches.isEmpty() ? null : mismatches.get(0);
    }

    /** @return what was not compared, in the order first met */
    public List<Unchecked> unchecked() {
        List<Unchecked> out = new ArrayList<>();
        uncheckedCounts.forEach((k, n) -> out.add(new Unchecked(k.substring(0, k.indexOf('\u0000')), n[0],
                uncheckedWhy.get(k))));
        return out;
    }

    /** @return frames with a logged number that was compared (a copy) */
    public java.util.BitSet framesCompared() {
        return (java.util.BitSet) framesWithData.clone();
    }

    /** @return frames with a logged number that the rebuild did not reproduce (a copy) */
    public java.util.BitSet framesDiverged() {
        return (java.util.BitSet) framesDiverged.clone();
    }

    /** @return logged numbers not compared, in all */
    public long uncheckedCount() {
        return uncheckedCount;
    }

    /** @return true when everything compared matched */
    public boolean verified() {
        return mismatchCount == 0;
    }
}

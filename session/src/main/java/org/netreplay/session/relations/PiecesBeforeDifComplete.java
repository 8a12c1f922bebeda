package org.netreplay.session.relations;

import java.util.BitSet;
import java.util.TreeMap;

import org.netreplay.log.LogLine;

/**
 * Types 28 and 27 (client): a dif is complete only when every piece 1..n of {@code [s to d]} has arrived, and every
 * piece received lies where the server cut it: start {@code (k−1)·1400}, at most 1400 bytes
 * ({@code src/mwNetgameClient.cpp#client_proc_stdf_packet}; docs/formats.md §5.4, §2.6, §2.7). Each
 * {@code rx dif complete [s to d]} must follow all n {@code rx stdf piece [k of n] [s to d]} lines.
 */
public final class PiecesBeforeDifComplete implements Relation {
    /** pieces seen per (src, dst), as (src << 32 | dst) */
    private final TreeMap<Long, BitSet> seen = new TreeMap<>();
    private final TreeMap<Long, Integer> counts = new TreeMap<>();
    private static final java.util.regex.Pattern COMPLETE = java.util.regex.Pattern.compile(
            "^rx dif complete \\[(-?\\d+) to (-?\\d+)\\] - (uncompressed|bad uncompress)$");

    @Override
    public String name() {
        return "pieces-before-dif-complete";
    }

    @Override
    public String description() {
        return "types 28/27 (client): rx dif complete [s to d] only after pieces 1..n of [s to d], each at"
                + " st=(k-1)*1400 with sz<=1400 (mwNetgameClient.cpp client_proc_stdf_packet)";
    }

    @Override
    public void accept(LogLine line, Findings findings) {
        if (!line.tagged()) {
            return;
        }
        if (line.typeId() == 28) {
            NetLines.PieceRx p = NetLines.pieceRx(line.text());
            if (p == null) {
                return;
            }
            findings.checked();
            if (p.st() != (p.seq() - 1) * StdfPiecesFromSize.CHUNK || p.sz() > StdfPiecesFromSize.CHUNK
                    || p.sz() < 0 || p.seq() < 1 || p.seq() > p.of()) {
                findings.violation(line.lineNumber(), line.frame(), line.text(), "piece " + p.seq() + " of " + p.of()
                        + " should start at " + (p.seq() - 1) * StdfPiecesFromSize.CHUNK + " with at most 1400 bytes");
            }
            long key = ((long) p.src() << 32) | (p.dst() & 0xFFFF_FFFFL);
            seen.computeIfAbsent(key, k -> new BitSet()).set(p.seq());
            counts.put(key, p.of());
            if (seen.size() > 64) {
                seen.remove(seen.firstKey());
            }
            return;
        }
        if (line.typeId() != 27) {
            return;
        }
        java.util.regex.Matcher m = COMPLETE.matcher(line.text());
        if (!m.matches()) {
            return;
        }
        findings.checked();
        long key = ((long) Integer.parseInt(m.group(1)) << 32) | (Integer.parseInt(m.group(2)) & 0xFFFF_FFFFL);
        BitSet got = seen.get(key);
        Integer n = counts.get(key);
        if (got == null || n == null || got.cardinality() < n || got.nextClearBit(1) <= n) {
            findings.violation(line.lineNumber(), line.frame(), line.text(), "not every piece of [" + m.group(1)
                    + " to " + m.group(2) + "] was received before it" + (n == null ? "" : " (" + n + " pieces)"));
        }
        seen.remove(key);
    }
}

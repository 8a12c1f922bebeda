package org.netreplay.session.relations;

import java.util.Locale;
import java.util.TreeMap;

import org.netreplay.log.LogLine;

/**
 * Types 27 and 28 (server): a dif's piece count and pieces follow from its compressed size. The game sends
 * {@code cmp/1400 + 1} pieces, piece k (1-based) from byte {@code (k−1)·1400}, {@code min(1400, cmp − start)} bytes,
 * logs them right after the {@code tx stdf} line, and prints {@code ratio = cmp·100/113344} to 0.01
 * ({@code src/mwNetgameServer.cpp#server_send_dif}; docs/formats.md §5.4, §2.6, §2.7).
 */
public final class StdfPiecesFromSize implements Relation {
    /** Bytes per piece ({@code PACKET_PAYLOAD_CHUNK_SIZE}). */
    public static final int CHUNK = 1400;
    /** The game's {@code STATE_SIZE}, bytes (docs/formats.md §5.3). */
    public static final int STATE_SIZE = 113_344;

    /** per client p: the dif whose pieces are expected, and the next piece */
    private final TreeMap<Integer, Pending> pending = new TreeMap<>();

    private record Pending(NetLines.StdfTx dif, int next, int line, int frame, String text) {
    }

    @Override
    public String name() {
        return "stdf-pieces-from-size";
    }

    @Override
    public String description() {
        return "types 27/28: packets = cmp/1400+1, piece k at st=(k-1)*1400 with sz=min(1400, cmp-st), ratio ="
                + " cmp*100/113344 (mwNetgameServer.cpp server_send_dif)";
    }

    @Override
    public void accept(LogLine line, Findings findings) {
        if (!line.tagged() || (line.typeId() != 27 && line.typeId() != 28)) {
            return;
        }
        if (line.typeId() == 27) {
            NetLines.StdfTx tx = NetLines.stdfTx(line.text());
            if (tx == null) {
                return;
            }
            close(tx.p(), findings);
            findings.checked();
            int packets = tx.cmp() / CHUNK + 1;
            double ratio = tx.cmp() * 100.0 / STATE_SIZE;
            if (tx.packets() != packets) {
                findings.violation(line.lineNumber(), line.frame(), line.text(), tx.packets()
                        + " packets needed, expected cmp/1400+1 = " + packets);
            }
            if (Math.abs(tx.ratio() - ratio) > 0.00501) {
                findings.violation(line.lineNumber(), line.frame(), line.text(), String.format(Locale.ROOT,
                        "ratio %.2f, expected cmp*100/113344 = %.4f", tx.ratio(), ratio));
            }
            pending.put(tx.p(), new Pending(tx, 1, line.lineNumber(), line.frame(), line.text()));
            return;
        }
        NetLines.PieceTx piece = NetLines.pieceTx(line.text());
        if (piece == null) {
            return;
        }
        findings.checked();
        Pending p = pending.get(piece.p());
        if (p == null) {
            findings.violation(line.lineNumber(), line.frame(), line.text(), "a piece with no tx stdf line before it");
            return;
        }
        NetLines.StdfTx dif = p.dif();
        int st = (piece.seq() - 1) * CHUNK;
        int sz = Math.min(CHUNK, dif.cmp() - st);
        String expected = "piece [" + p.next() + " of " + dif.packets() + "] [" + dif.src() + " to " + dif.dst()
                + "] st:" + st + " sz:" + sz;
        if (piece.seq() != p.next() || piece.of() != dif.packets() || piece.src() != dif.src()
                || piece.dst() != dif.dst() || piece.st() != st || piece.sz() != sz) {
            findings.violation(line.lineNumber(), line.frame(), line.text(), "expected " + expected + " (cmp "
                    + dif.cmp() + ")");
        }
        if (piece.seq() >= dif.packets()) {
            pending.remove(piece.p());
        } else {
            pending.put(piece.p(), new Pending(dif, piece.seq() + 1, p.line(), p.frame(), p.text()));
        }
    }

    private void close(int p, Findings findings) {
        Pending open = pending.remove(p);
        if (open != null) {
            findings.violation(open.line(), open.frame(), open.text(), "pieces " + open.next() + ".."
                    + open.dif().packets() + " were not logged after it");
        }
    }

    @Override
    public void finish(Findings findings) {
        for (Integer p : new java.util.ArrayList<>(pending.keySet())) {
            close(p, findings);
        }
    }
}

package org.netreplay.session.relations;

import org.netreplay.log.LogLine;

/**
 * Types 30 and 33 (client): the first {@code stak} after an applied dif acknowledges it. After applying dif
 * {@code [s to d]} the client re-simulates the ff frames it had rewound and sends {@code stak} with
 * {@code ack = d} and {@code cur} = its frame, {@code d + ff} (d after an exact match, a jump or the initial state);
 * after a dif it could not apply for want of a base it re-sends {@code stak} with the frame it names
 * ({@code src/mwNetgameClient.cpp#client_apply_dif}, {@code src/mwNetgameClient.cpp#client_send_stak_packet};
 * docs/formats.md §5.5, §5.8, §2.8, §2.9).
 */
public final class StakAcksAppliedDif implements Relation {
    private int ack = Integer.MIN_VALUE;
    private int cur;
    private boolean checkCur;
    private LogLine cause;

    @Override
    public String name() {
        return "stak-acks-applied-dif";
    }

    @Override
    public String description() {
        return "types 30/33: the first tx stak after an applied dif [s to d] has ack d and cur d+ff; after"
                + " 'resending stak [n]' it has ack n (mwNetgameClient.cpp client_apply_dif)";
    }

    @Override
    public void accept(LogLine line, Findings findings) {
        if (!line.tagged()) {
            return;
        }
        if (line.typeId() == 30) {
            NetLines.Applied a = NetLines.applied(line.text());
            if (a != null) {
                expect(line, a.dst(), a.dst() + a.ff(), true, findings);
                return;
            }
            Integer resend = NetLines.resend(line.text());
            if (resend != null) {
                expect(line, resend, 0, false, findings);
            }
            return;
        }
        if (line.typeId() != 33 || cause == null) {
            return;
        }
        NetLines.StakTx s = NetLines.stakTx(line.text());
        if (s == null) {
            return;
        }
        findings.checked();
        if (s.ack() != ack || (checkCur && s.cur() != cur)) {
            findings.violation(line.lineNumber(), line.frame(), line.text(), "expected ack:[" + ack + "]"
                    + (checkCur ? " cur:[" + cur + "]" : "") + " after line " + (cause.lineNumber() + 1) + " ("
                    + cause.text() + ")");
        }
        cause = null;
    }

    private void expect(LogLine line, int ack, int cur, boolean checkCur, Findings findings) {
        if (cause != null) {
            findings.checked();
            findings.violation(cause.lineNumber(), cause.frame(), cause.text(), "no tx stak before the next dif"
                    + " line " + (line.lineNumber() + 1));
        }
        this.ack = ack;
        this.cur = cur;
        this.checkCur = checkCur;
        this.cause = line;
    }
}

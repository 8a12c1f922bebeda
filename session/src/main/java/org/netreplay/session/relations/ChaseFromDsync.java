package org.netreplay.session.relations;

import org.netreplay.log.LogLine;

/**
 * Type 37 (client): the chase fps follows from the line's own dsync average and set point. The game computes
 * {@code err = sp − pdsync_avg}, {@code fps_chase = 40 − err·80}, clamped to 10–70 ({@code src/mwNetgameClient.cpp
 * client_timer_adjust}; docs/formats.md §5.7) and prints dsa and off in ms to 0.1 and chs to 0.001 (docs/formats.md §2.12), so
 * {@code chs = clamp(40 − (off − dsa)·0.08, 10, 70)} within {@value #TOLERANCE} fps (0.1 ms of rounding on each input
 * moves chs by 0.008).
 */
public final class ChaseFromDsync implements Relation {
    /** fps: 2 × 0.05 ms × 0.08 fps/ms for the two rounded inputs, plus the output's rounding. */
    public static final double TOLERANCE = 0.0086;

    @Override
    public String name() {
        return "chase-from-dsync";
    }

    @Override
    public String description() {
        return "type 37: chs = clamp(40 - (off - dsa) * 80 / 1000, 10, 70) (mwNetgameClient.cpp client_timer_adjust)";
    }

    @Override
    public void accept(LogLine line, Findings findings) {
        if (line.typeId() != 37 || !line.tagged()) {
            return;
        }
        NetLines.TimerAdjust t = NetLines.timerAdjust(line.text());
        if (t == null) {
            return;
        }
        findings.checked();
        double expected = Math.max(10, Math.min(70, 40 - (t.off() - t.dsa()) * 0.08));
        if (!(Math.abs(t.chs() - expected) <= TOLERANCE)) {
            findings.violation(line.lineNumber(), line.frame(), line.text(), String.format(java.util.Locale.ROOT,
                    "chs %.3f, expected %.3f from dsa %.1f and off %.1f", t.chs(), expected, t.dsa(), t.off()));
        }
    }
}

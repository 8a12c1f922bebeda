package org.netreplay.session.relations;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.netreplay.log.LogLine;

/**
 * Type 23: bandwidth is tallied once a second, on frames that are multiples of 40, and each packet counts at least the
 * 42-byte header estimate the game adds to its size ({@code src/mwNetgame.cpp}, the tally in the per-frame bandwidth
 * counters; docs/formats.md §2.3, §5.1): {@code frame % 40 == 0}, {@code txb ≥ 42·txp}, {@code rxb ≥ 42·rxp}.
 */
public final class BandwidthEverySecond implements Relation {
    /** Bytes the game adds per packet as a header estimate. */
    public static final int HEADER_BYTES = 42;
    private static final Pattern BANDWIDTH = Pattern.compile(
            "^bandwidth txb:\\[(\\d+)\\] rxb:\\[(\\d+)\\] txp:\\[(\\d+)\\] rxp:\\[(\\d+)\\]$");

    @Override
    public String name() {
        return "bandwidth-every-second";
    }

    @Override
    public String description() {
        return "type 23: only on frames % 40 == 0, with txb >= 42*txp and rxb >= 42*rxp (mwNetgame.cpp bandwidth"
                + " tally)";
    }

    @Override
    public void accept(LogLine line, Findings findings) {
        if (line.typeId() != 23 || !line.tagged()) {
            return;
        }
        Matcher m = BANDWIDTH.matcher(line.text());
        if (!m.matches()) {
            return;
        }
        findings.checked();
        long txb = Long.parseLong(m.group(1));
        long rxb = Long.parseLong(m.group(2));
        long txp = Long.parseLong(m.group(3));
        long rxp = Long.parseLong(m.group(4));
        if (line.frame() % 40 != 0) {
            findings.violation(line.lineNumber(), line.frame(), line.text(), "a tally on frame " + line.frame()
                    + ", not a multiple of 40");
        } else if (txb < HEADER_BYTES * txp || rxb < HEADER_BYTES * rxp) {
            findings.violation(line.lineNumber(), line.frame(), line.text(), "fewer than 42 bytes per packet");
        }
    }
}

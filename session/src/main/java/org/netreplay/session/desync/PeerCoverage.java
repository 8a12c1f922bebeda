package org.netreplay.session.desync;

import java.util.List;

/**
 * How much of one peer the analysis really compared (docs/desync.md, "Coverage"). A frame is expected from the
 * peer's first record to the end its log marks (the game's ending stats / shutdown lines), less frames a client
 * jumped over; it has data when a type-60 line or {@code .states} record is there; it is compared when a check
 * compared it (a client's {@code confirmed} checksum against the server's, a re-simulated step against the peer's own
 * logged checksum, the server's final checksum against a straight replay of its moves).
 *
 * @param peer            the peer (0 = server)
 * @param role            {@code server} or {@code client}
 * @param firstFrame      first expected frame (−1 when nothing is known)
 * @param lastFrame       last expected frame (−1 when nothing is known)
 * @param framesExpected  frames expected
 * @param framesWithData  expected frames with a record
 * @param framesCompared  expected frames compared
 * @param stepsChecked    re-simulated steps (the determinism check), 0 when it did not run
 * @param stepsUnchecked  steps the determinism check could not re-simulate (their base state unknown)
 * @param skippedLines    type-60 lines of this peer's logs not taken (malformed, cut)
 * @param skipped         the first of them, named by file and line
 * @param missing         why data is missing or a check did not run, one sentence each (empty when complete)
 */
public record PeerCoverage(int peer, String role, int firstFrame, int lastFrame, long framesExpected,
                           long framesWithData, long framesCompared, long stepsChecked, long stepsUnchecked,
                           long skippedLines, List<SkippedLine> skipped, List<String> missing) {
    public PeerCoverage {
        skipped = List.copyOf(skipped);
        missing = List.copyOf(missing);
    }

    /** @return whether every expected frame was compared, no line was skipped and nothing is missing */
    public boolean complete() {
        return framesCompared >= framesExpected && framesExpected > 0 && skippedLines == 0 && missing.isEmpty()
                && stepsUnchecked == 0;
    }
}

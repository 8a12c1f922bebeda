package org.netreplay.replay.desync;

import java.util.List;

/**
 * The outcome of a {@link SyncTest}.
 *
 * @param framesSimulated   frames advanced (not counting re-simulation)
 * @param mismatchedFrames  frames whose re-simulated checksum differed from the first one (at most 100 listed)
 */
public record SyncTestResult(int framesSimulated, List<Integer> mismatchedFrames) {
    public SyncTestResult {
        mismatchedFrames = List.copyOf(mismatchedFrames);
    }

    /** @return true if every re-simulated checksum matched */
    public boolean consistent() {
        return mismatchedFrames.isEmpty();
    }
}

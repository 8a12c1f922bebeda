package org.netreplay.session.desync;

import java.util.Arrays;

/**
 * Every {@code authoritative} checksum the server wrote, by frame: the final one (the last line for the frame, since a
 * rewind writes the frame again) and all of them (a client's {@code confirmed} F is in sync when it equals any: the
 * dif it applied may predate a later rewind of F; docs/desync.md).
 */
final class ServerChecksums {
    private final int first;
    private final int[] finals;
    private final boolean[] present;
    /** (frame << 32 | checksum) of every line, sorted */
    private final long[] all;

    ServerChecksums(ChecksumTrack authoritative) {
        int lo = Integer.MAX_VALUE;
        int hi = Integer.MIN_VALUE;
        for (int i = 0; i < authoritative.size(); i++) {
            lo = Math.min(lo, authoritative.frame(i));
            hi = Math.max(hi, authoritative.frame(i));
        }
        if (authoritative.size() == 0) {
            lo = 0;
            hi = -1;
        }
        first = lo;
        finals = new int[hi - lo + 1];
        present = new boolean[hi - lo + 1];
        all = new long[authoritative.size()];
        for (int i = 0; i < authoritative.size(); i++) {
            int f = authoritative.frame(i);
            finals[f - lo] = authoritative.checksum(i);
            present[f - lo] = true;
            all[i] = ((long) f << 32) | (authoritative.checksum(i) & 0xFFFF_FFFFL);
        }
        Arrays.sort(all);
    }

    boolean isEmpty() {
        return all.length == 0;
    }

    /** @return the first frame with a line (meaningless when empty) */
    int firstFrame() {
        return first;
    }

    /** @return the last frame with a line, or first − 1 when empty */
    int lastFrame() {
        return first + finals.length - 1;
    }

    boolean has(int frame) {
        int i = frame - first;
        return i >= 0 && i < present.length && present[i];
    }

    /** @return the final checksum for the frame; only meaningful when {@link #has} */
    int finalChecksum(int frame) {
        return finals[frame - first];
    }

    /** @return whether any authoritative line for the frame has this checksum */
    boolean any(int frame, int checksum) {
        return Arrays.binarySearch(all, ((long) frame << 32) | (checksum & 0xFFFF_FFFFL)) >= 0;
    }
}

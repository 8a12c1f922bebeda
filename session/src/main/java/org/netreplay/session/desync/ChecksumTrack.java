package org.netreplay.session.desync;

import java.util.Arrays;

import org.netreplay.session.peerstate.StateLabel;

/** One peer's type-60 lines in the order it wrote them: frame, checksum, label (compact growable arrays). */
final class ChecksumTrack {
    private int size;
    private int[] frames = new int[256];
    private int[] checksums = new int[256];
    private byte[] labels = new byte[256];
    private int[] lines = new int[256];

    void add(int frame, int checksum, StateLabel label) {
        add(frame, checksum, label, -1);
    }

    /** @param line the 1-based line number in its log (for messages), or -1 */
    void add(int frame, int checksum, StateLabel label, int line) {
        if (size == frames.length) {
            frames = Arrays.copyOf(frames, size * 2);
            checksums = Arrays.copyOf(checksums, size * 2);
            labels = Arrays.copyOf(labels, size * 2);
            lines = Arrays.copyOf(lines, size * 2);
        }
        lines[size] = line;
        frames[size] = frame;
        checksums[size] = checksum;
        labels[size] = (byte) label.ordinal();
        size++;
    }

    int size() {
        return size;
    }

    int frame(int i) {
        return frames[i];
    }

    /** @return the 1-based line number of entry i in its log, or -1 */
    int line(int i) {
        return lines[i];
    }

    int checksum(int i) {
        return checksums[i];
    }

    StateLabel label(int i) {
        return StateLabel.values()[labels[i]];
    }
}

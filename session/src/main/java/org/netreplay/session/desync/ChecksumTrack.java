package org.netreplay.session.desync;

import java.util.Arrays;

import org.netreplay.session.peerstate.StateLabel;

/** One peer's type-60 lines in the order it wrote them: frame, checksum, label (compact growable arrays). */
final class ChecksumTrack {
    private int size;
    private int[] frames = new int[256];
    private int[] checksums = new int[256];
    private byte[] labels = new byte[256];

    void add(int frame, int checksum, StateLabel label) {
        if (size == frames.length) {
            frames = Arrays.copyOf(frames, size * 2);
            checksums = Arrays.copyOf(checksums, size * 2);
            labels = Arrays.copyOf(labels, size * 2);
        }
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

    int checksum(int i) {
        return checksums[i];
    }

    StateLabel label(int i) {
        return StateLabel.values()[labels[i]];
    }
}

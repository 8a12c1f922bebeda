package org.netreplay.replay.session;

import java.util.Arrays;

/** Per-frame checksums and labels, indexed by frame from 0, in growable primitive arrays. Not thread-safe. */
final class FrameTrack {
    private static final FrameLabel[] LABELS = FrameLabel.values();
    private int[] checksums = new int[1024];
    private byte[] labels = new byte[1024];
    private int size;

    void set(int frame, int checksum, FrameLabel label) {
        if (frame >= checksums.length) {
            int capacity = Math.max(frame + 1, checksums.length * 2);
            checksums = Arrays.copyOf(checksums, capacity);
            labels = Arrays.copyOf(labels, capacity);
        }
        checksums[frame] = checksum;
        labels[frame] = (byte) label.ordinal();
        size = Math.max(size, frame + 1);
    }

    int checksum(int frame) {
        return checksums[frame];
    }

    FrameLabel label(int frame) {
        return LABELS[labels[frame]];
    }

    int size() {
        return size;
    }

    int[] checksums() {
        return Arrays.copyOf(checksums, size);
    }
}

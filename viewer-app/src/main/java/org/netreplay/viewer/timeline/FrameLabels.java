package org.netreplay.viewer.timeline;

/**
 * Per frame, the {@link FrameLabel} of one side's state (the client the inspector compares, or the server when there
 * is none): the timeline's label lane. Made off the FX thread ({@link FrameLabelLink}); immutable by convention (the
 * array is not copied and nobody writes it after making).
 *
 * @param side       the side's name, e.g. {@code client 1}
 * @param firstFrame the frame of {@code codes[0]}
 * @param codes      per frame {@code f} at {@code f - firstFrame}, a {@link FrameLabel#code()}
 */
public record FrameLabels(String side, int firstFrame, byte[] codes) {
    /** @return the label at {@code frame} ({@link FrameLabel#NO_STATE} outside the array) */
    public FrameLabel at(int frame) {
        int i = frame - firstFrame;
        return i < 0 || i >= codes.length ? FrameLabel.NO_STATE : FrameLabel.of(codes[i]);
    }

    /**
     * @param from    first frame shown
     * @param to      last frame shown (≥ from)
     * @param columns pixel columns (≥ 1)
     * @return per column the most notable label of its frames (the columns' frames as {@link TimelineColumns})
     */
    public byte[] columns(int from, int to, int columns) {
        byte[] out = new byte[columns];
        long frames = (long) to - from + 1;
        for (int c = 0; c < columns; c++) {
            int first = (int) (from + c * frames / columns);
            int last = (int) Math.min(to, Math.max(first, from + (c + 1) * frames / columns - 1));
            byte most = FrameLabel.NO_STATE.code();
            int lo = Math.max(first - firstFrame, 0);
            int hi = Math.min(last - firstFrame, codes.length - 1);
            for (int i = lo; i <= hi; i++) {
                most = (byte) Math.max(most, codes[i]);
            }
            out[c] = most;
        }
        return out;
    }
}

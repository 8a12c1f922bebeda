package org.netreplay.session.export;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A peer's main {@code tmst} timers per frame (docs/formats.md §2.14, values in ms): the whole frame's {@code cpu}
 * and the sums of {@code move}, {@code draw}, {@code sdif}, {@code rwnd}, {@code stdf}, {@code cdif} and
 * {@code prox_rx_buffer} with how often each was logged in the frame (a client logs {@code move} again for every
 * frame it re-simulates). Memory: a few floats per frame, indexed by frame.
 */
final class FrameTimers {
    /** The timers kept, in the order their arguments are written. */
    static final String[] NAMES = {"cpu", "move", "draw", "sdif", "rwnd", "stdf", "cdif", "prox_rx_buffer"};
    /** Frames kept (higher ones are not timed). */
    static final int MAX_FRAME = 1_000_000;
    private static final Pattern PAIR = Pattern.compile("([A-Za-z0-9_-]+):\\[\\s*(-?\\d+(?:\\.\\d+)?)\\]");
    private float[] sums = new float[0];
    private short[] counts = new short[0];

    /** Adds the timers of one {@code tmst} line of {@code frame}. */
    void add(int frame, String text) {
        if (frame < 0 || frame > MAX_FRAME || !text.startsWith("tmst ")) {
            return;
        }
        Matcher m = PAIR.matcher(text);
        while (m.find()) {
            int k = indexOf(m.group(1));
            if (k < 0) {
                continue;
            }
            int i = frame * NAMES.length + k;
            if (i >= sums.length) {
                int size = Math.max(i + 1, sums.length * 2);
                sums = Arrays.copyOf(sums, size);
                counts = Arrays.copyOf(counts, size);
            }
            sums[i] += Float.parseFloat(m.group(2));
            if (counts[i] < Short.MAX_VALUE) {
                counts[i]++;
            }
        }
    }

    private static int indexOf(String name) {
        for (int k = 0; k < NAMES.length; k++) {
            if (NAMES[k].equals(name)) {
                return k;
            }
        }
        return -1;
    }

    /** @return the frame's {@code tmst cpu} time, ms, or NaN when not logged */
    double cpuMillis(int frame) {
        int i = frame * NAMES.length;
        return frame < 0 || i >= sums.length || counts[i] == 0 ? Double.NaN : sums[i];
    }

    /** Writes the frame's timers as the slice's {@code args} (nothing when it has none). */
    void writeArgs(JsonGenerator json, int frame) throws IOException {
        int base = frame * NAMES.length;
        if (frame < 0 || base >= sums.length) {
            return;
        }
        boolean open = false;
        for (int k = 0; k < NAMES.length && base + k < sums.length; k++) {
            if (counts[base + k] == 0) {
                continue;
            }
            if (!open) {
                json.writeObjectFieldStart("args");
                open = true;
            }
            json.writeNumberField("tmst " + NAMES[k] + " ms", sums[base + k]);
            if (counts[base + k] > 1) {
                json.writeNumberField("tmst " + NAMES[k] + " count", counts[base + k]);
            }
        }
        if (open) {
            json.writeEndObject();
        }
    }
}

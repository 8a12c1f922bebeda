package org.netreplay.viewer.inspect;

import java.io.IOException;
import java.util.Arrays;
import java.util.concurrent.CancellationException;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;

/**
 * Reads a field's history for the sparkline: its value on both sides at every frame within ±radius of the cursor,
 * through a {@link StateLookup}. Runs off the FX thread; stops with {@link CancellationException} between frames
 * when its thread is interrupted (a newer request came). Stateless.
 */
public final class FieldHistories {
    /** Frames on each side of the cursor a sparkline covers by default. */
    public static final int DEFAULT_RADIUS = 40;

    private FieldHistories() {
    }

    /**
     * @param schema     the state layout
     * @param path       the field, e.g. {@code syn[2].x}
     * @param frame      the cursor frame
     * @param radius     frames on each side (≥ 0)
     * @param firstFrame the session's first frame (the range is clipped to it)
     * @param lastFrame  the session's last frame
     * @param lookup     the states
     * @param withClient whether to read the client side too
     * @return the history
     * @throws IOException              when a state cannot be read
     * @throws IllegalArgumentException when the schema has no such field
     */
    public static FieldHistory read(StateSchema schema, String path, int frame, int radius, int firstFrame,
                                    int lastFrame, StateLookup lookup, boolean withClient) throws IOException {
        StateField field = schema.field(path);
        if (field == null) {
            throw new IllegalArgumentException("no state field " + path);
        }
        int from = Math.max(firstFrame, frame - radius);
        int to = Math.max(from, Math.min(lastFrame, frame + radius));
        double[] server = new double[to - from + 1];
        double[] client = withClient ? new double[server.length] : null;
        Arrays.fill(server, Double.NaN);
        if (client != null) {
            Arrays.fill(client, Double.NaN);
        }
        for (int f = from; f <= to; f++) {
            if (Thread.currentThread().isInterrupted()) {
                throw new CancellationException("field history superseded");
            }
            server[f - from] = valueOf(field, lookup.state(StateLookup.Side.SERVER, f));
            if (client != null) {
                client[f - from] = valueOf(field, lookup.state(StateLookup.Side.CLIENT, f));
            }
        }
        return new FieldHistory(path, FieldValues.unit(field), frame, from, server, client);
    }

    private static double valueOf(StateField field, byte[] state) {
        return state == null || state.length < field.byteOffset() + field.byteSize() ? Double.NaN
                : FieldValues.numeric(field, state);
    }
}

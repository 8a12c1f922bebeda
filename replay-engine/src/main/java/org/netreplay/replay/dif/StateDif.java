package org.netreplay.replay.dif;

import java.util.Objects;

/**
 * The game's state dif (docs/formats.md §5.4, {@code get_state_dif} / {@code apply_state_dif}): byte-wise
 * subtraction, not XOR. The server computes {@code dif[i] = base[i] - newest[i]} (8-bit wrap-around), the client
 * recovers the newest state with {@code base[i] -= dif[i]}. Unchanged bytes give 0; against an all-zero base (src 0)
 * the dif is the whole state negated.
 *
 * <p>Thread safety: stateless.
 */
public final class StateDif {
    private StateDif() {
    }

    /**
     * @param base   the state the receiver already has (length = state size, bytes)
     * @param newest the state to send (same length)
     * @return the dif, same length
     * @throws IllegalArgumentException if the lengths differ
     */
    public static byte[] create(byte[] base, byte[] newest) {
        checkLengths(base, newest, "newest");
        byte[] dif = new byte[base.length];
        for (int i = 0; i < dif.length; i++) {
            dif[i] = (byte) (base[i] - newest[i]);
        }
        return dif;
    }

    /**
     * Applies a dif in place: {@code base[i] -= dif[i]}, so {@code base} becomes the newest state.
     *
     * @param base the base state, overwritten
     * @param dif  the dif (same length)
     * @throws IllegalArgumentException if the lengths differ
     */
    public static void applyInPlace(byte[] base, byte[] dif) {
        checkLengths(base, dif, "dif");
        for (int i = 0; i < base.length; i++) {
            base[i] -= dif[i];
        }
    }

    /**
     * @param base the base state
     * @param dif the dif bytes
     * @return a new array holding {@code base - dif}, the newest state; {@code base} is unchanged
     * @throws IllegalArgumentException if the lengths differ
     */
    public static byte[] apply(byte[] base, byte[] dif) {
        byte[] out = base.clone();
        applyInPlace(out, dif);
        return out;
    }

    private static void checkLengths(byte[] base, byte[] other, String name) {
        Objects.requireNonNull(base, "base");
        Objects.requireNonNull(other, name);
        if (base.length != other.length) {
            throw new IllegalArgumentException(name + " length (" + other.length + " bytes) must equal base length ("
                    + base.length + " bytes)");
        }
    }
}

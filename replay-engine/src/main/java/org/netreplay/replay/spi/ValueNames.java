package org.netreplay.replay.spi;

import java.util.Map;
import java.util.TreeMap;

/**
 * Names for a field's values: either an enumeration (a value has one name, e.g. enemy type 3 = archwagon) or bit
 * flags (each set bit has a name, e.g. a tile's {@code SOLID_PLAYER|LADDER_MOVE}). Ordered maps only, so the text is
 * the same on every run.
 */
public final class ValueNames {
    /** No names: values print as numbers. */
    public static final ValueNames NONE = new ValueNames(new TreeMap<>(), false);

    private final TreeMap<Long, String> names;
    private final boolean flags;

    private ValueNames(TreeMap<Long, String> names, boolean flags) {
        this.names = names;
        this.flags = flags;
    }

    /** @return an enumeration: value → name */
    public static ValueNames enumeration(Map<Long, String> names) {
        return new ValueNames(new TreeMap<>(names), false);
    }

    /** @return bit flags: bit mask → name */
    public static ValueNames flags(Map<Long, String> bits) {
        return new ValueNames(new TreeMap<>(bits), true);
    }

    /** @return true if there are no names */
    public boolean isEmpty() {
        return names.isEmpty();
    }

    /** @return true for bit flags, false for an enumeration */
    public boolean isFlags() {
        return flags;
    }

    /** @return for flags, every bit some name covers (OR of the masks); 0 for an enumeration */
    public long namedBits() {
        long bits = 0;
        if (flags) {
            for (long mask : names.keySet()) {
                bits |= mask;
            }
        }
        return bits;
    }

    /**
     * @return the name(s) of {@code value}: for an enumeration the name or null; for flags the set flags joined with
     *         {@code |} (null if none is set)
     */
    public String describe(long value) {
        if (!flags) {
            return names.get(value);
        }
        StringBuilder sb = new StringBuilder();
        for (Map.Entry<Long, String> e : names.entrySet()) {
            if ((value & e.getKey()) == e.getKey() && e.getKey() != 0) {
                if (sb.length() > 0) {
                    sb.append('|');
                }
                sb.append(e.getValue());
            }
        }
        return sb.length() == 0 ? null : sb.toString();
    }
}

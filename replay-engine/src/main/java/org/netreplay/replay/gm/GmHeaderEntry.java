package org.netreplay.replay.gm;

import java.util.Objects;

/**
 * One header line {@code KEY:value} of a {@code .gm} file, kept in file order so that writing reproduces it.
 *
 * @param key   the key before the first colon, e.g. {@code LEVEL}
 * @param value the text after the first colon (may be empty)
 */
public record GmHeaderEntry(String key, String value) {
    public GmHeaderEntry {
        Objects.requireNonNull(key, "key");
        Objects.requireNonNull(value, "value");
    }
}

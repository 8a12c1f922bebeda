package org.netreplay.replay.gm;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * The header of a {@code .gm} PMSAVEGAME file (docs/formats.md §4.1): the {@code KEY:value} lines between the
 * {@code PMSAVEGAME} line and the data-start line, in file order.
 *
 * <p>Keys: {@code MUID}, {@code VERSION}, {@code CREATE_TIMESTAMP}, {@code MODIFY_TIMESTAMP}, {@code LEVEL},
 * {@code LAST_FRAME}, {@code GAMEMOVE_NUM_ENTRIES}; legacy version-2 files use {@code GAME_DATA_NUM_ENTRIES} and end
 * the header with {@code GAME_DATA_START} instead of {@code GAMEMOVE_DATA_START}.
 *
 * @param entries       the header lines in file order, without the data-start line
 * @param dataStartKey  {@link #DATA_START} or the legacy {@link #LEGACY_DATA_START}
 */
public record GmHeader(List<GmHeaderEntry> entries, String dataStartKey) {
    /** First line of every file. */
    public static final String MAGIC = "PMSAVEGAME";
    /** Version 3 data-start key (its value is empty). */
    public static final String DATA_START = "GAMEMOVE_DATA_START";
    /** Legacy version 2 data-start key. */
    public static final String LEGACY_DATA_START = "GAME_DATA_START";
    /** Version 3 row-count key. */
    public static final String NUM_ENTRIES = "GAMEMOVE_NUM_ENTRIES";
    /** Legacy version 2 row-count key. */
    public static final String LEGACY_NUM_ENTRIES = "GAME_DATA_NUM_ENTRIES";
    /** Level number key. */
    public static final String LEVEL = "LEVEL";
    /** Frame of the last game move (not necessarily level completion). */
    public static final String LAST_FRAME = "LAST_FRAME";
    /** Unique id key (16 letters A-Z). */
    public static final String MUID = "MUID";
    /** Format version key. */
    public static final String VERSION = "VERSION";
    /** Creation time key. */
    public static final String CREATE_TIMESTAMP = "CREATE_TIMESTAMP";
    /** Last save time key. */
    public static final String MODIFY_TIMESTAMP = "MODIFY_TIMESTAMP";

    public GmHeader {
        entries = List.copyOf(entries);
        Objects.requireNonNull(dataStartKey, "dataStartKey");
    }

    /**
     * A version 3 header as the game writes it.
     *
     * @param muid       16 letters, or any id
     * @param created    CREATE_TIMESTAMP text
     * @param modified   MODIFY_TIMESTAMP text
     * @param level      level number
     * @param lastFrame  frame of the last game move
     * @param numEntries number of rows
     * @return the header, keys in the game's order
     */
    public static GmHeader v3(String muid, String created, String modified, int level, int lastFrame,
                              int numEntries) {
        return new GmHeader(List.of(new GmHeaderEntry(MUID, muid), new GmHeaderEntry(VERSION, "3"),
                new GmHeaderEntry(CREATE_TIMESTAMP, created), new GmHeaderEntry(MODIFY_TIMESTAMP, modified),
                new GmHeaderEntry(LEVEL, Integer.toString(level)),
                new GmHeaderEntry(LAST_FRAME, Integer.toString(lastFrame)),
                new GmHeaderEntry(NUM_ENTRIES, Integer.toString(numEntries))), DATA_START);
    }

    /**
     * @param key the header key, e.g. LEVEL
     * @return the value of the first entry with that key
     */
    public Optional<String> value(String key) {
        for (GmHeaderEntry e : entries) {
            if (e.key().equals(key)) {
                return Optional.of(e.value());
            }
        }
        return Optional.empty();
    }

    /** @return the LEVEL value; the reader guarantees it is present and numeric */
    public int level() {
        return intValue(LEVEL, -1);
    }

    /** @return MUID (16 letters A-Z in the game's files), or "" if absent */
    public String muid() {
        return value(MUID).orElse("");
    }

    /** @return CREATE_TIMESTAMP as written ({@code YYYY-MM-DDTHH:MM:SS} UTC or {@code 20260101-000000}), or "" */
    public String createTimestamp() {
        return value(CREATE_TIMESTAMP).orElse("");
    }

    /** @return MODIFY_TIMESTAMP as written, or "" if absent */
    public String modifyTimestamp() {
        return value(MODIFY_TIMESTAMP).orElse("");
    }

    /** @return LAST_FRAME, or -1 if absent */
    public int lastFrame() {
        return intValue(LAST_FRAME, -1);
    }

    /** @return VERSION, or -1 if absent */
    public int version() {
        return intValue(VERSION, -1);
    }

    /** @return GAMEMOVE_NUM_ENTRIES (or the legacy GAME_DATA_NUM_ENTRIES), or -1 if absent */
    public int numEntries() {
        int v = intValue(NUM_ENTRIES, Integer.MIN_VALUE);
        return v != Integer.MIN_VALUE ? v : intValue(LEGACY_NUM_ENTRIES, -1);
    }

    /** @return whether the header uses the legacy version-2 keys */
    public boolean isLegacy() {
        return LEGACY_DATA_START.equals(dataStartKey);
    }

    /**
     * @param key the header key, e.g. LEVEL
     * @param value the new value text
     * @return a copy with {@code key} set to {@code value} (replaced in place, or appended if absent)
     */
    public GmHeader with(String key, String value) {
        var copy = new java.util.ArrayList<>(entries);
        for (int i = 0; i < copy.size(); i++) {
            if (copy.get(i).key().equals(key)) {
                copy.set(i, new GmHeaderEntry(key, value));
                return new GmHeader(copy, dataStartKey);
            }
        }
        copy.add(new GmHeaderEntry(key, value));
        return new GmHeader(copy, dataStartKey);
    }

    private int intValue(String key, int absent) {
        return value(key).map(v -> {
            try {
                return Integer.parseInt(GmReader.blankTrim(v));
            } catch (NumberFormatException e) {
                return absent;
            }
        }).orElse(absent);
    }
}

package org.netreplay.pm.state;

/**
 * The ten sections of the game's state in their order (docs/formats.md §5.3), with the names the golden
 * {@code .state.csv.gz} columns use.
 */
public enum PmSections {
    SYN("syn", 0, 2_624),
    EI("Ei", 2_624, 12_800),
    EF("Ef", 15_424, 6_400),
    ITEM("item", 21_824, 32_000),
    ITEMF("itemf", 53_824, 8_000),
    LIFT("lift", 61_824, 5_120),
    L("l", 66_944, 40_000),
    PSHOT("pshot", 106_944, 1_200),
    ESHOT("eshot", 108_144, 1_200),
    EVENT("event", 109_344, 4_000);

    private final String column;
    private final int offset;
    private final int size;

    PmSections(String column, int offset, int size) {
        this.column = column;
        this.offset = offset;
        this.size = size;
    }

    /** @return the golden state CSV's column name for this section */
    public String column() {
        return column;
    }

    /** @return the section's first byte in the state */
    public int offset() {
        return offset;
    }

    /** @return the section's size, bytes */
    public int size() {
        return size;
    }
}

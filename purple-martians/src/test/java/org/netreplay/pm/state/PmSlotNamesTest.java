package org.netreplay.pm.state;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.netreplay.pm.sim.EnemySlots;
import org.netreplay.pm.sim.ItemSlots;
import org.netreplay.pm.state.PmSlotNames.Section;

/** The slot tables as the state's names see them. */
class PmSlotNamesTest {
    @Test
    void everySlotNumberFitsItsSection() {
        for (int type = 0; type < 100; type++) {
            check(EnemySlots.of(type), Section.EI);
            check(EnemySlots.of(type), Section.EF);
            check(ItemSlots.of(type), Section.ITEM);
            check(ItemSlots.of(type), Section.ITEMF);
        }
    }

    private static void check(List<Class<?>> tables, Section section) {
        for (Class<?> t : tables) {
            for (int slot : PmSlotNames.names(t, section).keySet()) {
                assertThat(slot).as(t.getSimpleName() + " " + section).isBetween(0, section.slots() - 1);
            }
        }
    }

    @Test
    void everyTypeTheSchemaNamesHasItsOwnSlotTable() {
        for (long type : List.of(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 19L, 99L)) {
            assertThat(PmStateSchema.ENEMY_TYPES.describe(type)).isNotNull();
            assertThat(EnemySlots.of((int) type)).as("enemy type " + type).hasSizeGreaterThan(1);
        }
        for (long type : List.of(1L, 2L, 3L, 4L, 5L, 6L, 7L, 8L, 9L, 10L, 11L, 13L, 14L, 15L, 16L, 17L, 18L, 19L, 98L,
                99L)) {
            assertThat(PmStateSchema.ITEM_TYPES.describe(type)).isNotNull();
            assertThat(ItemSlots.of((int) type)).as("item type " + type).hasSizeGreaterThan(1);
        }
    }

    @Test
    void namesASlotForItsRowsType() {
        assertThat(PmSlotNames.name(Section.EI, EnemySlots.Cannon.CODE, 9)).isEqualTo("extra_hits");
        assertThat(PmSlotNames.name(Section.EI, EnemySlots.Vinepod.CODE, 9)).isEqualTo("end_x");
        assertThat(PmSlotNames.name(Section.EF, EnemySlots.Cannon.CODE, 5)).isEqualTo("seek_speed");
        assertThat(PmSlotNames.name(Section.EI, EnemySlots.Cannon.CODE, 29)).isEqualTo("collision_box");
        assertThat(PmSlotNames.name(Section.ITEM, ItemSlots.Trigger.CODE, 3)).isEqualTo("flags");
        assertThat(PmSlotNames.name(Section.ITEM, ItemSlots.Bonus.CODE, 3)).isEqualTo("motion");
        assertThat(PmSlotNames.name(Section.ITEM, ItemSlots.BlockManip.CODE, 13)).isEqualTo("block3/copy_source_x");
        assertThat(PmSlotNames.name(Section.EI, 0, 9)).isNull();
    }

    @Test
    void theSchemaNamesTheSlotsEveryTypeShares() {
        assertThat(PmStateSchema.SCHEMA.field("Ei[4].collision_box")).isNotNull();
        assertThat(PmStateSchema.SCHEMA.field("Ef[4].shot_speed")).isNotNull();
        assertThat(PmStateSchema.SCHEMA.field("item[4].time_to_live")).isNotNull();
        assertThat(PmStateSchema.SCHEMA.field("Ei[4].9")).isNotNull();
        assertThat(PmSlotNames.common(Section.EI, 9)).isNull();
    }

    @Test
    void diffNamesUseTheRowsTypeInThatState() {
        byte[] state = new byte[PmStateCodec.STATE_SIZE];
        ByteBuffer b = ByteBuffer.wrap(state).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(PmSections.EI.offset() + 12 * 32 * 4, EnemySlots.Cannon.CODE);
        b.putInt(PmSections.ITEM.offset() + 3 * 16 * 4, ItemSlots.Door.CODE);
        int cannonSlot9 = PmSections.EI.offset() + (12 * 32 + 9) * 4;
        int cannonEf5 = PmSections.EF.offset() + (12 * 16 + 5) * 4;
        int doorSlot9 = PmSections.ITEM.offset() + (3 * 16 + 9) * 4;
        int emptyRowSlot9 = PmSections.EI.offset() + (13 * 32 + 9) * 4;
        assertThat(PmStateNames.nameOf(state, cannonSlot9 + 2)).isEqualTo("Ei[12].extra_hits");
        assertThat(PmStateNames.nameOf(state, cannonEf5)).isEqualTo("Ef[12].seek_speed");
        assertThat(PmStateNames.nameOf(state, doorSlot9)).isEqualTo("item[3].linked_item");
        assertThat(PmStateNames.nameOf(state, emptyRowSlot9)).isEqualTo("Ei[13].9");
        assertThat(PmStateNames.nameOf(state, 0)).isEqualTo("syn[0].active");
        assertThat(PmStateNames.nameOf(state, 125)).isEqualTo("raw[125]");
    }
}

package org.netreplay.pm.state;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;

import org.netreplay.replay.spi.FieldType;
import org.netreplay.replay.spi.StateField;

/** Names and values of single state bytes through {@link PmStateSchema}, for diff reports. */
public final class PmStateNames {
    private PmStateNames() {
    }

    /** @return the path of the field covering {@code offset}, or {@code raw[offset]} for padding */
    public static String nameOf(int offset) {
        StateField f = PmStateSchema.SCHEMA.fieldAt(offset);
        return f == null ? "raw[" + offset + "]" : f.path();
    }

    /**
     * Like {@link #nameOf(int)}, but a slot of {@code Ei}, {@code Ef}, {@code item} or {@code itemf} that only its
     * row's type names is named for the type that row has in {@code state}: {@code Ei[12].9} of a cannon is
     * {@code Ei[12].extra_hits} ({@link PmSlotNames}).
     *
     * @param state a whole little-endian state ({@link PmStateCodec#STATE_SIZE} bytes)
     */
    public static String nameOf(byte[] state, int offset) {
        StateField f = PmStateSchema.SCHEMA.fieldAt(offset);
        if (f == null) {
            return "raw[" + offset + "]";
        }
        PmSlotNames.Section section = switch (f.entity()) {
            case "Ei" -> PmSlotNames.Section.EI;
            case "Ef" -> PmSlotNames.Section.EF;
            case "item" -> PmSlotNames.Section.ITEM;
            case "itemf" -> PmSlotNames.Section.ITEMF;
            default -> null;
        };
        if (section == null) {
            return f.path();
        }
        int typeOffset = section == PmSlotNames.Section.EI || section == PmSlotNames.Section.EF
                ? PmSections.EI.offset() + f.index() * 4 * PmSlotNames.Section.EI.slots()
                : PmSections.ITEM.offset() + f.index() * 4 * PmSlotNames.Section.ITEM.slots();
        int type = ByteBuffer.wrap(state).order(ByteOrder.LITTLE_ENDIAN).getInt(typeOffset);
        int slot = slotOf(f, section);
        String name = PmSlotNames.name(section, type, slot);
        return name == null ? f.path() : f.entity() + "[" + f.index() + "]." + name;
    }

    private static int slotOf(StateField f, PmSlotNames.Section section) {
        int base = switch (section) {
            case EI -> PmSections.EI.offset();
            case EF -> PmSections.EF.offset();
            case ITEM -> PmSections.ITEM.offset();
            case ITEMF -> PmSections.ITEMF.offset();
        };
        return (f.byteOffset() - base) / 4 % section.slots();
    }

    /** @return the formatted value of the field covering {@code offset} in a little-endian state buffer */
    public static String valueAt(ByteBuffer state, int offset) {
        StateField f = PmStateSchema.SCHEMA.fieldAt(offset);
        if (f == null) {
            return Integer.toString(state.get(offset));
        }
        if (f.type() == FieldType.CHARS) {
            byte[] all = new byte[state.capacity()];
            state.get(0, all);
            return f.format(all);
        }
        return f.formatRaw(f.type() == FieldType.FLOAT ? state.getInt(f.byteOffset()) & 0xFFFFFFFFL
                : state.getInt(f.byteOffset()));
    }
}

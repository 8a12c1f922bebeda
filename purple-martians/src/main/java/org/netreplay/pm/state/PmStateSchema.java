package org.netreplay.pm.state;

import java.lang.reflect.Array;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

import org.netreplay.pm.sim.EShot;
import org.netreplay.pm.sim.LiftCur;
import org.netreplay.pm.sim.PShot;
import org.netreplay.pm.sim.Psyn;
import org.netreplay.pm.sim.StructField;
import org.netreplay.pm.state.PmSlotNames.Section;
import org.netreplay.replay.spi.FieldType;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;
import org.netreplay.replay.spi.ValueNames;

/**
 * The schema of the game's 113,344-byte state ({@link PmSections}): every field with its type, unit and, where the
 * game names them, its values. Paths use the game's names: {@code syn[0].x}, {@code Ei[12].type}, {@code Ef[12].x},
 * {@code item[3].type}, {@code itemf[3].xinc}, {@code lift[2].current_step}, {@code l[41].tile} (index = x*100+y),
 * {@code pshot[0].x}, {@code eshot[0].x}, {@code event[7].flag}. The structs' fields come from their
 * {@link StructField} tables (the same table the codec is generated from); the slots of {@code Ei}, {@code Ef},
 * {@code item} and {@code itemf} are named where every type uses them the same way ({@link PmSlotNames#common}) and
 * numbered otherwise ({@link PmStateNames#nameOf(byte[], int)} names them for the row's type).
 */
public final class PmStateSchema {
    /**
     * Enemy types, {@code Ei[e][0]} (docs/formats.md §5.3), named as the game names them.
     *
     * @upstream src/mwEnemyEditorFnx.cpp#fill_strings
     */
    public static final ValueNames ENEMY_TYPES = ValueNames.enumeration(Map.ofEntries(
            Map.entry(0L, "none"), Map.entry(1L, "bouncer"), Map.entry(2L, "cannon"), Map.entry(3L, "archwagon"),
            Map.entry(4L, "blokwalk"), Map.entry(5L, "jumpworm"), Map.entry(6L, "flapper"), Map.entry(7L, "vinepod"),
            Map.entry(8L, "trakbot"), Map.entry(9L, "cloner"), Map.entry(19L, "crew"), Map.entry(99L, "deathcount")));

    /** Item types, {@code item[i][0]} (src/pm.h PM_ITEM_TYPE_*). */
    public static final ValueNames ITEM_TYPES = ValueNames.enumeration(Map.ofEntries(
            Map.entry(0L, "none"), Map.entry(1L, "door"), Map.entry(2L, "bonus"), Map.entry(3L, "exit"),
            Map.entry(4L, "key"), Map.entry(5L, "start"), Map.entry(6L, "orb"), Map.entry(7L, "mine"),
            Map.entry(8L, "bomb"), Map.entry(9L, "trigger"), Map.entry(10L, "msg"), Map.entry(11L, "rocket"),
            Map.entry(13L, "timer"), Map.entry(14L, "switch"), Map.entry(15L, "spring"),
            Map.entry(16L, "block manip"), Map.entry(17L, "block damage"), Map.entry(18L, "gate"),
            Map.entry(19L, "hider"), Map.entry(98L, "lit rocket"), Map.entry(99L, "lit bomb")));

    /** Tile flag bits of {@code l[x][y]} above the 11-bit tile number (src/pm.h PM_BTILE_*). */
    public static final ValueNames TILE_FLAGS = ValueNames.flags(Map.ofEntries(
            Map.entry(1L << 13, "KEY_COLOR0"), Map.entry(1L << 14, "KEY_COLOR1"), Map.entry(1L << 15, "KEY_ACTIVE"),
            Map.entry(1L << 16, "SOLID_PLAYER"), Map.entry(1L << 17, "SOLID_ENEMY"), Map.entry(1L << 18, "SOLID_ITEM"),
            Map.entry(1L << 19, "SOLID_PBUL"), Map.entry(1L << 20, "SOLID_EBUL"),
            Map.entry(1L << 21, "SEMISOLID_PLAYER"), Map.entry(1L << 22, "SEMISOLID_ENEMY"),
            Map.entry(1L << 23, "SEMISOLID_ITEM"), Map.entry(1L << 24, "BOMBABLE"),
            Map.entry(1L << 25, "BREAKABLE_PSHOT"), Map.entry(1L << 26, "BREAKABLE_ESHOT"),
            Map.entry(1L << 27, "LADDER_MOVE"), Map.entry(1L << 28, "ROPE_MOVE")));

    /** Player control methods, {@code syn[p].control_method} (src/mwPlayer.h). */
    public static final ValueNames CONTROL_METHODS = ValueNames.enumeration(Map.of(
            0L, "local", 1L, "file play", 2L, "remote view", 3L, "server local", 4L, "client local"));

    /** Value names of struct fields that have them, by {@code struct.field}. */
    private static final Map<String, ValueNames> STRUCT_VALUE_NAMES = Map.of("Psyn.control_method", CONTROL_METHODS);

    private PmStateSchema() {
    }

    private static StateSchema build() {
        List<StateField> out = new ArrayList<>();
        List<Member> psyn = members(Psyn.class);
        for (int p = 0; p < 8; p++) {
            structFields(out, "syn", p, PmSections.SYN.offset() + p * Psyn.SIZE, psyn);
        }
        grid(out, Section.EI, PmSections.EI.offset(), 100, FieldType.INT);
        grid(out, Section.EF, PmSections.EF.offset(), 100, FieldType.FLOAT);
        grid(out, Section.ITEM, PmSections.ITEM.offset(), 500, FieldType.INT);
        grid(out, Section.ITEMF, PmSections.ITEMF.offset(), 500, FieldType.FLOAT);
        List<Member> lift = members(LiftCur.class);
        for (int l = 0; l < 40; l++) {
            structFields(out, "lift", l, PmSections.LIFT.offset() + l * LiftCur.SIZE, lift);
        }
        for (int x = 0; x < 100; x++) {
            for (int y = 0; y < 100; y++) {
                out.add(new StateField("l", x * 100 + y, "tile", "tile+flags",
                        PmSections.L.offset() + 4 * (x * 100 + y), 4, FieldType.INT, TILE_FLAGS));
            }
        }
        List<Member> pshot = members(PShot.class);
        for (int b = 0; b < 50; b++) {
            structFields(out, "pshot", b, PmSections.PSHOT.offset() + b * PShot.SIZE, pshot);
        }
        List<Member> eshot = members(EShot.class);
        for (int b = 0; b < 50; b++) {
            structFields(out, "eshot", b, PmSections.ESHOT.offset() + b * EShot.SIZE, eshot);
        }
        for (int k = 0; k < 1000; k++) {
            out.add(new StateField("event", k, "flag", "flag", PmSections.EVENT.offset() + 4 * k, 4));
        }
        return new StateSchema(PmStateCodec.STATE_SIZE, out);
    }

    private record Member(String name, int offset, FieldType type, int size, String unit, ValueNames names) {
    }

    /**
     * @return the struct's fields in offset order, from its {@link StructField} table: an int or float is 4 bytes, a
     *         byte[] a char array of its length in a new record
     */
    private static List<Member> members(Class<?> struct) {
        Object blank;
        try {
            blank = struct.getConstructor().newInstance();
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(struct.getSimpleName() + " has no public no-argument constructor", e);
        }
        List<Member> out = new ArrayList<>();
        for (Field f : struct.getDeclaredFields()) {
            StructField at = f.getAnnotation(StructField.class);
            if (at == null) {
                continue;
            }
            ValueNames names = STRUCT_VALUE_NAMES.getOrDefault(struct.getSimpleName() + "." + f.getName(),
                    ValueNames.NONE);
            if (f.getType() == int.class) {
                out.add(new Member(f.getName(), at.offset(), FieldType.INT, 4, at.unit(), names));
            } else if (f.getType() == float.class) {
                out.add(new Member(f.getName(), at.offset(), FieldType.FLOAT, 4, at.unit(), names));
            } else {
                int length;
                try {
                    length = Array.getLength(f.get(blank));
                } catch (IllegalAccessException e) {
                    throw new IllegalStateException(e);
                }
                out.add(new Member(f.getName(), at.offset(), FieldType.CHARS, length, at.unit(), names));
            }
        }
        out.sort(Comparator.comparingInt(Member::offset));
        return out;
    }

    private static void structFields(List<StateField> out, String entity, int index, int base, List<Member> members) {
        for (Member m : members) {
            out.add(new StateField(entity, index, m.name(), m.unit(), base + m.offset(), m.size(), m.type(),
                    m.names()));
        }
    }

    /** The rows of a slot section; a slot every type uses the same way is named, the others are numbered. */
    private static void grid(List<StateField> out, Section section, int base, int rows, FieldType type) {
        int cols = section.slots();
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                String name = PmSlotNames.common(section, c);
                ValueNames vn = ValueNames.NONE;
                if (c == 0 && section == Section.EI) {
                    vn = ENEMY_TYPES;
                } else if (c == 0 && section == Section.ITEM) {
                    vn = ITEM_TYPES;
                }
                String unit = type == FieldType.FLOAT ? (c < 2 ? "px" : "float") : (c == 0 ? "type" : "int");
                out.add(new StateField(section.column(), r, name == null ? Integer.toString(c) : name, unit,
                        base + 4 * (r * cols + c), 4, type, vn));
            }
        }
    }

    /** The schema, built once (declared last: it reads the member lists above). */
    public static final StateSchema SCHEMA = build();
}

package org.netreplay.pm.state;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;

import org.netreplay.pm.sim.EnemySlots;
import org.netreplay.pm.sim.ItemSlots;

/**
 * The names of the slots of the state's untyped rows {@code Ei}, {@code Ef}, {@code item} and {@code itemf}, read
 * from the simulation's slot tables ({@link EnemySlots}, {@link ItemSlots}): a slot's name depends on the row's type
 * ({@code Ei[e][0]}, {@code item[i][0]}). Names are the constants' names in lower case ({@code extra_hits}); a slot a
 * type uses two ways has both, joined by {@code /}.
 */
public final class PmSlotNames {
    private PmSlotNames() {
    }

    /** The four sections with slots. */
    public enum Section {
        /** {@code Ei[100][32]}: enemy ints. */
        EI("Ei", "I", 32),
        /** {@code Ef[100][16]}: enemy floats. */
        EF("Ef", "F", 16),
        /** {@code item[500][16]}: item ints. */
        ITEM("item", "I", 16),
        /** {@code itemf[500][4]}: item floats. */
        ITEMF("itemf", "F", 4);

        private final String column;
        private final String nested;
        private final int slots;

        Section(String column, String nested, int slots) {
            this.column = column;
            this.nested = nested;
            this.slots = slots;
        }

        /** @return the game's name of the array */
        public String column() {
            return column;
        }

        /** @return slots per row */
        public int slots() {
            return slots;
        }

        boolean enemy() {
            return this == EI || this == EF;
        }
    }

    /**
     * @param type the row's type ({@code Ei[e][0]} for enemies, {@code item[i][0]} for items)
     * @return the name of {@code slot} in a row of that type, or null when neither the type nor every type names it
     */
    public static String name(Section section, int type, int slot) {
        List<Class<?>> tables = section.enemy() ? EnemySlots.of(type) : ItemSlots.of(type);
        for (Class<?> table : tables) {
            String n = names(table, section).get(slot);
            if (n != null) {
                return n;
            }
        }
        return null;
    }

    /** @return the name every type gives {@code slot} ({@code AnyEnemy}, {@code AnyItem}), or null */
    public static String common(Section section, int slot) {
        Class<?> any = section.enemy() ? EnemySlots.AnyEnemy.class : ItemSlots.AnyItem.class;
        return names(any, section).get(slot);
    }

    /** @return slot number to name of one table's {@code I} or {@code F} class (empty when it has none) */
    static Map<Integer, String> names(Class<?> table, Section section) {
        return CACHE.computeIfAbsent(table.getName() + "." + section.nested, k -> read(table, section));
    }

    private static final Map<String, Map<Integer, String>> CACHE = new ConcurrentHashMap<>();

    private static Map<Integer, String> read(Class<?> table, Section section) {
        Map<Integer, TreeSet<String>> all = new TreeMap<>();
        for (Class<?> nested : table.getDeclaredClasses()) {
            if (!nested.getSimpleName().equals(section.nested)) {
                continue;
            }
            for (Field f : nested.getDeclaredFields()) {
                int m = f.getModifiers();
                if (Modifier.isStatic(m) && Modifier.isFinal(m) && f.getType() == int.class) {
                    try {
                        all.computeIfAbsent(f.getInt(null), k -> new TreeSet<>()).add(f.getName().toLowerCase());
                    } catch (IllegalAccessException e) {
                        throw new IllegalStateException(e);
                    }
                }
            }
        }
        Map<Integer, String> out = new TreeMap<>();
        all.forEach((slot, names) -> out.put(slot, String.join("/", names)));
        return Map.copyOf(out);
    }
}

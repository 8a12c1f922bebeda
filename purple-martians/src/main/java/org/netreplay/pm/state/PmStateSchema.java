package org.netreplay.pm.state;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.netreplay.replay.spi.FieldType;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;
import org.netreplay.replay.spi.ValueNames;

/**
 * The schema of the game's 113,344-byte state (pm-formats.md §5.3; struct offsets from pm-golden
 * state_struct_layout.csv): every field with its type, unit and, where the game names them, its values. Paths use the
 * game's names: {@code syn[0].x}, {@code Ei[12].type}, {@code Ef[12].x}, {@code item[3].type}, {@code itemf[3].xinc},
 * {@code lift[2].current_step}, {@code l[41].tile} (index = x*100+y), {@code pshot[0].x}, {@code eshot[0].x},
 * {@code event[7].flag}.
 */
public final class PmStateSchema {
    /** Enemy types, {@code Ei[e][0]} (pm-formats.md §5.3; src/mwEnemy.cpp fill_strings). */
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

    private PmStateSchema() {
    }

    private static StateSchema build() {
        List<StateField> out = new ArrayList<>();
        for (int p = 0; p < 8; p++) {
            structFields(out, "syn", p, PmSections.SYN.offset() + p * 328, PSYN);
        }
        grid(out, "Ei", PmSections.EI.offset(), 100, 32, FieldType.INT, EI_NAMES);
        grid(out, "Ef", PmSections.EF.offset(), 100, 16, FieldType.FLOAT, EF_NAMES);
        grid(out, "item", PmSections.ITEM.offset(), 500, 16, FieldType.INT, ITEM_NAMES);
        grid(out, "itemf", PmSections.ITEMF.offset(), 500, 4, FieldType.FLOAT, ITEMF_NAMES);
        for (int l = 0; l < 40; l++) {
            structFields(out, "lift", l, PmSections.LIFT.offset() + l * 128, LIFT);
        }
        for (int x = 0; x < 100; x++) {
            for (int y = 0; y < 100; y++) {
                out.add(new StateField("l", x * 100 + y, "tile", "tile+flags",
                        PmSections.L.offset() + 4 * (x * 100 + y), 4, FieldType.INT, TILE_FLAGS));
            }
        }
        for (int b = 0; b < 50; b++) {
            structFields(out, "pshot", b, PmSections.PSHOT.offset() + b * 24, PSHOT);
        }
        for (int b = 0; b < 50; b++) {
            structFields(out, "eshot", b, PmSections.ESHOT.offset() + b * 24, ESHOT);
        }
        for (int k = 0; k < 1000; k++) {
            out.add(new StateField("event", k, "flag", "flag", PmSections.EVENT.offset() + 4 * k, 4));
        }
        return new StateSchema(PmStateCodec.STATE_SIZE, out);
    }

    private record Member(String name, int offset, FieldType type, int size, String unit, ValueNames names) {
    }

    private static Member i(String name, int offset, String unit) {
        return new Member(name, offset, FieldType.INT, 4, unit, ValueNames.NONE);
    }

    private static Member f(String name, int offset, String unit) {
        return new Member(name, offset, FieldType.FLOAT, 4, unit, ValueNames.NONE);
    }

    private static void structFields(List<StateField> out, String entity, int index, int base, List<Member> members) {
        for (Member m : members) {
            out.add(new StateField(entity, index, m.name(), m.unit(), base + m.offset(), m.size(), m.type(),
                    m.names()));
        }
    }

    private static void grid(List<StateField> out, String entity, int base, int rows, int cols, FieldType type,
                             Map<Integer, String> names) {
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                String name = names.getOrDefault(c, Integer.toString(c));
                ValueNames vn = ValueNames.NONE;
                if (c == 0 && entity.equals("Ei")) {
                    vn = ENEMY_TYPES;
                } else if (c == 0 && entity.equals("item")) {
                    vn = ITEM_TYPES;
                }
                String unit = type == FieldType.FLOAT ? (c < 2 ? "px" : "float") : (c == 0 ? "type" : "int");
                out.add(new StateField(entity, r, name, unit, base + 4 * (r * cols + c), 4, type, vn));
            }
        }
    }

    private static final Map<Integer, String> EI_NAMES = new TreeMap<>(Map.of(0, "type", 1, "shape"));
    private static final Map<Integer, String> EF_NAMES = new TreeMap<>(Map.of(0, "x", 1, "y", 2, "xinc", 3, "yinc"));
    private static final Map<Integer, String> ITEM_NAMES = new TreeMap<>(Map.of(0, "type", 1, "shape", 2,
            "draw_type", 3, "motion", 4, "x", 5, "y", 14, "time_to_live"));
    private static final Map<Integer, String> ITEMF_NAMES = new TreeMap<>(Map.of(0, "x", 1, "y", 2, "xinc", 3,
            "yinc"));

    private static final List<Member> PSYN = List.of(
            i("active", 0, "bool"),
            new Member("control_method", 4, FieldType.INT, 4, "enum", CONTROL_METHODS),
            i("paused", 8, "frames"), i("paused_type", 12, "enum"), i("paused_mode", 16, "enum"),
            i("paused_mode_count", 20, "frames"), i("level_done_mode", 24, "enum"), i("level_done_timer", 28, "frames"),
            i("level_done_ack", 32, "bool"), i("level_done_x", 36, "px"), i("level_done_y", 40, "px"),
            i("level_done_player", 44, "player"), i("level_done_frame", 48, "frame"),
            i("level_done_next_level", 52, "level"), i("overworld_last_touched_gate", 56, "item"),
            f("x", 60, "px"), f("y", 64, "px"), f("xinc", 68, "px/frame"), f("yinc", 72, "px/frame"),
            f("right_xinc", 76, "px/frame"), f("left_xinc", 80, "px/frame"), f("health", 84, "hp"),
            f("old_health", 88, "hp"), i("on_ladder", 92, "bool"), i("on_rope", 96, "bool"),
            i("player_ride", 100, "lift+32"), i("carry_item", 104, "item+1"), i("shape", 108, "tile"),
            i("color", 112, "colour"), new Member("name", 116, FieldType.CHARS, 9, "char[9]", ValueNames.NONE),
            i("left_right", 128, "bool"), f("draw_rot", 132, "rad"), f("draw_scale", 136, "scale"),
            i("door_draw_rot_num_steps", 140, "frames"), f("door_draw_rot", 144, "rad"),
            f("door_draw_rot_inc", 148, "rad/frame"), f("door_xinc", 152, "px/frame"), f("door_yinc", 156, "px/frame"),
            i("marked_door", 160, "item"), i("door_item", 164, "item"), i("door_num_steps", 168, "frames"),
            i("marked_gate", 172, "item"), i("spawn_point_index", 176, "index"), i("up", 180, "bool"),
            i("down", 184, "bool"), i("left", 188, "bool"), i("right", 192, "bool"), i("jump", 196, "bool"),
            i("fire", 200, "bool"), i("menu", 204, "bool"), i("ctrl_bitf", 208, "bits"),
            i("old_ctrl_bitf", 212, "bits"), i("shot_wait_counter", 216, "frames"), i("shot_wait", 220, "frames"),
            i("shot_speed", 224, "px/frame"), i("stat_respawns", 228, "count"), i("stat_shots_fired", 232, "count"),
            i("stat_enemy_hits", 236, "count"), i("stat_player_hits", 240, "count"), i("stat_self_hits", 244, "count"),
            i("stat_purple_coins", 248, "count"), i("stat_next_levels", 252, "count"), i("stat_exits", 256, "count"),
            i("stat_enemy_exploded", 260, "count"), i("stat_player_exploded", 264, "count"),
            i("stat_self_exploded", 268, "count"), i("late_cdats", 272, "count"),
            i("late_cdats_last_sec", 276, "count"), i("player_vs_player_shots", 280, "bool"),
            i("player_vs_player_shot_damage", 284, "hp"), i("player_vs_self_shots", 288, "bool"),
            i("server_force_fakekey", 292, "bool"), i("server_force_client_offset", 296, "bool"),
            f("client_chase_offset", 300, "s"), i("player_text_overlay_timer", 304, "frames"),
            i("player_text_overlay_type", 308, "enum"), i("spare_int1", 312, "int"), i("spare_int2", 316, "int"),
            i("spare_int3", 320, "int"), i("spare_int4", 324, "int"));

    private static final List<Member> LIFT = List.of(
            f("x", 0, "px"), f("y", 4, "px"), f("xinc", 8, "px/frame"), f("yinc", 12, "px/frame"), f("w", 16, "px"),
            f("h", 20, "px"), f("winc", 24, "px/frame"), f("hinc", 28, "px/frame"), i("active", 32, "bool"),
            i("flags", 36, "bits"), i("mode", 40, "enum"), i("mode_countdown_timer", 44, "frames"),
            i("mode_reset_value", 48, "frames"), i("color", 52, "colour"), i("draw_mode", 56, "enum"),
            i("draw_mode_val1", 60, "int"), i("draw_mode_val2", 64, "int"), i("draw_mode_val3", 68, "int"),
            i("current_step", 72, "step"), i("num_steps", 76, "steps"), i("limit_counter", 80, "count"),
            i("limit_type", 84, "enum"), new Member("lift_name", 88, FieldType.CHARS, 40, "char[40]",
                    ValueNames.NONE));

    private static final List<Member> PSHOT = List.of(i("active", 0, "bool"), i("player", 4, "player"),
            f("x", 8, "px"), f("y", 12, "px"), f("xinc", 16, "px/frame"), f("yinc", 20, "px/frame"));

    private static final List<Member> ESHOT = List.of(i("active", 0, "bool"), i("shape", 4, "tile"),
            f("x", 8, "px"), f("y", 12, "px"), f("xinc", 16, "px/frame"), f("yinc", 20, "px/frame"));

    /** The schema, built once (declared last: it reads the member lists above). */
    public static final StateSchema SCHEMA = build();
}

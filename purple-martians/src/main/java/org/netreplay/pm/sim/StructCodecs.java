package org.netreplay.pm.sim;

import java.nio.ByteBuffer;

/**
 * Writes and reads the state's structs at their offsets in a little-endian buffer, padding written as 0.
 * Generated from each struct's {@link StructField} table by {@code StructCodecsGenerator} (test sources);
 * do not edit: change the table and run
 * {@code java purple-martians/src/test/java/org/netreplay/pm/sim/StructCodecsGenerator.java}.
 */
public final class StructCodecs {
    private StructCodecs() {
    }

    /** Writes {@code s} at {@code base} of {@code b} (328 bytes). */
    public static void write(Psyn s, ByteBuffer b, int base) {
        b.putInt(base + 0, s.active);
        b.putInt(base + 4, s.control_method);
        b.putInt(base + 8, s.paused);
        b.putInt(base + 12, s.paused_type);
        b.putInt(base + 16, s.paused_mode);
        b.putInt(base + 20, s.paused_mode_count);
        b.putInt(base + 24, s.level_done_mode);
        b.putInt(base + 28, s.level_done_timer);
        b.putInt(base + 32, s.level_done_ack);
        b.putInt(base + 36, s.level_done_x);
        b.putInt(base + 40, s.level_done_y);
        b.putInt(base + 44, s.level_done_player);
        b.putInt(base + 48, s.level_done_frame);
        b.putInt(base + 52, s.level_done_next_level);
        b.putInt(base + 56, s.overworld_last_touched_gate);
        b.putFloat(base + 60, s.x);
        b.putFloat(base + 64, s.y);
        b.putFloat(base + 68, s.xinc);
        b.putFloat(base + 72, s.yinc);
        b.putFloat(base + 76, s.right_xinc);
        b.putFloat(base + 80, s.left_xinc);
        b.putFloat(base + 84, s.health);
        b.putFloat(base + 88, s.old_health);
        b.putInt(base + 92, s.on_ladder);
        b.putInt(base + 96, s.on_rope);
        b.putInt(base + 100, s.player_ride);
        b.putInt(base + 104, s.carry_item);
        b.putInt(base + 108, s.shape);
        b.putInt(base + 112, s.color);
        b.put(base + 116, s.name, 0, 9);
        b.put(base + 125, (byte) 0);
        b.put(base + 126, (byte) 0);
        b.put(base + 127, (byte) 0);
        b.putInt(base + 128, s.left_right);
        b.putFloat(base + 132, s.draw_rot);
        b.putFloat(base + 136, s.draw_scale);
        b.putInt(base + 140, s.door_draw_rot_num_steps);
        b.putFloat(base + 144, s.door_draw_rot);
        b.putFloat(base + 148, s.door_draw_rot_inc);
        b.putFloat(base + 152, s.door_xinc);
        b.putFloat(base + 156, s.door_yinc);
        b.putInt(base + 160, s.marked_door);
        b.putInt(base + 164, s.door_item);
        b.putInt(base + 168, s.door_num_steps);
        b.putInt(base + 172, s.marked_gate);
        b.putInt(base + 176, s.spawn_point_index);
        b.putInt(base + 180, s.up);
        b.putInt(base + 184, s.down);
        b.putInt(base + 188, s.left);
        b.putInt(base + 192, s.right);
        b.putInt(base + 196, s.jump);
        b.putInt(base + 200, s.fire);
        b.putInt(base + 204, s.menu);
        b.putInt(base + 208, s.ctrl_bitf);
        b.putInt(base + 212, s.old_ctrl_bitf);
        b.putInt(base + 216, s.shot_wait_counter);
        b.putInt(base + 220, s.shot_wait);
        b.putInt(base + 224, s.shot_speed);
        b.putInt(base + 228, s.stat_respawns);
        b.putInt(base + 232, s.stat_shots_fired);
        b.putInt(base + 236, s.stat_enemy_hits);
        b.putInt(base + 240, s.stat_player_hits);
        b.putInt(base + 244, s.stat_self_hits);
        b.putInt(base + 248, s.stat_purple_coins);
        b.putInt(base + 252, s.stat_next_levels);
        b.putInt(base + 256, s.stat_exits);
        b.putInt(base + 260, s.stat_enemy_exploded);
        b.putInt(base + 264, s.stat_player_exploded);
        b.putInt(base + 268, s.stat_self_exploded);
        b.putInt(base + 272, s.late_cdats);
        b.putInt(base + 276, s.late_cdats_last_sec);
        b.putInt(base + 280, s.player_vs_player_shots);
        b.putInt(base + 284, s.player_vs_player_shot_damage);
        b.putInt(base + 288, s.player_vs_self_shots);
        b.putInt(base + 292, s.server_force_fakekey);
        b.putInt(base + 296, s.server_force_client_offset);
        b.putFloat(base + 300, s.client_chase_offset);
        b.putInt(base + 304, s.player_text_overlay_timer);
        b.putInt(base + 308, s.player_text_overlay_type);
        b.putInt(base + 312, s.spare_int1);
        b.putInt(base + 316, s.spare_int2);
        b.putInt(base + 320, s.spare_int3);
        b.putInt(base + 324, s.spare_int4);
    }

    /** Reads {@code s} from {@code base} of {@code b}. */
    public static void read(Psyn s, ByteBuffer b, int base) {
        s.active = b.getInt(base + 0);
        s.control_method = b.getInt(base + 4);
        s.paused = b.getInt(base + 8);
        s.paused_type = b.getInt(base + 12);
        s.paused_mode = b.getInt(base + 16);
        s.paused_mode_count = b.getInt(base + 20);
        s.level_done_mode = b.getInt(base + 24);
        s.level_done_timer = b.getInt(base + 28);
        s.level_done_ack = b.getInt(base + 32);
        s.level_done_x = b.getInt(base + 36);
        s.level_done_y = b.getInt(base + 40);
        s.level_done_player = b.getInt(base + 44);
        s.level_done_frame = b.getInt(base + 48);
        s.level_done_next_level = b.getInt(base + 52);
        s.overworld_last_touched_gate = b.getInt(base + 56);
        s.x = b.getFloat(base + 60);
        s.y = b.getFloat(base + 64);
        s.xinc = b.getFloat(base + 68);
        s.yinc = b.getFloat(base + 72);
        s.right_xinc = b.getFloat(base + 76);
        s.left_xinc = b.getFloat(base + 80);
        s.health = b.getFloat(base + 84);
        s.old_health = b.getFloat(base + 88);
        s.on_ladder = b.getInt(base + 92);
        s.on_rope = b.getInt(base + 96);
        s.player_ride = b.getInt(base + 100);
        s.carry_item = b.getInt(base + 104);
        s.shape = b.getInt(base + 108);
        s.color = b.getInt(base + 112);
        b.get(base + 116, s.name, 0, 9);
        s.left_right = b.getInt(base + 128);
        s.draw_rot = b.getFloat(base + 132);
        s.draw_scale = b.getFloat(base + 136);
        s.door_draw_rot_num_steps = b.getInt(base + 140);
        s.door_draw_rot = b.getFloat(base + 144);
        s.door_draw_rot_inc = b.getFloat(base + 148);
        s.door_xinc = b.getFloat(base + 152);
        s.door_yinc = b.getFloat(base + 156);
        s.marked_door = b.getInt(base + 160);
        s.door_item = b.getInt(base + 164);
        s.door_num_steps = b.getInt(base + 168);
        s.marked_gate = b.getInt(base + 172);
        s.spawn_point_index = b.getInt(base + 176);
        s.up = b.getInt(base + 180);
        s.down = b.getInt(base + 184);
        s.left = b.getInt(base + 188);
        s.right = b.getInt(base + 192);
        s.jump = b.getInt(base + 196);
        s.fire = b.getInt(base + 200);
        s.menu = b.getInt(base + 204);
        s.ctrl_bitf = b.getInt(base + 208);
        s.old_ctrl_bitf = b.getInt(base + 212);
        s.shot_wait_counter = b.getInt(base + 216);
        s.shot_wait = b.getInt(base + 220);
        s.shot_speed = b.getInt(base + 224);
        s.stat_respawns = b.getInt(base + 228);
        s.stat_shots_fired = b.getInt(base + 232);
        s.stat_enemy_hits = b.getInt(base + 236);
        s.stat_player_hits = b.getInt(base + 240);
        s.stat_self_hits = b.getInt(base + 244);
        s.stat_purple_coins = b.getInt(base + 248);
        s.stat_next_levels = b.getInt(base + 252);
        s.stat_exits = b.getInt(base + 256);
        s.stat_enemy_exploded = b.getInt(base + 260);
        s.stat_player_exploded = b.getInt(base + 264);
        s.stat_self_exploded = b.getInt(base + 268);
        s.late_cdats = b.getInt(base + 272);
        s.late_cdats_last_sec = b.getInt(base + 276);
        s.player_vs_player_shots = b.getInt(base + 280);
        s.player_vs_player_shot_damage = b.getInt(base + 284);
        s.player_vs_self_shots = b.getInt(base + 288);
        s.server_force_fakekey = b.getInt(base + 292);
        s.server_force_client_offset = b.getInt(base + 296);
        s.client_chase_offset = b.getFloat(base + 300);
        s.player_text_overlay_timer = b.getInt(base + 304);
        s.player_text_overlay_type = b.getInt(base + 308);
        s.spare_int1 = b.getInt(base + 312);
        s.spare_int2 = b.getInt(base + 316);
        s.spare_int3 = b.getInt(base + 320);
        s.spare_int4 = b.getInt(base + 324);
    }

    /** Writes {@code s} at {@code base} of {@code b} (128 bytes). */
    public static void write(LiftCur s, ByteBuffer b, int base) {
        b.putFloat(base + 0, s.x);
        b.putFloat(base + 4, s.y);
        b.putFloat(base + 8, s.xinc);
        b.putFloat(base + 12, s.yinc);
        b.putFloat(base + 16, s.w);
        b.putFloat(base + 20, s.h);
        b.putFloat(base + 24, s.winc);
        b.putFloat(base + 28, s.hinc);
        b.putInt(base + 32, s.active);
        b.putInt(base + 36, s.flags);
        b.putInt(base + 40, s.mode);
        b.putInt(base + 44, s.mode_countdown_timer);
        b.putInt(base + 48, s.mode_reset_value);
        b.putInt(base + 52, s.color);
        b.putInt(base + 56, s.draw_mode);
        b.putInt(base + 60, s.draw_mode_val1);
        b.putInt(base + 64, s.draw_mode_val2);
        b.putInt(base + 68, s.draw_mode_val3);
        b.putInt(base + 72, s.current_step);
        b.putInt(base + 76, s.num_steps);
        b.putInt(base + 80, s.limit_counter);
        b.putInt(base + 84, s.limit_type);
        b.put(base + 88, s.lift_name, 0, 40);
    }

    /** Reads {@code s} from {@code base} of {@code b}. */
    public static void read(LiftCur s, ByteBuffer b, int base) {
        s.x = b.getFloat(base + 0);
        s.y = b.getFloat(base + 4);
        s.xinc = b.getFloat(base + 8);
        s.yinc = b.getFloat(base + 12);
        s.w = b.getFloat(base + 16);
        s.h = b.getFloat(base + 20);
        s.winc = b.getFloat(base + 24);
        s.hinc = b.getFloat(base + 28);
        s.active = b.getInt(base + 32);
        s.flags = b.getInt(base + 36);
        s.mode = b.getInt(base + 40);
        s.mode_countdown_timer = b.getInt(base + 44);
        s.mode_reset_value = b.getInt(base + 48);
        s.color = b.getInt(base + 52);
        s.draw_mode = b.getInt(base + 56);
        s.draw_mode_val1 = b.getInt(base + 60);
        s.draw_mode_val2 = b.getInt(base + 64);
        s.draw_mode_val3 = b.getInt(base + 68);
        s.current_step = b.getInt(base + 72);
        s.num_steps = b.getInt(base + 76);
        s.limit_counter = b.getInt(base + 80);
        s.limit_type = b.getInt(base + 84);
        b.get(base + 88, s.lift_name, 0, 40);
    }

    /** Writes {@code s} at {@code base} of {@code b} (24 bytes). */
    public static void write(PShot s, ByteBuffer b, int base) {
        b.putInt(base + 0, s.active);
        b.putInt(base + 4, s.player);
        b.putFloat(base + 8, s.x);
        b.putFloat(base + 12, s.y);
        b.putFloat(base + 16, s.xinc);
        b.putFloat(base + 20, s.yinc);
    }

    /** Reads {@code s} from {@code base} of {@code b}. */
    public static void read(PShot s, ByteBuffer b, int base) {
        s.active = b.getInt(base + 0);
        s.player = b.getInt(base + 4);
        s.x = b.getFloat(base + 8);
        s.y = b.getFloat(base + 12);
        s.xinc = b.getFloat(base + 16);
        s.yinc = b.getFloat(base + 20);
    }

    /** Writes {@code s} at {@code base} of {@code b} (24 bytes). */
    public static void write(EShot s, ByteBuffer b, int base) {
        b.putInt(base + 0, s.active);
        b.putInt(base + 4, s.shape);
        b.putFloat(base + 8, s.x);
        b.putFloat(base + 12, s.y);
        b.putFloat(base + 16, s.xinc);
        b.putFloat(base + 20, s.yinc);
    }

    /** Reads {@code s} from {@code base} of {@code b}. */
    public static void read(EShot s, ByteBuffer b, int base) {
        s.active = b.getInt(base + 0);
        s.shape = b.getInt(base + 4);
        s.x = b.getFloat(base + 8);
        s.y = b.getFloat(base + 12);
        s.xinc = b.getFloat(base + 16);
        s.yinc = b.getFloat(base + 20);
    }
}

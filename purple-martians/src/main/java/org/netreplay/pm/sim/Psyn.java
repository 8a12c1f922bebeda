package org.netreplay.pm.sim;

import java.nio.ByteBuffer;

/**
 * A player's synced record, {@code struct psyn}: part of the state. Field names are the game's own (src/mwPlayer.h struct psyn); the byte layout (328 bytes, little-endian, offsets below) is the
 * game's as compiled on x86-64 (pm-golden state_struct_layout.csv). Padding bytes are written as 0.
 */
public final class Psyn {
    /** Size of one record in the state, bytes. */
    public static final int SIZE = 328;

    /** offset 0, int */
    public int active;
    /** offset 4, int */
    public int control_method;
    /** offset 8, int */
    public int paused;
    /** offset 12, int */
    public int paused_type;
    /** offset 16, int */
    public int paused_mode;
    /** offset 20, int */
    public int paused_mode_count;
    /** offset 24, int */
    public int level_done_mode;
    /** offset 28, int */
    public int level_done_timer;
    /** offset 32, int */
    public int level_done_ack;
    /** offset 36, int */
    public int level_done_x;
    /** offset 40, int */
    public int level_done_y;
    /** offset 44, int */
    public int level_done_player;
    /** offset 48, int */
    public int level_done_frame;
    /** offset 52, int */
    public int level_done_next_level;
    /** offset 56, int */
    public int overworld_last_touched_gate;
    /** offset 60, float */
    public float x;
    /** offset 64, float */
    public float y;
    /** offset 68, float */
    public float xinc;
    /** offset 72, float */
    public float yinc;
    /** offset 76, float */
    public float right_xinc;
    /** offset 80, float */
    public float left_xinc;
    /** offset 84, float */
    public float health;
    /** offset 88, float */
    public float old_health;
    /** offset 92, int */
    public int on_ladder;
    /** offset 96, int */
    public int on_rope;
    /** offset 100, int */
    public int player_ride;
    /** offset 104, int */
    public int carry_item;
    /** offset 108, int */
    public int shape;
    /** offset 112, int */
    public int color;
    /** offset 116, char[9] */
    public byte[] name = new byte[9];
    /** offset 128, int */
    public int left_right;
    /** offset 132, float */
    public float draw_rot;
    /** offset 136, float */
    public float draw_scale;
    /** offset 140, int */
    public int door_draw_rot_num_steps;
    /** offset 144, float */
    public float door_draw_rot;
    /** offset 148, float */
    public float door_draw_rot_inc;
    /** offset 152, float */
    public float door_xinc;
    /** offset 156, float */
    public float door_yinc;
    /** offset 160, int */
    public int marked_door;
    /** offset 164, int */
    public int door_item;
    /** offset 168, int */
    public int door_num_steps;
    /** offset 172, int */
    public int marked_gate;
    /** offset 176, int */
    public int spawn_point_index;
    /** offset 180, int */
    public int up;
    /** offset 184, int */
    public int down;
    /** offset 188, int */
    public int left;
    /** offset 192, int */
    public int right;
    /** offset 196, int */
    public int jump;
    /** offset 200, int */
    public int fire;
    /** offset 204, int */
    public int menu;
    /** offset 208, int */
    public int ctrl_bitf;
    /** offset 212, int */
    public int old_ctrl_bitf;
    /** offset 216, int */
    public int shot_wait_counter;
    /** offset 220, int */
    public int shot_wait;
    /** offset 224, int */
    public int shot_speed;
    /** offset 228, int */
    public int stat_respawns;
    /** offset 232, int */
    public int stat_shots_fired;
    /** offset 236, int */
    public int stat_enemy_hits;
    /** offset 240, int */
    public int stat_player_hits;
    /** offset 244, int */
    public int stat_self_hits;
    /** offset 248, int */
    public int stat_purple_coins;
    /** offset 252, int */
    public int stat_next_levels;
    /** offset 256, int */
    public int stat_exits;
    /** offset 260, int */
    public int stat_enemy_exploded;
    /** offset 264, int */
    public int stat_player_exploded;
    /** offset 268, int */
    public int stat_self_exploded;
    /** offset 272, int */
    public int late_cdats;
    /** offset 276, int */
    public int late_cdats_last_sec;
    /** offset 280, int */
    public int player_vs_player_shots;
    /** offset 284, int */
    public int player_vs_player_shot_damage;
    /** offset 288, int */
    public int player_vs_self_shots;
    /** offset 292, int */
    public int server_force_fakekey;
    /** offset 296, int */
    public int server_force_client_offset;
    /** offset 300, float */
    public float client_chase_offset = (float) -0.02;
    /** offset 304, int */
    public int player_text_overlay_timer;
    /** offset 308, int */
    public int player_text_overlay_type;
    /** offset 312, int */
    public int spare_int1;
    /** offset 316, int */
    public int spare_int2;
    /** offset 320, int */
    public int spare_int3;
    /** offset 324, int */
    public int spare_int4;

    /** Copies every field of {@code o} into this record. */
    public void copyFrom(Psyn o) {
        active = o.active;
        control_method = o.control_method;
        paused = o.paused;
        paused_type = o.paused_type;
        paused_mode = o.paused_mode;
        paused_mode_count = o.paused_mode_count;
        level_done_mode = o.level_done_mode;
        level_done_timer = o.level_done_timer;
        level_done_ack = o.level_done_ack;
        level_done_x = o.level_done_x;
        level_done_y = o.level_done_y;
        level_done_player = o.level_done_player;
        level_done_frame = o.level_done_frame;
        level_done_next_level = o.level_done_next_level;
        overworld_last_touched_gate = o.overworld_last_touched_gate;
        x = o.x;
        y = o.y;
        xinc = o.xinc;
        yinc = o.yinc;
        right_xinc = o.right_xinc;
        left_xinc = o.left_xinc;
        health = o.health;
        old_health = o.old_health;
        on_ladder = o.on_ladder;
        on_rope = o.on_rope;
        player_ride = o.player_ride;
        carry_item = o.carry_item;
        shape = o.shape;
        color = o.color;
        System.arraycopy(o.name, 0, name, 0, name.length);
        left_right = o.left_right;
        draw_rot = o.draw_rot;
        draw_scale = o.draw_scale;
        door_draw_rot_num_steps = o.door_draw_rot_num_steps;
        door_draw_rot = o.door_draw_rot;
        door_draw_rot_inc = o.door_draw_rot_inc;
        door_xinc = o.door_xinc;
        door_yinc = o.door_yinc;
        marked_door = o.marked_door;
        door_item = o.door_item;
        door_num_steps = o.door_num_steps;
        marked_gate = o.marked_gate;
        spawn_point_index = o.spawn_point_index;
        up = o.up;
        down = o.down;
        left = o.left;
        right = o.right;
        jump = o.jump;
        fire = o.fire;
        menu = o.menu;
        ctrl_bitf = o.ctrl_bitf;
        old_ctrl_bitf = o.old_ctrl_bitf;
        shot_wait_counter = o.shot_wait_counter;
        shot_wait = o.shot_wait;
        shot_speed = o.shot_speed;
        stat_respawns = o.stat_respawns;
        stat_shots_fired = o.stat_shots_fired;
        stat_enemy_hits = o.stat_enemy_hits;
        stat_player_hits = o.stat_player_hits;
        stat_self_hits = o.stat_self_hits;
        stat_purple_coins = o.stat_purple_coins;
        stat_next_levels = o.stat_next_levels;
        stat_exits = o.stat_exits;
        stat_enemy_exploded = o.stat_enemy_exploded;
        stat_player_exploded = o.stat_player_exploded;
        stat_self_exploded = o.stat_self_exploded;
        late_cdats = o.late_cdats;
        late_cdats_last_sec = o.late_cdats_last_sec;
        player_vs_player_shots = o.player_vs_player_shots;
        player_vs_player_shot_damage = o.player_vs_player_shot_damage;
        player_vs_self_shots = o.player_vs_self_shots;
        server_force_fakekey = o.server_force_fakekey;
        server_force_client_offset = o.server_force_client_offset;
        client_chase_offset = o.client_chase_offset;
        player_text_overlay_timer = o.player_text_overlay_timer;
        player_text_overlay_type = o.player_text_overlay_type;
        spare_int1 = o.spare_int1;
        spare_int2 = o.spare_int2;
        spare_int3 = o.spare_int3;
        spare_int4 = o.spare_int4;
    }

    /** Writes this record at {@code base} of a little-endian buffer ({@link #SIZE} bytes; padding left as is). */
    public void write(ByteBuffer b, int base) {
        b.putInt(base + 0, active);
        b.putInt(base + 4, control_method);
        b.putInt(base + 8, paused);
        b.putInt(base + 12, paused_type);
        b.putInt(base + 16, paused_mode);
        b.putInt(base + 20, paused_mode_count);
        b.putInt(base + 24, level_done_mode);
        b.putInt(base + 28, level_done_timer);
        b.putInt(base + 32, level_done_ack);
        b.putInt(base + 36, level_done_x);
        b.putInt(base + 40, level_done_y);
        b.putInt(base + 44, level_done_player);
        b.putInt(base + 48, level_done_frame);
        b.putInt(base + 52, level_done_next_level);
        b.putInt(base + 56, overworld_last_touched_gate);
        b.putFloat(base + 60, x);
        b.putFloat(base + 64, y);
        b.putFloat(base + 68, xinc);
        b.putFloat(base + 72, yinc);
        b.putFloat(base + 76, right_xinc);
        b.putFloat(base + 80, left_xinc);
        b.putFloat(base + 84, health);
        b.putFloat(base + 88, old_health);
        b.putInt(base + 92, on_ladder);
        b.putInt(base + 96, on_rope);
        b.putInt(base + 100, player_ride);
        b.putInt(base + 104, carry_item);
        b.putInt(base + 108, shape);
        b.putInt(base + 112, color);
        b.put(base + 116, name, 0, name.length);
        b.putInt(base + 128, left_right);
        b.putFloat(base + 132, draw_rot);
        b.putFloat(base + 136, draw_scale);
        b.putInt(base + 140, door_draw_rot_num_steps);
        b.putFloat(base + 144, door_draw_rot);
        b.putFloat(base + 148, door_draw_rot_inc);
        b.putFloat(base + 152, door_xinc);
        b.putFloat(base + 156, door_yinc);
        b.putInt(base + 160, marked_door);
        b.putInt(base + 164, door_item);
        b.putInt(base + 168, door_num_steps);
        b.putInt(base + 172, marked_gate);
        b.putInt(base + 176, spawn_point_index);
        b.putInt(base + 180, up);
        b.putInt(base + 184, down);
        b.putInt(base + 188, left);
        b.putInt(base + 192, right);
        b.putInt(base + 196, jump);
        b.putInt(base + 200, fire);
        b.putInt(base + 204, menu);
        b.putInt(base + 208, ctrl_bitf);
        b.putInt(base + 212, old_ctrl_bitf);
        b.putInt(base + 216, shot_wait_counter);
        b.putInt(base + 220, shot_wait);
        b.putInt(base + 224, shot_speed);
        b.putInt(base + 228, stat_respawns);
        b.putInt(base + 232, stat_shots_fired);
        b.putInt(base + 236, stat_enemy_hits);
        b.putInt(base + 240, stat_player_hits);
        b.putInt(base + 244, stat_self_hits);
        b.putInt(base + 248, stat_purple_coins);
        b.putInt(base + 252, stat_next_levels);
        b.putInt(base + 256, stat_exits);
        b.putInt(base + 260, stat_enemy_exploded);
        b.putInt(base + 264, stat_player_exploded);
        b.putInt(base + 268, stat_self_exploded);
        b.putInt(base + 272, late_cdats);
        b.putInt(base + 276, late_cdats_last_sec);
        b.putInt(base + 280, player_vs_player_shots);
        b.putInt(base + 284, player_vs_player_shot_damage);
        b.putInt(base + 288, player_vs_self_shots);
        b.putInt(base + 292, server_force_fakekey);
        b.putInt(base + 296, server_force_client_offset);
        b.putFloat(base + 300, client_chase_offset);
        b.putInt(base + 304, player_text_overlay_timer);
        b.putInt(base + 308, player_text_overlay_type);
        b.putInt(base + 312, spare_int1);
        b.putInt(base + 316, spare_int2);
        b.putInt(base + 320, spare_int3);
        b.putInt(base + 324, spare_int4);
    }

    /** Reads this record from {@code base} of a little-endian buffer. */
    public void read(ByteBuffer b, int base) {
        active = b.getInt(base + 0);
        control_method = b.getInt(base + 4);
        paused = b.getInt(base + 8);
        paused_type = b.getInt(base + 12);
        paused_mode = b.getInt(base + 16);
        paused_mode_count = b.getInt(base + 20);
        level_done_mode = b.getInt(base + 24);
        level_done_timer = b.getInt(base + 28);
        level_done_ack = b.getInt(base + 32);
        level_done_x = b.getInt(base + 36);
        level_done_y = b.getInt(base + 40);
        level_done_player = b.getInt(base + 44);
        level_done_frame = b.getInt(base + 48);
        level_done_next_level = b.getInt(base + 52);
        overworld_last_touched_gate = b.getInt(base + 56);
        x = b.getFloat(base + 60);
        y = b.getFloat(base + 64);
        xinc = b.getFloat(base + 68);
        yinc = b.getFloat(base + 72);
        right_xinc = b.getFloat(base + 76);
        left_xinc = b.getFloat(base + 80);
        health = b.getFloat(base + 84);
        old_health = b.getFloat(base + 88);
        on_ladder = b.getInt(base + 92);
        on_rope = b.getInt(base + 96);
        player_ride = b.getInt(base + 100);
        carry_item = b.getInt(base + 104);
        shape = b.getInt(base + 108);
        color = b.getInt(base + 112);
        b.get(base + 116, name, 0, name.length);
        left_right = b.getInt(base + 128);
        draw_rot = b.getFloat(base + 132);
        draw_scale = b.getFloat(base + 136);
        door_draw_rot_num_steps = b.getInt(base + 140);
        door_draw_rot = b.getFloat(base + 144);
        door_draw_rot_inc = b.getFloat(base + 148);
        door_xinc = b.getFloat(base + 152);
        door_yinc = b.getFloat(base + 156);
        marked_door = b.getInt(base + 160);
        door_item = b.getInt(base + 164);
        door_num_steps = b.getInt(base + 168);
        marked_gate = b.getInt(base + 172);
        spawn_point_index = b.getInt(base + 176);
        up = b.getInt(base + 180);
        down = b.getInt(base + 184);
        left = b.getInt(base + 188);
        right = b.getInt(base + 192);
        jump = b.getInt(base + 196);
        fire = b.getInt(base + 200);
        menu = b.getInt(base + 204);
        ctrl_bitf = b.getInt(base + 208);
        old_ctrl_bitf = b.getInt(base + 212);
        shot_wait_counter = b.getInt(base + 216);
        shot_wait = b.getInt(base + 220);
        shot_speed = b.getInt(base + 224);
        stat_respawns = b.getInt(base + 228);
        stat_shots_fired = b.getInt(base + 232);
        stat_enemy_hits = b.getInt(base + 236);
        stat_player_hits = b.getInt(base + 240);
        stat_self_hits = b.getInt(base + 244);
        stat_purple_coins = b.getInt(base + 248);
        stat_next_levels = b.getInt(base + 252);
        stat_exits = b.getInt(base + 256);
        stat_enemy_exploded = b.getInt(base + 260);
        stat_player_exploded = b.getInt(base + 264);
        stat_self_exploded = b.getInt(base + 268);
        late_cdats = b.getInt(base + 272);
        late_cdats_last_sec = b.getInt(base + 276);
        player_vs_player_shots = b.getInt(base + 280);
        player_vs_player_shot_damage = b.getInt(base + 284);
        player_vs_self_shots = b.getInt(base + 288);
        server_force_fakekey = b.getInt(base + 292);
        server_force_client_offset = b.getInt(base + 296);
        client_chase_offset = b.getFloat(base + 300);
        player_text_overlay_timer = b.getInt(base + 304);
        player_text_overlay_type = b.getInt(base + 308);
        spare_int1 = b.getInt(base + 312);
        spare_int2 = b.getInt(base + 316);
        spare_int3 = b.getInt(base + 320);
        spare_int4 = b.getInt(base + 324);
    }

    /** @return {@code n} fresh zeroed records */
    public static Psyn[] array(int n) {
        Psyn[] a = new Psyn[n];
        for (int i = 0; i < n; i++) {
            a[i] = new Psyn();
        }
        return a;
    }
}

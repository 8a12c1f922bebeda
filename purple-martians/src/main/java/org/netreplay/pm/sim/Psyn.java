package org.netreplay.pm.sim;

/**
 * A player's synced record, {@code struct psyn} in src/mwPlayer.h ({@code mPlayer.syn[p]}): part of the state. Field
 * names are the game's own; each field's {@link StructField} gives its offset in the game's compiled struct (328 bytes,
 * little-endian), from which {@link StructCodecs} writes and reads it; padding bytes are written as 0.
 */
public final class Psyn {
    /** Size of one record in the state, bytes. */
    public static final int SIZE = 328;

    @StructField(offset = 0, unit = "bool")
    public int active;
    @StructField(offset = 4, unit = "enum")
    public int control_method;
    @StructField(offset = 8, unit = "frames")
    public int paused;
    @StructField(offset = 12, unit = "enum")
    public int paused_type;
    @StructField(offset = 16, unit = "enum")
    public int paused_mode;
    @StructField(offset = 20, unit = "frames")
    public int paused_mode_count;
    @StructField(offset = 24, unit = "enum")
    public int level_done_mode;
    @StructField(offset = 28, unit = "frames")
    public int level_done_timer;
    @StructField(offset = 32, unit = "bool")
    public int level_done_ack;
    @StructField(offset = 36, unit = "px")
    public int level_done_x;
    @StructField(offset = 40, unit = "px")
    public int level_done_y;
    @StructField(offset = 44, unit = "player")
    public int level_done_player;
    @StructField(offset = 48, unit = "frame")
    public int level_done_frame;
    @StructField(offset = 52, unit = "level")
    public int level_done_next_level;
    @StructField(offset = 56, unit = "item")
    public int overworld_last_touched_gate;
    @StructField(offset = 60, unit = "px")
    public float x;
    @StructField(offset = 64, unit = "px")
    public float y;
    @StructField(offset = 68, unit = "px/frame")
    public float xinc;
    @StructField(offset = 72, unit = "px/frame")
    public float yinc;
    @StructField(offset = 76, unit = "px/frame")
    public float right_xinc;
    @StructField(offset = 80, unit = "px/frame")
    public float left_xinc;
    @StructField(offset = 84, unit = "hp")
    public float health;
    @StructField(offset = 88, unit = "hp")
    public float old_health;
    @StructField(offset = 92, unit = "bool")
    public int on_ladder;
    @StructField(offset = 96, unit = "bool")
    public int on_rope;
    @StructField(offset = 100, unit = "lift+32")
    public int player_ride;
    @StructField(offset = 104, unit = "item+1")
    public int carry_item;
    @StructField(offset = 108, unit = "tile")
    public int shape;
    @StructField(offset = 112, unit = "colour")
    public int color;
    @StructField(offset = 116, unit = "char[9]")
    public byte[] name = new byte[9];
    @StructField(offset = 128, unit = "bool")
    public int left_right;
    @StructField(offset = 132, unit = "rad")
    public float draw_rot;
    @StructField(offset = 136, unit = "scale")
    public float draw_scale;
    @StructField(offset = 140, unit = "frames")
    public int door_draw_rot_num_steps;
    @StructField(offset = 144, unit = "rad")
    public float door_draw_rot;
    @StructField(offset = 148, unit = "rad/frame")
    public float door_draw_rot_inc;
    @StructField(offset = 152, unit = "px/frame")
    public float door_xinc;
    @StructField(offset = 156, unit = "px/frame")
    public float door_yinc;
    @StructField(offset = 160, unit = "item")
    public int marked_door;
    @StructField(offset = 164, unit = "item")
    public int door_item;
    @StructField(offset = 168, unit = "frames")
    public int door_num_steps;
    @StructField(offset = 172, unit = "item")
    public int marked_gate;
    @StructField(offset = 176, unit = "index")
    public int spawn_point_index;
    @StructField(offset = 180, unit = "bool")
    public int up;
    @StructField(offset = 184, unit = "bool")
    public int down;
    @StructField(offset = 188, unit = "bool")
    public int left;
    @StructField(offset = 192, unit = "bool")
    public int right;
    @StructField(offset = 196, unit = "bool")
    public int jump;
    @StructField(offset = 200, unit = "bool")
    public int fire;
    @StructField(offset = 204, unit = "bool")
    public int menu;
    @StructField(offset = 208, unit = "bits")
    public int ctrl_bitf;
    @StructField(offset = 212, unit = "bits")
    public int old_ctrl_bitf;
    @StructField(offset = 216, unit = "frames")
    public int shot_wait_counter;
    @StructField(offset = 220, unit = "frames")
    public int shot_wait;
    @StructField(offset = 224, unit = "px/frame")
    public int shot_speed;
    @StructField(offset = 228, unit = "count")
    public int stat_respawns;
    @StructField(offset = 232, unit = "count")
    public int stat_shots_fired;
    @StructField(offset = 236, unit = "count")
    public int stat_enemy_hits;
    @StructField(offset = 240, unit = "count")
    public int stat_player_hits;
    @StructField(offset = 244, unit = "count")
    public int stat_self_hits;
    @StructField(offset = 248, unit = "count")
    public int stat_purple_coins;
    @StructField(offset = 252, unit = "count")
    public int stat_next_levels;
    @StructField(offset = 256, unit = "count")
    public int stat_exits;
    @StructField(offset = 260, unit = "count")
    public int stat_enemy_exploded;
    @StructField(offset = 264, unit = "count")
    public int stat_player_exploded;
    @StructField(offset = 268, unit = "count")
    public int stat_self_exploded;
    @StructField(offset = 272, unit = "count")
    public int late_cdats;
    @StructField(offset = 276, unit = "count")
    public int late_cdats_last_sec;
    @StructField(offset = 280, unit = "bool")
    public int player_vs_player_shots;
    @StructField(offset = 284, unit = "hp")
    public int player_vs_player_shot_damage;
    @StructField(offset = 288, unit = "bool")
    public int player_vs_self_shots;
    @StructField(offset = 292, unit = "bool")
    public int server_force_fakekey;
    @StructField(offset = 296, unit = "bool")
    public int server_force_client_offset;
    @StructField(offset = 300, unit = "s")
    public float client_chase_offset = (float) -0.02;
    @StructField(offset = 304, unit = "frames")
    public int player_text_overlay_timer;
    @StructField(offset = 308, unit = "enum")
    public int player_text_overlay_type;
    @StructField(offset = 312, unit = "int")
    public int spare_int1;
    @StructField(offset = 316, unit = "int")
    public int spare_int2;
    @StructField(offset = 320, unit = "int")
    public int spare_int3;
    @StructField(offset = 324, unit = "int")
    public int spare_int4;

    /** @return {@code n} fresh zeroed records */
    public static Psyn[] array(int n) {
        Psyn[] a = new Psyn[n];
        for (int i = 0; i < n; i++) {
            a[i] = new Psyn();
        }
        return a;
    }
}

package org.netreplay.replay.sim;

/**
 * The reference game's tuning constants. Speeds are px/256 per frame, accelerations px/256 per frame per frame,
 * sizes px, times frames (40 frames = 1 s). docs/reference-game.md explains the rules they drive.
 */
public final class Rules {
    /** Player box width. */
    public static final int PLAYER_W = 16;
    /** Player box height. */
    public static final int PLAYER_H = 20;
    /** Walking speed: 3 px/frame. */
    public static final int WALK_SPEED = 3 * Fixed.ONE;
    /** Ladder climbing speed: 2 px/frame. */
    public static final int CLIMB_SPEED = 2 * Fixed.ONE;
    /** Gravity: 0.375 px/frame per frame. */
    public static final int GRAVITY = 96;
    /** Fastest fall: 6 px/frame. */
    public static final int MAX_FALL = 6 * Fixed.ONE;
    /** Jump take-off speed: 7 px/frame up (peak about 64 px, 3 tiles). */
    public static final int JUMP_SPEED = 7 * Fixed.ONE;
    /** Health after (re)spawning. */
    public static final int MAX_HEALTH = 100;
    /** Frames a dead player waits before respawning at its start. */
    public static final int RESPAWN_FRAMES = 40;
    /** Health lost per frame while touching a living enemy. */
    public static final int CONTACT_DAMAGE = 2;
    /** Health lost per enemy shot. */
    public static final int ENEMY_SHOT_DAMAGE = 10;

    /** Frames between two player shots. */
    public static final int SHOT_COOLDOWN = 8;
    /** Player shot speed: 8 px/frame. */
    public static final int PLAYER_SHOT_SPEED = 8 * Fixed.ONE;
    /** Frames a player shot flies. */
    public static final int PLAYER_SHOT_TTL = 50;
    /** Frames before a player's own shot can hit it (when self shots are on). */
    public static final int SELF_SHOT_GRACE = 4;
    /** Enemy shot speed: 4 px/frame. */
    public static final int ENEMY_SHOT_SPEED = 4 * Fixed.ONE;
    /** Frames an enemy shot flies. */
    public static final int ENEMY_SHOT_TTL = 100;

    /** Enemy box edge (all kinds). */
    public static final int ENEMY_SIZE = 16;
    /** Walker speed: 1 px/frame. */
    public static final int WALKER_SPEED = Fixed.ONE;
    /** Flyer speed per axis: 1.5 px/frame. */
    public static final int FLYER_SPEED = 384;
    /** Frames between two flyer direction changes. */
    public static final int FLYER_TURN_FRAMES = 64;
    /** Shortest time between two shooter shots. */
    public static final int SHOOTER_RELOAD_FRAMES = 60;
    /** Shooters fire at players closer than this many px. */
    public static final int SHOOTER_RANGE_PX = 320;

    /** Item box edge (all kinds). */
    public static final int ITEM_SIZE = 20;

    private Rules() {
    }
}

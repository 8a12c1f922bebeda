package org.netreplay.replay.sim;

/**
 * The fixed little-endian byte layout of a reference-game state. Sections in order: world, players[8],
 * enemies[100], shots[64], items[256], tiles[100*100]. Offsets inside an entity are relative to the entity's start
 * ({@code SECTION_OFFSET + index * ENTITY_SIZE}). Positions and velocities are px/256 (Q24.8, {@link Fixed}); item
 * positions are whole px; timers are frames (40 frames per second). {@link StateSchemaFactory} turns this into a
 * {@link org.netreplay.replay.spi.StateSchema}; docs/reference-game.md lists every field.
 */
public final class StateLayout {
    /** Players, as in the real game (docs/formats.md §5.3 {@code mPlayer.syn[8]}). */
    public static final int MAX_PLAYERS = 8;
    /** Enemy slots, as in the real game ({@code Ei[100]}). */
    public static final int MAX_ENEMIES = 100;
    /** Shot slots, player and enemy shots together. */
    public static final int MAX_SHOTS = 64;
    /** Item slots (the real levels hold at most 189 coins, keys and exits). */
    public static final int MAX_ITEMS = 256;
    /** Tiles per map side (docs/formats.md §7: {@code l[100][100]}). */
    public static final int MAP_TILES = 100;
    /** Tile edge in px. */
    public static final int TILE_PX = 20;
    /** Frames per second of the simulation. */
    public static final int FRAMES_PER_SECOND = 40;

    // --- world (one entity, index 0) ---
    /** Start of the world section. */
    public static final int WORLD_OFFSET = 0;
    /** Frames simulated so far (i32). */
    public static final int W_FRAME = 0;
    /** xorshift32 PRNG state (i32). */
    public static final int W_RNG = 4;
    /** World flags (i32): {@link #WORLD_PVP_SHOTS}, {@link #WORLD_SELF_SHOTS}, {@link #WORLD_LEVEL_DONE}. */
    public static final int W_FLAGS = 8;
    /** Player-vs-player shot damage, health points (i32), from SHOT_CONFIG. */
    public static final int W_PVP_DAMAGE = 12;
    /** Level number of the setup (i32). */
    public static final int W_LEVEL = 16;
    /** Coins not yet picked up (i32). */
    public static final int W_COINS_LEFT = 20;
    /** Size of the world section. */
    public static final int WORLD_SIZE = 24;

    /** World flag: player shots hurt other players (SHOT_CONFIG data1 bit 0). */
    public static final int WORLD_PVP_SHOTS = 1;
    /** World flag: player shots hurt their shooter (SHOT_CONFIG data1 bit 1). */
    public static final int WORLD_SELF_SHOTS = 2;
    /** World flag: some player reached an exit. */
    public static final int WORLD_LEVEL_DONE = 4;

    // --- players ---
    /** Start of the player section. */
    public static final int PLAYER_OFFSET = WORLD_OFFSET + WORLD_SIZE;
    /** 1 if active (i8). */
    public static final int P_ACTIVE = 0;
    /** Colour from ACTIVE (i8). */
    public static final int P_COLOUR = 1;
    /** -1 left, +1 right (i8). */
    public static final int P_FACING = 2;
    /** 1 if standing on ground (i8). */
    public static final int P_ON_GROUND = 3;
    /** Player flags (i8): {@link #PF_HIDDEN}, {@link #PF_EXITED}, {@link #PF_LEVEL_DONE_ACK}, {@link #PF_ON_LADDER}. */
    public static final int P_FLAGS = 4;
    /** Keys held, bit per colour 0..3 (i8). */
    public static final int P_KEYS = 5;
    /** Frames until the next shot (i8). */
    public static final int P_SHOT_COOLDOWN = 6;
    /** Frames until respawn, 0 if alive (i8). */
    public static final int P_RESPAWN = 7;
    /** Left edge, px/256 (i32). */
    public static final int P_X = 8;
    /** Top edge, px/256 (i32). */
    public static final int P_Y = 12;
    /** Horizontal velocity, px/256 per frame (i32). */
    public static final int P_VX = 16;
    /** Vertical velocity, px/256 per frame, down positive (i32). */
    public static final int P_VY = 20;
    /** comp_move bits from the last MOVE (i16, docs/formats.md §4.4). */
    public static final int P_CONTROLS = 24;
    /** Health points 0..100 (i16). */
    public static final int P_HEALTH = 26;
    /** Coins picked up (i16). */
    public static final int P_COINS = 28;
    /** Deaths (i16). */
    public static final int P_DEATHS = 30;
    /** Enemies killed (i16). */
    public static final int P_KILLS = 32;
    /** Index of the start position used (i16). */
    public static final int P_START = 34;
    /** Name bytes 0-3 from ACTIVE data1 (i32). */
    public static final int P_NAME0 = 36;
    /** Name bytes 4-7 from ACTIVE data2 (i32). */
    public static final int P_NAME1 = 40;
    /** Shots fired (i16). */
    public static final int P_SHOTS_FIRED = 44;
    /** Hits taken from shots (i16). */
    public static final int P_HITS_TAKEN = 46;
    /** Size of one player. */
    public static final int PLAYER_SIZE = 48;

    /** Player flag: hidden (HIDDEN move). */
    public static final int PF_HIDDEN = 1;
    /** Player flag: touched an exit. */
    public static final int PF_EXITED = 2;
    /** Player flag: LEVEL_DONE_ACK received. */
    public static final int PF_LEVEL_DONE_ACK = 4;
    /** Player flag: climbing a ladder. */
    public static final int PF_ON_LADDER = 8;

    // --- enemies ---
    /** Start of the enemy section. */
    public static final int ENEMY_OFFSET = PLAYER_OFFSET + MAX_PLAYERS * PLAYER_SIZE;
    /** {@link EnemyKind} code, 0 = empty slot (i8). */
    public static final int E_KIND = 0;
    /** 1 if alive (i8). */
    public static final int E_ALIVE = 1;
    /** Hit points left (i8). */
    public static final int E_HP = 2;
    /** 1 if standing on ground (i8). */
    public static final int E_ON_GROUND = 3;
    /** Frames until the next decision (flyer turn, shooter shot) (i16). */
    public static final int E_TIMER = 4;
    /** Enemy type code of the real game it was loaded from, 0 if none (i16, docs/formats.md §5.3). */
    public static final int E_SOURCE_TYPE = 6;
    /** Left edge, px/256 (i32). */
    public static final int E_X = 8;
    /** Top edge, px/256 (i32). */
    public static final int E_Y = 12;
    /** Horizontal velocity, px/256 per frame (i16). */
    public static final int E_VX = 16;
    /** Vertical velocity, px/256 per frame (i16). */
    public static final int E_VY = 18;
    /** Size of one enemy. */
    public static final int ENEMY_SIZE = 20;

    // --- shots ---
    /** Start of the shot section. */
    public static final int SHOT_OFFSET = ENEMY_OFFSET + MAX_ENEMIES * ENEMY_SIZE;
    /** 1 if flying (i8). */
    public static final int S_ACTIVE = 0;
    /** Shooter: player 0..7, or {@link #SHOT_OWNER_ENEMY} (i8). */
    public static final int S_OWNER = 1;
    /** Frames left to fly (i16). */
    public static final int S_TTL = 2;
    /** Position, px/256 (i32). */
    public static final int S_X = 4;
    /** Position, px/256 (i32). */
    public static final int S_Y = 8;
    /** Velocity, px/256 per frame (i16). */
    public static final int S_VX = 12;
    /** Velocity, px/256 per frame (i16). */
    public static final int S_VY = 14;
    /** Size of one shot. */
    public static final int SHOT_SIZE = 16;
    /** Owner value of enemy shots. */
    public static final int SHOT_OWNER_ENEMY = 8;

    // --- items ---
    /** Start of the item section. */
    public static final int ITEM_OFFSET = SHOT_OFFSET + MAX_SHOTS * SHOT_SIZE;
    /** {@link ItemKind} code, 0 = empty slot (i8). */
    public static final int I_KIND = 0;
    /** Key colour 0..3 (i8). */
    public static final int I_COLOUR = 1;
    /** 1 once picked up (i8). */
    public static final int I_TAKEN = 2;
    /** Player who picked it up, -1 if none (i8). */
    public static final int I_TAKEN_BY = 3;
    /** Left edge, px (i16). */
    public static final int I_X = 4;
    /** Top edge, px (i16). */
    public static final int I_Y = 6;
    /** Size of one item. */
    public static final int ITEM_SIZE = 8;

    // --- tiles ---
    /** Start of the tile grid: one byte of {@link Tiles} bits per tile, index x*100+y as in the real l[x][y]. */
    public static final int TILE_OFFSET = ITEM_OFFSET + MAX_ITEMS * ITEM_SIZE;
    /** Number of tiles. */
    public static final int TILE_COUNT = MAP_TILES * MAP_TILES;
    /** Size of a whole state in bytes. */
    public static final int STATE_SIZE = TILE_OFFSET + TILE_COUNT;

    private StateLayout() {
    }

    /** @return offset of player {@code p}'s field {@code field} */
    public static int player(int p, int field) {
        return PLAYER_OFFSET + p * PLAYER_SIZE + field;
    }

    /** @return offset of enemy {@code e}'s field {@code field} */
    public static int enemy(int e, int field) {
        return ENEMY_OFFSET + e * ENEMY_SIZE + field;
    }

    /** @return offset of shot {@code s}'s field {@code field} */
    public static int shot(int s, int field) {
        return SHOT_OFFSET + s * SHOT_SIZE + field;
    }

    /** @return offset of item {@code i}'s field {@code field} */
    public static int item(int i, int field) {
        return ITEM_OFFSET + i * ITEM_SIZE + field;
    }

    /** @return offset of tile (tx, ty), both 0..99 */
    public static int tile(int tx, int ty) {
        return TILE_OFFSET + tx * MAP_TILES + ty;
    }
}

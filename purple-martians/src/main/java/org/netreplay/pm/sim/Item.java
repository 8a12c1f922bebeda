package org.netreplay.pm.sim;

/**
 * The game's mwItem (src/mwItem*.cpp): its simulation functions, ported to Java. Owner: PM-items.
 */
public final class Item {
    private final PmWorld w;
    /** Item ints, {@code mItem.item[500][16]} ([0] type, [4],[5] x,y px): state section item. */
    public final int[][] item = new int[500][16];
    /** Item floats, {@code mItem.itemf[500][4]}: state section itemf. */
    public final float[][] itemf = new float[500][4];
    /** Pop-up message texts, {@code mItem.pmsgtext[500][500]}: from the level file, not in the state. */
    public final byte[][] pmsgtext = new byte[500][500];
    /** {@code mItem.item_num_of_type[30]}. */
    public final int[] item_num_of_type = new int[30];
    /** {@code mItem.item_first_num[30]}. */
    public final int[] item_first_num = new int[30];

    /** @param w the world whose other parts this part calls */
    public Item(PmWorld w) {
        this.w = w;
    }

    /**
     * src/mwItem*.cpp initialize. Not ported yet (PM-items).
     */
    public void initialize() {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp initialize");
    }

    /**
     * src/mwItem*.cpp move_items. Not ported yet (PM-items).
     */
    public void moveItems() {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp move_items");
    }

    /**
     * src/mwItem*.cpp is_item_stuck_to_wall. Not ported yet (PM-items).
     */
    public int isItemStuckToWall(int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp is_item_stuck_to_wall");
    }

    /**
     * src/mwItem*.cpp player_drop_item. Not ported yet (PM-items).
     */
    public int playerDropItem(int p, int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp player_drop_item");
    }

    /**
     * src/mwItem*.cpp proc_player_carry. Not ported yet (PM-items).
     */
    public void procPlayerCarry(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_player_carry");
    }

    /**
     * src/mwItem*.cpp proc_item_collision. Not ported yet (PM-items).
     */
    public void procItemCollision(int p, int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_item_collision");
    }

    /**
     * src/mwItem*.cpp proc_bonus_collision. Not ported yet (PM-items).
     */
    public void procBonusCollision(int p, int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_bonus_collision");
    }

    /**
     * src/mwItem*.cpp proc_mine_collision. Not ported yet (PM-items).
     */
    public void procMineCollision(int p, int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_mine_collision");
    }

    /**
     * src/mwItem*.cpp proc_sproingy_collision. Not ported yet (PM-items).
     */
    public void procSproingyCollision(int p, int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_sproingy_collision");
    }

    /**
     * src/mwItem*.cpp proc_start_collision. Not ported yet (PM-items).
     */
    public void procStartCollision(int p, int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_start_collision");
    }

    /**
     * src/mwItem*.cpp set_player_start_pos. Not ported yet (PM-items).
     */
    public void setPlayerStartPos(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp set_player_start_pos");
    }

    /**
     * src/mwItem*.cpp proc_exit_collision. Not ported yet (PM-items).
     */
    public void procExitCollision(int p, int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_exit_collision");
    }

    /**
     * src/mwItem*.cpp proc_gate_collision. Not ported yet (PM-items).
     */
    public void procGateCollision(int p, int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_gate_collision");
    }

    /**
     * src/mwItem*.cpp proc_lit_bomb. Not ported yet (PM-items).
     */
    public void procLitBomb(int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_lit_bomb");
    }

    /**
     * src/mwItem*.cpp proc_bomb_collision. Not ported yet (PM-items).
     */
    public void procBombCollision(int p, int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_bomb_collision");
    }

    /**
     * src/mwItem*.cpp proc_rocket_collision. Not ported yet (PM-items).
     */
    public void procRocketCollision(int p, int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_rocket_collision");
    }

    /**
     * src/mwItem*.cpp proc_lit_rocket. Not ported yet (PM-items).
     */
    public void procLitRocket(int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_lit_rocket");
    }

    /**
     * src/mwItem*.cpp bomb_blocks. Not ported yet (PM-items).
     */
    public void bombBlocks(int i, int t, int dr, float x, float y) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp bomb_blocks");
    }

    /**
     * src/mwItem*.cpp bomb_enemies. Not ported yet (PM-items).
     */
    public void bombEnemies(int i, int t, int dr, float x, float y) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp bomb_enemies");
    }

    /**
     * src/mwItem*.cpp bomb_players. Not ported yet (PM-items).
     */
    public void bombPlayers(int i, int t, int dr, float x, float y) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp bomb_players");
    }

    /**
     * src/mwItem*.cpp proc_door_collision. Not ported yet (PM-items).
     */
    public void procDoorCollision(int p, int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_door_collision");
    }

    /**
     * src/mwItem*.cpp proc_player_door_move. Not ported yet (PM-items).
     */
    public void procPlayerDoorMove(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_player_door_move");
    }

    /**
     * src/mwItem*.cpp proc_key_collision. Not ported yet (PM-items).
     */
    public void procKeyCollision(int p, int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_key_collision");
    }

    /**
     * src/mwItem*.cpp proc_moving_key. Not ported yet (PM-items).
     */
    public void procMovingKey(int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_moving_key");
    }

    /**
     * src/mwItem*.cpp proc_key_block_range. Not ported yet (PM-items).
     */
    public void procKeyBlockRange(int i, int action) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_key_block_range");
    }

    /**
     * src/mwItem*.cpp proc_switch_collision. Not ported yet (PM-items).
     */
    public void procSwitchCollision(int p, int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_switch_collision");
    }

    /**
     * src/mwItem*.cpp proc_switch_block_range. Not ported yet (PM-items).
     */
    public void procSwitchBlockRange(int i, int action) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_switch_block_range");
    }

    /**
     * src/mwItem*.cpp proc_hider. Not ported yet (PM-items).
     */
    public void procHider(int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_hider");
    }

    /**
     * src/mwItem*.cpp proc_pmsg. Not ported yet (PM-items).
     */
    public void procPmsg(int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_pmsg");
    }

    /**
     * src/mwItem*.cpp proc_pmsg_collision. Not ported yet (PM-items).
     */
    public void procPmsgCollision(int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_pmsg_collision");
    }

    /**
     * src/mwItem*.cpp proc_pmsg_reset_timer. Not ported yet (PM-items).
     */
    public void procPmsgResetTimer(int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_pmsg_reset_timer");
    }

    /**
     * src/mwItem*.cpp proc_orb. Not ported yet (PM-items).
     */
    public void procOrb(int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_orb");
    }

    /**
     * src/mwItem*.cpp proc_orb_shot_collision. Not ported yet (PM-items).
     */
    public int procOrbShotCollision(int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_orb_shot_collision");
    }

    /**
     * src/mwItem*.cpp proc_orb_collision. Not ported yet (PM-items).
     */
    public void procOrbCollision(int p, int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_orb_collision");
    }

    /**
     * src/mwItem*.cpp proc_trigger. Not ported yet (PM-items).
     */
    public void procTrigger(int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_trigger");
    }

    /**
     * src/mwItem*.cpp set_item_trigger_location_from_lift. Not ported yet (PM-items).
     */
    public void setItemTriggerLocationFromLift(int i, int a20) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp set_item_trigger_location_from_lift");
    }

    /**
     * src/mwItem*.cpp detect_trigger_collisions. Not ported yet (PM-items).
     */
    public void detectTriggerCollisions(int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp detect_trigger_collisions");
    }

    /**
     * src/mwItem*.cpp proc_block_manip. Not ported yet (PM-items).
     */
    public void procBlockManip(int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_block_manip");
    }

    /**
     * src/mwItem*.cpp proc_block_damage. Not ported yet (PM-items).
     */
    public void procBlockDamage(int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_block_damage");
    }

    /**
     * src/mwItem*.cpp set_item_damage_location_from_lift. Not ported yet (PM-items).
     */
    public void setItemDamageLocationFromLift(int i, int a20) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp set_item_damage_location_from_lift");
    }

    /**
     * src/mwItem*.cpp proc_item_damage_collisions. Not ported yet (PM-items).
     */
    public void procItemDamageCollisions(int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_item_damage_collisions");
    }

    /**
     * src/mwItem*.cpp proc_timer. Not ported yet (PM-items).
     */
    public void procTimer(int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp proc_timer");
    }

    /**
     * src/mwItem*.cpp set_timer_flags. Not ported yet (PM-items).
     */
    public void setTimerFlags(int[] pack, int state, int t1Mode, int t2Mode, int t1OpMode, int t2OpMode, int cnt) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp set_timer_flags");
    }

    /**
     * src/mwItem*.cpp get_timer_flags. Not ported yet (PM-items).
     */
    public void getTimerFlags(int pack, int[] state, int[] t1Mode, int[] t2Mode, int[] t1OpMode, int[] t2OpMode, int[] cnt) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp get_timer_flags");
    }

    /**
     * src/mwItem*.cpp get_timer_ratio_for_event. Not ported yet (PM-items).
     */
    public float getTimerRatioForEvent(int ev) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp get_timer_ratio_for_event");
    }

    /**
     * src/mwItem*.cpp item_data. Not ported yet (PM-items).
     */
    public int itemData(int x, int y) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp item_data");
    }

    /**
     * src/mwItem*.cpp get_empty_item. Not ported yet (PM-items).
     */
    public int getEmptyItem() {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp get_empty_item");
    }

    /**
     * src/mwItem*.cpp get_empty_item. Not ported yet (PM-items).
     */
    public int getEmptyItem(int type) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp get_empty_item");
    }

    /**
     * src/mwItem*.cpp clear_item. Not ported yet (PM-items).
     */
    public void clearItem(int i) {
        throw new UnsupportedOperationException("not ported yet: src/mwItem*.cpp clear_item");
    }
}

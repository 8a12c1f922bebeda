package org.netreplay.pm.sim;

/**
 * The game's mwEnemy (src/mwEnemy*.cpp): its simulation functions, ported to Java. Owner: PM-enemies.
 */
public final class Enemy {
    private final PmWorld w;
    /** Enemy ints, {@code mEnemy.Ei[100][32]} ([0] = type): state section Ei. */
    public final int[][] Ei = new int[100][32];
    /** Enemy floats, {@code mEnemy.Ef[100][16]} ([0],[1] = x,y px): state section Ef. */
    public final float[][] Ef = new float[100][16];
    /** {@code mEnemy.e_num_of_type[50]}. */
    public final int[] e_num_of_type = new int[50];
    /** {@code mEnemy.e_first_num[50]}. */
    public final int[] e_first_num = new int[50];
    /** {@code mEnemy.num_enemy}. */
    public int num_enemy;

    /** @param w the world whose other parts this part calls */
    public Enemy(PmWorld w) {
        this.w = w;
    }

    /**
     * src/mwEnemy*.cpp move_enemies. Not ported yet (PM-enemies).
     */
    public void moveEnemies() {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp move_enemies");
    }

    /**
     * src/mwEnemy*.cpp enemy_killed. Not ported yet (PM-enemies).
     */
    public void enemyKilled(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp enemy_killed");
    }

    /**
     * src/mwEnemy*.cpp enemy_deathcount. Not ported yet (PM-enemies).
     */
    public void enemyDeathcount(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp enemy_deathcount");
    }

    /**
     * src/mwEnemy*.cpp enemy_player_hit_proc. Not ported yet (PM-enemies).
     */
    public void enemyPlayerHitProc(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp enemy_player_hit_proc");
    }

    /**
     * src/mwEnemy*.cpp proc_enemy_collision_with_pshot. Not ported yet (PM-enemies).
     */
    public void procEnemyCollisionWithPshot(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp proc_enemy_collision_with_pshot");
    }

    /**
     * src/mwEnemy*.cpp move_archwagon. Not ported yet (PM-enemies).
     */
    public void moveArchwagon(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp move_archwagon");
    }

    /**
     * src/mwEnemy*.cpp move_arch_block_common. Not ported yet (PM-enemies).
     */
    public void moveArchBlockCommon(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp move_arch_block_common");
    }

    /**
     * src/mwEnemy*.cpp move_blokwalk. Not ported yet (PM-enemies).
     */
    public void moveBlokwalk(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp move_blokwalk");
    }

    /**
     * src/mwEnemy*.cpp move_crew. Not ported yet (PM-enemies).
     */
    public void moveCrew(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp move_crew");
    }

    /**
     * src/mwEnemy*.cpp move_bouncer_cannon_common. Not ported yet (PM-enemies).
     */
    public void moveBouncerCannonCommon(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp move_bouncer_cannon_common");
    }

    /**
     * src/mwEnemy*.cpp move_cannon. Not ported yet (PM-enemies).
     */
    public void moveCannon(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp move_cannon");
    }

    /**
     * src/mwEnemy*.cpp move_bouncer. Not ported yet (PM-enemies).
     */
    public void moveBouncer(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp move_bouncer");
    }

    /**
     * src/mwEnemy*.cpp scale_bouncer_and_cannon_speed. Not ported yet (PM-enemies).
     */
    public void scaleBouncerAndCannonSpeed(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp scale_bouncer_and_cannon_speed");
    }

    /**
     * src/mwEnemy*.cpp set_new_initial_direction. Not ported yet (PM-enemies).
     */
    public void setNewInitialDirection(int e, int x2, int y2) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp set_new_initial_direction");
    }

    /**
     * src/mwEnemy*.cpp cloner_create. Not ported yet (PM-enemies).
     */
    public void clonerCreate(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp cloner_create");
    }

    /**
     * src/mwEnemy*.cpp move_cloner. Not ported yet (PM-enemies).
     */
    public void moveCloner(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp move_cloner");
    }

    /**
     * src/mwEnemy*.cpp move_flapper. Not ported yet (PM-enemies).
     */
    public void moveFlapper(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp move_flapper");
    }

    /**
     * src/mwEnemy*.cpp move_jumpworm. Not ported yet (PM-enemies).
     */
    public void moveJumpworm(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp move_jumpworm");
    }

    /**
     * src/mwEnemy*.cpp set_trakbot_mode. Not ported yet (PM-enemies).
     */
    public void setTrakbotMode(int e, int mode) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp set_trakbot_mode");
    }

    /**
     * src/mwEnemy*.cpp move_trakbot. Not ported yet (PM-enemies).
     */
    public void moveTrakbot(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp move_trakbot");
    }

    /**
     * src/mwEnemy*.cpp move_podzilla. Not ported yet (PM-enemies).
     */
    public void movePodzilla(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp move_podzilla");
    }

    /**
     * src/mwEnemy*.cpp move_vinepod. Not ported yet (PM-enemies).
     */
    public void moveVinepod(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp move_vinepod");
    }

    /**
     * src/mwEnemy*.cpp vinepod_fill_points_array. Not ported yet (PM-enemies).
     */
    public void vinepodFillPointsArray(int e, int np, float[] pnts, float[] dest) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp vinepod_fill_points_array");
    }

    /**
     * src/mwEnemy*.cpp vinepod_set_cp_thirds. Not ported yet (PM-enemies).
     */
    public void vinepodSetCpThirds(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp vinepod_set_cp_thirds");
    }

    /**
     * src/mwEnemy*.cpp calc_simple_vinepod. Not ported yet (PM-enemies).
     */
    public void calcSimpleVinepod(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp calc_simple_vinepod");
    }

    /**
     * src/mwEnemy*.cpp is_player_in_enemy_trigger_box. Not ported yet (PM-enemies).
     */
    public int isPlayerInEnemyTriggerBox(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp is_player_in_enemy_trigger_box");
    }

    /**
     * src/mwEnemy*.cpp set_enemy_rot_from_incs. Not ported yet (PM-enemies).
     */
    public void setEnemyRotFromIncs(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp set_enemy_rot_from_incs");
    }

    /**
     * src/mwEnemy*.cpp set_enemy_rot_from_players_position. Not ported yet (PM-enemies).
     */
    public void setEnemyRotFromPlayersPosition(int e, int p, int extrapolate) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp set_enemy_rot_from_players_position");
    }

    /**
     * src/mwEnemy*.cpp set_enemy_xyinc_from_player. Not ported yet (PM-enemies).
     */
    public void setEnemyXyincFromPlayer(int e, int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp set_enemy_xyinc_from_player");
    }

    /**
     * src/mwEnemy*.cpp find_closest_player. Not ported yet (PM-enemies).
     */
    public int findClosestPlayer(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp find_closest_player");
    }

    /**
     * src/mwEnemy*.cpp find_closest_player_flapper. Not ported yet (PM-enemies).
     */
    public int findClosestPlayerFlapper(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp find_closest_player_flapper");
    }

    /**
     * src/mwEnemy*.cpp find_closest_player_trakbot. Not ported yet (PM-enemies).
     */
    public int findClosestPlayerTrakbot(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp find_closest_player_trakbot");
    }

    /**
     * src/mwEnemy*.cpp find_closest_player_cannon. Not ported yet (PM-enemies).
     */
    public int findClosestPlayerCannon(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp find_closest_player_cannon");
    }

    /**
     * src/mwEnemy*.cpp deg_to_rad. Not ported yet (PM-enemies).
     */
    public float degToRad(float deg) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp deg_to_rad");
    }

    /**
     * src/mwEnemy*.cpp clear_enemy. Not ported yet (PM-enemies).
     */
    public void clearEnemy(int e) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp clear_enemy");
    }

    /**
     * src/mwEnemy*.cpp get_empty_enemy. Not ported yet (PM-enemies).
     */
    public int getEmptyEnemy() {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp get_empty_enemy");
    }

    /**
     * src/mwEnemy*.cpp get_empty_enemy. Not ported yet (PM-enemies).
     */
    public int getEmptyEnemy(int type) {
        throw new UnsupportedOperationException("not ported yet: src/mwEnemy*.cpp get_empty_enemy");
    }
}

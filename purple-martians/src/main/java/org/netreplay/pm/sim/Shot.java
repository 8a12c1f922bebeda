package org.netreplay.pm.sim;

/**
 * The game's mwShot (src/mwShot.cpp): its simulation functions, ported to Java. Owner: PM-lifts.
 */
public final class Shot {
    private final PmWorld w;
    /** Enemy shots, {@code mShot.e[50]}: state section eshot. */
    public final EShot[] e = EShot.array(50);
    /** Player shots, {@code mShot.p[50]}: state section pshot. */
    public final PShot[] p = PShot.array(50);
    /** {@code mShot.num_eshots}. */
    public int num_eshots;
    /** {@code mShot.num_pshots}. */
    public int num_pshots;

    /** @param w the world whose other parts this part calls */
    public Shot(PmWorld w) {
        this.w = w;
    }

    /**
     * src/mwShot.cpp clear_shots. Not ported yet (PM-lifts).
     */
    public void clearShots() {
        throw new UnsupportedOperationException("not ported yet: src/mwShot.cpp clear_shots");
    }

    /**
     * src/mwShot.cpp find_empty_pshot. Not ported yet (PM-lifts).
     */
    public int findEmptyPshot() {
        throw new UnsupportedOperationException("not ported yet: src/mwShot.cpp find_empty_pshot");
    }

    /**
     * src/mwShot.cpp find_empty_eshot. Not ported yet (PM-lifts).
     */
    public int findEmptyEshot() {
        throw new UnsupportedOperationException("not ported yet: src/mwShot.cpp find_empty_eshot");
    }

    /**
     * src/mwShot.cpp proc_player_shoot. Not ported yet (PM-lifts).
     */
    public void procPlayerShoot(int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwShot.cpp proc_player_shoot");
    }

    /**
     * src/mwShot.cpp proc_pshot_collision. Not ported yet (PM-lifts).
     */
    public void procPshotCollision(int p, int b) {
        throw new UnsupportedOperationException("not ported yet: src/mwShot.cpp proc_pshot_collision");
    }

    /**
     * src/mwShot.cpp move_pshots. Not ported yet (PM-lifts).
     */
    public void movePshots() {
        throw new UnsupportedOperationException("not ported yet: src/mwShot.cpp move_pshots");
    }

    /**
     * src/mwShot.cpp proc_eshot_collision. Not ported yet (PM-lifts).
     */
    public void procEshotCollision(int p, int b) {
        throw new UnsupportedOperationException("not ported yet: src/mwShot.cpp proc_eshot_collision");
    }

    /**
     * src/mwShot.cpp move_eshots. Not ported yet (PM-lifts).
     */
    public void moveEshots() {
        throw new UnsupportedOperationException("not ported yet: src/mwShot.cpp move_eshots");
    }

    /**
     * src/mwShot.cpp fire_enemy_shotz. Not ported yet (PM-lifts).
     */
    public void fireEnemyShotz(int e, int shotAns, float px, float py) {
        throw new UnsupportedOperationException("not ported yet: src/mwShot.cpp fire_enemy_shotz");
    }

    /**
     * src/mwShot.cpp fire_enemy_shota. Not ported yet (PM-lifts).
     */
    public void fireEnemyShota(int e, int shotAns, int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwShot.cpp fire_enemy_shota");
    }

    /**
     * src/mwShot.cpp fire_enemy_x_shot. Not ported yet (PM-lifts).
     */
    public void fireEnemyXShot(int e, int p) {
        throw new UnsupportedOperationException("not ported yet: src/mwShot.cpp fire_enemy_x_shot");
    }

    /**
     * src/mwShot.cpp calc_where_player_will_be. Not ported yet (PM-lifts).
     */
    public void calcWherePlayerWillBe(int e, int p, float[] px, float[] py) {
        throw new UnsupportedOperationException("not ported yet: src/mwShot.cpp calc_where_player_will_be");
    }
}

package org.netreplay.pm.sim;

/**
 * A player's local record, {@code struct ploc} in src/mwPlayer.h ({@code mPlayer.loc[p]}): not part of the state,
 * but some of it is read by the simulation (damage tally, bomb damage, old position...). Only the fields the
 * simulation reads or writes are mirrored; field names are the game's.
 */
public final class Ploc {
    public int health_display;
    public int last_health_adjust;
    public int potential_bomb_damage;
    public int name_display;
    public float damage_tally;
    public int damage_holdoff;
    public int damage_type;
    public int comp_move;
    public int fake_keypress_mode;
    public int rewind;
    public float old_x;
    public float old_y;
    public int join_frame;
    public int quit_frame;
    public int quit_reason;

    /** @return {@code n} fresh zeroed records */
    public static Ploc[] array(int n) {
        Ploc[] a = new Ploc[n];
        for (int i = 0; i < n; i++) {
            a[i] = new Ploc();
        }
        return a;
    }
}

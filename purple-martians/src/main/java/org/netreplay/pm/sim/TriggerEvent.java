package org.netreplay.pm.sim;

/**
 * The game's mwTriggerEvent (src/mwTriggerEvent.cpp): its simulation functions, ported to Java. Owner: PM-items.
 */
public final class TriggerEvent {
    private final PmWorld w;
    /** Trigger event flags, {@code mTriggerEvent.event[1000]}: state section event. */
    public final int[] event = new int[1000];

    /** @param w the world whose other parts this part calls */
    public TriggerEvent(PmWorld w) {
        this.w = w;
    }

    /**
     * src/mwTriggerEvent.cpp initialize: clears all 1000 event flags.
     */
    public void initialize() {
        java.util.Arrays.fill(event, 0);
    }

    /**
     * src/mwTriggerEvent.cpp is_pm_event_used: 1 when any object refers to event ev (orbs, triggers and timers
     * through their event slots; messages, block manipulators, block damage fields and hiders through
     * {@code item[i][1]}; lift steps of type 5 or 6 through their value; cloners and vinepods), else 0. The game's
     * level editor uses it to find a free event number.
     */
    public int isPmEventUsed(int ev) {
        int[][] item = w.item.item;
        for (int i = 0; i < 500; i++) {
            int t = item[i][0];
            if (t == 6 && (item[i][10] == ev || item[i][11] == ev || item[i][12] == ev || item[i][13] == ev)) {
                return 1;
            }
            if (t == 9 && (item[i][11] == ev || item[i][12] == ev || item[i][13] == ev || item[i][14] == ev)) {
                return 1;
            }
            if (t == 13 && (item[i][12] == ev || item[i][13] == ev || item[i][14] == ev || item[i][15] == ev)) {
                return 1;
            }
            if ((t == 10 || t == 16 || t == 17 || t == 19) && item[i][1] == ev) {
                return 1;
            }
        }
        for (int l = 0; l < 40; l++) {
            if (w.lift.cur[l].active != 0) {
                for (int s = 0; s < w.lift.cur[l].num_steps; s++) {
                    int type = w.lift.stp[l][s].type & 31;
                    if ((type == 5 || type == 6) && w.lift.stp[l][s].val == ev) {
                        return 1;
                    }
                }
            }
        }
        for (int e = 0; e < 100; e++) {
            int[] ei = w.enemy.Ei[e];
            if (ei[0] == 9 && ei[8] == ev) {
                return 1;
            }
            if (ei[0] == 7 && (ei[18] == ev || ei[19] == ev)) {
                return 1;
            }
        }
        return 0;
    }
}

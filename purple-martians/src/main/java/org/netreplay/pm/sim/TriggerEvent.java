package org.netreplay.pm.sim;

import org.netreplay.pm.sim.EnemySlots.AnyEnemy;
import org.netreplay.pm.sim.EnemySlots.Cloner;
import org.netreplay.pm.sim.EnemySlots.Vinepod;
import org.netreplay.pm.sim.ItemSlots.AnyItem;
import org.netreplay.pm.sim.ItemSlots.BlockDamage;
import org.netreplay.pm.sim.ItemSlots.BlockManip;
import org.netreplay.pm.sim.ItemSlots.Hider;
import org.netreplay.pm.sim.ItemSlots.Message;
import org.netreplay.pm.sim.ItemSlots.Orb;
import org.netreplay.pm.sim.ItemSlots.Timer;
import org.netreplay.pm.sim.ItemSlots.Trigger;

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
     * Clears all 1000 event flags.
     *
     * @upstream src/mwTriggerEvent.cpp#initialize
     */
    public void initialize() {
        java.util.Arrays.fill(event, 0);
    }

    /**
     * 1 when any object refers to event ev (orbs, triggers and timers
     * through their event slots; messages, block manipulators, block damage fields and hiders through
     * {@code item[i][1]}; lift steps of type 5 or 6 through their value; cloners and vinepods), else 0. The game's
     * level editor uses it to find a free event number.
     *
     * @upstream src/mwTriggerEvent.cpp#is_pm_event_used
     */
    public int isPmEventUsed(int ev) {
        int[][] item = w.item.item;
        for (int i = 0; i < 500; i++) {
            int t = item[i][AnyItem.I.TYPE];
            if (t == Orb.CODE && (item[i][Orb.I.EVENT_ON] == ev || item[i][Orb.I.EVENT_OFF] == ev
                    || item[i][Orb.I.EVENT_TURNED_ON] == ev || item[i][Orb.I.EVENT_TURNED_OFF] == ev)) {
                return 1;
            }
            if (t == Trigger.CODE && (item[i][Trigger.I.EVENT_ON] == ev || item[i][Trigger.I.EVENT_OFF] == ev
                    || item[i][Trigger.I.EVENT_TURNED_ON] == ev || item[i][Trigger.I.EVENT_TURNED_OFF] == ev)) {
                return 1;
            }
            if (t == Timer.CODE && (item[i][Timer.I.T1_INPUT_EVENT] == ev || item[i][Timer.I.T1_OUTPUT_EVENT] == ev
                    || item[i][Timer.I.T2_INPUT_EVENT] == ev || item[i][Timer.I.T2_OUTPUT_EVENT] == ev)) {
                return 1;
            }
            // the message's, block manipulator's, block damage field's and hider's EVENT_TRIGGER
            if ((t == Message.CODE || t == BlockManip.CODE || t == BlockDamage.CODE || t == Hider.CODE)
                    && item[i][Message.I.EVENT_TRIGGER] == ev) {
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
            if (ei[AnyEnemy.I.TYPE] == Cloner.CODE && ei[Cloner.I.TRIGGER_EVENT] == ev) {
                return 1;
            }
            if (ei[AnyEnemy.I.TYPE] == Vinepod.CODE && (ei[Vinepod.I.INPUT_EVENT] == ev
                    || ei[Vinepod.I.OUTPUT_EVENT] == ev)) {
                return 1;
            }
        }
        return 0;
    }
}

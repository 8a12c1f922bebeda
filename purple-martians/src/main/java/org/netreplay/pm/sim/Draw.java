package org.netreplay.pm.sim;

import java.nio.charset.StandardCharsets;

/**
 * What the game's drawing of a frame writes into the state. A demo replay without a display never draws, but every
 * netgame peer draws each frame after its move ({@code mDrawSequence.ds_draw} in src/mwLoop.cpp main_loop), and
 * four draw functions store values that the next state (and so every dif a server sends) carries: each drawn
 * player's sprite ({@code set_players_shape}), each cloner's shape, each orb's shape (green 418, red 419) and a lift
 * reset value of 0 turned into 1 while its countdown bar is drawn. Nothing else drawn reaches the state.
 *
 * @upstream src/mwDrawSequence.cpp#ds_draw
 * @upstream src/mwLift.cpp#draw_lifts
 * @upstream src/mwItem.cpp#draw_items
 * @upstream src/mwItemTrigger.cpp#draw_orb
 * @upstream src/mwEnemy.cpp#draw_enemies
 * @upstream src/mwEnemyCloner.cpp#draw_cloner
 * @upstream src/mwPlayer.cpp#draw_players
 */
public final class Draw {
    private static final int PM_LIFT_NO_DRAW = 0b00001000000000000000000000000000;
    private static final int PM_ITEM_ORB_STATE = 0b1;
    private static final byte[] LEVEL_STATISTICS = "Level Statistics".getBytes(StandardCharsets.US_ASCII);

    private final PmWorld w;

    /** @param w the world drawn */
    public Draw(PmWorld w) {
        this.w = w;
    }

    /**
     * The state writes of one {@code ds_draw(0, 1)}, in its order: lifts, items, enemies, players. Nothing is drawn
     * in the rocket cutscene's mode 27 (it draws inside its move) or without a display.
     */
    public void drawFrame() {
        if (w.player.syn[0].level_done_mode == 27 || w.no_display != 0) {
            return;
        }
        drawLifts();
        drawItems();
        drawEnemies();
        w.player.drawPlayersShapes();
    }

    /** The countdown bar of a lift in a reset mode, away from its first step and not ridden by player 0. */
    private void drawLifts() {
        LiftCur[] cur = w.lift.cur;
        int[] rider = new int[1];
        for (int l = 0; l < cur.length; l++) {
            LiftCur c = cur[l];
            if (c.active == 0 || (c.flags & PM_LIFT_NO_DRAW) != 0 || c.mode == 0) {
                continue;
            }
            rider[0] = 0;
            if (isPlayerRidingLift(l, rider[0])) {
                continue;
            }
            LiftStep first = w.lift.stp[l][0];
            if (c.x == first.x && c.y == first.y) {
                continue;
            }
            if (c.mode_reset_value == 0) {
                c.mode_reset_value = 1;
            }
        }
    }

    /**
     * Whether player {@code p} (the draw asks for 0) rides lift l.
     *
     * @upstream src/mwLift.cpp#is_player_riding_lift
     */
    private boolean isPlayerRidingLift(int l, int p) {
        Psyn s = w.player.syn[p];
        return s.active != 0 && s.paused == 0 && s.player_ride != 0 && l == s.player_ride - 32;
    }

    /** Every item but the level-statistics message; orbs take the shape of their state. */
    private void drawItems() {
        int[][] item = w.item.item;
        for (int i = 0; i < 500; i++) {
            if (item[i][0] == 0 || (item[i][0] == 10 && startsWith(w.item.pmsgtext[i], LEVEL_STATISTICS))) {
                continue;
            }
            if (item[i][0] == 6) {
                item[i][1] = (item[i][2] & PM_ITEM_ORB_STATE) != 0 ? 419 : 418;
            }
        }
    }

    /** Every active enemy; a cloner's shape follows its draw mode (Ei[e][5]). */
    private void drawEnemies() {
        int[][] ei = w.enemy.Ei;
        int[][] zz = w.bitmap.zz;
        for (int e = 0; e < 100; e++) {
            if (ei[e][0] != 9) {
                continue;
            }
            int drawMode = ei[e][5];
            if (drawMode == 0) {
                ei[e][1] = 0;
            }
            if (drawMode == 1) {
                ei[e][1] = zz[7][105];
            }
            if (drawMode == 2) {
                ei[e][1] = zz[0][105];
            }
            if (drawMode == 3) {
                if (ei[e][8] != 0) {
                    float rtio = timerRatioForEvent(ei[e][8]);
                    float ns = zz[4][107];
                    float ni = ns * rtio;
                    ei[e][1] = w.bitmap.zzRow(5 + (int) ni, 107);
                } else {
                    ei[e][1] = zz[6][105];
                }
            }
        }
    }

    /**
     * The elapsed share of the first timer item that sends or
     * receives event {@code ev}, or 0. An unset total keeps the game's uninitialised value: it never occurs with a
     * timer in state 1 or 2, which are the only states.
     *
     * @upstream src/mwItemTrigger.cpp#get_timer_ratio_for_event
     */
    private float timerRatioForEvent(int ev) {
        int[][] item = w.item.item;
        int ti = -1;
        for (int i = 0; i < 500; i++) {
            if (item[i][0] == 13 && (item[i][13] == ev || item[i][15] == ev)) {
                ti = i;
                break;
            }
        }
        if (ti < 0) {
            return 0;
        }
        int pack = item[ti][3];
        int cnt = pack >> 16;
        int state = 1 + (pack & 1);
        float tot = state == 1 ? item[ti][10] : item[ti][11];
        return tot != 0 ? 1 - (float) cnt / tot : 0;
    }

    private static boolean startsWith(byte[] text, byte[] prefix) {
        for (int i = 0; i < prefix.length; i++) {
            if (text[i] != prefix[i]) {
                return false;
            }
        }
        return true;
    }
}

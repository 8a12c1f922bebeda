package org.netreplay.replay;

/**
 * One row of a {@code .gm} game-move recording: {@code frame,type,data1,data2} (docs/formats.md §4.1, §4.2).
 * A move is applied at the start of its frame, after the frame counter is incremented and before the frame is
 * simulated.
 *
 * @param frame the frame the move takes effect on (frames start at 1)
 * @param type  the game-move type: 1 legacy ACTIVE, {@code 0x800000 + colour*256 + p} ACTIVE with name,
 *              2 INACTIVE, 3 HIDDEN, 5 MOVE, 8 LEVEL_DONE_ACK, 9 SHOT_CONFIG
 * @param data1 first value (player for MOVE/INACTIVE/HIDDEN/LEVEL_DONE_ACK; name bytes 0-3 for ACTIVE)
 * @param data2 second value (comp_move bits for MOVE; quit reason for INACTIVE; name bytes 4-7 for ACTIVE)
 */
public record GameMove(int frame, int type, int data1, int data2) {
    /** Legacy PLAYER_ACTIVE: data1 = player, data2 = colour. */
    public static final int TYPE_ACTIVE_LEGACY = 1;
    /** PLAYER_INACTIVE: data1 = player, data2 = reason (64, 71, 75, 90, 92). */
    public static final int TYPE_INACTIVE = 2;
    /** PLAYER_HIDDEN: data1 = player. */
    public static final int TYPE_HIDDEN = 3;
    /** PLAYER_MOVE: data1 = player, data2 = comp_move bits. */
    public static final int TYPE_MOVE = 5;
    /** LEVEL_DONE_ACK: data1 = player. */
    public static final int TYPE_LEVEL_DONE_ACK = 8;
    /** SHOT_CONFIG: data1 bit0 pvp shots, bit1 self shots; data2 = pvp damage. */
    public static final int TYPE_SHOT_CONFIG = 9;
    /** Bit 23 marks PLAYER_ACTIVE with an embedded name: type = flag + colour*256 + player. */
    public static final int ACTIVE_FLAG = 0x800000;

    /** comp_move bit: LEFT. */
    public static final int LEFT = 1;
    /** comp_move bit: RIGHT. */
    public static final int RIGHT = 2;
    /** comp_move bit: UP. */
    public static final int UP = 4;
    /** comp_move bit: DOWN. */
    public static final int DOWN = 8;
    /** comp_move bit: JUMP. */
    public static final int JUMP = 16;
    /** comp_move bit: FIRE. */
    public static final int FIRE = 32;
    /** comp_move bit: MENU (ESC). */
    public static final int MENU = 64;

    /** @return whether this is a PLAYER_ACTIVE move, legacy or with embedded name */
    public boolean isActive() {
        return type == TYPE_ACTIVE_LEGACY || (type & ACTIVE_FLAG) != 0;
    }

    /** @return the player this move concerns (0..7), or -1 for SHOT_CONFIG */
    public int player() {
        if ((type & ACTIVE_FLAG) != 0) {
            return type & 7;
        }
        return type == TYPE_SHOT_CONFIG ? -1 : data1;
    }
}

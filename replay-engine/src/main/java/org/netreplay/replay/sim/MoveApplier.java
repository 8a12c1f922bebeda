package org.netreplay.replay.sim;

import static org.netreplay.replay.sim.StateLayout.*;

import org.netreplay.replay.GameMove;

/**
 * Applies one game move to the state (docs/formats.md §4.2). ACTIVE (legacy type 1, or the flag form
 * {@code 0x800000 + colour*256 + p} with the name in data1/data2) activates a player at its start; INACTIVE
 * deactivates it and clears its controls; HIDDEN and LEVEL_DONE_ACK set player flags; MOVE sets the player's
 * comp_move bits from this frame on; SHOT_CONFIG sets the pvp/self-shot flags and pvp damage (clamped to
 * -100..100). Unknown types and players outside 0..7 change nothing. The flag form is recognised only for types
 * 0x800000..0xFFFFFF (bit 23 set, no higher bits), so a negative or larger type is unknown, not an ACTIVE.
 */
final class MoveApplier {
    private MoveApplier() {
    }

    static void apply(SimState s, MapData map, int type, int data1, int data2) {
        if ((type >>> 23) == 1) {
            activate(s, map, type & 7, (type >> 8) & 0xF, data1, data2);
            return;
        }
        switch (type) {
            case GameMove.TYPE_ACTIVE_LEGACY:
                if (isPlayer(data1)) {
                    activate(s, map, data1, data2 & 0xF, 0, 0);
                }
                break;
            case GameMove.TYPE_INACTIVE:
                if (isPlayer(data1)) {
                    s.setI8(player(data1, P_ACTIVE), 0);
                    s.setI16(player(data1, P_CONTROLS), 0);
                }
                break;
            case GameMove.TYPE_HIDDEN:
                setFlag(s, data1, PF_HIDDEN);
                break;
            case GameMove.TYPE_MOVE:
                if (isPlayer(data1)) {
                    s.setI16(player(data1, P_CONTROLS), data2 & 0x7F);
                }
                break;
            case GameMove.TYPE_LEVEL_DONE_ACK:
                setFlag(s, data1, PF_LEVEL_DONE_ACK);
                break;
            case GameMove.TYPE_SHOT_CONFIG:
                int flags = s.i32(W_FLAGS) & ~(WORLD_PVP_SHOTS | WORLD_SELF_SHOTS);
                s.setI32(W_FLAGS, flags | (data1 & (WORLD_PVP_SHOTS | WORLD_SELF_SHOTS)));
                s.setI32(W_PVP_DAMAGE, Math.max(-100, Math.min(100, data2)));
                break;
            default:
                break;
        }
    }

    private static boolean isPlayer(int p) {
        return p >= 0 && p < MAX_PLAYERS;
    }

    private static void setFlag(SimState s, int p, int flag) {
        if (isPlayer(p)) {
            s.setI8(player(p, P_FLAGS), s.i8(player(p, P_FLAGS)) | flag);
        }
    }

    /**
     * An inactive player starts fresh at its start, keeping only its controls: a .gm sorts a frame's rows by type,
     * so a MOVE (5) of a player joining at that frame comes before its ACTIVE (0x800000+) and must survive it. An
     * active player only takes the new colour and name.
     */
    private static void activate(SimState s, MapData map, int p, int colour, int name0, int name1) {
        if (s.i8(player(p, P_ACTIVE)) == 0) {
            int controls = s.i16(player(p, P_CONTROLS));
            for (int offset = 0; offset < PLAYER_SIZE; offset++) {
                s.setI8(player(p, offset), 0);
            }
            s.setI16(player(p, P_CONTROLS), controls);
            s.setI8(player(p, P_ACTIVE), 1);
            Damage.spawn(s, map, p);
        }
        s.setI8(player(p, P_COLOUR), colour);
        s.setI32(player(p, P_NAME0), name0);
        s.setI32(player(p, P_NAME1), name1);
    }
}

package org.netreplay.replay.sim;

import static org.netreplay.replay.sim.StateLayout.*;

/** Health changes, death and respawn of players. */
final class Damage {
    private Damage() {
    }

    /**
     * Takes {@code amount} health points from living player {@code p} (a negative amount heals, up to
     * {@link Rules#MAX_HEALTH}). At 0 health the player dies: {@code deaths} +1, {@code respawnTimer} =
     * {@link Rules#RESPAWN_FRAMES}, velocity 0.
     */
    static void hurt(SimState s, int p, int amount) {
        int health = Math.min(Rules.MAX_HEALTH, s.i16(player(p, P_HEALTH)) - amount);
        if (health > 0) {
            s.setI16(player(p, P_HEALTH), health);
            return;
        }
        s.setI16(player(p, P_HEALTH), 0);
        s.setI16(player(p, P_DEATHS), s.i16(player(p, P_DEATHS)) + 1);
        s.setI8(player(p, P_RESPAWN), Rules.RESPAWN_FRAMES);
        s.setI32(player(p, P_VX), 0);
        s.setI32(player(p, P_VY), 0);
        s.setI8(player(p, P_ON_GROUND), 0);
        s.setI8(player(p, P_FLAGS), s.i8(player(p, P_FLAGS)) & ~PF_ON_LADDER);
    }

    /** Puts player {@code p} at its start ({@code p % startCount}) with full health and no velocity. */
    static void spawn(SimState s, MapData map, int p) {
        int start = p % map.startCount();
        s.setI16(player(p, P_START), start);
        s.setI32(player(p, P_X), Fixed.fromPx(map.startX(start)));
        s.setI32(player(p, P_Y), Fixed.fromPx(map.startY(start)));
        s.setI32(player(p, P_VX), 0);
        s.setI32(player(p, P_VY), 0);
        s.setI16(player(p, P_HEALTH), Rules.MAX_HEALTH);
        s.setI8(player(p, P_RESPAWN), 0);
        s.setI8(player(p, P_ON_GROUND), 0);
        s.setI8(player(p, P_FACING), 1);
        s.setI8(player(p, P_FLAGS), s.i8(player(p, P_FLAGS)) & ~PF_ON_LADDER);
    }

    /** @return whether player {@code p} is active and not waiting to respawn */
    static boolean isAlive(SimState s, int p) {
        return s.i8(player(p, P_ACTIVE)) != 0 && s.i8(player(p, P_RESPAWN)) == 0;
    }
}

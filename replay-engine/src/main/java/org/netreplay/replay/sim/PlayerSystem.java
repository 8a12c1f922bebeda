package org.netreplay.replay.sim;

import static org.netreplay.replay.sim.Rules.PLAYER_H;
import static org.netreplay.replay.sim.Rules.PLAYER_W;
import static org.netreplay.replay.sim.StateLayout.*;

import org.netreplay.replay.GameMove;

/**
 * One frame of each player, in player order: respawn countdown, comp_move controls (docs/formats.md §4.4) to
 * velocity, ladders, jumping, gravity, tile collision, firing, items and doors (enemy contact is
 * {@link ContactSystem}).
 */
final class PlayerSystem {
    private PlayerSystem() {
    }

    static void stepAll(SimState s, MapData map) {
        for (int p = 0; p < MAX_PLAYERS; p++) {
            if (s.i8(player(p, P_ACTIVE)) != 0) {
                step(s, map, p);
            }
        }
    }

    private static void step(SimState s, MapData map, int p) {
        int respawn = s.i8(player(p, P_RESPAWN));
        if (respawn > 0) {
            s.setI8(player(p, P_RESPAWN), respawn - 1);
            if (respawn == 1) {
                Damage.spawn(s, map, p);
            }
            return;
        }
        move(s, p);
        fire(s, p);
        touchItems(s, map, p);
        openDoors(s, p);
    }

    private static void move(SimState s, int p) {
        int controls = s.i16(player(p, P_CONTROLS));
        boolean left = (controls & GameMove.LEFT) != 0;
        boolean right = (controls & GameMove.RIGHT) != 0;
        boolean up = (controls & GameMove.UP) != 0;
        boolean down = (controls & GameMove.DOWN) != 0;
        boolean jump = (controls & GameMove.JUMP) != 0;
        int x = s.i32(player(p, P_X));
        int y = s.i32(player(p, P_Y));
        int vy = s.i32(player(p, P_VY));
        int vx = 0;
        if (left && !right) {
            vx = -Rules.WALK_SPEED;
            s.setI8(player(p, P_FACING), -1);
        } else if (right && !left) {
            vx = Rules.WALK_SPEED;
            s.setI8(player(p, P_FACING), 1);
        }
        int flags = s.i8(player(p, P_FLAGS));
        boolean onLadderTile = (s.tile(Collider.tileOf(Fixed.toPx(x) + PLAYER_W / 2),
                Collider.tileOf(Fixed.toPx(y) + PLAYER_H / 2)) & Tiles.LADDER) != 0;
        boolean onLadder = onLadderTile && !jump && ((flags & PF_ON_LADDER) != 0 || up || down);
        boolean onGround = s.i8(player(p, P_ON_GROUND)) != 0;
        if (onLadder) {
            vy = up == down ? 0 : (up ? -Rules.CLIMB_SPEED : Rules.CLIMB_SPEED);
            flags |= PF_ON_LADDER;
        } else {
            flags &= ~PF_ON_LADDER;
            if (jump && onGround) {
                vy = -Rules.JUMP_SPEED;
            }
            vy = Math.min(vy + Rules.GRAVITY, Rules.MAX_FALL);
        }
        int nx = Collider.moveX(s, x, y, PLAYER_W, PLAYER_H, vx);
        if (nx != x + vx) {
            vx = 0;
        }
        int ny = Collider.moveY(s, nx, y, PLAYER_W, PLAYER_H, vy, !(onLadder && down));
        boolean landed = false;
        if (ny != y + vy) {
            landed = vy > 0;
            vy = 0;
        }
        s.setI32(player(p, P_X), nx);
        s.setI32(player(p, P_Y), ny);
        s.setI32(player(p, P_VX), vx);
        s.setI32(player(p, P_VY), vy);
        s.setI8(player(p, P_ON_GROUND), landed ? 1 : 0);
        s.setI8(player(p, P_FLAGS), flags);
    }

    private static void fire(SimState s, int p) {
        int cooldown = s.i8(player(p, P_SHOT_COOLDOWN));
        if (cooldown > 0) {
            s.setI8(player(p, P_SHOT_COOLDOWN), cooldown - 1);
            return;
        }
        if ((s.i16(player(p, P_CONTROLS)) & GameMove.FIRE) == 0) {
            return;
        }
        int x = s.i32(player(p, P_X)) + Fixed.fromPx(PLAYER_W / 2);
        int y = s.i32(player(p, P_Y)) + Fixed.fromPx(PLAYER_H / 2);
        int vx = s.i8(player(p, P_FACING)) < 0 ? -Rules.PLAYER_SHOT_SPEED : Rules.PLAYER_SHOT_SPEED;
        if (ShotSystem.spawn(s, p, x, y, vx, 0, Rules.PLAYER_SHOT_TTL)) {
            s.setI8(player(p, P_SHOT_COOLDOWN), Rules.SHOT_COOLDOWN);
            s.setI16(player(p, P_SHOTS_FIRED), s.i16(player(p, P_SHOTS_FIRED)) + 1);
        }
    }

    private static void touchItems(SimState s, MapData map, int p) {
        int px = Fixed.toPx(s.i32(player(p, P_X)));
        int py = Fixed.toPx(s.i32(player(p, P_Y)));
        for (int i = 0; i < map.itemCount(); i++) {
            int ix = s.i16(item(i, I_X));
            if (ix >= px + PLAYER_W || px >= ix + Rules.ITEM_SIZE || s.i8(item(i, I_TAKEN)) != 0
                    || !Collider.overlaps(px, py, PLAYER_W, PLAYER_H, ix, s.i16(item(i, I_Y)),
                            Rules.ITEM_SIZE, Rules.ITEM_SIZE)) {
                continue;
            }
            int kind = s.i8(item(i, I_KIND));
            if (kind == ItemKind.EXIT) {
                s.setI8(player(p, P_FLAGS), s.i8(player(p, P_FLAGS)) | PF_EXITED);
                s.setI32(W_FLAGS, s.i32(W_FLAGS) | WORLD_LEVEL_DONE);
                continue;
            }
            if (kind == ItemKind.COIN) {
                s.setI16(player(p, P_COINS), s.i16(player(p, P_COINS)) + 1);
                s.setI32(W_COINS_LEFT, s.i32(W_COINS_LEFT) - 1);
            } else if (kind == ItemKind.KEY) {
                s.setI8(player(p, P_KEYS), s.i8(player(p, P_KEYS)) | (1 << s.i8(item(i, I_COLOUR))));
            } else {
                continue;
            }
            s.setI8(item(i, I_TAKEN), 1);
            s.setI8(item(i, I_TAKEN_BY), p);
        }
    }

    /** Opens (empties) every locked door tile within 1 px of the player whose colour it holds a key for. */
    private static void openDoors(SimState s, int p) {
        int keys = s.i8(player(p, P_KEYS));
        if (keys == 0) {
            return;
        }
        int px = Fixed.toPx(s.i32(player(p, P_X)));
        int py = Fixed.toPx(s.i32(player(p, P_Y)));
        int tx0 = Collider.tileOf(px - 1);
        int tx1 = Collider.tileOf(px + PLAYER_W);
        int ty0 = Collider.tileOf(py - 1);
        int ty1 = Collider.tileOf(py + PLAYER_H);
        for (int tx = Math.max(0, tx0); tx <= Math.min(MAP_TILES - 1, tx1); tx++) {
            for (int ty = Math.max(0, ty0); ty <= Math.min(MAP_TILES - 1, ty1); ty++) {
                int bits = s.tile(tx, ty);
                if ((bits & Tiles.DOOR) != 0 && (keys & (1 << Tiles.doorColour(bits))) != 0) {
                    s.setTile(tx, ty, Tiles.EMPTY);
                }
            }
        }
    }
}

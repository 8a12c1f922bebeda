package org.netreplay.pm.sim;

/**
 * The game's solid checks (src/mwSolid.cpp, mwSolid): is a player, enemy, item or shot at a pixel position blocked
 * by a tile (flag bits of {@code mLevel.l}) or, where asked, by a lift. Positions are in pixels (tiles are 20 px);
 * the {@code type} of the thing asking is 1 player, 2 enemy, 3 item, 4 player shot, 5 enemy shot.
 *
 * <p>The game indexes {@code l[100][100]} without bounds checks, so a position at the grid's edge reads the memory
 * the C++ compiler laid out there: {@code l[x][y]} is the int at {@code x*100+y} from the start of mwLevel. That is
 * another tile while inside the array; past its end it is mwLevel's next members ({@code start_level},
 * {@code play_level}, ... then {@code data[100]} of level statistics, whose level 1 name "Overworld Map" has solid
 * bits). {@link #tile(int, int)} reproduces those reads (src/mwLevel.h member order).
 */
public final class Solid {
    static final int PM_BTILE_SOLID_PLAYER = 0b1 << 16;
    static final int PM_BTILE_SOLID_ENEMY = 0b1 << 17;
    static final int PM_BTILE_SOLID_ITEM = 0b1 << 18;
    static final int PM_BTILE_SOLID_PBUL = 0b1 << 19;
    static final int PM_BTILE_SOLID_EBUL = 0b1 << 20;
    static final int PM_BTILE_SEMISOLID_PLAYER = 0b1 << 21;
    static final int PM_BTILE_SEMISOLID_ENEMY = 0b1 << 22;
    static final int PM_BTILE_SEMISOLID_ITEM = 0b1 << 23;
    static final int PM_LIFT_SOLID_PLAYER = 0b1 << 26;
    static final int PM_LIFT_SOLID_ENEMY = 0b1 << 25;
    static final int PM_LIFT_SOLID_ITEM = 0b1 << 24;

    /** Ints of mwLevel from the start of {@code l} to {@code data[0]} (src/mwLevel.h: l, then 7 ints). */
    private static final int DATA0_INT = 10000 + 7;
    /** Ints in one {@code struct level_data}: name[200], status, status_color, status_text[16], 15 ints. */
    private static final int LEVEL_DATA_INTS = 71;
    /** {@code data[0]}: level 0 (no such level) has status 0, so "Locked" in colour 10 (set_status_text_and_color). */
    private static final int[] DATA0 = levelData("", 0, 10, "Locked");
    /** {@code data[1]}: its name "Overworld Map" (set_level_names_and_par_time); its status is not known here. */
    private static final int[] DATA1 = levelData("Overworld Map", 0, 0, "");

    private final PmWorld w;

    /** @param w the world whose other parts this part calls */
    public Solid(PmWorld w) {
        this.w = w;
    }

    /** A {@code struct level_data} as ints (little-endian chars), other statistics 0. */
    private static int[] levelData(String name, int status, int statusColor, String statusText) {
        int[] out = new int[LEVEL_DATA_INTS];
        pack(out, 0, name);
        out[50] = status;
        out[51] = statusColor;
        pack(out, 52, statusText);
        return out;
    }

    private static void pack(int[] out, int at, String s) {
        for (int i = 0; i < s.length(); i++) {
            out[at + i / 4] |= (s.charAt(i) & 0xFF) << ((i % 4) * 8);
        }
    }

    /**
     * {@code mLevel.l[x][y]} as the game reads it, also outside the grid: the int at {@code x*100+y} of mwLevel.
     * Inside 0..9,999 it is a tile (e.g. {@code l[3][100]} is {@code l[4][0]}); 10,000.. are {@code start_level},
     * {@code play_level}, {@code valid_level_loaded}, {@code prev_level_loaded}, {@code last_level_loaded},
     * {@code resume_allowed}, {@code number_of_starts} (all small numbers without flag bits), then {@code data[0]}
     * (level 0: status text "Locked", whose bytes have pshot-breakable and solid bits: a player shot at the right
     * edge dies there, lev051 frame 3644) and {@code data[1]} (its name "Overworld Map"). The play statistics in
     * them come from the player's database and are taken as 0; anything further, and reads before the grid (other
     * globals), are 0. Source: src/mwLevel.h class mwLevel, src/mwLevelData.cpp.
     *
     * @param x tile column (any int)
     * @param y tile row (any int)
     * @return the int the game reads there
     */
    public int tile(int x, int y) {
        int idx = x * 100 + y;
        if (idx >= 0 && idx < 10000) {
            return w.level.l[idx / 100][idx % 100];
        }
        switch (idx) {
            case 10000: // start_level
            case 10001: // play_level
            case 10003: // prev_level_loaded
            case 10004: // last_level_loaded
                return w.level.play_level;
            case 10002: // valid_level_loaded
                return 1;
            case 10005: // resume_allowed
                return 0;
            case 10006:
                return w.level.number_of_starts;
            default:
                break;
        }
        int n = idx - DATA0_INT;
        if (n >= 0 && n < LEVEL_DATA_INTS) {
            return DATA0[n];
        }
        n -= LEVEL_DATA_INTS;
        if (n >= 0 && n < LEVEL_DATA_INTS) {
            return DATA1[n];
        }
        return 0;
    }

    /**
     * Lift {@code d} or the solid tile(s) beside a position: 1 when a tile blocks, 32+lift when a lift does, else 0.
     * (x+20 side, rows y and y+20 as y's remainder says).
     *
     * @upstream src/mwSolid.cpp#is_right_solid
     */
    public int isRightSolid(int solidX, int solidY, int liftCheck, int type) {
        int lch = liftCheckHelper(solidX, solidY, liftCheck, type, 0);
        if (lch != 0) {
            return lch;
        }
        return sideSolid(solidX / 20 + 1, solidY, type);
    }

    /**
     * As {@link #isRightSolid} to the left (column x/20).
     *
     * @upstream src/mwSolid.cpp#is_left_solid
     */
    public int isLeftSolid(int solidX, int solidY, int liftCheck, int type) {
        int lch = liftCheckHelper(solidX, solidY, liftCheck, type, 1);
        if (lch != 0) {
            return lch;
        }
        return sideSolid(solidX / 20, solidY, type);
    }

    private int sideSolid(int xx, int solidY, int type) {
        int yy = solidY / 20;
        int cc = solidY / 20 + 1;
        int a = solidY % 20;
        if (a > 16 && isSolid(-1, tile(xx, cc), type) != 0) {
            return 1;
        }
        if (a < 3 && isSolid(-1, tile(xx, yy), type) != 0) {
            return 1;
        }
        if (a > 2 && a < 17 && isSolid(tile(xx, yy), tile(xx, cc), type) != 0) {
            return 1;
        }
        return 0;
    }

    /**
     * As {@link #isRightSolid} below (row y/20+1).
     *
     * @upstream src/mwSolid.cpp#is_down_solid
     */
    public int isDownSolid(int solidX, int solidY, int liftCheck, int type) {
        int lch = liftCheckHelper(solidX, solidY, liftCheck, type, 2);
        if (lch != 0) {
            return lch;
        }
        int yy = solidY / 20 + 1;
        int cc = solidX / 20;
        int xx = solidX / 20 + 1;
        int a = solidX % 20;
        if (a > 16 && isSolid(-1, tile(xx, yy), type) != 0) {
            return 1;
        }
        if (a < 3 && isSolid(-1, tile(cc, yy), type) != 0) {
            return 1;
        }
        if (a > 2 && a < 17 && isSolid(tile(xx, yy), tile(cc, yy), type) != 0) {
            return 1;
        }
        return 0;
    }

    /**
     * As {@link #isRightSolid} above (row (y-2)/20); semi-solid tiles let players, enemies and items through from
     * below.
     *
     * @upstream src/mwSolid.cpp#is_up_solid
     */
    public int isUpSolid(int solidX, int solidY, int liftCheck, int type) {
        int lch = liftCheckHelper(solidX, solidY, liftCheck, type, 3);
        if (lch != 0) {
            return lch;
        }
        int yy = (solidY - 2) / 20;
        int cc = solidX / 20;
        int xx = solidX / 20 + 1;
        int a = solidX % 20;
        if (a > 16 && isSolidu(-1, tile(xx, yy), type) != 0) {
            return 1;
        }
        if (a < 3 && isSolidu(-1, tile(cc, yy), type) != 0) {
            return 1;
        }
        if (a > 2 && a < 17 && isSolidu(tile(xx, yy), tile(cc, yy), type) != 0) {
            return 1;
        }
        return 0;
    }

    /**
     * Pixel-exact check upwards (enemy solidity; lifts ignored): with {@code dir} 0, how far (px, at most
     * {@code fmove}) the thing at (fx, fy) can move up before a solid; with dir 1/-1, how far right/left to the
     * next opening above.
     *
     * @upstream src/mwSolid.cpp#is_up_solidf
     */
    public float isUpSolidf(float fx, float fy, float fmove, int dir) {
        int ix = (int) fx;
        int iy = (int) fy;
        int im = (int) fmove;
        int mov = 0;
        for (int t = 0; t <= im; t++) {
            int j = 0;
            int yy;
            if (dir == 0) {
                yy = (iy - t - 1) / 20;
            } else {
                yy = (iy - 1) / 20;
                j = dir * t;
            }
            int ret = pairAcross(ix + j, yy);
            Float r = step(dir, ret, fx, fy, fmove, ix, iy, mov, -1, true);
            if (r != null) {
                return r;
            }
            mov++;
        }
        return fmove;
    }

    /**
     * Pixel-exact check downwards; see {@link #isUpSolidf}.
     *
     * @upstream src/mwSolid.cpp#is_down_solidf
     */
    public float isDownSolidf(float fx, float fy, float fmove, int dir) {
        int ix = (int) fx;
        int iy = (int) fy;
        int im = (int) fmove;
        int mov = 0;
        for (int t = 0; t <= im; t++) {
            int j = 0;
            int yy;
            if (dir == 0) {
                yy = (iy + t) / 20 + 1;
            } else {
                yy = iy / 20 + 1;
                j = dir * t;
            }
            int ret = pairAcross(ix + j, yy);
            Float r = step(dir, ret, fx, fy, fmove, ix, iy, mov, 1, true);
            if (r != null) {
                return r;
            }
            mov++;
        }
        return fmove;
    }

    /**
     * Pixel-exact check to the left; see {@link #isUpSolidf}.
     *
     * @upstream src/mwSolid.cpp#is_left_solidf
     */
    public float isLeftSolidf(float fx, float fy, float fmove, int dir) {
        int ix = (int) fx;
        int iy = (int) fy;
        int im = (int) fmove;
        int mov = 0;
        for (int t = 0; t <= im; t++) {
            int j = 0;
            int xx;
            if (dir == 0) {
                xx = (ix - t - 1) / 20;
            } else {
                xx = (ix - 1) / 20;
                j = dir * t;
            }
            int ret = pairDown(xx, iy + j);
            Float r = step(dir, ret, fx, fy, fmove, ix, iy, mov, -1, false);
            if (r != null) {
                return r;
            }
            mov++;
        }
        return fmove;
    }

    /**
     * Pixel-exact check to the right; see {@link #isUpSolidf}.
     *
     * @upstream src/mwSolid.cpp#is_right_solidf
     */
    public float isRightSolidf(float fx, float fy, float fmove, int dir) {
        int ix = (int) fx;
        int iy = (int) fy;
        int im = (int) fmove;
        int mov = 0;
        for (int t = 0; t <= im; t++) {
            int j = 0;
            int xx;
            if (dir == 0) {
                xx = (ix + t) / 20 + 1;
            } else {
                xx = ix / 20 + 1;
                j = dir * t;
            }
            int ret = pairDown(xx, iy + j);
            Float r = step(dir, ret, fx, fy, fmove, ix, iy, mov, 1, false);
            if (r != null) {
                return r;
            }
            mov++;
        }
        return fmove;
    }

    /** Enemy solidity of the tile row {@code yy} at pixel column {@code x}: one tile when x is on a tile edge. */
    private int pairAcross(int x, int yy) {
        int cc = x / 20;
        int xx = x / 20 + 1;
        if (x % 20 == 0) {
            return isSolid(-1, tile(cc, yy), 2);
        }
        return isSolid(tile(xx, yy), tile(cc, yy), 2);
    }

    /** Enemy solidity of the tile column {@code xx} at pixel row {@code y}: one tile when y is on a tile edge. */
    private int pairDown(int xx, int y) {
        int yy = y / 20;
        int cc = y / 20 + 1;
        if (y % 20 == 0) {
            return isSolid(-1, tile(xx, yy), 2);
        }
        return isSolid(tile(xx, yy), tile(xx, cc), 2);
    }

    /**
     * One step of the *_solidf scans: in solid mode (dir 0) the allowed move once a solid is found; in empty mode
     * (dir ±1) the move to the first opening; null to go on. {@code sign} is the scan's direction along its axis
     * (+1 down/right, -1 up/left); {@code vertical} says the solid-mode axis is y.
     */
    private static Float step(int dir, int ret, float fx, float fy, float fmove, int ix, int iy, int mov, int sign,
                              boolean vertical) {
        if (dir == 0) {
            if (ret == 0) {
                return null;
            }
            float dist;
            if (vertical) {
                int fp = iy + sign * mov;
                dist = sign > 0 ? fp - fy : fy - fp;
            } else {
                int fp = ix + sign * mov;
                dist = sign > 0 ? fp - fx : fx - fp;
            }
            return dist > fmove ? fmove : dist;
        }
        if (ret != 0) {
            return null;
        }
        // empty mode: across the solid-mode axis
        float pos = vertical ? fx : fy;
        int ipos = vertical ? ix : iy;
        if (dir == 1) {
            int fp = ipos + mov;
            float dist = fp - pos;
            return dist > fmove ? fmove : dist;
        }
        if (dir == -1) {
            int fp = ipos - mov;
            float dist = pos - fp;
            return dist > fmove ? fmove : dist;
        }
        return null;
    }

    /**
     * 1 when either tile value {@code b} or {@code c} (or only c when b is -1) has the solid flag of {@code type}.
     *
     * @upstream src/mwSolid.cpp#is_solid
     */
    public int isSolid(int b, int c, int type) {
        int flag = solidFlag(type);
        if (flag == 0) {
            return 0;
        }
        if (b == -1) {
            return (c & flag) != 0 ? 1 : 0;
        }
        return ((b & flag) != 0 || (c & flag) != 0) ? 1 : 0;
    }

    /**
     * As {@link #isSolid} for upward checks: a tile that is also semi-solid for players, enemies or items does not
     * count.
     *
     * @upstream src/mwSolid.cpp#is_solidu
     */
    public int isSolidu(int b, int c, int type) {
        int flag = solidFlag(type);
        if (flag == 0) {
            return 0;
        }
        int semi = switch (type) {
            case 1 -> PM_BTILE_SEMISOLID_PLAYER;
            case 2 -> PM_BTILE_SEMISOLID_ENEMY;
            case 3 -> PM_BTILE_SEMISOLID_ITEM;
            default -> 0;
        };
        boolean cs = (c & flag) != 0 && (c & semi) == 0;
        if (b == -1) {
            return cs ? 1 : 0;
        }
        boolean bs = (b & flag) != 0 && (b & semi) == 0;
        return (bs || cs) ? 1 : 0;
    }

    private static int solidFlag(int type) {
        return switch (type) {
            case 1 -> PM_BTILE_SOLID_PLAYER;
            case 2 -> PM_BTILE_SOLID_ENEMY;
            case 3 -> PM_BTILE_SOLID_ITEM;
            case 4 -> PM_BTILE_SOLID_PBUL;
            case 5 -> PM_BTILE_SOLID_EBUL;
            default -> 0;
        };
    }

    /**
     * With {@code liftCheck}, 32+d for the first active lift d (slot order) solid for {@code type} (1..3) that
     * touches the position on side {@code dir} (0 right, 1 left, 2 down, 3 up); else 0. Lift bounds are truncated
     * to int as the game does.
     *
     * @upstream src/mwSolid.cpp#lift_check_helper
     */
    public int liftCheckHelper(int solidX, int solidY, int liftCheck, int type, int dir) {
        if (liftCheck == 0) {
            return 0;
        }
        // the active lifts in ascending order, as the game's loop over all 40 visits them
        Lift lift = w.lift;
        int n = lift.activeCount();
        int[] active = lift.activeIndices();
        for (int i = 0; i < n; i++) {
            int d = active[i];
            LiftCur c = lift.cur[d];
            if (c.active == 0) {
                continue;
            }
            int x1 = (int) c.x;
            int y1 = (int) c.y;
            int x2 = (int) (c.x + c.w);
            int y2 = (int) (c.y + c.h);
            if ((type == 1 && (c.flags & PM_LIFT_SOLID_PLAYER) != 0)
                    || (type == 2 && (c.flags & PM_LIFT_SOLID_ENEMY) != 0)
                    || (type == 3 && (c.flags & PM_LIFT_SOLID_ITEM) != 0)) {
                if (dir == 0 && solidY > y1 - 18 && solidY < y2 - 2 && solidX < x1 - 8 && solidX > x1 - 18) {
                    return 32 + d;
                }
                if (dir == 1 && solidY > y1 - 18 && solidY < y2 - 2 && solidX < x2 + 2 && solidX > x2 - 8) {
                    return 32 + d;
                }
                if (dir == 2 && solidX > x1 - 18 && solidX < x2 - 2 && solidY < y1 - 10 && solidY > y1 - 25) {
                    return 32 + d;
                }
                if (dir == 3 && solidX > x1 - 18 && solidX < x2 - 2 && solidY < y2 + 2 && solidY > y2 - 10) {
                    return 32 + d;
                }
            }
        }
        return 0;
    }
}

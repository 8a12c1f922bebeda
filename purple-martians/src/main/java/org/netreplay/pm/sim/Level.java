package org.netreplay.pm.sim;

import org.netreplay.pm.sim.EnemySlots.AnyEnemy;
import org.netreplay.pm.sim.ItemSlots.AnyItem;
import org.netreplay.pm.sim.ItemSlots.Start;

/**
 * The game's mwLevel (src/mwLevel.cpp): its simulation functions, ported to Java. Owner: PM-lifts.
 */
public final class Level {
    private final PmWorld w;
    /** Tile grid, {@code mLevel.l[100][100]} (x, y): tile number plus flag bits; state section l. */
    public final int[][] l = new int[100][100];
    /** {@code mLevel.play_level}. */
    public int play_level;

    /** @param w the world whose other parts this part calls */
    public Level(PmWorld w) {
        this.w = w;
    }

    /**
     * Sets tile {@code l[x][y]} (x, y in tiles) when inside the 100x100 level; the
     * game also redraws the background there, which the simulation does not need. Owner: PM-items.
     *
     * @upstream src/mwLevel.cpp#change_block
     */
    public void changeBlock(int x, int y, int block) {
        if (x >= 0 && x < 100 && y >= 0 && y < 100) {
            l[x][y] = block;
        }
    }

    /** pm.h PM_BTILE_ALL_SOLID: the solid-for-player/enemy/item/pshot/eshot flag bits of a tile. */
    private static final int PM_BTILE_ALL_SOLID = 0x001F0000;

    /**
     * 1 when tile (x, y) is inside the level and, for each test flag set, has no
     * solid flag, no enemy and no item exactly at its pixel position (x*20, y*20); 0 otherwise.
     *
     * @upstream src/mwLevel.cpp#is_block_empty
     */
    public int isBlockEmpty(int x, int y, int testBlock, int testItem, int testEnemy) {
        if (x < 0 || x >= 100 || y < 0 || y >= 100) {
            return 0;
        }
        int empty = 1;
        if (testBlock != 0 && (l[x][y] & PM_BTILE_ALL_SOLID) != 0) {
            empty = 0;
        }
        if (testEnemy != 0) {
            for (int c = 0; c < 100; c++) {
                if (w.enemy.Ei[c][AnyEnemy.I.TYPE] != 0 && w.enemy.Ef[c][AnyEnemy.F.X] == x * 20
                        && w.enemy.Ef[c][AnyEnemy.F.Y] == y * 20) {
                    empty = 0;
                }
            }
        }
        if (testItem != 0) {
            for (int c = 0; c < 500; c++) {
                if (w.item.item[c][AnyItem.I.TYPE] != 0 && w.item.item[c][AnyItem.I.X] == x * 20
                        && w.item.item[c][AnyItem.I.Y] == y * 20) {
                    empty = 0;
                }
            }
        }
        return empty;
    }

    /**
     * Fills the level's arrays from its {@code .pml} (through {@link PmWorld#levels})
     * and, unless {@code loadOnly}, sets up lifts, item float positions, shots, trigger events and player 0 as the
     * game does (drawing and level statistics left out).
     *
     * @return 1 when loaded, 0 when the level library has no such level (as the game's return value)
     * @upstream src/mwLevel.cpp#load_level
     */
    public int loadLevel(int levelToLoad, int loadOnly, int failSilently) {
        byte[] pml = w.levels.inflatedPml(levelToLoad);
        if (pml == null) {
            return 0;
        }
        pmlToVar(pml);
        if (loadOnly == 0) {
            w.lift.liftSetup();
            for (int x = 0; x < 500; x++) {
                if (w.item.item[x][AnyItem.I.TYPE] != 0) {
                    w.item.itemf[x][AnyItem.F.X] = w.item.item[x][AnyItem.I.X];
                    w.item.itemf[x][AnyItem.F.Y] = w.item.item[x][AnyItem.I.Y];
                }
            }
            levelCheck();
            w.shot.clearShots();
            w.triggerEvent.initialize();
            w.player.initPlayer(0, 2);
        }
        return 1;
    }

    /** {@code mLevel.number_of_starts}: start items with an index 0..7, counted by {@link #levelCheck()}. */
    public int number_of_starts;

    /**
     * Counts the level's start items (type 5) with a valid index 0..7 into {@link #number_of_starts}. The game also
     * totals purple coins and the exit's enemy par into its per-level statistics (not simulation state) and shows
     * an error dialog for bad start indexes, which changes nothing in the game.
     *
     * @upstream src/mwLevel.cpp#level_check
     */
    public void levelCheck() {
        number_of_starts = 0;
        for (int i = 0; i < 500; i++) {
            if (w.item.item[i][AnyItem.I.TYPE] == Start.CODE) {
                int x = w.item.item[i][Start.I.INDEX];
                if (x >= 0 && x < 8) {
                    number_of_starts++;
                }
            }
        }
    }

    /**
     * Copies an inflated {@code .pml} ({@link LevelLibrary#PML_SIZE} bytes, docs/formats.md
     * §7: l, item, Ei, Ef, lift cur, lift stp, pmsgtext; little-endian) into the world.
     *
     * @throws IllegalArgumentException if {@code b} is not {@link LevelLibrary#PML_SIZE} bytes
     * @upstream src/mwLevel.cpp#pml_to_var
     */
    public void pmlToVar(byte[] b) {
        if (b.length != LevelLibrary.PML_SIZE) {
            throw new IllegalArgumentException("level data is " + b.length + " bytes, not " + LevelLibrary.PML_SIZE);
        }
        java.nio.ByteBuffer bb = java.nio.ByteBuffer.wrap(b).order(java.nio.ByteOrder.LITTLE_ENDIAN);
        int o = 0;
        for (int[] col : l) {
            for (int y = 0; y < col.length; y++, o += 4) {
                col[y] = bb.getInt(o);
            }
        }
        for (int[] row : w.item.item) {
            for (int k = 0; k < row.length; k++, o += 4) {
                row[k] = bb.getInt(o);
            }
        }
        for (int[] row : w.enemy.Ei) {
            for (int k = 0; k < row.length; k++, o += 4) {
                row[k] = bb.getInt(o);
            }
        }
        for (float[] row : w.enemy.Ef) {
            for (int k = 0; k < row.length; k++, o += 4) {
                row[k] = bb.getFloat(o);
            }
        }
        for (LiftCur c : w.lift.cur) {
            StructCodecs.read(c, bb, o);
            o += LiftCur.SIZE;
        }
        w.lift.activeMayHaveChanged();
        for (LiftStep[] steps : w.lift.stp) {
            for (LiftStep s : steps) {
                s.type = bb.getInt(o);
                s.x = bb.getInt(o + 4);
                s.y = bb.getInt(o + 8);
                s.w = bb.getInt(o + 12);
                s.h = bb.getInt(o + 16);
                s.val = bb.getInt(o + 20);
                o += LiftStep.SIZE;
            }
        }
        for (byte[] msg : w.item.pmsgtext) {
            bb.get(o, msg, 0, msg.length);
            o += msg.length;
        }
    }

}

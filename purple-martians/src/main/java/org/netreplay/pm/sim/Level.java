package org.netreplay.pm.sim;

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
     * src/mwLevel.cpp change_block. Not ported yet (PM-lifts).
     */
    public void changeBlock(int x, int y, int block) {
        throw new UnsupportedOperationException("not ported yet: src/mwLevel.cpp change_block");
    }

    /**
     * src/mwLevel.cpp is_block_empty. Not ported yet (PM-lifts).
     */
    public int isBlockEmpty(int x, int y, int testBlock, int testItem, int testEnemy) {
        throw new UnsupportedOperationException("not ported yet: src/mwLevel.cpp is_block_empty");
    }





    /**
     * src/mwLevel.cpp load_level: fills the level's arrays from its {@code .pml} (through {@link PmWorld#levels})
     * and, unless {@code loadOnly}, sets up lifts, item float positions, shots, trigger events and player 0 as the
     * game does (drawing and level statistics left out).
     *
     * @return 1 when loaded, 0 when the level library has no such level (as the game's return value)
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
                if (w.item.item[x][0] != 0) {
                    w.item.itemf[x][0] = w.item.item[x][4];
                    w.item.itemf[x][1] = w.item.item[x][5];
                }
            }
            levelCheck();
            w.shot.clearShots();
            w.triggerEvent.initialize();
            w.player.initPlayer(0, 2);
        }
        return 1;
    }

    /**
     * src/mwLevel.cpp zero_level_data. Not ported yet (PM-lifts).
     */
    public void zeroLevelData() {
        throw new UnsupportedOperationException("not ported yet: src/mwLevel.cpp zero_level_data");
    }

    /**
     * src/mwLevel.cpp level_check. Not ported yet (PM-lifts).
     */
    public void levelCheck() {
        throw new UnsupportedOperationException("not ported yet: src/mwLevel.cpp level_check");
    }









    /**
     * src/mwLevel.cpp set_overworld_barriers. Not ported yet (PM-lifts).
     */
    public void setOverworldBarriers() {
        throw new UnsupportedOperationException("not ported yet: src/mwLevel.cpp set_overworld_barriers");
    }













    /**
     * src/mwLevel.cpp pml_to_var: copies an inflated {@code .pml} ({@link LevelLibrary#PML_SIZE} bytes, pm-formats.md
     * §7: l, item, Ei, Ef, lift cur, lift stp, pmsgtext; little-endian) into the world.
     *
     * @throws IllegalArgumentException if {@code b} is not {@link LevelLibrary#PML_SIZE} bytes
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
            c.read(bb, o);
            o += LiftCur.SIZE;
        }
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

package org.netreplay.pm.sim;

/**
 * The whole Purple Martians game as the simulation sees it: one object per game-global class of the C++ game
 * ({@code mPlayer}, {@code mEnemy}, {@code mItem}, {@code mLift}, {@code mShot}, {@code mLevel},
 * {@code mTriggerEvent}, {@code mGameMoves}, {@code mLoop}, {@code mBitmap}...), each holding that class's data
 * under the game's own names and its simulation functions. A C++ call {@code mItem.proc_item_collision(p, i)} is
 * {@code w.item.procItemCollision(p, i)} here. Not thread-safe; one thread drives a world.
 */
public final class PmWorld {
    /** {@code mDisplay.no_display}: 0 as on a player's machine (the golden dumps' path; see test-data/pm-golden/README.md §4 item 2). */
    public int no_display;

    /**
     * {@code mMain.classic_mode}: in classic mode an exit leads to the next level file, in story mode (the game's
     * default without a configuration, and a headless server's) to the overworld, level 1
     * (src/mwItemStartExitGate.cpp proc_exit_collision). The golden demos were played in classic mode.
     */
    public boolean classic_mode = true;

    /**
     * Not the game's: true only under the session simulator's {@code iteration-order} fault, which makes
     * {@code move_players}, {@code move_enemies} and {@code move_items} visit their slots from the last to the
     * first (docs/simulator.md).
     */
    public boolean reversedUpdateOrder;

    /** Where {@code load_level} reads levels from; the caller sets it before loading. */
    public LevelLibrary levels = level -> null;

    public final Bitmap bitmap = new Bitmap(this);
    public final Level level = new Level(this);
    public final Player player = new Player(this);
    public final Enemy enemy = new Enemy(this);
    public final Item item = new Item(this);
    public final Lift lift = new Lift(this);
    public final Shot shot = new Shot(this);
    public final Solid solid = new Solid(this);
    public final TriggerEvent triggerEvent = new TriggerEvent(this);
    public final GameMoves gameMoves = new GameMoves(this);
    public final Loop loop = new Loop(this);
    public final MiscFnx miscFnx = new MiscFnx(this);
    public final Netgame netgame = new Netgame();
    public final Draw draw = new Draw(this);
    public final GmInfo gmInfo = new GmInfo(this);
}

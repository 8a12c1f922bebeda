package org.netreplay.replay.session;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.history.Frames;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.GameSetup;

/**
 * Configures and starts a {@link ReplaySession} (after ggrs's {@code SessionBuilder}): every setter checks its value
 * at once, {@link #start()} checks the rules that span settings, and no session is ever half-configured.
 *
 * <p>Defaults: {@link #DEFAULT_KEYFRAME_INTERVAL} = 64 frames, {@link #DEFAULT_SEED} = 0, {@link #DEFAULT_LEVEL} = 1,
 * no level file (the game's own map for the level), no moves, confirmed frame = the frame of the last move; for
 * {@link #startSyncTest()}: {@link #DEFAULT_CHECK_DISTANCE} = 2, {@link #DEFAULT_MAX_ROLLBACK} = 8, last frame = the
 * frame of the last move.
 *
 * <pre>{@code
 * ReplaySession s = ReplaySessionBuilder.create().withGame(Games.find("pm-reference"))
 *         .withLevel(rec.level()).withMoves(rec.moves()).withKeyframeInterval(64).start();
 * s.advanceTo(3756);
 * int checksum = s.checksum(3756);
 * byte[] state = s.seek(1200);
 * }</pre>
 *
 * <p>Thread safety: not thread-safe.
 */
public final class ReplaySessionBuilder {
    /** Most frames a replay simulates ({@code replay.maxFrames}): 10 hours at 40 fps. */
    public static final int MAX_FRAMES = 1_440_000;
    /** Frames between keyframes. */
    public static final int DEFAULT_KEYFRAME_INTERVAL = 64;
    /** Largest allowed keyframe interval. */
    public static final int MAX_KEYFRAME_INTERVAL = 1_000_000;
    /** PRNG seed in the state. */
    public static final long DEFAULT_SEED = 0;
    /** Level number when none is given. */
    public static final int DEFAULT_LEVEL = 1;
    /** Frames a sync test rolls back each frame. */
    public static final int DEFAULT_CHECK_DISTANCE = 2;
    /** The most frames a rollback may span: the game's 8 history states ({@code NUM_HISTORY_STATES}). */
    public static final int DEFAULT_MAX_ROLLBACK = 8;
    /** Largest allowed max rollback. */
    public static final int MAX_MAX_ROLLBACK = 64;

    private DeterministicGame game;
    private int level = DEFAULT_LEVEL;
    private Path levelFile;
    private long seed = DEFAULT_SEED;
    private List<GameMove> moves = List.of();
    private int keyframeInterval = DEFAULT_KEYFRAME_INTERVAL;
    private int confirmedFrame = Frames.NONE;
    private int checkDistance = DEFAULT_CHECK_DISTANCE;
    private int maxRollback = DEFAULT_MAX_ROLLBACK;
    private int lastFrame = Frames.NONE;
    private ReplaySession base;
    private int forkFrame;

    private ReplaySessionBuilder() {
    }

    /** @return a builder with the defaults */
    public static ReplaySessionBuilder create() {
        return new ReplaySessionBuilder();
    }

    /**
     * @param game the game to replay (required)
     * @return this builder
     */
    public ReplaySessionBuilder withGame(DeterministicGame game) {
        this.game = Objects.requireNonNull(game, "game");
        return this;
    }

    /**
     * @param level level number (the {@code .gm} LEVEL), ≥ 0
     * @return this builder
     * @throws IllegalArgumentException if negative
     */
    public ReplaySessionBuilder withLevel(int level) {
        if (level < 0) {
            throw new IllegalArgumentException("level (" + level + ") must be >= 0");
        }
        this.level = level;
        return this;
    }

    /**
     * @param levelFile a {@code .pml} or JSON level file, or null for the game's built-in map
     * @return this builder
     */
    public ReplaySessionBuilder withLevelFile(Path levelFile) {
        this.levelFile = levelFile;
        return this;
    }

    /**
     * @param seed the PRNG seed stored in the state
     * @return this builder
     */
    public ReplaySessionBuilder withSeed(long seed) {
        this.seed = seed;
        return this;
    }

    /**
     * @param moves the game moves, ordered by frame (a {@code .gm} file's rows)
     * @return this builder
     * @throws IllegalArgumentException if a move has a frame below 1 or frames decrease
     */
    public ReplaySessionBuilder withMoves(List<GameMove> moves) {
        int previous = 1;
        for (int i = 0; i < moves.size(); i++) {
            GameMove m = Objects.requireNonNull(moves.get(i), "moves[" + i + "]");
            if (m.frame() < previous) {
                throw new IllegalArgumentException("moves[" + i + "].frame (" + m.frame() + ") must be >= "
                        + previous + " (frames start at 1 and must not decrease)");
            }
            previous = m.frame();
        }
        this.moves = new ArrayList<>(moves);
        return this;
    }

    /**
     * @param frames frames between keyframes, 1..{@link #MAX_KEYFRAME_INTERVAL}
     * @return this builder
     * @throws IllegalArgumentException if outside the range
     */
    public ReplaySessionBuilder withKeyframeInterval(int frames) {
        if (frames < 1 || frames > MAX_KEYFRAME_INTERVAL) {
            throw new IllegalArgumentException("keyframeInterval (" + frames + ") must be in 1.."
                    + MAX_KEYFRAME_INTERVAL);
        }
        this.keyframeInterval = frames;
        return this;
    }

    /**
     * @param frame last frame whose inputs are confirmed (≥ 0); later frames are labelled PREDICTED
     * @return this builder
     * @throws IllegalArgumentException if negative
     */
    public ReplaySessionBuilder withConfirmedFrame(int frame) {
        if (frame < 0) {
            throw new IllegalArgumentException("confirmedFrame (" + frame + ") must be >= 0");
        }
        this.confirmedFrame = frame;
        return this;
    }

    /**
     * @param frames frames a sync test rolls back and re-simulates each frame, ≥ 1 (checked against max rollback
     *               by {@link #startSyncTest()})
     * @throws IllegalArgumentException if below 1
     * @return this builder
     */
    public ReplaySessionBuilder withCheckDistance(int frames) {
        if (frames < 1) {
            throw new IllegalArgumentException("checkDistance (" + frames + ") must be >= 1");
        }
        this.checkDistance = frames;
        return this;
    }

    /**
     * @param frames the most frames a rollback may span, 1..{@link #MAX_MAX_ROLLBACK}
     * @return this builder
     * @throws IllegalArgumentException if outside the range
     */
    public ReplaySessionBuilder withMaxRollback(int frames) {
        if (frames < 1 || frames > MAX_MAX_ROLLBACK) {
            throw new IllegalArgumentException("maxRollback (" + frames + ") must be in 1.." + MAX_MAX_ROLLBACK);
        }
        this.maxRollback = frames;
        return this;
    }

    /**
     * @param frame the last frame a sync test simulates, ≥ 1 (default: the frame of the last move, at least 1)
     * @return this builder
     * @throws IllegalArgumentException if below 1
     */
    public ReplaySessionBuilder withLastFrame(int frame) {
        if (frame < 1) {
            throw new IllegalArgumentException("lastFrame (" + frame + ") must be >= 1");
        }
        this.lastFrame = frame;
        return this;
    }

    /**
     * Starts a sync test of the moves: the caller carries out the requests on its own simulation (no game needed
     * here). Uses the moves, check distance, max rollback and last frame.
     *
     * @return the session
     * @throws IllegalArgumentException if checkDistance is greater than maxRollback
     */
    public SyncTestSession startSyncTest() {
        if (checkDistance > maxRollback) {
            throw new IllegalArgumentException("checkDistance (" + checkDistance + ") must be at most maxRollback ("
                    + maxRollback + ")");
        }
        int last = lastFrame != Frames.NONE ? lastFrame
                : Math.max(1, moves.isEmpty() ? 1 : moves.get(moves.size() - 1).frame());
        return new SyncTestSession(moves, checkDistance, last);
    }

    /**
     * Makes the new session a fork of {@code base}: it shares base's keyframes, checksums and labels for frames
     * 0..{@code frame} and simulates only after it, from base's state at {@code frame}. Game, level, seed and
     * keyframe interval are base's (other settings of this builder for them are ignored). The moves given with
     * {@link #withMoves} must equal base's moves on frames 1..{@code frame} (checked by {@link #start()}).
     * Seeks {@code base} to {@code frame}.
     *
     * @param base  a session simulated at least to {@code frame}
     * @param frame the last shared frame, 0..{@code base.lastSimulatedFrame()}
     * @return this builder
     * @throws IllegalArgumentException if the frame is outside that range
     */
    public ReplaySessionBuilder withPrefixFrom(ReplaySession base, int frame) {
        Objects.requireNonNull(base, "base");
        if (frame < 0 || frame > base.lastSimulatedFrame()) {
            throw new IllegalArgumentException("frame (" + frame + ") must be in 0.." + base.lastSimulatedFrame()
                    + " (the base session's simulated frames)");
        }
        this.base = base;
        this.forkFrame = frame;
        return this;
    }

    /**
     * Starts the game at frame 0 and returns the session.
     *
     * @return the session, at frame 0 (or at the shared frame of a fork)
     * @throws IllegalStateException if no game was set (and no base session)
     * @throws IllegalArgumentException if the game rejects the setup (its message names the value), or the moves
     *                                  differ from a base session's on the shared frames
     * @throws java.io.UncheckedIOException if the level file cannot be read
     */
    public ReplaySession start() {
        if (game == null && base == null) {
            throw new IllegalStateException("game must be set (withGame) before start()");
        }
        if (base != null) {
            List<GameMove> shared = base.movesBetween(1, forkFrame);
            List<GameMove> mine = new org.netreplay.replay.history.MoveTimeline(moves).between(1, forkFrame);
            if (!shared.equals(mine)) {
                throw new IllegalArgumentException("moves must equal the base session's moves on frames 1.."
                        + forkFrame + " to share its frames (withPrefixFrom)");
            }
            return new ReplaySession(base, forkFrame, moves, confirmedFrame);
        }
        return new ReplaySession(game, new GameSetup(level, levelFile, seed), moves, keyframeInterval,
                confirmedFrame);
    }
}

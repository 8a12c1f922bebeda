package org.netreplay.replay.desync;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.history.Frames;
import org.netreplay.replay.session.ReplaySession;
import org.netreplay.replay.session.ReplaySessionBuilder;
import org.netreplay.replay.spi.DeterministicGame;

/**
 * Finds the first frame where two runs of a game diverge: two move streams (e.g. the server's and a client's
 * {@code .gm}), or one move stream against logged per-frame checksums ({@link ChecksumLog}).
 *
 * <p>Procedure:
 * <ol>
 *   <li>Replay side A in a {@link ReplaySession} up to the last frame, recording the checksum of every frame and
 *       a keyframe every K frames. Side B shares A's frames up to the keyframe one interval (K frames) before the
 *       first frame whose moves differ (both streams have the same moves there) and is replayed from that keyframe
 *       on; the K or more frames of identical moves it re-simulates are compared with A like all others, which
 *       checks the game's determinism on the way ({@link #withSharedPrefix(boolean) withSharedPrefix(false)}
 *       replays B from frame 0). With identical streams B re-simulates the last interval.</li>
 *   <li>Scan the two checksum arrays for the first frame that differs. The scan is linear over the per-frame
 *       checksums already recorded (a few microseconds for 72,000 frames); a bisection over keyframes alone would be
 *       no faster here and could miss a divergence that heals before the next keyframe.</li>
 *   <li>Seek both sessions to that frame (nearest keyframe, then re-simulation) and diff the states field by field
 *       through the game's {@link org.netreplay.replay.spi.StateSchema}.</li>
 *   <li>List the game moves that differ within ± the move window of that frame.</li>
 * </ol>
 * If the checksums differ but the states are byte-identical, the game's checksum is not deterministic (as with a
 * random-checksum game); that is reported as a desync with no field differences and a note saying so.
 *
 * <p>Defaults: {@link #DEFAULT_MOVE_WINDOW} = 40 frames, {@link #DEFAULT_FIELD_LIMIT} = 200 fields, keyframe interval
 * {@link ReplaySessionBuilder#DEFAULT_KEYFRAME_INTERVAL}, level {@link ReplaySessionBuilder#DEFAULT_LEVEL}, seed 0.
 *
 * <p>Thread safety: not thread-safe (a configured finder may be reused from one thread).
 */
public final class DesyncFinder {
    /** Frames before and after the divergent frame whose moves are listed. */
    public static final int DEFAULT_MOVE_WINDOW = 40;
    /** The most differing fields reported. */
    public static final int DEFAULT_FIELD_LIMIT = 200;

    private final DeterministicGame game;
    private int level = ReplaySessionBuilder.DEFAULT_LEVEL;
    private Path levelFile;
    private long seed = ReplaySessionBuilder.DEFAULT_SEED;
    private int keyframeInterval = ReplaySessionBuilder.DEFAULT_KEYFRAME_INTERVAL;
    private int moveWindow = DEFAULT_MOVE_WINDOW;
    private int fieldLimit = DEFAULT_FIELD_LIMIT;
    private boolean sharedPrefix = true;

    private DesyncFinder(DeterministicGame game) {
        this.game = Objects.requireNonNull(game, "game");
    }

    /**
     * @param game the game both runs use
     * @return a finder for that game, with the defaults
     */
    public static DesyncFinder create(DeterministicGame game) {
        return new DesyncFinder(game);
    }

    /**
     * @param level level number, >= 0
     * @return this builder
     * @throws IllegalArgumentException if negative
     */
    public DesyncFinder withLevel(int level) {
        ReplaySessionBuilder.create().withLevel(level);
        this.level = level;
        return this;
    }

    /**
     * @param levelFile a {@code .pml} or JSON level, or null for the game's built-in map
     * @return this builder
     */
    public DesyncFinder withLevelFile(Path levelFile) {
        this.levelFile = levelFile;
        return this;
    }

    /**
     * @param seed the PRNG seed of both runs
     * @return this builder
     */
    public DesyncFinder withSeed(long seed) {
        this.seed = seed;
        return this;
    }

    /**
     * @param frames frames between keyframes
     * @return this builder
     * @throws IllegalArgumentException if outside 1..{@link ReplaySessionBuilder#MAX_KEYFRAME_INTERVAL}
     */
    public DesyncFinder withKeyframeInterval(int frames) {
        ReplaySessionBuilder.create().withKeyframeInterval(frames);
        this.keyframeInterval = frames;
        return this;
    }

    /**
     * @param frames frames before and after the divergent frame whose moves are listed, 0..100000
     * @return this builder
     * @throws IllegalArgumentException if outside the range
     */
    public DesyncFinder withMoveWindow(int frames) {
        if (frames < 0 || frames > 100_000) {
            throw new IllegalArgumentException("moveWindow (" + frames + ") must be in 0..100000");
        }
        this.moveWindow = frames;
        return this;
    }

    /**
     * @param limit the most differing fields reported, ≥ 1
     * @return this builder
     * @throws IllegalArgumentException if below 1
     */
    public DesyncFinder withFieldLimit(int limit) {
        if (limit < 1) {
            throw new IllegalArgumentException("fieldLimit (" + limit + ") must be >= 1");
        }
        this.fieldLimit = limit;
        return this;
    }

    /**
     * @param shared true (default) to let side B start from side A's keyframe one interval before the first frame
     *               whose moves differ (frames before it are shared); false to replay B from frame 0
     * @return this builder
     */
    public DesyncFinder withSharedPrefix(boolean shared) {
        this.sharedPrefix = shared;
        return this;
    }

    /**
     * Compares two move streams up to the later of their last move frames.
     *
     * @param movesA stream A (e.g. the server's), ordered by frame
     * @param movesB stream B (e.g. a client's)
     * @return the report
     */
    public DesyncReport compare(List<GameMove> movesA, List<GameMove> movesB) {
        int last = Math.max(lastFrame(movesA), lastFrame(movesB));
        return compare(movesA, movesB, last);
    }

    /**
     * Compares two move streams on frames 0..{@code lastFrame}.
     *
     * @param movesA stream A (e.g. the server's), ordered by frame
     * @param movesB stream B (e.g. a client's), ordered by frame
     * @param lastFrame last frame compared, ≥ 0
     * @return the report
     * @throws IllegalArgumentException if lastFrame is negative
     */
    public DesyncReport compare(List<GameMove> movesA, List<GameMove> movesB, int lastFrame) {
        if (lastFrame < 0) {
            throw new IllegalArgumentException("lastFrame (" + lastFrame + ") must be >= 0");
        }
        ReplaySession a = session(movesA);
        a.advanceTo(lastFrame);
        int firstMoveDiff = MoveDiffer.firstDifferentFrame(movesA, movesB);
        ReplaySession b;
        if (sharedPrefix) {
            int firstDifferent = firstMoveDiff == Frames.NONE ? lastFrame + 1
                    : Math.min(firstMoveDiff, lastFrame + 1);
            int forkFrame = forkFrame(firstDifferent);
            b = ReplaySessionBuilder.create().withPrefixFrom(a, forkFrame).withMoves(movesB).start();
        } else {
            b = session(movesB);
        }
        b.advanceTo(lastFrame);
        int[] ca = a.checksums();
        int[] cb = b.checksums();
        int divergent = firstMismatch(ca, cb);
        if (divergent == Frames.NONE) {
            String note = firstMoveDiff == Frames.NONE ? "in sync: same moves, same checksums on frames 0.."
                    + lastFrame : "in sync: the moves first differ on frame " + firstMoveDiff
                    + " but the checksums match on frames 0.." + lastFrame;
            return new DesyncReport(true, Frames.NONE, lastFrame, 0, 0, List.of(), List.of(), List.of(),
                    firstMoveDiff, ca.length, note);
        }
        byte[] stateA = a.seek(divergent);
        byte[] stateB = b.seek(divergent);
        List<FieldDiff> fields = StateDiffer.diff(game.schema(), stateA, stateB, fieldLimit);
        int from = Math.max(1, divergent - moveWindow);
        int to = divergent + moveWindow;
        List<GameMove> aroundA = a.movesBetween(from, to);
        List<MoveDifference> moveDiffs = MoveDiffer.diff(aroundA, b.movesBetween(from, to));
        String note = fields.isEmpty()
                ? "checksums differ on frame " + divergent + " but the states are byte-identical: the game's "
                + "checksum is not deterministic"
                : "desync on frame " + divergent + ": " + fields.size() + (fields.size() >= fieldLimit ? "+" : "")
                + " fields differ, first " + fields.get(0).path();
        return new DesyncReport(false, divergent, divergent - 1, ca[divergent], cb[divergent], fields, moveDiffs,
                aroundA, firstMoveDiff, divergent + 1, note);
    }

    /**
     * Compares one move stream against logged checksums (e.g. a client's): every logged frame is checked.
     *
     * @param moves the move stream replayed
     * @param log   the checksums the other side logged
     * @return the report; {@code checksumA} is the replay's, {@code checksumB} the logged one; no field diff is
     *         possible (only one side has states)
     */
    public DesyncReport compare(List<GameMove> moves, ChecksumLog log) {
        ReplaySession a = session(moves);
        int lastMatching = Frames.NONE;
        int compared = 0;
        for (FrameChecksum logged : log.entries()) {
            a.advanceTo(logged.frame());
            int actual = a.checksum(logged.frame());
            compared++;
            if (actual != logged.checksum()) {
                int f = logged.frame();
                List<GameMove> around = a.movesBetween(Math.max(1, f - moveWindow), f + moveWindow);
                return new DesyncReport(false, f, lastMatching, actual, logged.checksum(), List.of(), List.of(),
                        around, Frames.NONE, compared, "checksum differs on logged frame " + f
                        + (lastMatching == Frames.NONE ? "" : "; the last logged frame that matched is "
                        + lastMatching));
            }
            lastMatching = logged.frame();
        }
        return new DesyncReport(true, Frames.NONE, lastMatching, 0, 0, List.of(), List.of(), List.of(), Frames.NONE,
                compared, "in sync: " + compared + " logged checksums match");
    }

    /**
     * @return the keyframe frame B starts from: at least one whole keyframe interval before the first frame whose
     *         moves differ, so that B re-simulates ≥ K frames of identical moves and compares them with A (a built-in
     *         determinism check)
     */
    private int forkFrame(int firstDifferentFrame) {
        int k = keyframeInterval;
        return Math.max(0, ((firstDifferentFrame - 1) / k - 1) * k);
    }

    /** @return the first index where the arrays differ, or {@link Frames#NONE} (compares the common length) */
    static int firstMismatch(int[] a, int[] b) {
        int n = Math.min(a.length, b.length);
        int i = java.util.Arrays.mismatch(a, 0, n, b, 0, n);
        return i < 0 ? Frames.NONE : i;
    }

    private ReplaySession session(List<GameMove> moves) {
        return ReplaySessionBuilder.create().withGame(game).withLevel(level).withLevelFile(levelFile).withSeed(seed)
                .withMoves(moves).withKeyframeInterval(keyframeInterval).start();
    }

    private static int lastFrame(List<GameMove> moves) {
        return moves.isEmpty() ? 0 : moves.get(moves.size() - 1).frame();
    }
}

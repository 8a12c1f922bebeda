package org.netreplay.replay.session;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.history.MoveTimeline;

/**
 * A sync test as a session of requests (ggrs's {@code SyncTestSession}); the caller owns the simulation and the loop.
 * Started by {@link ReplaySessionBuilder#startSyncTest()}.
 *
 * <p>How it works: each {@link #advanceFrame()} simulates one new frame. Once {@code checkDistance} frames exist it
 * first rolls back: it loads the state saved {@code checkDistance} frames ago and re-simulates up to the current
 * frame, saving each re-simulated state; then it advances to the new frame and saves it. With check distance 2, the
 * call at frame 5 returns {@code [Load 3, Advance 4, Save 4, Advance 5, Save 5, Advance 6, Save 6]}; the first call
 * returns {@code [Save 0, Advance 1, Save 1]}. Every saved checksum is compared with the first checksum saved for
 * that frame when the next call starts (or in {@link #drainEvents()}); a mismatch becomes a {@link DesyncDetected}
 * event.
 *
 * <pre>{@code
 * while (!session.isFinished()) {
 *     for (Request r : session.advanceFrame()) {
 *         if (r instanceof SaveState s) {
 *             s.cell().save(s.frame(), sim.saveState(), sim.checksum());
 *         } else if (r instanceof LoadState l) {
 *             sim.loadState(l.cell().load());
 *         } else if (r instanceof AdvanceFrame a) {
 *             sim.advance(a.moves());
 *         }
 *     }
 *     session.drainEvents().forEach(reporter);
 * }
 * }</pre>
 *
 * <p>All players are local: the moves come from one stream. Limitations: it shows that save, load, advance and
 * checksum agree within one process; it cannot see a difference between two machines (use the desync finder on two
 * recordings for that). Saved states sit in a ring of {@code checkDistance + 2} cells, so memory is bounded.
 *
 * <p>Thread safety: not thread-safe.
 */
public final class SyncTestSession {
    private final MoveTimeline timeline;
    private final int checkDistance;
    private final int lastFrame;
    private final StateCell[] cells;
    private final List<StateCell> pending = new ArrayList<>();
    private final List<DesyncDetected> events = new ArrayList<>();
    private int[] firstChecksums = new int[256];
    private int recordedFrames;
    private int frame;
    private boolean started;

    SyncTestSession(List<GameMove> moves, int checkDistance, int lastFrame) {
        this.timeline = new MoveTimeline(moves);
        this.checkDistance = checkDistance;
        this.lastFrame = lastFrame;
        this.cells = new StateCell[checkDistance + 2];
        for (int i = 0; i < cells.length; i++) {
            cells[i] = new StateCell();
        }
    }

    /**
     * Plans the next frame. Carry out every request, in order, before calling again.
     *
     * @return the requests
     * @throws IllegalStateException if the session is finished
     */
    public List<Request> advanceFrame() {
        if (isFinished()) {
            throw new IllegalStateException("sync test finished at frame " + lastFrame);
        }
        checkSaves();
        List<Request> requests = new ArrayList<>();
        if (!started) {
            requests.add(save(0));
            started = true;
        }
        if (frame >= checkDistance) {
            int from = frame - checkDistance;
            requests.add(new LoadState(cell(from), from));
            for (int g = from + 1; g <= frame; g++) {
                requests.add(new AdvanceFrame(g, timeline.movesAt(g), FrameLabel.RESIMULATED));
                requests.add(save(g));
            }
        }
        frame++;
        requests.add(new AdvanceFrame(frame, timeline.movesAt(frame), FrameLabel.CONFIRMED));
        requests.add(save(frame));
        return requests;
    }

    /**
     * Checks the saves made since the last call and returns the events found since the last drain.
     *
     * @return {@link DesyncDetected} events in frame order of detection
     */
    public List<DesyncDetected> drainEvents() {
        checkSaves();
        List<DesyncDetected> out = List.copyOf(events);
        events.clear();
        return out;
    }

    /** @return whether the last frame has been planned */
    public boolean isFinished() {
        return frame >= lastFrame;
    }

    /** @return the newest frame planned */
    public int frame() {
        return frame;
    }

    /** @return frames rolled back each frame */
    public int checkDistance() {
        return checkDistance;
    }

    private SaveState save(int g) {
        StateCell c = cell(g);
        pending.add(c);
        return new SaveState(c, g);
    }

    private StateCell cell(int g) {
        return cells[g % cells.length];
    }

    private void checkSaves() {
        for (StateCell c : pending) {
            if (!c.takeFresh()) {
                continue;
            }
            int f = c.frame();
            if (f < recordedFrames) {
                if (firstChecksums[f] != c.checksum()) {
                    events.add(new DesyncDetected(f, firstChecksums[f], c.checksum()));
                }
            } else if (f == recordedFrames) {
                if (f >= firstChecksums.length) {
                    firstChecksums = Arrays.copyOf(firstChecksums, firstChecksums.length * 2);
                }
                firstChecksums[f] = c.checksum();
                recordedFrames++;
            }
        }
        pending.clear();
    }
}

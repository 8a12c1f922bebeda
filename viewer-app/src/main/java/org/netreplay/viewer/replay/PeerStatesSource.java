package org.netreplay.viewer.replay;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.session.peerstate.PeerStateReader;
import org.netreplay.session.peerstate.StateLabel;

/**
 * A side read from a peer's own states file (docs/peer-states.md, DSY's {@link PeerStateReader}): the state the peer
 * itself had at the end of each frame, with its type-60 label. For a frame with several records the server shows its
 * last {@code authoritative} one (a rewind writes F again; the last is final), a client its last {@code confirmed}
 * one, else its last record ({@code resimulated} or {@code predicted}). A record without a stored state is rebuilt
 * from the peer's previous stored state and the inputs of the records between (one frame after the other, as
 * {@code SessionDesync} does); when that cannot be done the side says so instead of showing a wrong state.
 * Thread-safe: every read runs on this source's own reader thread, one after the other. A seek that is superseded
 * (its thread interrupted) stops waiting at once, but the read itself is never interrupted: an interrupt during a
 * read would close the file's channel for good ({@link java.nio.channels.ClosedByInterruptException}).
 */
public final class PeerStatesSource implements FrameSource, OwnSimulationChoice {
    private final String name;
    private final PeerStateReader reader;
    private final DeterministicGame game;
    private final GameSetup setup;
    private final int firstFrame;
    private final int lastFrame;
    private volatile boolean ownSimulation;
    private final java.util.concurrent.ExecutorService io;

    /**
     * @param file      the peer's {@code .states} file
     * @param game      the game named in its header
     * @param levelFile the session's level file (to rebuild states that are not stored), or null
     * @throws IOException when the file cannot be read (the message names file, record and field)
     */
    public PeerStatesSource(Path file, DeterministicGame game, Path levelFile) throws IOException {
        this.reader = PeerStateReader.open(file);
        this.game = game;
        this.setup = new GameSetup(reader.level(), levelFile, 0);
        int first = Integer.MAX_VALUE;
        int last = Integer.MIN_VALUE;
        for (int r = 0; r < reader.records(); r++) {
            first = Math.min(first, reader.frame(r));
            last = Math.max(last, reader.frame(r));
        }
        this.firstFrame = reader.records() == 0 ? 0 : first;
        this.lastFrame = reader.records() == 0 ? 0 : last;
        this.name = reader.peer() == 0 ? "server" : "client " + reader.peer();
        this.io = java.util.concurrent.Executors.newSingleThreadExecutor(runnable -> {
            Runnable lowered = () -> {
                org.netreplay.viewer.task.LowPriorityThreads.lowerCurrentThread();
                runnable.run();
            };
            Thread thread = new Thread(lowered, "netreplay-states-" + file.getFileName());
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * @param own true: a client shows its own simulation of each frame (its last {@code resimulated}, else
     *            {@code predicted} record; a non-deterministic client shows here), false: its final state (its last
     *            {@code confirmed} record, which in authoritative mode is the server's dif applied)
     */
    @Override
    public void setOwnSimulation(boolean own) {
        this.ownSimulation = own;
    }

    /** @return the level number in the file's header */
    public int level() {
        return reader.level();
    }

    /** @return the peer's player number (0 = server) */
    public int peer() {
        return reader.peer();
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int firstFrame() {
        return firstFrame;
    }

    @Override
    public int lastFrame() {
        return lastFrame;
    }

    @Override
    public SideState at(int frame) throws IOException {
        java.util.concurrent.Future<SideState> read = io.submit(() -> read(frame));
        try {
            return read.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new java.util.concurrent.CancellationException("a newer seek replaced frame " + frame);
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** The labels from the file's index (the record {@link #at} would pick), without reading or rebuilding states. */
    @Override
    public java.util.List<Labelled> labels(int from, int to) throws IOException {
        java.util.concurrent.Future<java.util.List<Labelled>> read = io.submit(() -> {
            java.util.List<Labelled> out = new java.util.ArrayList<>();
            for (int frame = Math.max(from, firstFrame); frame <= Math.min(to, lastFrame); frame++) {
                int record = pick(frame);
                out.add(record < 0 ? new Labelled(frame, "no state at this frame", false)
                        : new Labelled(frame, reader.label(record).text(), true));
            }
            return out;
        });
        try {
            return read.get();
        } catch (InterruptedException e) {
            read.cancel(false);
            Thread.currentThread().interrupt();
            throw new java.util.concurrent.CancellationException("labels superseded");
        } catch (java.util.concurrent.ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** Runs on the reader thread only. */
    private SideState read(int frame) throws IOException {
        int record = pick(frame);
        if (record < 0) {
            return new SideState(frame, null, "no state at this frame");
        }
        String label = reader.label(record).text();
        byte[] state = stateOf(record);
        return new SideState(frame, state, state == null ? label + ", not stored and not rebuildable" : label);
    }

    private int pick(int frame) {
        if (reader.peer() != 0 && ownSimulation) {
            int resimulated = reader.find(frame, StateLabel.RESIMULATED);
            int own = resimulated >= 0 ? resimulated : reader.find(frame, StateLabel.PREDICTED);
            if (own >= 0) {
                return own;
            }
        }
        int preferred = reader.find(frame, reader.peer() == 0 ? StateLabel.AUTHORITATIVE : StateLabel.CONFIRMED);
        if (preferred >= 0) {
            return preferred;
        }
        int[] records = reader.recordsOf(frame);
        return records.length == 0 ? -1 : records[records.length - 1];
    }

    private byte[] stateOf(int record) throws IOException {
        if (reader.hasState(record)) {
            return reader.state(record);
        }
        int stored = reader.stateRecordAtOrBefore(record);
        if (stored < 0) {
            return null;
        }
        for (int r = stored + 1; r <= record; r++) {
            if (reader.frame(r) != reader.frame(r - 1) + 1) {
                return null;
            }
        }
        try {
            GameSimulation simulation = game.start(setup);
            simulation.loadState(reader.state(stored));
            for (int r = stored + 1; r <= record; r++) {
                simulation.advance(reader.inputs(r));
            }
            return simulation.checksum() == reader.checksum(record) ? simulation.saveState() : null;
        } catch (IllegalArgumentException | UncheckedIOException e) {
            return null;
        }
    }

    @Override
    public void close() {
        io.shutdown();
        try {
            io.awaitTermination(5, java.util.concurrent.TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            reader.close();
        } catch (IOException e) {
            // nothing is written: a failed close loses nothing
        }
    }
}

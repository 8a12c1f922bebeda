package org.netreplay.sim.out;

import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.netreplay.session.manifest.SessionManifest;
import org.netreplay.session.manifest.SessionManifest.GroundTruth;
import org.netreplay.session.manifest.SessionManifest.ManifestFile;
import org.netreplay.session.manifest.SessionManifests;
import org.netreplay.session.output.AtomicOutputs;
import org.netreplay.sim.clock.EventQueue;
import org.netreplay.sim.clock.PeerClock;

/**
 * The session folder: one {@link PeerOutput} per peer ({@code server/}, {@code client<N>/}), the server's
 * net and status CSV folders, a copy of the level, and {@code session.json} (docs/session-manifest.md) listing every
 * file with its peer, role and kind, the settings, and the fault's ground truth.
 */
public final class SessionOutput implements Closeable {
    /** Opens a peer's states file (the {@code session} module's writer once it is there). */
    @FunctionalInterface
    public interface StatesFactory {
        /** @return the sink for one peer's states file at {@code file} */
        PeerStates open(Path file, String gameId, int level, int peer, int stateSize) throws IOException;
    }

    private final SessionInfo config;
    private final Path dir;
    private final SessionStamp stamp;
    private final PeerOutput[] peers;
    private final NetCsvOut netCsv;
    private final StatusCsvOut statusCsv;
    private final Path levelFile;
    private final List<Path> statesFiles = new ArrayList<>();
    private final boolean statesWritten;
    private GroundTruth groundTruth;
    private List<org.netreplay.sim.fault.FaultOutcome> faults = List.of();

    /**
     * @param config    what the session is (folder, level, players, settings for the manifest)
     * @param clock     the virtual clock
     * @param clocks    each peer's own clock
     * @param gameId    the game id for the manifest
     * @param stateSize saved-state size for the states files
     * @param levelFile the level file to copy into the folder, or null
     * @param states    opens the states files, or null for none
     * @throws IOException if the folder cannot be written
     */
    public SessionOutput(SessionInfo config, EventQueue clock, PeerClock[] clocks, String gameId, int stateSize,
                         Path levelFile, StatesFactory states) throws IOException {
        this.config = config;
        this.dir = config.out();
        this.stamp = new SessionStamp(config.seed());
        this.levelFile = levelFile;
        this.statesWritten = states != null;
        Files.createDirectories(dir);
        Path server = dir.resolve("server");
        this.netCsv = new NetCsvOut(server.resolve("net"), stamp);
        this.statusCsv = new StatusCsvOut(server.resolve("status"), stamp);
        this.peers = new PeerOutput[config.players()];
        String s = stamp.fileStamp();
        String lev2 = String.format("%02d", config.level());
        for (int p = 0; p < peers.length; p++) {
            boolean isServer = p == 0;
            String host = isServer ? "pmserver" : "pmclient" + p;
            Path pd = isServer ? server : dir.resolve("client" + p);
            Path txt = pd.resolve(s + "-[" + config.level() + "][" + host + "].txt");
            Path gm = pd.resolve(s + "-[" + lev2 + "]-" + (isServer ? "netgame" : "client" + p + " moves") + ".gm");
            PeerStates ps = PeerStates.NONE;
            if (states != null) {
                Files.createDirectories(pd);
                Path sf = pd.resolve(host + ".states");
                statesFiles.add(sf);
                ps = states.open(sf, gameId, config.level(), p, stateSize);
            }
            peers[p] = new PeerOutput(p, isServer, txt, gm, ps, netCsv, clock, clocks[p], config.level(), stamp);
        }
    }

    /** @return peer p's output */
    public PeerOutput peer(int p) {
        return peers[p];
    }

    /** @return the server's net CSV folder (the rows of every peer) */
    public NetCsvOut netCsv() {
        return netCsv;
    }

    /** @return the server's status CSV */
    public StatusCsvOut status() {
        return statusCsv;
    }

    /** @return the session's calendar */
    public SessionStamp stamp() {
        return stamp;
    }

    /** @param truth where an injected fault really made the session diverge */
    public void groundTruth(GroundTruth truth) {
        this.groundTruth = truth;
    }

    /**
     * Records what every injected fault did; the ground truth becomes the earliest of their divergences.
     *
     * @param outcomes one per fault, in the order given
     */
    public void faults(List<org.netreplay.sim.fault.FaultOutcome> outcomes) {
        this.faults = List.copyOf(outcomes);
        this.groundTruth = org.netreplay.sim.fault.FaultPlan.earliest(outcomes);
    }

    /** @return what every fault did (empty without faults) */
    public List<org.netreplay.sim.fault.FaultOutcome> faults() {
        return faults;
    }

    /** @return the ground truth set so far, or null */
    public GroundTruth groundTruth() {
        return groundTruth;
    }

    /** @return text log lines written by all peers */
    public long lines() {
        long n = 0;
        for (PeerOutput p : peers) {
            n += p.lines();
        }
        return n;
    }

    /** Hands everything written so far to the files: the logs and the CSVs (a session followed as it is written). */
    public void flush() throws IOException {
        for (PeerOutput p : peers) {
            p.flush();
        }
        netCsv.flush();
        statusCsv.flush();
    }

    /**
     * Closes every file, copies the level and writes {@code session.json}, each whole (a temporary file renamed into
     * place) and the manifest last: a folder followed while it is written holds a {@code session.json} only once every
     * file it lists is complete. If that fails, every file is still closed ({@link #abandon()}).
     */
    @Override
    public void close() throws IOException {
        try {
            finish();
        } catch (IOException | RuntimeException e) {
            abandon();
            throw e;
        }
    }

    /** Closes every file without writing {@code session.json}: for a run that failed (its folder is deleted). */
    public void abandon() {
        for (PeerOutput p : peers) {
            if (p != null) {
                p.release();
            }
        }
        try {
            netCsv.close();
        } catch (IOException ignored) {
            // the run already failed
        }
        try {
            statusCsv.close();
        } catch (IOException ignored) {
            // the run already failed
        }
    }

    private void finish() throws IOException {
        for (PeerOutput p : peers) {
            p.close();
        }
        netCsv.close();
        statusCsv.close();
        List<ManifestFile> files = new ArrayList<>();
        for (PeerOutput p : peers) {
            String role = p.player() == 0 ? "server" : "client";
            files.add(new ManifestFile(rel(p.txtFile()), p.player(), role, "TEXT_LOG"));
            files.add(new ManifestFile(rel(p.gmFile()), p.player(), role, "GAME_MOVES"));
        }
        for (Path f : netCsv.files()) {
            files.add(new ManifestFile(rel(f), 0, "server", "NET_CSV"));
        }
        for (Path f : statusCsv.files()) {
            files.add(new ManifestFile(rel(f), 0, "server", "STATUS_CSV"));
        }
        if (statesWritten) {
            for (int p = 0; p < statesFiles.size(); p++) {
                files.add(new ManifestFile(rel(statesFiles.get(p)), p, p == 0 ? "server" : "client", "PEER_STATES"));
            }
        }
        if (levelFile != null && Files.isRegularFile(levelFile)) {
            Path copy = dir.resolve(String.format("level%03d.pml", config.level()));
            AtomicOutputs.writeOne(copy, out -> Files.copy(levelFile, out));
            files.add(new ManifestFile(rel(copy), null, null, "LEVEL"));
        }
        SessionManifests.write(dir.resolve(SessionManifests.FILE_NAME), new SessionManifest(SessionManifest.VERSION,
                config.gameId(), config.level(), config.seed(), config.mode(), config.sync(), config.settings(), files,
                groundTruth, faults.isEmpty() ? null : faults.stream().map(o -> o.record()).toList()));
    }

    private String rel(Path p) {
        return dir.relativize(p).toString().replace('\\', '/');
    }
}

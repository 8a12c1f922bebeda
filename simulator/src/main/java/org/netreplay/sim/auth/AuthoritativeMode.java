package org.netreplay.sim.auth;

import java.io.IOException;
import java.util.List;

import org.netreplay.replay.GameMove;
import org.netreplay.replay.desync.FieldDiff;
import org.netreplay.replay.desync.StateDiffer;
import org.netreplay.replay.history.MoveTimeline;
import org.netreplay.replay.spi.GameSimulation;
import org.netreplay.session.manifest.SessionManifest.GroundTruth;
import org.netreplay.sim.SimContext;
import org.netreplay.sim.SimMode;
import org.netreplay.sim.SimPeer;
import org.netreplay.sim.SimWorker;
import org.netreplay.sim.SimulationMode;
import org.netreplay.sim.SyncPolicy;
import org.netreplay.sim.fault.FaultPlan;

/**
 * The server-authoritative mode: one {@link AuthServer} (player 0) and a {@link AuthClient} per
 * other player, over the context's network, until the server has simulated the configured frames. Faults
 * {@code nondeterminism}, {@code rewind-skip} and {@code corrupt-dif} act inside them ({@link FaultPlan}); the ground
 * truth goes to the manifest.
 */
public final class AuthoritativeMode implements SimulationMode {
    @Override
    public SimMode mode() {
        return SimMode.AUTHORITATIVE;
    }

    @Override
    public boolean supports(SyncPolicy policy) {
        return policy == SyncPolicy.PM;
    }

    @Override
    public void run(SimContext ctx) throws IOException {
        FaultPlan faults = new FaultPlan(ctx.config().faults(), ctx.config().players(), ctx.game().schema());
        // the server's dif compressions and the clients' predictions (with the re-simulations before them) are made
        // by one worker thread while the simulation's thread goes on with the other peers (AuthServer#sendDifs,
        // AuthClient#stepsOffThread); each result is taken where it is needed, or made there if the worker has not
        // started it
        SimWorker worker = new SimWorker("netreplay-sim-worker");
        AuthServer server = new AuthServer(ctx, faults, worker);
        int frames = ctx.config().frames();
        SimPeer[] peers = new SimPeer[ctx.config().players()];
        peers[0] = server;
        try {
            for (int p = 1; p < peers.length; p++) {
                peers[p] = new AuthClient(ctx, p, faults, () -> server.frame() >= frames || server.ended(), worker);
            }
            for (SimPeer peer : peers) {
                ctx.network().attach(peer.player(), peer);
                peer.start();
            }
            try {
                ctx.clock().runUntil(Long.MAX_VALUE);
            } catch (java.io.UncheckedIOException e) {
                throw e.getCause();
            }
            for (SimPeer peer : peers) {
                peer.finish();
            }
        } finally {
            worker.close();
        }
        if (server.watchFrom() > 0) {
            faults.rewindSkipTruth(rewindSkipTruth(ctx, server));
        }
        int[] last = new int[peers.length];
        last[0] = server.frame();
        for (int p = 1; p < peers.length; p++) {
            last[p] = ((AuthClient) peers[p]).currentFrame() - 1;
        }
        ctx.output().faults(faults.outcomes(last));
    }

    /** The first frame whose last authoritative checksum differs from a straight replay of the final moves. */
    private static GroundTruth rewindSkipTruth(SimContext ctx, AuthServer server) {
        MoveTimeline moves = new MoveTimeline(server.moves());
        GameSimulation straight = ctx.newSimulation();
        int[] auth = server.lastAuthoritative();
        int last = Math.min(server.frame(), server.watchFrom() + 63);
        while (straight.frame() < last) {
            int f = straight.frame() + 1;
            List<GameMove> m = moves.movesAt(f);
            straight.advance(m);
            if (f >= server.watchFrom() && straight.checksum() != auth[f]) {
                byte[] serverState = server.watchedStates().get(f);
                String entity = "state";
                String field = "unknown";
                if (serverState != null) {
                    List<FieldDiff> d = StateDiffer.diff(ctx.game().schema(), straight.saveState(), serverState, 1);
                    if (!d.isEmpty()) {
                        entity = d.get(0).entity();
                        field = d.get(0).path();
                    }
                }
                return new GroundTruth(f, 0, entity, field);
            }
        }
        return null;
    }
}

package org.netreplay.pmnet.timeline;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.netreplay.pm.sim.LevelLibrary;
import org.netreplay.pmnet.RealSession;
import org.netreplay.pmnet.Reconstruction;
import org.netreplay.pmnet.ReconstructionException;
import org.netreplay.pmnet.ReconstructionResult;
import org.netreplay.pmnet.client.ClientFrames;
import org.netreplay.pmnet.client.ClientReplay;
import org.netreplay.pmnet.server.ServerFrames;
import org.netreplay.pmnet.server.ServerReplay;

/** Builds a {@link RebuiltSession}: runs a {@link Reconstruction} keeping every peer's states and corrections. */
public final class RebuiltSessions {
    private RebuiltSessions() {
    }

    /**
     * @param session  the scanned folder
     * @param levels   the level files
     * @param progress progress of the server log read
     * @return the rebuilt session
     * @throws ReconstructionException when the folder cannot be rebuilt (the message says which file is missing)
     */
    public static RebuiltSession build(RealSession session, LevelLibrary levels,
                                       Reconstruction.ProgressListener progress) throws ReconstructionException {
        return build(session, levels, null, progress);
    }

    /**
     * As {@link #build(RealSession, LevelLibrary, Reconstruction.ProgressListener)} with the server's recording
     * chosen by the caller (the viewer's Replay ▸ Recording, the command's {@code --recording}).
     *
     * @param recording one of {@code session.recordings()}, or null for the one that covers the whole level
     *                  ({@link RealSession#wholeSession})
     * @return the rebuilt session
     * @throws ReconstructionException when the folder cannot be rebuilt (the message says which file is missing)
     */
    public static RebuiltSession build(RealSession session, LevelLibrary levels, RealSession.Recording recording,
                                       Reconstruction.ProgressListener progress) throws ReconstructionException {
        StateStore server = new StateStore();
        StateStore resim = new StateStore();
        Map<Integer, StateStore> predicted = new TreeMap<>();
        Map<Integer, StateStore> corrected = new TreeMap<>();
        Reconstruction.Builder b = Reconstruction.builder(session, levels).recording(recording).progress(progress)
                .serverFrames(new ServerFrames() {
                    @Override
                    public void created(int frame, byte[] state) {
                        if (server.lastFrame() < frame) {
                            server.put(frame, state);
                        }
                    }

                    @Override
                    public void resimulated(int frame, byte[] state) {
                        resim.put(frame, state);
                    }
                });
        // every player number a client can have: those without a log in the folder are rebuilt from the server's
        // side (Reconstruction), and the player numbers nobody had keep empty stores, dropped after the run
        for (int p = 1; p < 8; p++) {
            StateStore pr = new StateStore();
            StateStore co = new StateStore();
            predicted.put(p, pr);
            corrected.put(p, co);
            b.clientFrames(p, new ClientFrames() {
                @Override
                public void predicted(int frame, byte[] state) {
                    pr.put(frame, state);
                }

                @Override
                public void applied(int atFrame, int dst, byte[] before, byte[] after) {
                }

                @Override
                public void corrected(int frame, int dst, int ff, float lcor, float rcor, byte[] state) {
                    co.put(frame, state);
                }
            });
        }
        Reconstruction r = b.build();
        ReconstructionResult proof = r.run();
        for (int p = 1; p < 8; p++) {
            if (predicted.get(p).size() == 0 && corrected.get(p).size() == 0) {
                predicted.remove(p);
                corrected.remove(p);
            }
        }
        List<Correction> corrections = corrections(r.serverReplay(), r.clientReplays(), r.correctionProof());
        List<int[]> rewinds = new ArrayList<>();
        for (ServerReplay.RewindDone d : r.serverReplay().rewinds()) {
            rewinds.add(new int[] {d.serverFrame(), d.to()});
        }
        int level = r.serverReplay().levelsPlayed().isEmpty() ? 0 : r.serverReplay().levelsPlayed().get(0);
        return new RebuiltSession(proof, level, server, resim, predicted, corrected, corrections, rewinds);
    }

    /** Every applied dif of every client with what the status rows said and what the client did not have. */
    private static List<Correction> corrections(ServerReplay server, Map<Integer, ClientReplay> clients,
                                                Map<Integer, byte[]> marks) {
        List<Correction> out = new ArrayList<>();
        for (Map.Entry<Integer, ClientReplay> e : clients.entrySet()) {
            int p = e.getKey();
            List<ClientReplay.Applied> applies = e.getValue().applies();
            byte[] m = marks.get(p);
            int prevDst = -1;
            for (int i = 0; i < applies.size(); i++) {
                ClientReplay.Applied a = applies.get(i);
                String proof = m == null || i >= m.length ? "unchecked"
                        : switch (m[i]) {
                            case 1 -> "matched";
                            case 2 -> "mismatch";
                            default -> "unchecked";
                        };
                out.add(new Correction(p, a.frame(), a.src(), a.dst(), a.ff(), a.lcor(), a.rcor(), proof,
                        Explanations.of(server, p, prevDst, a)));
                prevDst = a.dst();
            }
        }
        out.sort(Comparator.comparingInt(Correction::frame).thenComparingInt(Correction::peer));
        return out;
    }

}

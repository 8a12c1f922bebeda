package org.netreplay.viewer.netgame;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.netreplay.pm.state.PmStateCodec;
import org.netreplay.pmnet.timeline.RebuiltSession;
import org.netreplay.replay.spi.DeterministicGame;
import org.netreplay.viewer.replay.FrameSource;
import org.netreplay.viewer.replay.ReplaySources;

/** Makes the replay page's sides of a rebuilt netgame: the server on the left, each client with a log to compare. */
final class RebuiltSources {
    private RebuiltSources() {
    }

    /**
     * @param rebuilt   the rebuilt session
     * @param game      the game whose renderer draws it (its schema is narrowed to the game's own state)
     * @param recording what the recording is, e.g. {@code autosave on level quit}
     * @return the sides; closing them releases nothing (the stores are in memory)
     */
    static ReplaySources of(RebuiltSession rebuilt, DeterministicGame game, String recording) {
        FrameSource server = new RebuiltServerSide(rebuilt.server(), rebuilt.serverResimulated(), rebuilt.rewinds());
        List<FrameSource> clients = new ArrayList<>();
        for (int p : rebuilt.clients()) {
            if (rebuilt.clientPredicted().get(p).size() > 0 || rebuilt.clientCorrected().get(p).size() > 0) {
                clients.add(new RebuiltClientSide(p, rebuilt.clientPredicted().get(p),
                        rebuilt.clientCorrected().get(p), rebuilt.corrections(p)));
            }
        }
        String peers = clients.isEmpty() ? "the server" : "the server and " + (clients.size() == 1 ? "client "
                + ((RebuiltClientSide) clients.get(0)).player() : clients.size() + " clients");
        String note = String.format(Locale.ROOT, "%s rebuilt from their logs with the server's recording (%s). "
                + "Frame F: each peer's state at the start of frame F (what a dif d:F carries).",
                Character.toUpperCase(peers.charAt(0)) + peers.substring(1), recording);
        return new ReplaySources("level " + rebuilt.level() + ", rebuilt from the logs",
                GameStateOnly.of(game, PmStateCodec.STATE_SIZE), server, clients, note);
    }
}

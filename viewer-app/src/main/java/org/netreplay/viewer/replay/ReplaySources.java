package org.netreplay.viewer.replay;

import java.util.List;
import java.util.Objects;
import org.netreplay.replay.spi.DeterministicGame;

/**
 * What the replay page shows for a session or a lone recording: the game, the server side, the clients that can be
 * compared with it (none for a lone {@code .gm} or the real game's session) and one plain sentence saying what is
 * shown and, when there is no client side, why.
 *
 * @param title   e.g. {@code lev003.gm, level 3}
 * @param game    the game whose schema reads the states
 * @param server  the server's side (a replayed recording or the server's states file)
 * @param clients the clients' sides, in player order (may be empty)
 * @param note    one plain sentence for the user, e.g. why only the server side is shown
 */
public record ReplaySources(String title, DeterministicGame game, FrameSource server, List<FrameSource> clients,
                            String note) implements AutoCloseable {
    public ReplaySources {
        Objects.requireNonNull(title, "title");
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(server, "server");
        clients = List.copyOf(clients);
        note = note == null ? "" : note;
    }

    /** @return the first frame the server side has */
    public int firstFrame() {
        return server.firstFrame();
    }

    /** @return the last frame the server side has */
    public int lastFrame() {
        return server.lastFrame();
    }

    /** Releases every side's files. */
    @Override
    public void close() {
        server.close();
        clients.forEach(FrameSource::close);
    }
}

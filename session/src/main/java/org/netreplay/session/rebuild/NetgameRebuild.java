package org.netreplay.session.rebuild;

import java.util.List;
import java.util.Objects;

/**
 * What the exports carry of a real netgame rebuilt from its own logs (the {@code pm-netgame} module,
 * docs/reconstruct.md): whether the rebuild reproduces every number the logs hold, what was compared, and every
 * correction a client made. A neutral model: the session module does not know how the netgame was rebuilt.
 *
 * @param recording   the server recording the rebuild used, relative to the session folder ("" when not rebuilt)
 * @param verified    true when something was compared and every compared number matched
 * @param verdict     one sentence: verified, the first number that differs (file, line, expected, got), or why
 *                    the netgame was not rebuilt
 * @param proofLines  per peer, what was compared and matched and what was not (and why), one sentence each
 * @param corrections every correction of every client, by frame then client
 */
public record NetgameRebuild(String recording, boolean verified, String verdict, List<String> proofLines,
                             List<CorrectionEvent> corrections) {
    public NetgameRebuild {
        Objects.requireNonNull(recording, "recording");
        Objects.requireNonNull(verdict, "verdict");
        proofLines = List.copyOf(proofLines);
        corrections = List.copyOf(corrections);
    }

    /** @return a netgame that could not be rebuilt, saying why, with nothing compared */
    public static NetgameRebuild notRebuilt(String why) {
        return new NetgameRebuild("", false, "Not rebuilt: " + why, List.of(), List.of());
    }

    /** @return the corrections of client {@code peer}, by frame */
    public List<CorrectionEvent> corrections(int peer) {
        return corrections.stream().filter(c -> c.peer() == peer).toList();
    }

    /** @return the clients with corrections, in player order */
    public List<Integer> clients() {
        return corrections.stream().map(CorrectionEvent::peer).distinct().sorted().toList();
    }
}

package org.netreplay.session.desync;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

import org.netreplay.log.ProgressListener;

/**
 * A game's own proof of a session whose logs hold no state checksums, as the real Purple Martians writes none: the
 * game module rebuilds every peer's state from the logs and compares what it rebuilt with the numbers the game
 * logged (for Purple Martians: {@code pm-netgame}, docs/reconstruct.md). {@link SessionDesync} asks every prover on
 * the class path ({@link java.util.ServiceLoader}) before it calls a session not comparable; the first that knows
 * the session answers, and its findings go through the same verdict rules, JSON, report, timeline and F7 as
 * checksum comparisons (docs/desync.md, "Real sessions").
 */
public interface SessionProver {
    /**
     * @param folder   the session folder
     * @param progress per-mille done
     * @return the proof, or null when this prover does not know the session (another game, no server log)
     * @throws IOException naming the file when a file it needs cannot be read
     */
    Proof prove(Path folder, ProgressListener progress) throws IOException;

    /**
     * What a prover found.
     *
     * @param verdict  {@code inSync} only when every logged number of every peer was compared and matched;
     *                 {@code desync} when one did not; {@code incomplete} when something could not be compared
     * @param note     one sentence for the user, e.g. "in sync: 4,996 difs, 3,202 rewinds and 1,085 corrections of 2
     *                 peers match; client 2's log is not in the folder"
     * @param coverage per peer, server first
     * @param runs     every divergence, by first frame
     * @param events   events the proof adds (corrections, by size), in frame order
     * @param timeline one status track per peer (server first)
     * @param firstFrame first frame of the session
     * @param lastFrame  last frame of the session
     * @param level    the level played (the first, when there were several)
     */
    record Proof(Verdict verdict, String note, List<PeerCoverage> coverage, List<DivergenceRun> runs,
                 List<SessionEvent> events, List<PeerTimeline> timeline, int firstFrame, int lastFrame, int level) {
        public Proof {
            coverage = List.copyOf(coverage);
            runs = List.copyOf(runs);
            events = List.copyOf(events);
            timeline = List.copyOf(timeline);
        }
    }
}

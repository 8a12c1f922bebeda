package org.netreplay.session.desync;

import java.util.List;
import java.util.Objects;

import org.netreplay.replay.desync.DesyncReport;
import org.netreplay.replay.desync.FieldDiff;

/**
 * What {@link SessionDesync#analyze} found in a session (docs/desync.md): today's desync report (the {@code desync}
 * command's JSON keys: {@code inSync}, {@code firstDivergentFrame}, {@code fields}, ...), plus the peer and the kind
 * of the divergence, the per-frame status of every peer for the timeline, and the protocol events.
 *
 * <p>In {@link #desync()}, side A is the reference and side B the diverged side: for a client, A = the server's final
 * state/checksum and B = the client's; for a rewind bug, A = a straight replay of the server's moves and B = the
 * server's own.
 *
 * @param desync     the report (the first divergent frame, checksums, fields, moves around it, a note); its
 *                   {@code inSync} is true only for the verdict {@link Verdict#IN_SYNC}
 * @param verdict    what the data proves (docs/desync.md, "Verdicts")
 * @param comparable false when the session holds nothing to compare (no checksums at all, as in the real game's
 *                   logs): the verdict is then {@link Verdict#NOT_COMPARABLE} and the note says why
 * @param peer       the peer that diverged (0 = server, for a rewind bug), or -1 when in sync
 * @param kind       why it diverged, or null when in sync
 * @param gameId     the game whose states were compared
 * @param level      the level number
 * @param mode       {@code authoritative} or {@code lockstep} (from the manifest, or inferred), or null
 * @param firstFrame first frame of the timeline
 * @param lastFrame  last frame of the timeline (first − 1 when there is none)
 * @param timeline   one status track per peer with checksums (server first), run-length coded
 * @param events     the protocol events, in frame order (then peer, then kind)
 * @param notes      facts the analysis had to work around (a missing states file, an unreadable log ...)
 * @param logs       the session's text logs, each with the peer that wrote it (-1 when unknown)
 * @param coverage   per peer: frames expected, with data, compared; skipped lines; what is missing (server first)
 * @param runs       every divergence run of every peer, by first frame (the first is the one {@code desync}
 *                   describes)
 */
public record SessionDesyncReport(DesyncReport desync, Verdict verdict, boolean comparable, int peer,
                                  DivergenceKind kind, String gameId, int level, String mode, int firstFrame,
                                  int lastFrame, List<PeerTimeline> timeline, List<SessionEvent> events,
                                  List<String> notes, List<PeerLog> logs, List<PeerCoverage> coverage,
                                  List<DivergenceRun> runs) {
    public SessionDesyncReport {
        Objects.requireNonNull(desync, "desync");
        Objects.requireNonNull(verdict, "verdict");
        coverage = List.copyOf(coverage);
        runs = List.copyOf(runs);
        timeline = List.copyOf(timeline);
        events = List.copyOf(events);
        notes = List.copyOf(notes);
        logs = List.copyOf(logs);
    }

    /**
     * A text log of the session.
     *
     * @param path the file
     * @param peer the peer that wrote it (the prefix player of most of its lines), or -1
     */
    public record PeerLog(java.nio.file.Path path, int peer) {
    }

    /** @return whether the session is proven in sync (the verdict {@link Verdict#IN_SYNC}) */
    public boolean inSync() {
        return verdict == Verdict.IN_SYNC;
    }

    /** @return whether a divergence was found (the verdict {@link Verdict#DESYNC}) */
    public boolean diverged() {
        return verdict == Verdict.DESYNC;
    }

    /** @return the first divergent frame, or -1 */
    public int firstDivergentFrame() {
        return desync.firstDivergentFrame();
    }

    /** @return the differing fields at that frame (A = reference, B = diverged side) */
    public List<FieldDiff> fields() {
        return desync.fields();
    }

    /** @return one sentence explaining the finding */
    public String note() {
        return desync.note();
    }

    /**
     * @param frame the current frame
     * @param kinds the kinds of events to stop at (e.g. all but corrections, which can come every frame)
     * @return the frame of the first event of those kinds after {@code frame}, or -1
     */
    public int nextEventFrame(int frame, java.util.Set<SessionEvent.Kind> kinds) {
        int lo = 0;
        int hi = events.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (events.get(mid).frame() <= frame) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        for (int i = lo; i < events.size(); i++) {
            if (kinds.contains(events.get(i).kind())) {
                return events.get(i).frame();
            }
        }
        return -1;
    }

    /** @return the frame of the last event of those kinds before {@code frame}, or -1 (see {@link #nextEventFrame}) */
    public int previousEventFrame(int frame, java.util.Set<SessionEvent.Kind> kinds) {
        int lo = 0;
        int hi = events.size();
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (events.get(mid).frame() < frame) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        for (int i = lo - 1; i >= 0; i--) {
            if (kinds.contains(events.get(i).kind())) {
                return events.get(i).frame();
            }
        }
        return -1;
    }

    /** @return the timeline of {@code peer}, or null */
    public PeerTimeline timelineOf(int peer) {
        for (PeerTimeline t : timeline) {
            if (t.peer() == peer) {
                return t;
            }
        }
        return null;
    }
}

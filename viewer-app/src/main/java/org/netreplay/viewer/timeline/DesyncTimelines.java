package org.netreplay.viewer.timeline;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.netreplay.log.ProgressListener;
import org.netreplay.replay.desync.FieldDiff;
import org.netreplay.session.OpenSession;
import org.netreplay.session.desync.DivergenceRun;
import org.netreplay.session.desync.FrameStatus;
import org.netreplay.session.desync.PeerCoverage;
import org.netreplay.session.desync.PeerTimeline;
import org.netreplay.session.desync.SessionDesync;
import org.netreplay.session.desync.SessionDesyncReport;
import org.netreplay.session.desync.SessionEvent;
import org.netreplay.session.desync.SessionProver;
import org.netreplay.session.desync.StatusRun;
import org.netreplay.session.desync.Verdict;

/**
 * The timeline's {@link TimelineLoader} over the session module's desync analysis,
 * {@link SessionDesync#analyze(List, int)} — the code path of {@code ./netreplay desync DIR}, so the strip, the
 * status bar and the CLI give one answer. Converts its report: every peer track with checksums becomes a row (the
 * server's first, named {@code srv}, then {@code c1}, {@code c2} …), its run-length statuses per frame; events
 * become marks; the first divergent frame with its fields is announced. Stateless.
 */
public final class DesyncTimelines {
    /** The strip's and status bar's words for a session without state checksums (the real game's). */
    public static final String NO_CHECKSUMS = "no checksums in this session";

    private DesyncTimelines() {
    }

    /** @return the loader that analyses the opened paths of a session (the provers on the class path) */
    public static TimelineLoader loader() {
        return loader(null);
    }

    /**
     * @param provers the provers of a session without checksums ({@link SessionDesync#analyze(List, int,
     *                ProgressListener, org.netreplay.session.FolderAccess, List)}), or null for those on the class path
     * @return the loader that analyses the opened paths of a session
     */
    public static TimelineLoader loader(List<SessionProver> provers) {
        return (session, progress) -> of(SessionDesync.analyze(session.opened(), SessionDesync.DEFAULT_WINDOW,
                progress, org.netreplay.session.FolderAccess.CONFINED, provers), session);
    }

    /**
     * @param report  the analysis
     * @param session the opened session (its frames span the strip when the report has no timeline)
     * @return what the timeline shows
     */
    public static TimelineData of(SessionDesyncReport report, OpenSession session) {
        List<TimelineMark> marks = new ArrayList<>();
        for (SessionEvent event : report.events()) {
            marks.add(new TimelineMark(event.frame(), kindOf(event.kind()), event.peer(), describe(event)));
        }
        if (!report.comparable()) {
            String reason = report.note().contains("no state checksums") ? NO_CHECKSUMS
                    : report.note().replaceFirst("^nothing to compare: ", "");
            return TimelineData.nothingToCompare(session.firstFrame(), session.lastFrame(), marks, reason);
        }
        int first = report.firstFrame();
        int last = Math.max(first - 1, report.lastFrame());
        List<String> names = new ArrayList<>();
        List<byte[]> rows = new ArrayList<>();
        for (PeerTimeline track : report.timeline()) {
            byte[] row = new byte[last - first + 1];
            Arrays.fill(row, SyncStatus.NO_DATA.code());
            for (StatusRun run : track.runs()) {
                int from = Math.max(run.from(), first) - first;
                int to = Math.min(run.to(), last) - first;
                if (from <= to) {
                    Arrays.fill(row, from, to + 1, statusOf(run.status()).code());
                }
            }
            names.add(peerName(track.peer()));
            rows.add(row);
        }
        FirstDivergence divergence = !report.diverged() ? null : new FirstDivergence(report.firstDivergentFrame(),
                report.peer() == 0 ? "server" : "client " + report.peer(),
                report.kind() == null ? "" : report.kind().text(),
                report.fields().stream().map(FieldDiff::path).toList());
        List<Integer> starts = report.runs().stream().map(DivergenceRun::firstFrame).distinct().sorted().toList();
        String incomplete = report.verdict() != Verdict.INCOMPLETE ? null
                : report.note().replaceFirst("^incomplete: ", "");
        return new TimelineData(first, last, names, rows, marks, divergence, null, starts, incomplete,
                proven(report));
    }

    /**
     * @return per peer what the analysis proved, in one sentence: the peers proven in sync frame by frame (every
     *         expected frame compared, none diverged), those whose state diverged (from which frame), those not
     *         proven with the first reason; e.g. {@code server and client 1 proven in sync frame by frame against the
     *         logs; client 2 not proven: no log of client 2 in the session folder}; null without coverage
     */
    static String proven(SessionDesyncReport report) {
        if (report.coverage().isEmpty()) {
            return null;
        }
        List<String> inSync = new ArrayList<>();
        List<String> parts = new ArrayList<>();
        for (PeerCoverage c : report.coverage()) {
            String name = c.peer() == 0 ? "server" : "client " + c.peer();
            DivergenceRun run = report.runs().stream().filter(r -> r.peer() == c.peer()).findFirst().orElse(null);
            if (run != null) {
                parts.add(name + " diverged from frame " + run.firstFrame());
            } else if (c.complete()) {
                inSync.add(name);
            } else {
                parts.add(name + " not proven: " + reason(c));
            }
        }
        if (!inSync.isEmpty()) {
            parts.add(0, joined(inSync) + " proven in sync frame by frame against the logs");
        }
        return String.join("; ", parts);
    }

    /** @return why a peer is not proven: its first missing check, without the count of what it left out */
    private static String reason(PeerCoverage c) {
        if (!c.missing().isEmpty()) {
            return c.missing().get(0).replaceFirst("^\\d+ [^:]* not compared: ", "");
        }
        if (c.skippedLines() > 0) {
            return c.skippedLines() + " of its lines could not be read";
        }
        return String.format(Locale.ROOT, "%d of its %d frames compared", c.framesCompared(), c.framesExpected());
    }

    /** @return {@code a}, {@code a and b}, {@code a, b and c} */
    private static String joined(List<String> names) {
        if (names.size() == 1) {
            return names.get(0);
        }
        return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
    }

    /** @return {@code srv} for peer 0, {@code cN} for client N (the log lanes' names) */
    static String peerName(int peer) {
        return peer == 0 ? "srv" : "c" + peer;
    }

    private static SyncStatus statusOf(FrameStatus status) {
        return switch (status) {
            case IN_SYNC -> SyncStatus.IN_SYNC;
            case DIVERGED -> SyncStatus.DIVERGED;
            case NO_DATA -> SyncStatus.NO_DATA;
        };
    }

    private static TimelineMark.Kind kindOf(SessionEvent.Kind kind) {
        return switch (kind) {
            case SERVER_REWIND -> TimelineMark.Kind.SERVER_REWIND;
            case CLIENT_REWIND -> TimelineMark.Kind.CLIENT_REWIND;
            case CLIENT_JUMP -> TimelineMark.Kind.CLIENT_JUMP;
            case LATE_CDAT -> TimelineMark.Kind.LATE_CDAT;
            case REJECTED_DIF -> TimelineMark.Kind.REJECTED_DIF;
            case LOCAL_CORRECTION, REMOTE_CORRECTION -> TimelineMark.Kind.CORRECTION;
        };
    }

    /** @return e.g. {@code server rewind of 3 frames}, {@code client 1 jumped 2 frames} */
    static String describe(SessionEvent event) {
        String client = "client " + event.peer();
        int n = event.value();
        String frames = n == 1 ? " frame" : " frames";
        return switch (event.kind()) {
            case SERVER_REWIND -> "server rewind of " + n + frames;
            case CLIENT_REWIND -> client + " rewound " + n + frames;
            case CLIENT_JUMP -> client + " jumped " + n + frames;
            case LATE_CDAT -> "late cdat of " + client + " (frame " + n + ")";
            case REJECTED_DIF -> client + " rejected a dif";
            case LOCAL_CORRECTION -> client + " corrected " + n + " px (lcor)";
            case REMOTE_CORRECTION -> client + " corrected a remote player " + n + " px (rcor)";
        };
    }
}

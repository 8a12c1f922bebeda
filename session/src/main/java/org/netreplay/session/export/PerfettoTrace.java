package org.netreplay.session.export;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.OutputStream;
import java.util.BitSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogLine;
import org.netreplay.log.LogReadException;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.log.ParseIssue;
import org.netreplay.log.ProgressListener;
import org.netreplay.log.csv.StatusCsv;
import org.netreplay.log.fields.FieldSeries;
import org.netreplay.log.fields.FieldSeriesExtractor;
import org.netreplay.log.fields.NumericSeries;
import org.netreplay.session.OpenSession;
import org.netreplay.session.desync.FrameStatus;
import org.netreplay.session.desync.PeerTimeline;
import org.netreplay.session.desync.SessionDesyncReport;
import org.netreplay.session.desync.StatusRun;
import org.netreplay.session.rebuild.CorrectionEvent;
import org.netreplay.session.rebuild.NetgameRebuild;

/**
 * Writes an open session as a Chrome/Perfetto trace (the JSON "Trace Event Format" that ui.perfetto.dev and
 * chrome://tracing open): one process per text-log peer ({@code srv}, {@code c1}, …) with a slice per frame it
 * logged, instant events for server rewinds (type 25 {@code stdf rewind to:}), late {@code cdat}s (type 35
 * {@code late - dropped}) and client rewinds and jumps (type 30 {@code rewound [n]} / {@code jumped ahead})
 * (docs/formats.md §2.4, §2.6, §2.7), and counters per player in a "timing" process: dsync, chase, ping from the logs
 * and, when the server's status CSVs are there, ping, dif size, rewind and corrections (docs/formats.md §1.5).
 *
 * <p>Times come from the logs' own clock where they hold one ({@link TraceClock}: the net CSVs' {@code agt}); a
 * frame slice starts when its peer's frame started and lasts the frame's {@code tmst cpu} time (its work,
 * docs/formats.md §2.14) where that is logged, else until the next frame; its arguments carry the frame's main
 * {@code tmst} timers. Without a net CSV the frame clock is used (frame f at f × 25 ms, the game's 40 frames/s). The
 * top-level {@code metadata} says which clock each peer got. With a rebuilt real netgame ({@link NetgameRebuild}),
 * each client's process also holds a counter of its corrections ({@code lcor}, {@code rcor}, px) and an instant
 * event per correction with its explanation, mismatches with the status rows named as such; with a desync analysis,
 * each divergence run is a slice on its peer. Streamed: memory is one bit and a few timers per frame per peer plus
 * the extracted series.
 */
public final class PerfettoTrace {
    /** Microseconds per frame on the frame clock: the game runs at 40 frames/s. */
    public static final long MICROS_PER_FRAME = TraceClock.MICROS_PER_FRAME;
    private static final Set<String> LOG_COUNTERS = Set.of("stak.dsync", "stak.chase", "cpng.ping");
    private static final Set<String> STATUS_COUNTERS = Set.of("status.ping", "status.difs", "status.rwnd",
            "status.lcor", "status.rcor");
    private static final int TIMING_PID = 100;
    private static final int FRAMES_TID = 1;
    private static final int EVENTS_TID = 2;
    private static final int CORRECTIONS_TID = 3;
    private static final int DESYNC_TID = 4;
    /** Lines read from a log at once. */
    private static final int BLOCK = 4096;

    private PerfettoTrace() {
    }

    /**
     * What was written.
     *
     * @param frameSlices     frame slices
     * @param instants        instant events
     * @param counterSamples  counter samples
     * @param skippedRows     the first {@link ParseIssue#MAX_REPORTED} status CSV rows and log lines whose values
     *                        could not be read (each names file and line); their values are not in the counters
     * @param skippedRowCount all such rows and lines
     */
    public record Summary(long frameSlices, long instants, long counterSamples, List<ParseIssue> skippedRows,
                          long skippedRowCount) {
        public Summary {
            skippedRows = List.copyOf(skippedRows);
        }
    }

    /**
     * What the trace carries besides the logs, when known.
     *
     * @param rebuild a real netgame rebuilt from its logs, or null
     * @param desync  the session's desync analysis, or null
     */
    public record Extras(NetgameRebuild rebuild, SessionDesyncReport desync) {
        /** Nothing besides the logs. */
        public static final Extras NONE = new Extras(null, null);
    }

    /**
     * Writes the trace of the logs alone.
     *
     * @see #write(OpenSession, LogTypeRegistry, Extras, OutputStream)
     */
    public static Summary write(OpenSession session, LogTypeRegistry registry, OutputStream out)
            throws LogReadException, IOException {
        return write(session, registry, Extras.NONE, out);
    }

    /**
     * Writes the trace.
     *
     * @param session  the session (its text-log lanes, net CSVs and status CSVs)
     * @param registry the log types (for the counters' field regexes)
     * @param extras   a rebuilt netgame's corrections and a desync analysis, when known
     * @param out      receives UTF-8 JSON; not closed
     * @return the event counts
     * @throws LogReadException if a log or status CSV cannot be read any more (names the file)
     * @throws IOException      if a net CSV cannot be read (names it) or {@code out} fails
     */
    public static Summary write(OpenSession session, LogTypeRegistry registry, Extras extras, OutputStream out)
            throws LogReadException, IOException {
        long slices = 0;
        long instants = 0;
        long samples = 0;
        List<ParseIssue> skipped;
        long skippedCount;
        TraceClock clock = TraceClock.read(session.netCsvFiles(), Math.max(0, session.firstFrame()));
        try (JsonGenerator json = JsonOutput.factory().createGenerator(out, JsonEncoding.UTF8)) {
            json.writeStartObject();
            json.writeStringField("displayTimeUnit", "ms");
            json.writeObjectFieldStart("metadata");
            json.writeStringField("netreplay-clock", clock.describe());
            json.writeStringField("netreplay-frame-slices", "a frame slice starts when its peer's frame started and "
                    + "lasts its tmst cpu time where logged, else until the next frame");
            if (extras.rebuild() != null) {
                json.writeStringField("netreplay-rebuild", extras.rebuild().verdict());
            }
            if (extras.desync() != null) {
                json.writeStringField("netreplay-desync", extras.desync().note());
            }
            json.writeEndObject();
            json.writeArrayFieldStart("traceEvents");
            List<LogIndex> lanes = session.textLaneIndexes();
            int[] pidOfPeer = new int[8];
            for (int lane = 0; lane < lanes.size(); lane++) {
                int pid = lane + 1;
                String name = session.laneNames().get(lane);
                int peer = peerOf(name);
                if (peer >= 0 && pidOfPeer[peer] == 0) {
                    pidOfPeer[peer] = pid;
                }
                metadata(json, pid, "process_name", name);
                processLabel(json, pid, "clock: " + (!clock.wallClock() ? "frame clock, 25 ms a frame"
                        : clock.ownClock(peer) ? "its own agt" : "the server's agt at the same frame number"));
                threadName(json, pid, FRAMES_TID, "frames");
                threadName(json, pid, EVENTS_TID, "events");
                LogIndex log = lanes.get(lane);
                BitSet frames = new BitSet();
                FrameTimers timers = new FrameTimers();
                for (int first = 0; first < log.lineCount(); first += BLOCK) {
                    int n = Math.min(BLOCK, log.lineCount() - first);
                    List<LogLine> block = null;
                    for (int i = 0; i < n; i++) {
                        int line = first + i;
                        int frame = log.frame(line);
                        if (frame >= 0 && log.isTagged(line)) {
                            frames.set(frame);
                        }
                        int type = log.typeId(line);
                        if (type != 25 && type != 30 && type != 35 && type != 44) {
                            continue;
                        }
                        if (block == null) {
                            block = log.readLines(first, n);
                        }
                        LogLine text = block.get(i);
                        if (type == 44) {
                            if (frame >= 0 && log.isTagged(line)) {
                                timers.add(frame, text.text());
                            }
                            continue;
                        }
                        String event = eventOf(type, text);
                        if (event != null) {
                            instant(json, pid, EVENTS_TID, clock.micros(peer, Math.max(0, frame)), event, null);
                            instants++;
                        }
                    }
                }
                for (int f = frames.nextSetBit(0); f >= 0; f = frames.nextSetBit(f + 1)) {
                    long ts = clock.micros(peer, f);
                    long period = Math.max(1, clock.micros(peer, f + 1) - ts);
                    double cpu = timers.cpuMillis(f);
                    long dur = Double.isNaN(cpu) ? period : Math.max(1, Math.min(period, Math.round(cpu * 1000)));
                    json.writeStartObject();
                    json.writeStringField("name", "frame " + f);
                    json.writeStringField("ph", "X");
                    json.writeNumberField("ts", ts);
                    json.writeNumberField("dur", dur);
                    json.writeNumberField("pid", pid);
                    json.writeNumberField("tid", FRAMES_TID);
                    timers.writeArgs(json, f);
                    json.writeEndObject();
                    slices++;
                }
            }
            if (extras.rebuild() != null) {
                instants += corrections(json, extras.rebuild(), pidOfPeer, lanes.size(), clock);
                samples += extras.rebuild().corrections().size();
            }
            if (extras.desync() != null) {
                slices += divergences(json, extras.desync(), pidOfPeer, clock);
            }
            metadata(json, TIMING_PID, "process_name", "timing");
            processLabel(json, TIMING_PID, "clock: the server's (the counters' frames are the server's)");
            FieldSeries series = new FieldSeriesExtractor(registry).extract(lanes, LOG_COUNTERS::contains,
                    ProgressListener.NONE);
            if (!session.statusCsvFiles().isEmpty()) {
                series = series.with(StatusCsv.read(session.statusCsvFiles(), ProgressListener.NONE));
            }
            skipped = series.issues();
            skippedCount = series.issueCount();
            for (NumericSeries one : series.series()) {
                if (!LOG_COUNTERS.contains(one.field()) && !STATUS_COUNTERS.contains(one.field())) {
                    continue;
                }
                for (int i = 0; i < one.frames().length; i++) {
                    if (!Double.isFinite(one.values()[i])) {
                        continue;
                    }
                    json.writeStartObject();
                    json.writeStringField("name", one.field() + " p" + one.player());
                    json.writeStringField("ph", "C");
                    json.writeNumberField("ts", clock.micros(0, one.frames()[i]));
                    json.writeNumberField("pid", TIMING_PID);
                    json.writeObjectFieldStart("args");
                    json.writeNumberField("value", one.values()[i]);
                    json.writeEndObject();
                    json.writeEndObject();
                    samples++;
                }
            }
            json.writeEndArray();
            json.writeEndObject();
        }
        return new Summary(slices, instants, samples, skipped, skippedCount);
    }

    /** @return the player of a lane named {@code srv} (0) or {@code cN} / {@code cN#2} (N), else -1 */
    static int peerOf(String laneName) {
        if (laneName.equals("srv") || laneName.startsWith("srv#")) {
            return 0;
        }
        if (laneName.length() >= 2 && laneName.charAt(0) == 'c' && laneName.charAt(1) >= '1'
                && laneName.charAt(1) <= '7' && (laneName.length() == 2 || laneName.charAt(2) == '#')) {
            return laneName.charAt(1) - '0';
        }
        return -1;
    }

    /**
     * Each client's corrections: a counter ({@code correction px}: lcor, rcor) and an instant event per correction
     * with its dif, proof and explanation, on the client's process (a process of its own when it has no log lane).
     *
     * @return the instant events written
     */
    private static long corrections(JsonGenerator json, NetgameRebuild rebuild, int[] pidOfPeer, int lanes,
                                    TraceClock clock) throws IOException {
        long written = 0;
        for (int p : rebuild.clients()) {
            int pid = p < pidOfPeer.length && pidOfPeer[p] != 0 ? pidOfPeer[p] : lanes + 1 + p;
            if (p >= pidOfPeer.length || pidOfPeer[p] == 0) {
                metadata(json, pid, "process_name", "c" + p + " (rebuilt)");
            }
            threadName(json, pid, CORRECTIONS_TID, "corrections (rebuilt)");
            for (CorrectionEvent c : rebuild.corrections(p)) {
                long ts = clock.micros(p, c.frame());
                json.writeStartObject();
                json.writeStringField("name", "correction px");
                json.writeStringField("ph", "C");
                json.writeNumberField("ts", ts);
                json.writeNumberField("pid", pid);
                json.writeObjectFieldStart("args");
                json.writeNumberField("lcor", px(c.lcor()));
                json.writeNumberField("rcor", px(c.rcor()));
                json.writeEndObject();
                json.writeEndObject();
                boolean mismatch = CorrectionEvent.MISMATCH.equals(c.proof());
                String name = mismatch ? "correction MISMATCH with the status row"
                        : String.format(Locale.ROOT, "correction %.1f px", c.size());
                instant(json, pid, CORRECTIONS_TID, ts, name, c);
                written++;
            }
        }
        return written;
    }

    /** Each divergence run of the desync analysis as a slice on its peer. @return the slices written */
    private static long divergences(JsonGenerator json, SessionDesyncReport desync, int[] pidOfPeer,
                                    TraceClock clock) throws IOException {
        long written = 0;
        for (PeerTimeline track : desync.timeline()) {
            int peer = track.peer();
            if (peer < 0 || peer >= pidOfPeer.length || pidOfPeer[peer] == 0) {
                continue;
            }
            threadName(json, pidOfPeer[peer], DESYNC_TID, "desync");
            for (StatusRun run : track.runs()) {
                if (run.status() != FrameStatus.DIVERGED) {
                    continue;
                }
                long ts = clock.micros(peer, run.from());
                json.writeStartObject();
                json.writeStringField("name", "diverged, frames " + run.from() + "–" + run.to());
                json.writeStringField("ph", "X");
                json.writeNumberField("ts", ts);
                json.writeNumberField("dur", Math.max(1, clock.micros(peer, run.to() + 1) - ts));
                json.writeNumberField("pid", pidOfPeer[peer]);
                json.writeNumberField("tid", DESYNC_TID);
                json.writeEndObject();
                written++;
            }
        }
        return written;
    }

    /** @return the instant event's name for a rewind, jump or late cdat line, or null for other lines */
    static String eventOf(int type, LogLine line) {
        String text = line.text();
        if (type == 25 && text.startsWith("stdf rewind to:")) {
            return "server rewind";
        }
        if (type == 35 && text.endsWith(" late - dropped")) {
            return "late cdat";
        }
        if (type == 30 && text.contains("rewound [")) {
            return "client rewind";
        }
        if (type == 30 && text.contains("jumped ahead")) {
            return "client jump";
        }
        return null;
    }

    private static void instant(JsonGenerator json, int pid, int tid, long ts, String name, CorrectionEvent c)
            throws IOException {
        json.writeStartObject();
        json.writeStringField("name", name);
        json.writeStringField("ph", "i");
        json.writeStringField("s", "t");
        json.writeNumberField("ts", Math.max(0, ts));
        json.writeNumberField("pid", pid);
        json.writeNumberField("tid", tid);
        if (c != null) {
            json.writeObjectFieldStart("args");
            json.writeNumberField("frame", c.frame());
            json.writeStringField("dif", "s:" + c.src() + " d:" + c.dst());
            json.writeNumberField("rewound", c.rewound());
            json.writeNumberField("lcor", px(c.lcor()));
            json.writeNumberField("rcor", px(c.rcor()));
            json.writeStringField("proof", c.proof());
            json.writeStringField("explanation", String.join("; ", c.explanation()));
            json.writeEndObject();
        }
        json.writeEndObject();
    }

    /** @return a correction in px to 0.001 (the game's float, without its binary tail: 1.8, not 1.7999878) */
    static double px(double value) {
        return Math.round(value * 1000) / 1000.0;
    }

    private static void metadata(JsonGenerator json, int pid, String what, String name) throws IOException {
        json.writeStartObject();
        json.writeStringField("name", what);
        json.writeStringField("ph", "M");
        json.writeNumberField("pid", pid);
        json.writeObjectFieldStart("args");
        json.writeStringField("name", name);
        json.writeEndObject();
        json.writeEndObject();
    }

    private static void processLabel(JsonGenerator json, int pid, String label) throws IOException {
        json.writeStartObject();
        json.writeStringField("name", "process_labels");
        json.writeStringField("ph", "M");
        json.writeNumberField("pid", pid);
        json.writeObjectFieldStart("args");
        json.writeStringField("labels", label);
        json.writeEndObject();
        json.writeEndObject();
    }

    private static void threadName(JsonGenerator json, int pid, int tid, String name) throws IOException {
        json.writeStartObject();
        json.writeStringField("name", "thread_name");
        json.writeStringField("ph", "M");
        json.writeNumberField("pid", pid);
        json.writeNumberField("tid", tid);
        json.writeObjectFieldStart("args");
        json.writeStringField("name", name);
        json.writeEndObject();
        json.writeEndObject();
    }
}

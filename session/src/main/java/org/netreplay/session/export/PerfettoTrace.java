package org.netreplay.session.export;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.OutputStream;
import java.util.BitSet;
import java.util.List;
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

/**
 * Writes an open session as a Chrome/Perfetto trace (the JSON "Trace Event Format" that ui.perfetto.dev and
 * chrome://tracing open): one process per text-log peer ({@code srv}, {@code c1}, …) with a slice per frame it
 * logged (frame f at f × 25,000 µs, 25 ms long: the game's 40 frames/s), instant events for server rewinds
 * (type 25 {@code stdf rewind to:}), late {@code cdat}s (type 35 {@code late - dropped}) and client rewinds and
 * jumps (type 30 {@code rewound [n]} / {@code jumped ahead}) (docs/formats.md §2.4, §2.6, §2.7), and counters per
 * player in a "timing" process: dsync, chase, ping from the logs and, when the server's status CSVs are there, ping,
 * dif size, rewind and corrections (docs/formats.md §1.5). Streamed: memory is one bit per frame per peer plus the
 * extracted series.
 */
public final class PerfettoTrace {
    /** Microseconds per frame: the game runs at 40 frames/s. */
    public static final long MICROS_PER_FRAME = 25_000;
    private static final Set<String> LOG_COUNTERS = Set.of("stak.dsync", "stak.chase", "cpng.ping");
    private static final Set<String> STATUS_COUNTERS = Set.of("status.ping", "status.difs", "status.rwnd",
            "status.lcor", "status.rcor");
    private static final int TIMING_PID = 100;

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
     * Writes the trace.
     *
     * @param session  the session (its text-log lanes and status CSVs)
     * @param registry the log types (for the counters' field regexes)
     * @param out      receives UTF-8 JSON; not closed
     * @return the event counts
     * @throws LogReadException if a log or status CSV cannot be read any more (names the file)
     * @throws IOException      if {@code out} fails
     */
    public static Summary write(OpenSession session, LogTypeRegistry registry, OutputStream out)
            throws LogReadException, IOException {
        long slices = 0;
        long instants = 0;
        long samples = 0;
        List<ParseIssue> skipped;
        long skippedCount;
        try (JsonGenerator json = JsonOutput.factory().createGenerator(out, JsonEncoding.UTF8)) {
            json.writeStartObject();
            json.writeStringField("displayTimeUnit", "ms");
            json.writeArrayFieldStart("traceEvents");
            List<LogIndex> lanes = session.textLaneIndexes();
            for (int lane = 0; lane < lanes.size(); lane++) {
                int pid = lane + 1;
                metadata(json, pid, "process_name", session.laneNames().get(lane));
                threadName(json, pid, 1, "frames");
                threadName(json, pid, 2, "events");
                LogIndex log = lanes.get(lane);
                BitSet frames = new BitSet();
                for (int line = 0; line < log.lineCount(); line++) {
                    int frame = log.frame(line);
                    if (frame >= 0 && log.isTagged(line)) {
                        frames.set(frame);
                    }
                    int type = log.typeId(line);
                    if (type == 25 || type == 30 || type == 35) {
                        String event = eventOf(type, log.readLines(line, 1).get(0));
                        if (event != null) {
                            instant(json, pid, frame, event);
                            instants++;
                        }
                    }
                }
                for (int f = frames.nextSetBit(0); f >= 0; f = frames.nextSetBit(f + 1)) {
                    json.writeStartObject();
                    json.writeStringField("name", "frame " + f);
                    json.writeStringField("ph", "X");
                    json.writeNumberField("ts", f * MICROS_PER_FRAME);
                    json.writeNumberField("dur", MICROS_PER_FRAME);
                    json.writeNumberField("pid", pid);
                    json.writeNumberField("tid", 1);
                    json.writeEndObject();
                    slices++;
                }
            }
            metadata(json, TIMING_PID, "process_name", "timing");
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
                    json.writeNumberField("ts", one.frames()[i] * MICROS_PER_FRAME);
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

    private static void instant(JsonGenerator json, int pid, int frame, String name) throws IOException {
        json.writeStartObject();
        json.writeStringField("name", name);
        json.writeStringField("ph", "i");
        json.writeStringField("s", "t");
        json.writeNumberField("ts", Math.max(0, frame) * MICROS_PER_FRAME);
        json.writeNumberField("pid", pid);
        json.writeNumberField("tid", 2);
        json.writeEndObject();
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

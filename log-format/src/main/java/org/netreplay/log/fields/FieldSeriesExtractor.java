package org.netreplay.log.fields;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogLine;
import org.netreplay.log.LogReadException;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.log.ParseIssue;
import org.netreplay.log.ProgressListener;

/**
 * Scans logs once and extracts every numeric series of {@link LineFields}. Only tagged lines of types that carry
 * series are parsed (the columns decide; other lines are skipped without matching). Blocking; reports progress
 * in lines; cancel by interrupting the calling thread.
 */
public final class FieldSeriesExtractor {
    private static final int BATCH_LINES = 8192;
    private final LineFields fields;

    /** @param registry the registry whose extractor regexes are used */
    public FieldSeriesExtractor(LogTypeRegistry registry) {
        this.fields = new LineFields(registry);
    }

    /**
     * Extracts the series of several logs (e.g. the lanes of a merged log) into one result.
     *
     * @param logs     the logs
     * @param progress receives lines done / total lines, or null
     * @return all series and the lines that matched none of their type's formats
     * @throws LogReadException      if a file cannot be read any more
     * @throws CancellationException if the calling thread is interrupted
     */
    public FieldSeries extract(List<? extends LogIndex> logs, ProgressListener progress) throws LogReadException {
        ProgressListener listener = progress == null ? ProgressListener.NONE : progress;
        SeriesCollector out = new SeriesCollector();
        List<ParseIssue> issues = new ArrayList<>();
        long issueCount = 0;
        long total = 0;
        for (LogIndex log : logs) {
            total += log.lineCount();
        }
        long done = 0;
        for (LogIndex log : logs) {
            int n = log.lineCount();
            for (int first = 0; first < n; first += BATCH_LINES) {
                if (Thread.currentThread().isInterrupted()) {
                    throw new CancellationException("Field extraction was cancelled");
                }
                int count = Math.min(BATCH_LINES, n - first);
                if (!anySeriesLine(log, first, count)) {
                    continue;
                }
                for (LogLine line : log.readLines(first, count)) {
                    if (!line.tagged() || !LineFields.hasSeries(line.typeId())) {
                        continue;
                    }
                    if (!fields.extract(line.typeId(), line.player(), line.frame(), line.text(), out)) {
                        issueCount++;
                        if (issues.size() < ParseIssue.MAX_REPORTED) {
                            issues.add(new ParseIssue(log.path(), line.lineNumber(),
                                    "Type " + line.typeId() + " line matches none of its formats: " + line.text()));
                        }
                    }
                }
                if (done + first + count < total) {
                    listener.progress(done + first + count, total);
                }
            }
            done += n;
        }
        listener.progress(total, total);
        return new FieldSeries(out.build(), issues, issueCount);
    }

    /**
     * Extracts the series of one log.
     *
     * @param log      the log
     * @param progress receives lines done / lines, or null
     * @return all series and the lines that matched none of their type's formats
     * @throws LogReadException      if the file cannot be read any more
     * @throws CancellationException if the calling thread is interrupted
     */
    public FieldSeries extract(LogIndex log, ProgressListener progress) throws LogReadException {
        return extract(List.of(log), progress);
    }

    private static boolean anySeriesLine(LogIndex log, int first, int count) {
        for (int i = first; i < first + count; i++) {
            if (log.isTagged(i) && LineFields.hasSeries(log.typeId(i))) {
                return true;
            }
        }
        return false;
    }
}

package org.netreplay.log.fields;

import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.function.Predicate;
import java.util.stream.IntStream;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogLine;
import org.netreplay.log.LogReadException;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.log.ParseIssue;
import org.netreplay.log.ProgressListener;

/**
 * Scans logs once and extracts the numeric series of {@link LineFields}: every series, or only those of the field
 * names a filter accepts (the others cost no memory; their names are still listed in {@link FieldSeries#fields()}).
 * Only tagged lines of types that carry series are parsed (the columns decide; batches without such lines are not
 * even read). Batches of 8192 lines are extracted in parallel on the common fork-join pool and joined in file
 * order, so every series keeps the order of the log. Blocking; reports progress in lines on the calling thread;
 * cancel by interrupting the calling thread.
 */
public final class FieldSeriesExtractor {
    private static final int BATCH_LINES = 8192;
    /** Batches extracted in parallel before their results are joined in order and progress is reported. */
    private static final int WAVE_BATCHES = 4 * Math.max(1, Runtime.getRuntime().availableProcessors());
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
        return extract(logs, field -> true, progress);
    }

    /**
     * Extracts the series of the wanted fields of several logs into one result. Lines are parsed as by
     * {@link #extract(List, ProgressListener)} (so parse issues are the same); points of other fields are dropped.
     *
     * @param logs     the logs
     * @param wanted   accepts field names such as {@code stak.dsync} or {@code tmst.cpu}; called from pool threads
     * @param progress receives lines done / total lines, or null
     * @return the wanted series, every field name found, and the lines that matched none of their type's formats
     * @throws LogReadException      if a file cannot be read any more
     * @throws CancellationException if the calling thread is interrupted
     */
    public FieldSeries extract(List<? extends LogIndex> logs, Predicate<String> wanted, ProgressListener progress)
            throws LogReadException {
        java.util.Objects.requireNonNull(wanted, "wanted");
        ProgressListener listener = progress == null ? ProgressListener.NONE : progress;
        List<Batch> batches = new ArrayList<>();
        long total = 0;
        for (LogIndex log : logs) {
            for (int first = 0; first < log.lineCount(); first += BATCH_LINES) {
                batches.add(new Batch(log, first, Math.min(BATCH_LINES, log.lineCount() - first)));
            }
            total += log.lineCount();
        }
        SeriesCollector out = new SeriesCollector(wanted);
        List<ParseIssue> issues = new ArrayList<>();
        long issueCount = 0;
        long done = 0;
        for (int waveStart = 0; waveStart < batches.size(); waveStart += WAVE_BATCHES) {
            if (Thread.currentThread().isInterrupted()) {
                throw new CancellationException("Field extraction was cancelled");
            }
            List<Batch> wave = batches.subList(waveStart, Math.min(batches.size(), waveStart + WAVE_BATCHES));
            BatchResult[] results = new BatchResult[wave.size()];
            try {
                IntStream.range(0, wave.size()).parallel().forEach(i -> results[i] =
                        org.netreplay.log.BackgroundCpu.run(() -> run(wave.get(i), wanted)));
            } catch (UncheckedIOException e) {
                if (e.getCause() instanceof LogReadException lre) {
                    throw lre;
                }
                throw e;
            }
            for (int i = 0; i < results.length; i++) {
                out.addAll(results[i].series);
                issueCount += results[i].issueCount;
                for (ParseIssue issue : results[i].issues) {
                    if (issues.size() < ParseIssue.MAX_REPORTED) {
                        issues.add(issue);
                    }
                }
                done += wave.get(i).count;
            }
            if (done < total) {
                listener.progress(done, total);
            }
        }
        listener.progress(total, total);
        return new FieldSeries(out.build(), issues, issueCount, out.fieldNames());
    }

    /** Lines {@code [first, first + count)} of one log. */
    private record Batch(LogIndex log, int first, int count) {
    }

    /** What one batch yields. */
    private record BatchResult(SeriesCollector series, List<ParseIssue> issues, long issueCount) {
    }

    /** Extracts one batch; runs on a pool thread. */
    private BatchResult run(Batch batch, Predicate<String> wanted) {
        SeriesCollector out = new SeriesCollector(wanted);
        List<ParseIssue> issues = new ArrayList<>();
        long issueCount = 0;
        if (!anySeriesLine(batch.log(), batch.first(), batch.count())) {
            return new BatchResult(out, issues, 0);
        }
        List<LogLine> lines;
        try {
            lines = batch.log().readLines(batch.first(), batch.count());
        } catch (LogReadException e) {
            throw new UncheckedIOException(e);
        }
        for (LogLine line : lines) {
            if (!line.tagged() || !LineFields.hasSeries(line.typeId())) {
                continue;
            }
            if (!fields.extract(line.typeId(), line.player(), line.frame(), line.text(), out)) {
                issueCount++;
                if (issues.size() < ParseIssue.MAX_REPORTED) {
                    issues.add(new ParseIssue(batch.log().path(), line.lineNumber(),
                            "Type " + line.typeId() + " line matches none of its formats: " + line.text()));
                }
            }
        }
        return new BatchResult(out, issues, issueCount);
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

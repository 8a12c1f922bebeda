package org.netreplay.log.fields;

import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import java.util.function.Predicate;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogLine;
import org.netreplay.log.LogReadException;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.log.ParseIssue;
import org.netreplay.log.ProgressListener;
import org.netreplay.log.Workers;

/**
 * Scans logs once and extracts the numeric series of {@link LineFields}: every series, or only those of the field
 * names a filter accepts (the others cost no memory; their names are still listed in {@link FieldSeries#fields()}).
 * Only tagged lines of types that carry series are parsed (the columns decide; batches without such lines are not
 * even read). Batches of 8192 lines are extracted on the executor the caller gives (the calling thread by default) and
 * joined in file order, so every series keeps the order of the log. Blocking; reports progress in lines on the
 * calling thread; cancel by interrupting the calling thread.
 */
public final class FieldSeriesExtractor {
    private static final int BATCH_LINES = 8192;
    /** Batches extracted in parallel before their results are joined in order and progress is reported. */
    private static final int WAVE_BATCHES = 4 * Math.max(1, Runtime.getRuntime().availableProcessors());
    private final LineFields fields;
    private final Executor workers;

    /** @param registry the registry whose extractor regexes are used; batches run on the calling thread */
    public FieldSeriesExtractor(LogTypeRegistry registry) {
        this(registry, Workers.CALLING_THREAD);
    }

    /**
     * @param registry the registry whose extractor regexes are used
     * @param workers  runs the batches (each takes milliseconds); their threads and priority are the caller's
     */
    public FieldSeriesExtractor(LogTypeRegistry registry, Executor workers) {
        this.fields = new LineFields(registry);
        this.workers = java.util.Objects.requireNonNull(workers, "workers");
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
            List<Callable<BatchResult>> tasks = new ArrayList<>();
            for (Batch batch : wave) {
                tasks.add(() -> run(batch, wanted));
            }
            List<BatchResult> results = runAll(tasks);
            for (int i = 0; i < results.size(); i++) {
                out.addAll(results.get(i).series);
                issueCount += results.get(i).issueCount;
                for (ParseIssue issue : results.get(i).issues) {
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

    private List<BatchResult> runAll(List<Callable<BatchResult>> tasks) throws LogReadException {
        try {
            return Workers.all(workers, tasks);
        } catch (UncheckedIOException e) {
            if (e.getCause() instanceof LogReadException lre) {
                throw lre;
            }
            throw e;
        } catch (RuntimeException e) {
            throw e;
        } catch (Exception e) {
            throw new IllegalStateException("Field extraction failed", e);
        }
    }

    /** Lines {@code [first, first + count)} of one log. */
    private record Batch(LogIndex log, int first, int count) {
    }

    /** What one batch yields. */
    private record BatchResult(SeriesCollector series, List<ParseIssue> issues, long issueCount) {
    }

    /** Extracts one batch; runs on a worker. */
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

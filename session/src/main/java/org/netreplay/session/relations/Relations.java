package org.netreplay.session.relations;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.netreplay.log.LogIndex;
import org.netreplay.log.LogLine;
import org.netreplay.log.LogReadException;
import org.netreplay.log.ProgressListener;
import org.netreplay.log.index.Indexer;

/**
 * Runs the relations the real game's logs obey over a text log, from its parsed lines only:
 * the simulator's tests run them over generated sessions, and each is validated on the real game's logs
 * ({@code sample-logs/sessions/pm-netgame-level3}). A relation that does not apply to a log (a server-only line type in
 * a client's log) checks nothing there and reports zero instances.
 */
public final class Relations {
    private static final int CHUNK = 8_192;

    private Relations() {
    }

    /** @return a fresh instance of every relation, in a fixed order */
    public static List<Relation> all() {
        return List.of(new ChaseFromDsync(), new StdfPiecesFromSize(), new RewindToEarliestMove(),
                new StakAcksAppliedDif(), new SaveStateIsNextFrame(), new PiecesBeforeDifComplete(),
                new BandwidthEverySecond());
    }

    /**
     * What one relation found in one log.
     *
     * @param relation the relation's name
     * @param findings instances checked and violations
     */
    public record Result(String relation, Findings findings) {
    }

    /**
     * Checks every relation over one text log (indexed with the project's {@link Indexer}, read in chunks).
     *
     * @return one result per relation of {@link #all()}, in that order
     * @throws LogReadException naming the file when it cannot be read
     */
    public static List<Result> check(Path log) throws LogReadException {
        return check(log, all());
    }

    /** Checks the given relations (fresh instances) over one text log. */
    public static List<Result> check(Path log, List<Relation> relations) throws LogReadException {
        List<Findings> findings = new ArrayList<>();
        for (int i = 0; i < relations.size(); i++) {
            findings.add(new Findings());
        }
        try (LogIndex index = Indexer.build(log, ProgressListener.NONE)) {
            int n = index.lineCount();
            for (int first = 0; first < n; first += CHUNK) {
                for (LogLine line : index.readLines(first, Math.min(CHUNK, n - first))) {
                    for (int r = 0; r < relations.size(); r++) {
                        relations.get(r).accept(line, findings.get(r));
                    }
                }
            }
        }
        List<Result> out = new ArrayList<>();
        for (int r = 0; r < relations.size(); r++) {
            relations.get(r).finish(findings.get(r));
            out.add(new Result(relations.get(r).name(), findings.get(r)));
        }
        return out;
    }

    /** Checks lines already parsed (e.g. a test's), in order. */
    public static Findings check(Relation relation, List<LogLine> lines) {
        Findings f = new Findings();
        for (LogLine line : lines) {
            relation.accept(line, f);
        }
        relation.finish(f);
        return f;
    }
}

package org.netreplay.session.relations;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogLine;
import org.netreplay.log.ProgressListener;
import org.netreplay.log.index.Indexer;

/**
 * Every relation holds on the real game's logs (zero violations over thousands of instances), and each fails on a
 * deliberately broken copy of one real line, naming that line.
 */
class RelationsRealLogTest {
    private static List<LogLine> server;
    private static List<LogLine> client;

    @BeforeAll
    static void read() throws Exception {
        server = lines(RealLogs.server());
        client = lines(RealLogs.client());
    }

    private static List<LogLine> lines(Path file) throws Exception {
        try (LogIndex index = Indexer.build(file, ProgressListener.NONE)) {
            return index.readLines(0, index.lineCount());
        }
    }

    private static Findings of(List<Relations.Result> results, String name) {
        return results.stream().filter(r -> r.relation().equals(name)).findFirst().orElseThrow().findings();
    }

    @Test
    void everyRelationHoldsOnTheRealServerAndClientLogs() throws Exception {
        List<Relations.Result> s = Relations.check(RealLogs.server());
        List<Relations.Result> c = Relations.check(RealLogs.client());
        for (Relations.Result r : s) {
            assertThat(r.findings().violations()).as("server %s", r.relation()).isEmpty();
        }
        for (Relations.Result r : c) {
            assertThat(r.findings().violations()).as("client %s", r.relation()).isEmpty();
        }
        // each relation really ran on the side that writes its lines
        assertThat(of(c, "chase-from-dsync").checkedCount()).isGreaterThan(2_000);
        assertThat(of(s, "stdf-pieces-from-size").checkedCount()).isGreaterThan(10_000);
        assertThat(of(s, "rewind-to-earliest-move").checkedCount()).isGreaterThan(3_000);
        assertThat(of(c, "stak-acks-applied-dif").checkedCount()).isGreaterThan(2_000);
        assertThat(of(s, "save-state-is-next-frame").checkedCount()).isGreaterThan(3_000);
        assertThat(of(c, "pieces-before-dif-complete").checkedCount()).isGreaterThan(5_000);
        assertThat(of(s, "bandwidth-every-second").checkedCount() + of(c, "bandwidth-every-second").checkedCount())
                .isEqualTo(270);
    }

    /** Replaces the first line matching {@code which} by {@code broken} of it; returns the copy and its index. */
    private static int breakFirst(List<LogLine> source, List<LogLine> copy, Predicate<LogLine> which,
                                  UnaryOperator<String> broken) {
        copy.addAll(source);
        for (int i = 0; i < copy.size(); i++) {
            LogLine l = copy.get(i);
            if (l.tagged() && which.test(l)) {
                String text = broken.apply(l.text());
                assertThat(text).as("the edit changes the line").isNotEqualTo(l.text());
                copy.set(i, new LogLine(l.lineNumber(), l.typeId(), l.player(), l.frame(), true, text));
                return l.lineNumber() + 1;
            }
        }
        throw new AssertionError("no line to break");
    }

    private static void assertBroken(Relation relation, List<LogLine> source, Predicate<LogLine> which,
                                     UnaryOperator<String> broken) {
        List<LogLine> copy = new ArrayList<>();
        int line = breakFirst(source, copy, which, broken);
        Findings f = Relations.check(relation, copy);
        assertThat(f.violationCount()).as(relation.name()).isEqualTo(1);
        assertThat(f.violations().get(0).line()).isEqualTo(line);
        assertThat(Relations.check(relation, source).violationCount()).isZero();
    }

    @Test
    void aChaseThatDoesNotFollowFromDsyncIsFound() {
        assertBroken(new ChaseFromDsync(), client, l -> l.typeId() == 37,
                t -> t.replaceFirst("chs\\[(\\d+)\\.(\\d)", "chs[$1.9"));
    }

    @Test
    void aPieceOfTheWrongSizeIsFound() {
        assertBroken(new StdfPiecesFromSize(), server, l -> l.typeId() == 28 && l.text().contains("piece [2 of 2]"),
                t -> t.replace("sz: ", "sz:1"));
    }

    @Test
    void aWrongPacketCountIsFound() {
        List<LogLine> copy = new ArrayList<>();
        breakFirst(server, copy, l -> l.typeId() == 27 && l.text().contains("[1 packets needed]"),
                t -> t.replace("[1 packets needed]", "[2 packets needed]"));
        Findings f = Relations.check(new StdfPiecesFromSize(), copy);
        assertThat(f.violations()).extracting(Findings.Violation::problem)
                .anyMatch(p -> p.contains("expected cmp/1400+1 = 1"));
    }

    @Test
    void aRewindThatDoesNotGoBackToTheEarliestMoveIsFound() {
        assertBroken(new RewindToEarliestMove(), server, l -> l.typeId() == 25 && l.text().startsWith("stdf rewind to:"),
                t -> t.replace("stdf rewind to:857 [-1]", "stdf rewind to:856 [-2]"));
        assertBroken(new RewindToEarliestMove(), server, l -> l.typeId() == 25 && l.frame() == 858,
                t -> "stdf rewind [none]");
    }

    @Test
    void aStakThatDoesNotAcknowledgeTheAppliedDifIsFound() {
        assertBroken(new StakAcksAppliedDif(), client, l -> l.typeId() == 33 && l.frame() == 248,
                t -> t.replace("ack:[247]", "ack:[246]"));
        assertBroken(new StakAcksAppliedDif(), client, l -> l.typeId() == 33 && l.frame() == 248,
                t -> t.replace("cur:[248]", "cur:[247]"));
    }

    @Test
    void aSavedStateForTheWrongFrameIsFound() {
        assertBroken(new SaveStateIsNextFrame(), server, l -> l.typeId() == 26 && l.frame() == 857,
                t -> t.replace("save state:858", "save state:857"));
    }

    @Test
    void aDifCompleteWithAPieceMissingIsFound() {
        List<LogLine> copy = new ArrayList<>(client);
        int removed = -1;
        for (int i = 0; i < copy.size(); i++) {
            LogLine l = copy.get(i);
            if (l.typeId() == 28 && l.text().startsWith("rx stdf piece [2 of 2]")) {
                copy.set(i, new LogLine(l.lineNumber(), 10, l.player(), l.frame(), true, "(piece lost)"));
                removed = i;
                break;
            }
        }
        assertThat(removed).isPositive();
        Findings f = Relations.check(new PiecesBeforeDifComplete(), copy);
        assertThat(f.violationCount()).isEqualTo(1);
        assertThat(f.violations().get(0).text()).startsWith("rx dif complete [0 to 239]");
    }

    @Test
    void aBandwidthTallyOffTheSecondOrWithTooFewBytesIsFound() {
        assertBroken(new BandwidthEverySecond(), server, l -> l.typeId() == 23 && l.text().contains("txp:[1"),
                t -> t.replaceFirst("txb:\\[\\d+\\]", "txb:[41]"));
        List<LogLine> copy = new ArrayList<>(server);
        for (int i = 0; i < copy.size(); i++) {
            LogLine l = copy.get(i);
            if (l.typeId() == 23) {
                copy.set(i, new LogLine(l.lineNumber(), 23, l.player(), l.frame() + 1, true, l.text()));
                break;
            }
        }
        assertThat(Relations.check(new BandwidthEverySecond(), copy).violations()).singleElement()
                .satisfies(v -> assertThat(v.problem()).contains("not a multiple of 40"));
    }
}

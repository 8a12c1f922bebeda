package org.netreplay.log.merge;

import org.netreplay.log.TestLogs;

import org.netreplay.log.index.Indexer;

import org.netreplay.log.IndexStats;
import org.netreplay.log.LogIndex;
import org.netreplay.log.LogLine;
import org.netreplay.log.LogReadException;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.testdata.TestData;

class FilteredRowsTest {
    @TempDir
    Path dir;

    private static final String LOG = "before any tag\n[10][0][1]net\n|  box continuation  |\n[44][0][1]tmst cpu:[1]\n"
            + "[33][0][2]rx stak p:1\n[35][1][3]tx cdat - move:0\n\n[44][1][4]tmst ping:[2]\n";

    private static List<Integer> visibleRows(FilteredRows rows) {
        List<Integer> out = new ArrayList<>();
        for (int p = 0; p < rows.size(); p++) {
            out.add(rows.row(p));
        }
        return out;
    }

    private static LineFilter withTypes(LineFilter base, int... hidden) {
        BitSet types = base.visibleTypes();
        for (int t : hidden) {
            types.clear(t);
        }
        return new LineFilter(types, base.showUntagged(), base.playerMask(), base.minFrame(), base.maxFrame(),
                base.laneMask(), base.onlyMatching());
    }

    /** Walking with nextVisibleRow and asking isVisible give exactly the rows of the position list (the oracle). */
    @Test
    void nextVisibleRowAndIsVisibleAgreeWithThePositions() throws Exception {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < 700; i++) { // > 10 words of 64 rows, with runs of hidden rows longer than a word
            int type = i % 97 < 80 ? 44 : 10;
            text.append('[').append(type).append("][").append(i % 3).append("][").append(i).append("]x\n");
        }
        try (LogIndex idx = TestLogs.index(dir, "b.txt", text.toString())) {
            MergedLog m = MergedLog.merge(List.of(idx), null);
            for (LineFilter filter : List.of(LineFilter.all(), withTypes(LineFilter.all(), 44),
                    withTypes(LineFilter.all(), 10), withTypes(LineFilter.all(), 10, 44))) {
                FilteredRows rows = FilteredRows.apply(m, filter, null);
                List<Integer> walked = new ArrayList<>();
                for (int row = rows.nextVisibleRow(0); row >= 0; row = rows.nextVisibleRow(row + 1)) {
                    walked.add(row);
                }
                assertThat(walked).isEqualTo(visibleRows(rows));
                for (int row = 0; row < m.rowCount(); row++) {
                    assertThat(rows.isVisible(row)).isEqualTo(visibleRows(rows).contains(row));
                }
                assertThat(rows.nextVisibleRow(m.rowCount())).isEqualTo(-1);
            }
        }
    }

    @Test
    void allFilterShowsEveryRow() throws Exception {
        try (LogIndex idx = TestLogs.index(dir, "a.txt", LOG)) {
            FilteredRows rows = FilteredRows.apply(MergedLog.merge(List.of(idx), null), LineFilter.all(), null);
            assertThat(rows.size()).isEqualTo(idx.lineCount());
        }
    }

    @Test
    void hidingATypeHidesItsContinuationLinesToo() throws Exception {
        try (LogIndex idx = TestLogs.index(dir, "a.txt", LOG)) {
            MergedLog m = MergedLog.merge(List.of(idx), null);
            FilteredRows rows = FilteredRows.apply(m, withTypes(LineFilter.all(), 10, 35), null);
            // rows 1,2 are type 10 (2 inherits), 5 is 35 and 6 (blank) inherits 35
            assertThat(visibleRows(rows)).containsExactly(0, 3, 4, 7);
            assertThat(rows.positionAtOrAfterRow(1)).isEqualTo(1);
            assertThat(rows.positionAtOrAfterRow(5)).isEqualTo(3);
            assertThat(rows.positionAtOrAfterRow(8)).isEqualTo(4);
            assertThat(rows.positionAtOrAfterFrame(2)).isEqualTo(2);
        }
    }

    @Test
    void playerMaskAndUntaggedFlagAndFrameRange() throws Exception {
        try (LogIndex idx = TestLogs.index(dir, "a.txt", LOG)) {
            MergedLog m = MergedLog.merge(List.of(idx), null);
            LineFilter all = LineFilter.all();
            LineFilter onlyP1 = new LineFilter(all.visibleTypes(), false, 0b10, Integer.MIN_VALUE, Integer.MAX_VALUE,
                    -1L, null);
            // row 0 is UNTAGGED type (hidden by showUntagged=false) even though its player -1 is always shown
            assertThat(visibleRows(FilteredRows.apply(m, onlyP1, null))).containsExactly(5, 6, 7);
            LineFilter frames = new LineFilter(all.visibleTypes(), true, 0xFF, 2, 3, -1L, null);
            assertThat(visibleRows(FilteredRows.apply(m, frames, null))).containsExactly(4, 5, 6);
        }
    }

    @Test
    void onlyMatchingReadsTheText() throws Exception {
        try (LogIndex idx = TestLogs.index(dir, "a.txt", LOG)) {
            MergedLog m = MergedLog.merge(List.of(idx), null);
            LineFilter all = LineFilter.all();
            LineFilter tmst = new LineFilter(all.visibleTypes(), true, 0xFF, Integer.MIN_VALUE, Integer.MAX_VALUE,
                    -1L, Pattern.compile("^tmst"));
            assertThat(visibleRows(FilteredRows.apply(m, tmst, null))).containsExactly(3, 7);
        }
    }

    @Test
    void laneMaskHidesALane() throws Exception {
        try (LogIndex a = TestLogs.index(dir, "a.txt", "[10][0][1]a\n[10][0][3]a\n");
             LogIndex b = TestLogs.index(dir, "b.txt", "[10][1][2]b\n")) {
            MergedLog m = MergedLog.merge(List.of(a, b), null);
            LineFilter all = LineFilter.all();
            LineFilter laneB = new LineFilter(all.visibleTypes(), true, 0xFF, Integer.MIN_VALUE, Integer.MAX_VALUE,
                    0b10, null);
            assertThat(visibleRows(FilteredRows.apply(m, laneB, null))).containsExactly(1);
        }
    }

    @Test
    void typeFilterOnTheRealServerLogMatchesAnIndependentCount() throws Exception {
        Path server = TestData.realNetgameLog("server");
        long expected = 0;
        for (String line : java.nio.file.Files.readAllLines(server)) {
            if (!line.startsWith("[44]")) {
                expected++; // blank lines after a "[25]" rewind line inherit 25 and stay visible
            }
        }
        try (LogIndex idx = Indexer.build(server, null)) {
            MergedLog m = MergedLog.merge(List.of(idx), null);
            FilteredRows rows = FilteredRows.apply(m, withTypes(LineFilter.all(), 44), null);
            assertThat(rows.size()).isEqualTo(expected);
            for (int p = 0; p < rows.size(); p += 997) {
                assertThat(m.typeId(rows.row(p))).isNotEqualTo(44);
            }
        }
    }

    /** Hides the columns of an index so that the filter takes its generic per-row path. */
    private record PlainIndex(LogIndex inner) implements LogIndex {
        @Override public Path path() { return inner.path(); }
        @Override public long byteSize() { return inner.byteSize(); }
        @Override public int lineCount() { return inner.lineCount(); }
        @Override public int typeId(int n) { return inner.typeId(n); }
        @Override public int player(int n) { return inner.player(n); }
        @Override public int frame(int n) { return inner.frame(n); }
        @Override public boolean isTagged(int n) { return inner.isTagged(n); }
        @Override public List<LogLine> readLines(int f, int c) throws LogReadException { return inner.readLines(f, c); }
        @Override public IndexStats stats() { return inner.stats(); }
        @Override public void close() { inner.close(); }
    }

    @Test
    void genericAndColumnPathsAgreeOnTheRealLogs() throws Exception {
        try (LogIndex server = Indexer.build(TestData.realNetgameLog("server"), null);
             LogIndex client = Indexer.build(TestData.realNetgameLog("client1"), null)) {
            BitSet types = LineFilter.all().visibleTypes();
            types.clear(44);
            types.clear(28);
            LineFilter filter = new LineFilter(types, true, 0b11, 500, 2500, 0b11, null);
            for (boolean merged : new boolean[] {false, true}) {
                List<LogIndex> fast = merged ? List.of(server, client) : List.of(server);
                List<LogIndex> slow = merged ? List.of(new PlainIndex(server), new PlainIndex(client))
                        : List.of(new PlainIndex(server));
                FilteredRows a = FilteredRows.apply(MergedLog.merge(fast, null), filter, null);
                FilteredRows b = FilteredRows.apply(MergedLog.merge(slow, null), filter, null);
                assertThat(a.size()).isPositive();
                assertThat(visibleRows(a)).isEqualTo(visibleRows(b));
                // and each visible row really passes the filter
                for (int p = 0; p < a.size(); p += 101) {
                    int row = a.row(p);
                    assertThat(a.source().typeId(row)).isNotIn(44, 28);
                    assertThat(a.source().frame(row)).isBetween(500, 2500);
                }
            }
        }
    }

    @Test
    void onlyMatchingOnTheRealServerLogMatchesAPlainScan() throws Exception {
        Path server = TestData.realNetgameLog("server");
        List<String> lines = java.nio.file.Files.readAllLines(server);
        List<Integer> expected = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).contains("rx stak p:2") || lines.get(i).contains("rx cdat p:2")) {
                expected.add(i);
            }
        }
        try (LogIndex idx = Indexer.build(server, null)) {
            MergedLog m = MergedLog.merge(List.of(idx), null);
            LineFilter all = LineFilter.all();
            LineFilter filter = new LineFilter(all.visibleTypes(), true, 0xFF, Integer.MIN_VALUE, Integer.MAX_VALUE,
                    -1L, Pattern.compile("rx (stak|cdat) p:2"));
            FilteredRows rows = FilteredRows.apply(m, filter, null);
            assertThat(expected).hasSizeGreaterThan(1000);
            assertThat(visibleRows(rows)).isEqualTo(expected);
            LineFilter withoutCdat = withTypes(filter, 35);
            List<Integer> stakOnly = new ArrayList<>();
            for (int i : expected) {
                if (lines.get(i).contains("rx stak")) {
                    stakOnly.add(i);
                }
            }
            assertThat(visibleRows(FilteredRows.apply(m, withoutCdat, null))).isEqualTo(stakOnly);
        }
    }
}

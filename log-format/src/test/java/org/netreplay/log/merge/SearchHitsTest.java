package org.netreplay.log.merge;

import org.netreplay.log.TestLogs;

import org.netreplay.log.index.Indexer;

import org.netreplay.log.LogIndex;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.testdata.TestData;

class SearchHitsTest {
    @TempDir
    Path dir;

    @Test
    void findsMatchesAmongVisibleRowsOnly() throws Exception {
        String log = "[10][0][1]apple\n[44][0][1]apple pie\n[10][0][2]banana\n[10][0][3]apple again\n";
        try (LogIndex idx = TestLogs.index(dir, "a.txt", log)) {
            MergedLog m = MergedLog.merge(List.of(idx), null);
            BitSet types = LineFilter.all().visibleTypes();
            types.clear(44);
            FilteredRows rows = FilteredRows.apply(m,
                    new LineFilter(types, true, 0xFF, Integer.MIN_VALUE, Integer.MAX_VALUE, -1L, null), null);
            SearchHits hits = SearchHits.search(rows, Pattern.compile("apple"), null);
            assertThat(hits.size()).isEqualTo(2);
            assertThat(hits.row(0)).isZero();
            assertThat(hits.row(1)).isEqualTo(3);
            assertThat(hits.next(0)).isEqualTo(3);
            assertThat(hits.next(3)).isEqualTo(-1);
            assertThat(hits.previous(3)).isZero();
            assertThat(hits.previous(2)).isZero();
            assertThat(hits.previous(0)).isEqualTo(-1);
        }
    }

    @Test
    void countOfLateCdatsInTheRealServerLogMatchesAPlainScan() throws Exception {
        Path server = TestData.realNetgameLog("server");
        long expected = Files.readAllLines(server).stream().filter(l -> l.contains("late - dropped")).count();
        try (LogIndex idx = Indexer.build(server, null)) {
            FilteredRows rows = FilteredRows.apply(MergedLog.merge(List.of(idx), null), LineFilter.all(), null);
            long[] last = new long[2];
            SearchHits hits = SearchHits.search(rows, Pattern.compile("late - dropped"), (d, t) -> {
                last[0] = d;
                last[1] = t;
            });
            assertThat(hits.size()).isEqualTo(expected);
            assertThat(last[0]).isEqualTo(last[1]).isEqualTo(rows.size());
        }
    }
}

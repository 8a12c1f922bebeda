package org.netreplay.viewer.logview;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.netreplay.log.merge.FilteredRows;
import org.netreplay.log.merge.LineFilter;
import org.netreplay.session.OpenSession;
import org.netreplay.session.SessionLoader;
import org.netreplay.testdata.SampleSession;

class OverviewsTest {
    /** The per-bucket counts from ranks equal a plain count of every visible row into its bucket (the oracle). */
    @Test
    void bucketCountsFromRanksEqualCountingEveryVisibleRow() throws Exception {
        OpenSession session = SessionLoader.load(List.of(SampleSession.folder()), (done, total) -> { });
        try {
            BitSet noTmst = LineFilter.all().visibleTypes();
            noTmst.clear(44);
            for (LineFilter filter : List.of(LineFilter.all(),
                    new LineFilter(noTmst, true, 0xFF, Integer.MIN_VALUE, Integer.MAX_VALUE, -1L, null),
                    new LineFilter(LineFilter.all().visibleTypes(), false, 0b10, 500, 900, -1L, null))) {
                FilteredRows rows = FilteredRows.apply(session.log(), filter, null);
                OverviewMarks marks = Overviews.visible(rows);
                int[] expected = new int[OverviewMarks.BUCKETS];
                for (int position = 0; position < rows.size(); position++) {
                    expected[marks.bucketOf(rows.row(position))]++;
                }
                assertThat(marks.visible()).containsExactly(expected);
                assertThat(java.util.Arrays.stream(marks.visible()).sum()).isEqualTo(rows.size());
            }
        } finally {
            session.close();
        }
    }
}

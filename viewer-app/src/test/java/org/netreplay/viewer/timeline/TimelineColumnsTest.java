package org.netreplay.viewer.timeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TimelineColumnsTest {
    @Test
    void oneDivergedFrameMakesItsColumnRedAtAnyWidth() {
        TimelineData data = TimelineFixtures.twoClients();
        for (int columns : new int[] {1, 7, 100, 999, 1000, 3000}) {
            byte[] c1 = TimelineColumns.of(data, 0, 0, 999, columns);
            int column = 0; // frame 700's column: the last whose first frame floor(c * n / columns) is ≤ 700
            while (column + 1 < columns && (column + 1L) * 1000 / columns <= 700) {
                column++;
            }
            assertThat(SyncStatus.of(c1[column])).as("%d columns", columns).isEqualTo(SyncStatus.DIVERGED);
        }
    }

    @Test
    void noDataOnlyWhereTheWholeColumnHasNone() {
        TimelineData data = TimelineFixtures.twoClients();
        byte[] c2 = TimelineColumns.of(data, 1, 0, 999, 10); // 100 frames a column
        assertThat(c2).containsExactly(SyncStatus.NO_DATA.code(), SyncStatus.IN_SYNC.code(),
                SyncStatus.IN_SYNC.code(), SyncStatus.IN_SYNC.code(), SyncStatus.IN_SYNC.code(),
                SyncStatus.DIVERGED.code(), SyncStatus.IN_SYNC.code(), SyncStatus.IN_SYNC.code(),
                SyncStatus.IN_SYNC.code(), SyncStatus.IN_SYNC.code());
    }

    /** Against a second, simple implementation: every frame's column from the charts' x mapping. */
    @Test
    void agreesWithAFrameByFrameOracleOnRandomData() {
        SplittableRandom random = new SplittableRandom(42);
        byte[] row = new byte[5000];
        for (int i = 0; i < row.length; i++) {
            row[i] = (byte) (random.nextInt(100) < 2 ? 2 : random.nextInt(100) < 30 ? 0 : 1);
        }
        TimelineData data = new TimelineData(1000, 5999, List.of("c1"), List.of(row), List.of(), null, null);
        for (int columns : new int[] {13, 640, 1777}) {
            int from = 1200;
            int to = 5100;
            byte[] oracle = new byte[columns];
            boolean[] any = new boolean[columns];
            for (int f = from; f <= to; f++) {
                for (int c = 0; c < columns; c++) {
                    long first = from + (long) c * (to - from + 1) / columns;
                    long last = Math.max(first, from + (long) (c + 1) * (to - from + 1) / columns - 1);
                    if (f >= first && f <= last) {
                        any[c] = true;
                        oracle[c] = (byte) Math.max(oracle[c], rank(row[f - 1000]));
                    }
                }
            }
            byte[] got = TimelineColumns.of(data, 0, from, to, columns);
            for (int c = 0; c < columns; c++) {
                assertThat(any[c]).isTrue();
                assertThat(rank(got[c])).as("column %d of %d", c, columns).isEqualTo(oracle[c]);
            }
        }
    }

    /** NO_DATA < IN_SYNC < DIVERGED. */
    private static byte rank(byte code) {
        return code;
    }
}

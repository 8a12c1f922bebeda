package org.netreplay.log.merge;

import org.netreplay.log.TestLogs;

import org.netreplay.log.LogIndex;
import org.netreplay.log.ProgressListener;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MergedLogTest {
    @TempDir
    Path dir;

    @Test
    void oneLaneIsTheIdentity() throws Exception {
        try (LogIndex a = TestLogs.index(dir, "a.txt", "[10][0][5]x\ncont\n[10][0][3]y\n")) {
            MergedLog m = MergedLog.merge(List.of(a), ProgressListener.NONE);
            assertThat(m.rowCount()).isEqualTo(3);
            for (int r = 0; r < 3; r++) {
                assertThat(m.lane(r)).isZero();
                assertThat(m.lineNumber(r)).isEqualTo(r);
            }
            assertThat(m.firstRowAtOrAfterFrame(4)).isZero();
            assertThat(m.rowOf(0, 2)).isEqualTo(2);
            assertThat(m.rowOf(0, 3)).isEqualTo(-1);
            assertThat(m.firstRowAtOrAfterFrame(6)).isEqualTo(3);
        }
    }

    @Test
    void lanesAreMergedByFrameKeepingFileOrderAndLowerLaneOnTies() throws Exception {
        // client lane rewinds from frame 12 back to 10; its order must be kept
        String server = "[10][0][10]s10\n[10][0][11]s11\n[10][0][12]s12\n[10][0][14]s14\n";
        String client = "[30][1][10]c10\n[30][1][12]c12\nboxline\n[30][1][10]c10b\n[30][1][13]c13\n";
        try (LogIndex s = TestLogs.index(dir, "s.txt", server); LogIndex c = TestLogs.index(dir, "c.txt", client)) {
            MergedLog m = MergedLog.merge(List.of(s, c), ProgressListener.NONE);
            assertThat(m.rowCount()).isEqualTo(9);
            List<String> texts = new ArrayList<>();
            for (LogRow row : m.readRows(0, 100)) {
                texts.add(row.lane() + ":" + row.line().text());
                assertThat(row.line().lineNumber()).isEqualTo(m.lineNumber(row.row()));
            }
            assertThat(texts).containsExactly("0:s10", "1:c10", "0:s11", "0:s12", "1:c12", "1:boxline", "1:c10b",
                    "1:c13", "0:s14");
            assertThat(m.frame(6)).isEqualTo(10);
            assertThat(m.typeId(5)).isEqualTo(30);
            assertThat(m.isTagged(5)).isFalse();
            assertThat(m.firstRowAtOrAfterFrame(13)).isEqualTo(7);
            assertThat(m.firstRowAtOrAfterFrame(12)).isEqualTo(3);
            assertThat(m.firstRowAtOrAfterFrame(99)).isEqualTo(9);
            assertThat(m.readRows(4, 3)).extracting(r -> r.line().text()).containsExactly("c12", "boxline", "c10b");
        }
    }

    @Test
    void lineNumbersAreRightAcrossManyBlocks() throws Exception {
        StringBuilder a = new StringBuilder();
        StringBuilder b = new StringBuilder();
        for (int f = 0; f < 500; f++) {
            a.append("[44][0][").append(f).append("]a").append(f).append('\n');
            if (f % 3 == 0) {
                b.append("[44][1][").append(f).append("]b").append(f).append('\n');
            }
        }
        try (LogIndex la = TestLogs.index(dir, "a.txt", a.toString());
             LogIndex lb = TestLogs.index(dir, "b.txt", b.toString())) {
            MergedLog m = MergedLog.merge(List.of(la, lb), ProgressListener.NONE);
            int[] seen = new int[2];
            for (int r = 0; r < m.rowCount(); r++) {
                int lane = m.lane(r);
                assertThat(m.rowOf(lane, seen[lane])).as("the row of lane %d line %d", lane, seen[lane]).isEqualTo(r);
                assertThat(m.lineNumber(r)).isEqualTo(seen[lane]++);
            }
            assertThat(seen).containsExactly(500, 167);
            assertThat(m.rowOf(1, 167)).isEqualTo(-1);
            assertThat(m.rowOf(2, 0)).isEqualTo(-1);
        }
    }
}

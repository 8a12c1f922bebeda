package org.netreplay.log.index;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.netreplay.log.LogTypes;

class LineColumnsTest {

    @Test
    void roundTripsTypesPlayersFramesAndTags() {
        LineColumns.Builder b = new LineColumns.Builder();
        int n = 1000;
        for (int i = 0; i < n; i++) {
            int type = i % 3 == 0 ? LogTypes.UNTAGGED : i % 100;
            b.add(type, i % 2 == 0, (i % 9) - 1, frameOf(i));
        }
        LineColumns c = b.build();
        assertThat(c.lineCount()).isEqualTo(n);
        for (int i = 0; i < n; i++) {
            assertThat(c.typeId(i)).isEqualTo(i % 3 == 0 ? LogTypes.UNTAGGED : i % 100);
            assertThat(c.isTagged(i)).isEqualTo(i % 2 == 0);
            assertThat(c.player(i)).isEqualTo((i % 9) - 1);
            assertThat(c.frame(i)).as("frame of line %d", i).isEqualTo(frameOf(i));
        }
    }

    /** Mostly increasing frames, with jumps that do not fit a 16-bit delta in some blocks. */
    private static int frameOf(int i) {
        if (i >= 200 && i < 260 && i % 5 == 0) {
            return i % 2 == 0 ? Integer.MIN_VALUE + i : Integer.MAX_VALUE - i;
        }
        return 100_000 + i / 3 - (i % 64 == 10 ? 40_000 : 0);
    }

    @Test
    void costsAboutFourBytesPerLine() {
        LineColumns.Builder b = new LineColumns.Builder();
        int n = 64_000;
        for (int i = 0; i < n; i++) {
            b.add(44, true, 0, i / 30);
        }
        assertThat((double) b.build().heapBytes() / n).isLessThan(4.2);
    }
}

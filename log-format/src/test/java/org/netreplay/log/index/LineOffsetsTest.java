package org.netreplay.log.index;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class LineOffsetsTest {

    @Test
    void storesOffsetsBeyondFourGigabytes() {
        long base = 5L * 1024 * 1024 * 1024 + 17; // past 2^32, as in a 5 GB file
        LineOffsets.Builder b = new LineOffsets.Builder();
        long[] expected = new long[1000];
        long off = base;
        for (int i = 0; i < expected.length; i++) {
            expected[i] = off;
            b.add(off);
            off += 10 + (i % 7);
        }
        LineOffsets o = b.build(off);
        for (int i = 0; i < expected.length; i++) {
            assertThat(o.start(i)).isEqualTo(expected[i]);
        }
        assertThat(o.end(expected.length - 1)).isEqualTo(off);
        assertThat(o.endOffset()).isEqualTo(off);
    }

    @Test
    void escapesBlocksWithLongLinesIncludingLinesOverTwoGigabytes() {
        LineOffsets.Builder b = new LineOffsets.Builder();
        long[] expected = new long[300];
        long off = 0;
        SplittableRandom rnd = new SplittableRandom(7);
        for (int i = 0; i < expected.length; i++) {
            expected[i] = off;
            b.add(off);
            long len = switch (i % 50) {
                case 3 -> 100_000; // a 100 KB line
                case 17 -> 3L * 1024 * 1024 * 1024; // a single 3 GB line
                default -> 1 + rnd.nextInt(200);
            };
            off += len;
        }
        LineOffsets o = b.build(off);
        for (int i = 0; i < expected.length; i++) {
            assertThat(o.start(i)).as("line %d", i).isEqualTo(expected[i]);
        }
    }

    @Test
    void anEmptyStoreHasNoLines() {
        LineOffsets o = new LineOffsets.Builder().build(0);
        assertThat(o.lineCount()).isZero();
        assertThatThrownBy(() -> o.start(0)).isInstanceOf(IndexOutOfBoundsException.class);
    }

    @Test
    void rejectsDecreasingOffsets() {
        LineOffsets.Builder b = new LineOffsets.Builder();
        b.add(10);
        assertThatThrownBy(() -> b.add(9)).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("9");
    }

    @Test
    void shortLinesCostAboutTwoBytesPerLine() {
        LineOffsets.Builder b = new LineOffsets.Builder();
        int n = 64_000;
        for (int i = 0; i < n; i++) {
            b.add(60L * i);
        }
        LineOffsets o = b.build(60L * n);
        assertThat((double) o.heapBytes() / n).isLessThan(2.3);
    }
}

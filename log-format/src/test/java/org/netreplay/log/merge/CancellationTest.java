package org.netreplay.log.merge;

import org.netreplay.log.TestLogs;

import org.netreplay.log.LogIndex;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Long operations stop with CancellationException when the calling thread is interrupted. */
class CancellationTest {
    @TempDir
    Path dir;

    @AfterEach
    void clearInterrupt() {
        Thread.interrupted();
    }

    @Test
    void mergeFilterAndSearchAreCancellable() throws Exception {
        try (LogIndex a = TestLogs.index(dir, "a.txt", "[10][0][1]a\n".repeat(200));
             LogIndex b = TestLogs.index(dir, "b.txt", "[10][1][1]b\n".repeat(200))) {
            MergedLog single = MergedLog.merge(List.of(a), null);
            FilteredRows all = FilteredRows.apply(single, LineFilter.all(), null);
            Thread.currentThread().interrupt();
            assertThatThrownBy(() -> MergedLog.merge(List.of(a, b), null)).isInstanceOf(CancellationException.class);
            Thread.currentThread().interrupt();
            assertThatThrownBy(() -> FilteredRows.apply(single, LineFilter.all(), null))
                    .isInstanceOf(CancellationException.class);
            Thread.currentThread().interrupt();
            assertThatThrownBy(() -> SearchHits.search(all, Pattern.compile("a"), null))
                    .isInstanceOf(CancellationException.class);
        }
    }
}

package org.netreplay.viewer.timeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.netreplay.log.ProgressListener;
import org.netreplay.session.OpenSession;
import org.netreplay.session.SessionLoader;
import org.netreplay.testdata.SampleSession;

/** The loader over the session's desync analysis, on the bundled real session (one recording, no checksums). */
class DesyncTimelinesTest {
    @Test
    void theRealSessionHasNoChecksumsButItsServerRewindsAreMarked() throws Exception {
        OpenSession session = SessionLoader.load(List.of(SampleSession.folder()), ProgressListener.NONE);
        try {
            TimelineData data = DesyncTimelines.loader().load(session, ProgressListener.NONE);
            assertThat(data.comparable()).isFalse();
            assertThat(data.noDataReason()).isEqualTo("no checksums in this session");
            assertThat(data.clients()).isEmpty();
            assertThat(data.first()).isNull();
            assertThat(data.firstFrame()).isEqualTo(session.firstFrame());
            assertThat(data.lastFrame()).isEqualTo(session.lastFrame());
            // independent count: the server's type-25 "stdf rewind to:F [n]" lines (docs/formats.md §2.4)
            Pattern rewind = Pattern.compile("^stdf rewind to:-?\\d+ \\[-?\\d+\\]$");
            long expected = SampleSession.lines().stream()
                    .filter(line -> line.tagged() && line.typeId() == 25 && rewind.matcher(line.text()).matches())
                    .count();
            assertThat(expected).isPositive();
            assertThat(data.marks().stream().filter(m -> m.kind() == TimelineMark.Kind.SERVER_REWIND).count())
                    .isEqualTo(expected);
            assertThat(data.marks()).isSortedAccordingTo(java.util.Comparator.comparingInt(TimelineMark::frame));
        } finally {
            session.close();
        }
    }
}

package org.netreplay.viewer.timeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class TimelinePictureTest {

    @Test
    void eachMarkLandsInTheColumnOfItsFramesMiddleAndStatusesAreTheColumnsWorst() {
        List<TimelineMark> marks = List.of(
                new TimelineMark(0, TimelineMark.Kind.SERVER_REWIND, 0, "first frame"),
                new TimelineMark(499, TimelineMark.Kind.CLIENT_REWIND, 1, "middle"),
                new TimelineMark(499, TimelineMark.Kind.SERVER_REWIND, 0, "same column, another kind"),
                new TimelineMark(999, TimelineMark.Kind.CLIENT_REWIND, 2, "last frame"),
                new TimelineMark(1500, TimelineMark.Kind.SERVER_REWIND, 0, "outside the range"));
        TimelineData fixture = TimelineFixtures.twoClients();
        TimelineData data = new TimelineData(fixture.firstFrame(), fixture.lastFrame(), fixture.clients(),
                fixture.status(), marks, fixture.first(), null);

        TimelinePicture picture = TimelinePicture.compute(data, 0, 999, 200);

        // 1000 frames on 200 columns: 5 frames a column; frame f's middle is at (f + 0.5) / 5
        int server = 1 << TimelineMark.Kind.SERVER_REWIND.ordinal();
        int client = 1 << TimelineMark.Kind.CLIENT_REWIND.ordinal();
        assertThat(picture.marks()[0]).isEqualTo(server);
        assertThat(picture.marks()[99]).isEqualTo(server | client);
        assertThat(picture.marks()[199]).isEqualTo(client);
        assertThat(java.util.Arrays.stream(picture.marks()).filter(m -> m != 0).count()).isEqualTo(3);
        for (int c = 0; c < data.clients().size(); c++) {
            assertThat(picture.status().get(c)).isEqualTo(TimelineColumns.of(data, c, 0, 999, 200));
        }
        assertThat(picture.answers(data, 0, 999, 200)).isTrue();
        assertThat(picture.answers(data, 0, 999, 201)).isFalse();
    }
}

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

        TimelinePicture picture = TimelinePicture.compute(data, null, 0, 999, 200);

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
        assertThat(picture.answers(data, null, 0, 999, 200)).isTrue();
        assertThat(picture.answers(data, null, 0, 999, 201)).isFalse();
        assertThat(picture.labels()).isNull();
    }

    /**
     * The label lane: frames 0–999 on 200 columns (5 frames a column), confirmed everywhere but a predicted frame
     * at 12, re-simulated frames 500–502 and no state from 990: each column shows its most notable label.
     */
    @Test
    void theLabelLaneShowsEachColumnsMostNotableLabel() {
        byte[] codes = new byte[1000];
        java.util.Arrays.fill(codes, FrameLabel.CONFIRMED.code());
        codes[12] = FrameLabel.PREDICTED.code();
        for (int f = 500; f <= 502; f++) {
            codes[f] = FrameLabel.RESIMULATED.code();
        }
        for (int f = 990; f < 1000; f++) {
            codes[f] = FrameLabel.NO_STATE.code();
        }
        FrameLabels lane = new FrameLabels("client 1", 0, codes);
        TimelineData data = TimelineFixtures.twoClients();
        TimelinePicture picture = TimelinePicture.compute(data, lane, 0, 999, 200);
        assertThat(picture.labels()).hasSize(200);
        assertThat(FrameLabel.of(picture.labels()[0])).isEqualTo(FrameLabel.CONFIRMED);
        assertThat(FrameLabel.of(picture.labels()[2])).isEqualTo(FrameLabel.PREDICTED); // frames 10–14
        assertThat(FrameLabel.of(picture.labels()[100])).isEqualTo(FrameLabel.RESIMULATED); // frames 500–504
        assertThat(FrameLabel.of(picture.labels()[101])).isEqualTo(FrameLabel.CONFIRMED);
        assertThat(FrameLabel.of(picture.labels()[198])).isEqualTo(FrameLabel.NO_STATE); // frames 990–994
        assertThat(picture.answers(data, lane, 0, 999, 200)).isTrue();
        assertThat(picture.answers(data, null, 0, 999, 200)).isFalse();
        assertThat(lane.at(501)).isEqualTo(FrameLabel.RESIMULATED);
        assertThat(lane.at(-1)).isEqualTo(FrameLabel.NO_STATE);
    }

    @Test
    void aLabelIsReadFromTheWordsTheReplayPageUses() {
        assertThat(FrameLabel.of("confirmed", true)).isEqualTo(FrameLabel.CONFIRMED);
        assertThat(FrameLabel.of("resimulated", true)).isEqualTo(FrameLabel.RESIMULATED);
        assertThat(FrameLabel.of("corrected by dif s:240 d:242, re-simulated 2 frames", true))
                .isEqualTo(FrameLabel.RESIMULATED);
        assertThat(FrameLabel.of("authoritative, re-simulated by a rewind", true)).isEqualTo(FrameLabel.RESIMULATED);
        assertThat(FrameLabel.of("predicted (a dif corrected it at this frame)", true))
                .isEqualTo(FrameLabel.PREDICTED);
        assertThat(FrameLabel.of("authoritative", true)).isEqualTo(FrameLabel.AUTHORITATIVE);
        assertThat(FrameLabel.of("replayed", true)).isEqualTo(FrameLabel.REPLAYED);
        assertThat(FrameLabel.of("confirmed", false)).isEqualTo(FrameLabel.NO_STATE);
        assertThat(FrameLabel.of("no state at this frame", false)).isEqualTo(FrameLabel.NO_STATE);
    }
}

package org.netreplay.viewer.timeline;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TimelineJumpsTest {
    private final TimelineJumps jumps = TimelineJumps.of(TimelineFixtures.twoClients());

    @Test
    void desyncsAreTheStartsOfDivergedRunsOverEveryClient() {
        assertThat(jumps.desyncCount()).isEqualTo(3);
        assertThat(jumps.nextDesync(-1)).isEqualTo(300);
        assertThat(jumps.nextDesync(300)).isEqualTo(500);
        assertThat(jumps.nextDesync(305)).isEqualTo(500);
        assertThat(jumps.nextDesync(500)).isEqualTo(700);
        assertThat(jumps.nextDesync(700)).isEqualTo(-1);
        assertThat(jumps.previousDesync(700)).isEqualTo(500);
        assertThat(jumps.previousDesync(300)).isEqualTo(-1);
        assertThat(jumps.previousDesync(10_000)).isEqualTo(700);
    }

    @Test
    void eventsInFrameOrder() {
        assertThat(jumps.nextEvent(0)).isEqualTo(250);
        assertThat(jumps.nextEvent(250)).isEqualTo(300);
        assertThat(jumps.nextEvent(800)).isEqualTo(-1);
        assertThat(jumps.previousEvent(800)).isEqualTo(300);
        assertThat(jumps.previousEvent(250)).isEqualTo(-1);
    }

    @Test
    void aRunThatStartsAtTheFirstFrameCounts() {
        byte[] row = TimelineFixtures.set(TimelineFixtures.row(10, SyncStatus.IN_SYNC), 0, 2, SyncStatus.DIVERGED);
        TimelineJumps one = TimelineJumps.of(new TimelineData(50, 59, java.util.List.of("c1"),
                java.util.List.of(row), java.util.List.of(), null, null));
        assertThat(one.nextDesync(0)).isEqualTo(50);
        assertThat(one.desyncCount()).isEqualTo(1);
    }

    @Test
    void withTheAnalysisRunsF7StepsOverRunsNotOverTheirFragments() {
        // one divergence of c1 from 52 to 58, seen only on frames with a confirmed line: 52, 55, 58
        byte[] row = TimelineFixtures.row(10, SyncStatus.NO_DATA);
        for (int f : new int[] {52, 55, 58}) {
            TimelineFixtures.set(row, f - 50, f - 50, SyncStatus.DIVERGED);
        }
        TimelineData fragments = new TimelineData(50, 59, java.util.List.of("c1"), java.util.List.of(row),
                java.util.List.of(), null, null);
        assertThat(TimelineJumps.of(fragments).desyncCount()).isEqualTo(3);
        TimelineData runs = new TimelineData(50, 59, java.util.List.of("c1"), java.util.List.of(row),
                java.util.List.of(), null, null, java.util.List.of(52), null);
        TimelineJumps one = TimelineJumps.of(runs);
        assertThat(one.desyncCount()).isEqualTo(1);
        assertThat(one.nextDesync(0)).isEqualTo(52);
        assertThat(one.nextDesync(52)).isEqualTo(-1);
    }
}

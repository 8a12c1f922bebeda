package org.netreplay.viewer.logview;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class LineReferenceTest {
    private static final List<String> LANES = List.of("srv", "c1");

    @Test
    void plainNumberUsesTheDefaultLaneAndIsOneBased() {
        assertThat(LineReference.parse("120", LANES, 1)).contains(new LineReference(1, 119));
        assertThat(LineReference.parse(" 1,200 ", LANES, 0)).contains(new LineReference(0, 1199));
    }

    @Test
    void laneNameSelectsTheLane() {
        assertThat(LineReference.parse("C1:7", LANES, 0)).contains(new LineReference(1, 6));
    }

    @Test
    void nonsenseIsRejected() {
        assertThat(LineReference.parse("abc", LANES, 0)).isEmpty();
        assertThat(LineReference.parse("0", LANES, 0)).isEmpty();
        assertThat(LineReference.parse("c9:5", LANES, 0)).isEmpty();
    }
}

package org.netreplay.viewer.inspect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class FieldHistoriesTest {
    /** Server: player[0].x = frame px; client: the same but 1 px more from frame 105 on, and no state at 103. */
    private static final StateLookup LOOKUP = (side, frame) -> {
        if (side == StateLookup.Side.CLIENT && frame == 103) {
            return null;
        }
        int px = frame + (side == StateLookup.Side.CLIENT && frame >= 105 ? 1 : 0);
        return TestStates.withInt(TestStates.base(), 0, px * 256);
    };

    @Test
    void readsBothSidesAroundTheFrameClippedToTheSession() throws Exception {
        FieldHistory history = FieldHistories.read(TestStates.SCHEMA, "player[0].x", 102, 5, 100, 106, LOOKUP, true);
        assertThat(history.from()).isEqualTo(100);
        assertThat(history.to()).isEqualTo(106);
        assertThat(history.server()).containsExactly(100, 101, 102, 103, 104, 105, 106);
        assertThat(history.client()).containsExactly(100, 101, 102, Double.NaN, 104, 106, 107);
        assertThat(history.differingFrames()).isEqualTo(2);
        assertThat(history.unit()).isEqualTo("px");
    }

    @Test
    void withoutAClientOnlyTheServerIsRead() throws Exception {
        FieldHistory history = FieldHistories.read(TestStates.SCHEMA, "player[0].x", 200, 2, 0, 1000, LOOKUP, false);
        assertThat(history.client()).isNull();
        assertThat(history.server()).containsExactly(198, 199, 200, 201, 202);
        assertThat(history.differingFrames()).isZero();
    }

    @Test
    void anUnknownFieldIsAnError() {
        assertThatThrownBy(() -> FieldHistories.read(TestStates.SCHEMA, "player[9].x", 1, 1, 0, 5, LOOKUP, true))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("player[9].x");
    }
}

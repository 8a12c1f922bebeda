package org.netreplay.viewer.netgame;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.desync.FieldDiff;
import org.netreplay.replay.spi.StateField;

/** A correction's reasons: a player the dif made active or inactive is named as a join or a quit. */
class CorrectionDetailTest {
    private static FieldDiff diff(int player, String field, long before, long after) {
        return new FieldDiff(new StateField("syn", player, field, "", 0, 4), before, after);
    }

    @Test
    void aPlayerMadeActiveByTheDifIsAJoinBeforeTheLogsOwnReasons() {
        CorrectionMark c = new CorrectionMark(1, 497, 491, 492, 5, 0f, 1177.4f, "matched",
                List.of("the server rewound to frame 490 in its frame 495 for a late move"));
        CorrectionDetail detail = CorrectionDetail.of(c, List.of(diff(2, "active", 0, 1), diff(2, "x", 0, 900)));
        assertThat(detail.reasons()).containsExactly(
                "player 2 joined: the dif made it active (the client had not seen it join)",
                "the server rewound to frame 490 in its frame 495 for a late move");
    }

    @Test
    void aPlayerMadeInactiveIsAQuitAndNoChangeOfActiveLeavesTheLogsReasonsAlone() {
        CorrectionMark none = new CorrectionMark(1, 600, 598, 599, 1, 0f, 3f, "matched", List.of());
        assertThat(CorrectionDetail.of(none, List.of(diff(3, "active", 1, 0))).reasons())
                .containsExactly("player 3 left: the dif made it inactive (the client had not seen it quit)");
        assertThat(CorrectionDetail.of(none, List.of(diff(3, "x", 1, 0))).reasons()).singleElement().asString()
                .startsWith("the logs name no cause");
    }
}

package org.netreplay.viewer.netgame;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.netreplay.viewer.cursor.FrameCursor;
import org.netreplay.viewer.task.DirectTaskRunner;

/**
 * The corrections lane's model on a hand-made netgame ({@link RebuiltFixture}): next / previous over the corrections
 * that moved a player (0 px ones skipped, mismatches always a stop), the large ones only, the cursor and the chosen
 * client following, and what a correction changed, by field name.
 */
class CorrectionsViewModelTest {
    private final FrameCursor cursor = new FrameCursor();
    private final CorrectionsViewModel model = new CorrectionsViewModel(new DirectTaskRunner(), cursor);
    private final List<String> notices = new ArrayList<>();
    private final List<CorrectionMark> chosen = new ArrayList<>();

    @BeforeEach
    void show() {
        model.onNotice(notices::add);
        model.onChosen(chosen::add);
        model.show(RebuiltFixture.session(true));
    }

    @Test
    void theLanesHoldEveryCorrectionPerClientInFrameOrder() {
        CorrectionLanes lanes = model.lanesProperty().get();
        assertThat(lanes.clients()).containsExactly(1, 2);
        assertThat(lanes.perClient().get(0)).extracting(CorrectionMark::frame).containsExactly(25, 30, 40);
        assertThat(lanes.perClient().get(1)).extracting(CorrectionMark::frame).containsExactly(30, 50);
        assertThat(lanes.all()).extracting(c -> c.frame() + "/" + c.peer())
                .containsExactly("25/1", "30/1", "30/2", "40/1", "50/2");
        assertThat(lanes.all()).extracting(CorrectionLanes::band).containsExactly(0, 2, 1, 3, 4);
        assertThat(model.summaryProperty().get()).startsWith("5 corrections (4 moved a player, 2 by ≥ 50 px, "
                + "1 DIFFER from the status rows)");
    }

    @Test
    void nextAndPreviousStopAtEveryCorrectionThatMovedAPlayerAndMoveTheCursor() {
        List<String> visited = new ArrayList<>();
        while (model.next(false)) {
            visited.add(cursor.frame() + "/" + model.selectedProperty().get().peer());
        }
        assertThat(visited).containsExactly("30/1", "30/2", "40/1", "50/2");
        assertThat(notices).last().isEqualTo("No correction after frame 50.");
        assertThat(chosen).extracting(CorrectionMark::frame).containsExactly(30, 30, 40, 50);
        List<String> back = new ArrayList<>();
        while (model.previous(false)) {
            back.add(cursor.frame() + "/" + model.selectedProperty().get().peer());
        }
        assertThat(back).containsExactly("40/1", "30/2", "30/1");
    }

    @Test
    void theLargeOnesOnlyAndTheMismatchesWithCtrl() {
        assertThat(model.next(true)).isTrue();
        assertThat(cursor.frame()).isEqualTo(40);
        assertThat(model.next(true)).isTrue();
        assertThat(cursor.frame()).isEqualTo(50);
        assertThat(model.selectedProperty().get().proof()).isEqualTo("mismatch");
        assertThat(model.next(true)).isFalse();
        assertThat(notices).last().isEqualTo("No large correction after frame 50.");
    }

    @Test
    void fromACursorMovedElsewhereNextStartsThere() {
        cursor.goToFrame(35);
        assertThat(model.selectedProperty().get()).isNull();
        assertThat(model.next(false)).isTrue();
        assertThat(cursor.frame()).isEqualTo(40);
        cursor.goToFrame(35);
        assertThat(model.previous(false)).isTrue();
        assertThat(model.selectedProperty().get().peer()).isEqualTo(2);
        assertThat(cursor.frame()).isEqualTo(30);
    }

    @Test
    void aFrameReachedOtherwiseSelectsTheFollowedClientsCorrectionThere() {
        model.followedPlayerProperty().set(2);
        cursor.goToFrame(50);
        assertThat(model.selectedProperty().get()).isNotNull();
        assertThat(model.selectedProperty().get().peer()).isEqualTo(2);
        cursor.goToFrame(51);
        assertThat(model.selectedProperty().get()).isNull();
        model.followedPlayerProperty().set(1);
        cursor.goToFrame(50);
        assertThat(model.selectedProperty().get()).isNull();
    }

    @Test
    void aCorrectionNamesTheFieldsItChangedAndItsReason() {
        cursor.goToFrame(29);
        model.next(false);
        CorrectionDetail detail = model.detailProperty().get();
        assertThat(detail.correction().frame()).isEqualTo(30);
        assertThat(detail.fields()).containsExactlyElementsOf(RebuiltFixture.CHANGED_AT_C1_30);
        assertThat(detail.fieldsText()).isEqualTo("2 fields changed: syn[2]: x y");
        assertThat(detail.reasons()).containsExactly("p2 moved (a test's sentence)");
        assertThat(detail.title()).isEqualTo("c1, frame 30: lcor 0.0 px, rcor 12.5 px · dif s:27 d:28, re-simulated "
                + "2 frames · matches the status row");
        assertThat(model.summaryProperty().get()).isEqualTo("Correction c1 at frame 30: lcor 0.0 px, rcor 12.5 px "
                + "(matches the status row) · changed: syn[2].x, syn[2].y");
    }

    @Test
    void theNearestCorrectionToAClickInALane() {
        assertThat(model.nearest(0, 38, 3).frame()).isEqualTo(40);
        assertThat(model.nearest(0, 35, 3)).isNull();
        assertThat(model.nearest(1, 49, 1).frame()).isEqualTo(50);
        assertThat(model.near(0, 28, 5)).extracting(CorrectionMark::frame).containsExactly(25, 30);
    }

    @Test
    void theCorrectionADesyncIsAboutIsTheClientsMismatchNearestToTheStatusRowsFrame() {
        // c2 at frame 50 applied d:49 and differs from its status row; c1 has no mismatch
        assertThat(model.mismatchAt(2, 45, 40).frame()).isEqualTo(50);
        assertThat(model.mismatchAt(2, 49, 0).frame()).isEqualTo(50);
        assertThat(model.mismatchAt(2, 52, 40).frame()).isEqualTo(50);
        assertThat(model.mismatchAt(2, 52, 2)).isNull();
        assertThat(model.mismatchAt(2, 5, 40)).isNull();
        assertThat(model.mismatchAt(1, 45, 40)).isNull();
    }

    @Test
    void noRebuiltNetgameSaysSo() {
        model.show(null);
        assertThat(model.hasLanes()).isFalse();
        assertThat(model.next(false)).isFalse();
        assertThat(notices).last().asString().startsWith("No rebuilt netgame");
        assertThat(model.summaryProperty().get()).isEmpty();
    }
}

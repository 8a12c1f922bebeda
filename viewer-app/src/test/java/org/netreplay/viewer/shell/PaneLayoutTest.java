package org.netreplay.viewer.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.prefs.Preferences;
import org.junit.jupiter.api.Test;
import org.netreplay.viewer.common.ViewerPreferences;
import org.netreplay.viewer.shell.PaneLayout.Pane;
import org.netreplay.viewer.shell.PaneLayout.ReplayPlace;
import org.netreplay.viewer.testing.MemoryPreferences;

/** Which panes show: hide, show, maximise, restore, and what a second window on the same settings finds. */
class PaneLayoutTest {
    private final Preferences node = new MemoryPreferences().node("test");
    private final ViewerPreferences settings = new ViewerPreferences(node);

    @Test
    void everyPaneShowsAtFirstAndTheReplayPageGoesBelowInNarrowWindowsAndSideBySide() {
        PaneLayout layout = new PaneLayout(settings);
        for (Pane pane : Pane.values()) {
            assertThat(layout.visible(pane).get()).as(pane.name()).isTrue();
        }
        assertThat(layout.replayPlaceProperty().get()).isEqualTo(ReplayPlace.AUTO);
        assertThat(layout.replayBelow(1024, 1)).isTrue();
        assertThat(layout.replayBelow(1279, 1)).isTrue();
        assertThat(layout.replayBelow(1280, 1)).isFalse();
        assertThat(layout.replayBelow(1600, 1)).isFalse();
        assertThat(layout.replayBelow(1600, 3)).as("side by side: the peers' panes take the width").isTrue();
        layout.replayPlaceProperty().set(ReplayPlace.BESIDE);
        assertThat(layout.replayBelow(1024, 1)).isFalse();
        assertThat(layout.replayBelow(1600, 3)).isFalse();
        layout.replayPlaceProperty().set(ReplayPlace.BELOW);
        assertThat(layout.replayBelow(1600, 1)).isTrue();
    }

    @Test
    void toggleHidesAndShowsOnePaneAndLeavesTheOthers() {
        PaneLayout layout = new PaneLayout(settings);
        layout.toggle(Pane.SIDE_BAR);
        assertThat(layout.visible(Pane.SIDE_BAR).get()).isFalse();
        assertThat(layout.visible(Pane.LOG).get()).isTrue();
        assertThat(layout.visible(Pane.INSPECTOR).get()).isTrue();
        layout.toggle(Pane.SIDE_BAR);
        assertThat(layout.visible(Pane.SIDE_BAR).get()).isTrue();
    }

    @Test
    void maximisingShowsThatPaneAloneAndItsKeyAgainRestoresTheChoiceBefore() {
        PaneLayout layout = new PaneLayout(settings);
        layout.toggle(Pane.CHARTS); // hidden before maximising: still hidden after restoring
        layout.toggleMaximised(Pane.INSPECTOR);
        for (Pane pane : Pane.values()) {
            assertThat(layout.visible(pane).get()).as(pane.name()).isEqualTo(pane == Pane.INSPECTOR);
        }
        layout.toggleMaximised(Pane.INSPECTOR);
        assertThat(layout.maximisedProperty().get()).isNull();
        assertThat(layout.visible(Pane.CHARTS).get()).isFalse();
        assertThat(layout.visible(Pane.LOG).get()).isTrue();
        assertThat(layout.visible(Pane.INSPECTOR).get()).isTrue();
    }

    @Test
    void aPaneKeyWhileAnotherIsMaximisedRestoresTheLayoutWithThatPaneShown() {
        PaneLayout layout = new PaneLayout(settings);
        layout.toggle(Pane.TIMELINE);
        layout.toggleMaximised(Pane.LOG);
        layout.toggle(Pane.TIMELINE); // the user cannot see it, so the key brings it back rather than hiding it
        assertThat(layout.maximisedProperty().get()).isNull();
        assertThat(layout.visible(Pane.TIMELINE).get()).isTrue();
        assertThat(layout.visible(Pane.REPLAY).get()).isTrue();
    }

    @Test
    void showAllRestoresAndShowsEveryPane() {
        PaneLayout layout = new PaneLayout(settings);
        layout.toggle(Pane.LOG);
        layout.toggle(Pane.CHARTS);
        layout.toggleMaximised(Pane.REPLAY);
        layout.showAll();
        for (Pane pane : Pane.values()) {
            assertThat(layout.visible(pane).get()).as(pane.name()).isTrue();
        }
    }

    @Test
    void theChoicesAreRememberedForTheNextWindow() {
        PaneLayout first = new PaneLayout(settings);
        first.toggle(Pane.SIDE_BAR);
        first.toggle(Pane.CHARTS);
        first.toggleMaximised(Pane.REPLAY);
        first.replayPlaceProperty().set(ReplayPlace.BELOW);
        PaneLayout next = new PaneLayout(new ViewerPreferences(node));
        assertThat(next.maximisedProperty().get()).isEqualTo(Pane.REPLAY);
        assertThat(next.shownProperty(Pane.SIDE_BAR).get()).isFalse();
        assertThat(next.shownProperty(Pane.CHARTS).get()).isFalse();
        assertThat(next.shownProperty(Pane.LOG).get()).isTrue();
        assertThat(next.replayPlaceProperty().get()).isEqualTo(ReplayPlace.BELOW);
        // the charts' choice is the one the older "charts shown" setting keeps
        assertThat(new ViewerPreferences(node).chartsShown()).isFalse();
    }
}

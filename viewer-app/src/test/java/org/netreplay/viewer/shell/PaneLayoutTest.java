package org.netreplay.viewer.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.prefs.Preferences;
import org.junit.jupiter.api.Test;
import org.netreplay.viewer.common.ViewerPreferences;
import org.netreplay.viewer.shell.PaneLayout.Pane;
import org.netreplay.viewer.shell.PaneLayout.PaneState;
import org.netreplay.viewer.shell.PaneLayout.ReplayPlace;
import org.netreplay.viewer.testing.MemoryPreferences;

/**
 * Which panes show: hide, show, collapse to a strip, expand, maximise, restore, and what a second window on the same
 * settings finds.
 */
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
        assertThat(next.stateProperty(Pane.SIDE_BAR).get()).isEqualTo(PaneState.HIDDEN);
        assertThat(next.stateProperty(Pane.CHARTS).get()).isEqualTo(PaneState.HIDDEN);
        assertThat(next.stateProperty(Pane.LOG).get()).isEqualTo(PaneState.SHOWN);
        assertThat(next.replayPlaceProperty().get()).isEqualTo(ReplayPlace.BELOW);
        // the charts' choice is the one the older "charts shown" setting keeps
        assertThat(new ViewerPreferences(node).chartsShown()).isFalse();
    }

    @Test
    void collapsingKeepsThePaneOnTheWindowAsAStripAndTheSameKeyExpandsIt() {
        PaneLayout layout = new PaneLayout(settings);
        for (Pane pane : Pane.values()) {
            layout.toggleCollapsed(pane);
            assertThat(layout.stateProperty(pane).get()).as(pane.name()).isEqualTo(PaneState.COLLAPSED);
            assertThat(layout.effectiveState(pane).get()).as(pane.name()).isEqualTo(PaneState.COLLAPSED);
            assertThat(layout.visible(pane).get()).as(pane.name() + " on the window, as a strip").isTrue();
            for (Pane other : Pane.values()) {
                if (other != pane) {
                    assertThat(layout.effectiveState(other).get()).as(other.name()).isEqualTo(PaneState.SHOWN);
                }
            }
            layout.toggleCollapsed(pane);
            assertThat(layout.effectiveState(pane).get()).as(pane.name()).isEqualTo(PaneState.SHOWN);
        }
    }

    @Test
    void theShowKeyHidesACollapsedPaneAndTheCollapseKeyBringsAHiddenOneBackAsAStrip() {
        PaneLayout layout = new PaneLayout(settings);
        layout.toggleCollapsed(Pane.TIMELINE);
        layout.toggle(Pane.TIMELINE);
        assertThat(layout.effectiveState(Pane.TIMELINE).get()).isEqualTo(PaneState.HIDDEN);
        assertThat(layout.visible(Pane.TIMELINE).get()).isFalse();
        layout.toggle(Pane.TIMELINE);
        assertThat(layout.effectiveState(Pane.TIMELINE).get()).isEqualTo(PaneState.SHOWN);
        layout.toggle(Pane.TIMELINE);
        layout.toggleCollapsed(Pane.TIMELINE);
        assertThat(layout.effectiveState(Pane.TIMELINE).get()).isEqualTo(PaneState.COLLAPSED);
    }

    @Test
    void aMaximisedPaneShowsWholeEvenWhenCollapsedAndRestoringBringsTheStripsBack() {
        PaneLayout layout = new PaneLayout(settings);
        layout.toggleCollapsed(Pane.INSPECTOR);
        layout.toggleCollapsed(Pane.SIDE_BAR);
        layout.toggleMaximised(Pane.INSPECTOR);
        assertThat(layout.effectiveState(Pane.INSPECTOR).get()).isEqualTo(PaneState.SHOWN);
        assertThat(layout.effectiveState(Pane.SIDE_BAR).get()).isEqualTo(PaneState.HIDDEN);
        layout.toggleMaximised(Pane.INSPECTOR);
        assertThat(layout.effectiveState(Pane.INSPECTOR).get()).isEqualTo(PaneState.COLLAPSED);
        assertThat(layout.effectiveState(Pane.SIDE_BAR).get()).isEqualTo(PaneState.COLLAPSED);
    }

    @Test
    void aCollapseKeyWhileAnotherPaneIsMaximisedRestoresTheLayoutWithThatPaneCollapsed() {
        PaneLayout layout = new PaneLayout(settings);
        layout.toggleMaximised(Pane.LOG);
        layout.toggleCollapsed(Pane.CHARTS);
        assertThat(layout.maximisedProperty().get()).isNull();
        assertThat(layout.effectiveState(Pane.CHARTS).get()).isEqualTo(PaneState.COLLAPSED);
        assertThat(layout.effectiveState(Pane.LOG).get()).isEqualTo(PaneState.SHOWN);
    }

    @Test
    void showAllExpandsCollapsedPanes() {
        PaneLayout layout = new PaneLayout(settings);
        layout.toggleCollapsed(Pane.REPLAY);
        layout.toggleCollapsed(Pane.LOG);
        layout.showAll();
        for (Pane pane : Pane.values()) {
            assertThat(layout.effectiveState(pane).get()).as(pane.name()).isEqualTo(PaneState.SHOWN);
        }
    }

    @Test
    void collapsedPanesAreRememberedForTheNextWindowAndOlderShownSettingsStillRead() {
        PaneLayout first = new PaneLayout(settings);
        first.toggleCollapsed(Pane.SIDE_BAR);
        first.toggleCollapsed(Pane.CHARTS);
        first.toggle(Pane.TIMELINE);
        PaneLayout next = new PaneLayout(new ViewerPreferences(node));
        assertThat(next.stateProperty(Pane.SIDE_BAR).get()).isEqualTo(PaneState.COLLAPSED);
        assertThat(next.stateProperty(Pane.CHARTS).get()).isEqualTo(PaneState.COLLAPSED);
        assertThat(next.stateProperty(Pane.TIMELINE).get()).isEqualTo(PaneState.HIDDEN);
        assertThat(next.stateProperty(Pane.LOG).get()).isEqualTo(PaneState.SHOWN);
        assertThat(new ViewerPreferences(node).chartsShown()).as("a collapsed chart pane is on the window").isTrue();
        // settings written before panes could collapse: a pane's "shown" flag alone
        Preferences older = new MemoryPreferences().node("older");
        older.putBoolean("pane.log.shown", false);
        older.putBoolean("charts.shown", false);
        PaneLayout fromOlder = new PaneLayout(new ViewerPreferences(older));
        assertThat(fromOlder.stateProperty(Pane.LOG).get()).isEqualTo(PaneState.HIDDEN);
        assertThat(fromOlder.stateProperty(Pane.CHARTS).get()).isEqualTo(PaneState.HIDDEN);
        assertThat(fromOlder.stateProperty(Pane.REPLAY).get()).isEqualTo(PaneState.SHOWN);
    }

    @Test
    void everyPaneHasACollapseKeyOfItsOwnAmongTheDigits() {
        java.util.Set<String> keys = new java.util.HashSet<>();
        for (Pane pane : Pane.values()) {
            assertThat(pane.collapseKeyName()).as(pane.name()).matches("[1-9]");
            assertThat(keys.add(pane.collapseKeyName())).as(pane.name() + "'s collapse key is its own").isTrue();
        }
    }
}

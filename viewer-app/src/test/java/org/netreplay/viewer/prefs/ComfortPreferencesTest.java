package org.netreplay.viewer.prefs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.netreplay.viewer.testing.MemoryPreferences;

/** The comfort settings survive a new {@link ComfortPreferences} over the same (in-memory) node. */
class ComfortPreferencesTest {
    @Test
    void defaultsBeforeAnythingIsSaved() {
        ComfortPreferences prefs = new ComfortPreferences(new MemoryPreferences());
        assertThat(prefs.theme()).isEqualTo(Theme.DARK);
        assertThat(prefs.ignoreRules().patterns()).containsExactly("sim[*].*", "loc[*].*");
        assertThat(prefs.split("inspector", 0.3)).isEqualTo(0.3);
        assertThat(prefs.flag("x", true)).isTrue();
    }

    @Test
    void themeRulesSplitsAndFlagsAreRemembered() {
        MemoryPreferences node = new MemoryPreferences();
        ComfortPreferences first = new ComfortPreferences(node);
        first.setTheme(Theme.LIGHT);
        first.setIgnoreRules(IgnoreRules.of(List.of("syn[*].draw_rot", "*.late_cdats")));
        first.setSplit("inspector.history", 0.64);
        first.setSplit("ignored", 1.5); // out of range: not saved
        first.setFlag("inspector.onlyDifferences", true);
        ComfortPreferences again = new ComfortPreferences(node);
        assertThat(again.theme()).isEqualTo(Theme.LIGHT);
        assertThat(again.ignoreRules().patterns()).containsExactly("syn[*].draw_rot", "*.late_cdats");
        assertThat(again.split("inspector.history", 0.5)).isEqualTo(0.64);
        assertThat(again.split("ignored", 0.5)).isEqualTo(0.5);
        assertThat(again.flag("inspector.onlyDifferences", false)).isTrue();
    }

    @Test
    void rulesTheUserClearedStayCleared() {
        MemoryPreferences node = new MemoryPreferences();
        new ComfortPreferences(node).setIgnoreRules(IgnoreRules.NONE);
        assertThat(new ComfortPreferences(node).ignoreRules()).isEqualTo(IgnoreRules.NONE);
    }

    @Test
    void aHandEditedThemeFallsBackToDark() {
        MemoryPreferences node = new MemoryPreferences();
        node.put("theme", "purple");
        assertThat(new ComfortPreferences(node).theme()).isEqualTo(Theme.DARK);
        node.put("theme", "LIGHT");
        assertThat(new ComfortPreferences(node).theme()).isEqualTo(Theme.LIGHT);
    }

    @Test
    void theThemeModelSavesWhatTheUserPicks() {
        MemoryPreferences node = new MemoryPreferences();
        ThemeViewModel model = new ThemeViewModel(new ComfortPreferences(node));
        assertThat(model.darkProperty().get()).isTrue();
        model.toggle();
        assertThat(model.darkProperty().get()).isFalse();
        assertThat(new ComfortPreferences(node).theme()).isEqualTo(Theme.LIGHT);
    }

    /** A background job that ends after its window's settings node was removed (a test's cleanup, a reset). */
    @Test
    void aRemovedNodeReadsAsTheDefaultsAndForgetsWrites() throws Exception {
        java.util.prefs.Preferences node = new MemoryPreferences().node("viewer");
        ComfortPreferences prefs = new ComfortPreferences(node);
        prefs.setSplit("inspector", 0.7);
        node.removeNode();
        assertThat(prefs.split("inspector", 0.3)).isEqualTo(0.3);
        assertThat(prefs.flag("x", true)).isTrue();
        assertThat(prefs.theme()).isEqualTo(Theme.DARK);
        prefs.setSplit("inspector", 0.5);
        prefs.setFlag("x", false);
        prefs.setTheme(Theme.LIGHT);
        assertThat(prefs.split("inspector", 0.3)).isEqualTo(0.3);
    }
}

package org.netreplay.viewer.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.netreplay.viewer.testing.MemoryPreferences;

class ViewerPreferencesTest {
    private final Preferences node = new MemoryPreferences().node("test"); // in memory: no file lock
    private final ViewerPreferences preferences = new ViewerPreferences(node);

    @AfterEach
    void removeNode() throws Exception {
        node.removeNode();
    }

    @Test
    void aRemovedNodeReadsAsTheDefaultsInsteadOfStoppingTheViewer() throws Exception {
        Preferences dropped = new MemoryPreferences().node("dropped");
        ViewerPreferences late = new ViewerPreferences(dropped);
        late.setChartsDivider(0.4);
        late.setChartsShown(false);
        dropped.removeNode(); // a test's settings dropped before a late background result lays the window out
        assertThat(late.chartsDivider(0.72)).isEqualTo(0.72);
        assertThat(late.chartsShown()).isTrue();
        assertThat(late.recentFiles()).isEmpty();
    }

    @Test
    void recentFilesAreNewestFirstWithoutDuplicatesAndCapped() {
        for (int i = 0; i < 12; i++) {
            preferences.addRecent(List.of(Path.of("/logs/f" + i + ".txt")));
        }
        preferences.addRecent(List.of(Path.of("/logs/f5.txt")));
        List<Path> recent = preferences.recentFiles();
        assertThat(recent).hasSize(ViewerPreferences.MAX_RECENT);
        assertThat(recent.get(0)).isEqualTo(Path.of("/logs/f5.txt"));
        assertThat(recent.get(1)).isEqualTo(Path.of("/logs/f11.txt"));
        assertThat(recent).doesNotHaveDuplicates();
    }

    @Test
    void hiddenTypesRoundTripAndAreNullWhenNeverSaved() {
        assertThat(preferences.hiddenTypes()).isNull();
        BitSet hidden = new BitSet();
        hidden.set(23);
        hidden.set(44);
        preferences.setHiddenTypes(hidden);
        assertThat(preferences.hiddenTypes()).isEqualTo(hidden);
    }

    @Test
    void windowBoundsAreNullUntilSaved() {
        assertThat(preferences.windowBounds()).isNull();
        preferences.setWindowBounds(10, 20, 1200, 800);
        assertThat(preferences.windowBounds()).containsExactly(10, 20, 1200, 800);
    }
}

package org.netreplay.viewer.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.viewer.common.ViewerPreferences;
import org.netreplay.viewer.task.DirectTaskRunner;
import org.netreplay.testdata.SampleSession;
import org.netreplay.viewer.testing.MemoryPreferences;

/**
 * An opened session reaches every page in one go (the log page's filter, log views and charts, the replay page), and
 * a session opened next replaces it everywhere. Jobs run on the caller's thread; no FX thread.
 */
class SessionShowTest {
    private final Preferences node = new MemoryPreferences().node("test"); // in memory: no file lock
    private final MainViewModel model =
            new MainViewModel(new DirectTaskRunner(), LogTypeRegistry.loadDefault(), new ViewerPreferences(node));

    @AfterEach
    void removeNode() throws Exception {
        node.removeNode();
    }

    @Test
    void everyPageShowsTheOpenedSessionWhenTheOpenFinishes() {
        model.open(List.of(SampleSession.folder()));

        assertThat(model.filter().types()).isNotEmpty();
        assertThat(model.log().sessionProperty().get()).isSameAs(model.session().sessionProperty().get());
        assertThat(model.log().rowsProperty().get().size()).isPositive();
        assertThat(model.replay().sourcesProperty().get()).isNotNull(); // the sample's recording
        assertThat(model.session().titleProperty().get()).startsWith(SampleSession.folder().getFileName().toString());
    }

    @Test
    void theLogPageShowsTheSessionBeforeTheReplayPageHasOpenedItsRecording() {
        org.netreplay.viewer.testing.GatedRunner gated =
                new org.netreplay.viewer.testing.GatedRunner("Preparing the Replay page");
        MainViewModel staged = new MainViewModel(gated, LogTypeRegistry.loadDefault(),
                new ViewerPreferences(new MemoryPreferences().node("staged")));
        staged.open(List.of(SampleSession.folder()));

        assertThat(staged.log().rowsProperty().get().size()).as("the log's rows do not wait").isPositive();
        assertThat(staged.replay().sourcesProperty().get()).isNull();
        assertThat(staged.replay().openingProperty().get()).as("the replay page takes its place").isTrue();
        assertThat(gated.held).hasSize(1);

        gated.releaseAll();
        assertThat(staged.replay().sourcesProperty().get()).isNotNull();
        assertThat(staged.replay().openingProperty().get()).isFalse();
    }

    @Test
    void aSessionOpenedNextReplacesTheFirstOnEveryPage() {
        Path serverLog = SampleSession.textLogs().stream().filter(p -> p.toString().contains("pmserver"))
                .findFirst().orElseThrow();
        model.open(List.of(SampleSession.folder())); // with a recording
        model.open(List.of(serverLog)); // a lone log: no recording

        assertThat(model.log().sessionProperty().get().opened()).containsExactly(serverLog);
        assertThat(model.replay().sourcesProperty().get()).isNull();
        assertThat(model.session().titleProperty().get()).startsWith(serverLog.getFileName().toString());
    }
}

package org.netreplay.viewer.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.UUID;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.viewer.common.ViewerPreferences;
import org.netreplay.viewer.testing.GatedRunner;
import org.netreplay.testdata.SampleSession;

/**
 * An opened session reaches the pages in steps one FX turn apart (the log page's filter, its log views, then the
 * replay page); the turns are jobs without work, which this test's runner holds until released. No FX thread.
 */
class SessionShowTurnsTest {
    private final Preferences node = Preferences.userRoot().node("org/netreplay/turns-test-" + UUID.randomUUID());
    private final GatedRunner runner = new GatedRunner("Showing the session");
    private final MainViewModel model =
            new MainViewModel(runner, LogTypeRegistry.loadDefault(), new ViewerPreferences(node));

    @AfterEach
    void removeNode() throws Exception {
        node.removeNode();
    }

    @Test
    void theLogViewsAndThenTheReplayPageGetTheSessionATurnApartAndOnlyThenIsTheOpenFinished() {
        model.open(List.of(SampleSession.folder()));

        assertThat(model.filter().types()).as("the filter's step").isNotEmpty();
        assertThat(model.log().sessionProperty().get()).as("the log views' turn is held").isNull();
        assertThat(runner.held).hasSize(1);

        runner.releaseAll();

        assertThat(model.log().sessionProperty().get()).isNotNull();
        assertThat(model.log().rowsProperty().get().size()).isPositive();
        assertThat(model.replay().sourcesProperty().get()).as("the replay page's turn is held").isNull();
        assertThat(model.session().titleProperty().get()).isEqualTo("netreplay");
        assertThat(runner.held).hasSize(1);

        runner.releaseAll();

        assertThat(model.replay().sourcesProperty().get()).isNotNull(); // the sample's recording
        assertThat(model.session().titleProperty().get()).startsWith(SampleSession.folder().getFileName().toString());
    }

    @Test
    void theHeldTurnOfASessionReplacedMeanwhileShowsNothing() {
        Path serverLog = SampleSession.textLogs().stream().filter(p -> p.toString().contains("pmserver"))
                .findFirst().orElseThrow();
        model.open(List.of(SampleSession.folder())); // with a recording; its replay turn is held
        model.open(List.of(serverLog)); // a lone log: no recording

        runner.releaseAll(); // the folder's turn first: it must not show the folder's log views nor its recording
        runner.releaseAll();

        assertThat(model.log().sessionProperty().get().opened()).containsExactly(serverLog);
        assertThat(model.replay().sourcesProperty().get()).isNull();
        assertThat(model.session().titleProperty().get()).startsWith(serverLog.getFileName().toString());
    }
}

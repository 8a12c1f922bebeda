package org.netreplay.viewer.netgame;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.netreplay.testdata.SampleSession;
import org.netreplay.viewer.shell.MainViewModel;
import org.netreplay.viewer.testing.ViewerWindow;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The bundled real netgame in the window with its rebuild on: the replay page first replays the server's recording,
 * then shows the rebuilt server beside client 1 and says it is verified; the corrections lane appears under the
 * desync timeline, F9 goes to the first correction and the page and the status bar name it. One rebuild for the
 * whole class (it takes seconds). Expected values come from reading the files ({@link SampleSession}).
 */
@ExtendWith(ApplicationExtension.class)
class NetgameReplayGuiTest {
    private static final long REBUILD_SECONDS = 300;
    private ViewerWindow viewer;
    private MainViewModel model;

    @Start
    void start(Stage stage) {
        viewer = ViewerWindow.show(stage);
        model = viewer.model();
        model.netgame().setEnabled(true);
        model.open(List.of(SampleSession.folder()));
    }

    @AfterEach
    void tearDown() throws Exception {
        viewer.close();
    }

    @Test
    void theRebuiltServerAndClientSideBySideTheVerdictAndTheCorrections(FxRobot robot) throws TimeoutException {
        waitUntil(() -> model.netgame().phaseProperty().get() != NetgameRebuildViewModel.Phase.NONE, 60);
        waitUntil(() -> model.netgame().phaseProperty().get() != NetgameRebuildViewModel.Phase.REBUILDING,
                REBUILD_SECONDS);
        // everything compared matched; client 2's log is not in the folder, so it is rebuilt from the server's log
        assertThat(model.netgame().phaseProperty().get()).isEqualTo(NetgameRebuildViewModel.Phase.VERIFIED);
        waitUntil(() -> model.replay().clientNames().size() == 2 && model.replay().frameProperty().get() >= 0, 60);

        // the verdict, and what was compared per peer as counted from the files
        assertThat(label(robot, "#netgameHeadline")).startsWith("Verified: all ").contains(" numbers compared with "
                + "the logs match").contains("client 2 rebuilt from the server's log (its own log is not in the "
                + "folder)");
        long txStdf = SampleSession.count(l -> l.tagged() && l.typeId() == 27 && l.file().contains("pmserver")
                && l.text().startsWith("tx stdf") && l.text().contains(" cmp:"));
        long applied = SampleSession.count(l -> l.tagged() && l.file().contains("pmclient1")
                && l.text().contains("Apply dif [") && l.text().contains("] [applied]"));
        assertThat(model.netgame().details()).anyMatch(d -> d.startsWith(String.format(java.util.Locale.ROOT,
                "server: %,d/%,d difs", txStdf, txStdf)));
        assertThat(model.netgame().details()).anyMatch(d -> d.startsWith(String.format(java.util.Locale.ROOT,
                "client 1: %,d/%,d difs", applied, applied)));
        assertThat(label(robot, "#netgameEnds")).contains("Client 1's log ends at frame ");
        assertThat(model.netgame().recordings()).hasSize(1);
        assertThat(model.netgame().recordings().get(0)).startsWith("autosave on level quit · level 3");
        assertThat(model.netgame().chosenRecordingProperty().get()).isZero();

        // the server and both clients side by side (client 2, without its log, rebuilt from the server's log)
        assertThat(model.replay().serverNameProperty().get()).isEqualTo("server");
        assertThat(model.replay().clientNames()).containsExactly("client 1", "client 2");
        assertThat(robot.lookup("#serverCanvas").tryQuery()).isPresent();
        assertThat(robot.lookup("#clientCanvas0").tryQuery()).isPresent();
        assertThat(robot.lookup("#clientCanvas1").tryQuery()).isPresent();
        assertThat(robot.lookup(".client-canvas").queryAll()).hasSize(2);

        // the lane, and F9 to the first correction: client 1's first applied dif
        Node lane = robot.lookup("#correctionLane").query();
        assertThat(lane.isVisible()).isTrue();
        long client2Staks = SampleSession.count(l -> l.tagged() && l.typeId() == 33 && l.file().contains("pmserver")
                && l.text().startsWith("rx stak p:2 "));
        assertThat(model.corrections().lanesProperty().get().all()).hasSizeBetween((int) applied + 1,
                (int) (applied + client2Staks));
        int firstApplied = SampleSession.lines().stream().filter(l -> l.tagged() && l.file().contains("pmclient1")
                && l.text().contains("Apply dif [") && l.text().contains("] [applied]")).findFirst().orElseThrow()
                .frame();
        robot.clickOn("#logList");
        robot.press(KeyCode.F9).release(KeyCode.F9);
        waitUntil(() -> model.cursor().frame() == firstApplied && model.corrections().detailProperty().get() != null,
                60);
        assertThat(label(robot, "#correctionTitle")).startsWith("Correction c1, frame " + firstApplied + ":");
        assertThat(label(robot, "#correctionFields"))
                .isEqualTo("The client's first state: it predicted nothing before this dif.");
        assertThat(label(robot, "#statusCorrections")).startsWith("Correction c1 at frame " + firstApplied + ":");
        waitUntil(() -> model.replay().frameProperty().get() == firstApplied, 60);
        assertThat(model.replay().clientLabelProperty().get()).startsWith("corrected by dif s:0 d:");

        // the next one changed fields of the client's state, named in the panel
        robot.press(KeyCode.F9).release(KeyCode.F9);
        waitUntil(() -> model.cursor().frame() > firstApplied && model.corrections().detailProperty().get() != null
                && model.corrections().detailProperty().get().correction().frame() == model.cursor().frame(), 60);
        assertThat(label(robot, "#correctionFields")).matches("\\d+ fields? changed: .*");

        // the desync timeline is proven from the same rebuild: a row per peer, and F7 says what was proven
        waitUntil(() -> model.timeline().dataProperty().get() != null, REBUILD_SECONDS);
        var timeline = model.timeline().dataProperty().get();
        assertThat(timeline.comparable()).isTrue();
        assertThat(timeline.first()).isNull();
        assertThat(timeline.clients()).containsExactly("srv", "c1", "c2");
        String proven = "server, client 1 and client 2 proven in sync frame by frame against the logs";
        assertThat(timeline.proven()).isEqualTo(proven);
        assertThat(timeline.incomplete()).isNull();
        assertThat(label(robot, "#statusDesync")).isEqualTo("In sync over frames " + timeline.firstFrame() + "–"
                + timeline.lastFrame() + " (" + proven + ")");
        int at = model.cursor().frame();
        robot.press(KeyCode.F7).release(KeyCode.F7);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(model.cursor().frame()).isEqualTo(at);
        assertThat(model.log().noticeProperty().get()).isEqualTo("No desync after frame " + at + ". S"
                + proven.substring(1) + ".");
    }

    private static String label(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(Label.class).getText();
    }

    private static void waitUntil(java.util.concurrent.Callable<Boolean> condition, long seconds)
            throws TimeoutException {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return condition.call();
        });
    }
}

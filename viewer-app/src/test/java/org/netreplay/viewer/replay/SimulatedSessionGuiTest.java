package org.netreplay.viewer.replay;

import static org.assertj.core.api.Assertions.assertThat;
import static org.netreplay.viewer.replay.ReplayGui.text;
import static org.netreplay.viewer.replay.ReplayGui.waitUntil;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.netreplay.sim.Simulation;
import org.netreplay.sim.SimulationConfig;
import org.netreplay.sim.bots.BotKind;
import org.netreplay.viewer.shell.MainViewModel;
import org.netreplay.viewer.testing.ViewerWindow;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The window on a simulated session (server + two clients, states files; its first frame is above 0, which once
 * made the frame slider throw): server and both clients side by side with their frame labels, a click on client 2's canvas choosing it, the
 * client's own simulation, and the overlay on one canvas.
 */
@ExtendWith(ApplicationExtension.class)
class SimulatedSessionGuiTest {
    private static Path folder;
    private ViewerWindow viewer;
    private MainViewModel model;

    @BeforeAll
    static void simulate() throws IOException {
        folder = Files.createTempDirectory("netreplay-replay-sim-gui");
        Simulation.start(SimulationConfig.builder().out(folder.resolve("s")).players(3).frames(400)
                .bot(BotKind.STRESS, null).seed(11).build()).run(Simulation.Progress.NONE);
    }

    @AfterAll
    static void clean() throws IOException {
        try (Stream<Path> walk = Files.walk(folder)) {
            for (Path p : walk.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        }
    }

    @Start
    void start(Stage stage) {
        viewer = ViewerWindow.show(stage);
        model = viewer.model();
        model.open(List.of(folder.resolve("s")));
    }

    @AfterEach
    void tearDown() throws Exception {
        viewer.close();
    }

    private static ReplayCanvas canvas(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(ReplayCanvas.class);
    }

    @Test
    void serverAndEveryClientSideBySideAClickChoosesOneThenOverlaid(FxRobot robot) throws TimeoutException {
        waitUntil(() -> robot.lookup("#clientCanvas1").tryQuery().isPresent()
                && text(robot, "#replayFrame").startsWith("frame "));
        robot.interact(() -> model.replay().requestFrame(300));
        waitUntil(() -> text(robot, "#replayFrame").startsWith("frame 300 / ")
                && model.replay().clientStateProperty().get() != null);
        assertThat(canvas(robot, "#serverCanvas").titleText()).isEqualTo("server  ·  authoritative");
        assertThat(canvas(robot, "#clientCanvas0").titleText()).startsWith("client 1  ·  ")
                .matches(".*(confirmed|resimulated|predicted)$");
        assertThat(canvas(robot, "#clientCanvas1").titleText()).startsWith("client 2  ·  ")
                .matches(".*(confirmed|resimulated|predicted)$");
        assertThat(canvas(robot, "#clientCanvas0").chosen()).isTrue();
        robot.clickOn("#clientCanvas1");
        waitUntil(() -> model.replay().chosenClientProperty().get() == 1);
        assertThat(model.replay().clientNameProperty().get()).isEqualTo("client 2");
        assertThat(canvas(robot, "#clientCanvas1").chosen()).isTrue();
        assertThat(canvas(robot, "#clientCanvas0").chosen()).isFalse();
        robot.clickOn("#replayOwnSimulation");
        waitUntil(() -> model.replay().clientOwnSimulationProperty().get()
                && canvas(robot, "#clientCanvas1").titleText().matches(".*(resimulated|predicted|confirmed)$"));
        robot.clickOn("#replayOverlay");
        waitUntil(() -> robot.lookup(".client-canvas").tryQuery().isEmpty());
        assertThat(model.replay().overlayProperty().get()).isTrue();
        assertThat(canvas(robot, "#serverCanvas").drawnSprites()).isNotEmpty();
    }
}

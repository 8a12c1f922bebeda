package org.netreplay.viewer.replay;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.netreplay.log.ProgressListener;
import org.netreplay.session.OpenSession;
import org.netreplay.session.SessionLoader;
import org.netreplay.testdata.TestData;
import org.netreplay.viewer.task.DirectTaskRunner;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A canvas's title in a narrow cell: the bundled simulated desync session's client 1, its own simulation on, at a
 * frame whose state it logged as {@code resimulated}; the name and the label wrap onto lines of their own and are
 * drawn whole, never cut to "resimu…".
 */
@ExtendWith(ApplicationExtension.class)
class ReplayCanvasTitleGuiTest {
    private Stage stage;

    @Start
    void start(Stage primary) {
        stage = new Stage();
    }

    @AfterEach
    void tearDown() throws Exception {
        org.testfx.api.FxToolkit.setupFixture(stage::hide);
        org.testfx.api.FxToolkit.cleanupStages();
    }

    @Test
    void aLabelWiderThanItsCanvasWrapsAndIsDrawnWhole(FxRobot robot) throws Exception {
        OpenSession session = SessionLoader.load(
                List.of(TestData.file("sample-logs/sessions/sim-fault-corrupt-dif")), ProgressListener.NONE);
        ReplayPageModel model = new ReplayPageModel(new DirectTaskRunner());
        robot.interact(() -> {
            model.show(session, model.prepare(session));
            model.clientOwnSimulationProperty().set(true);
            model.chosenClientProperty().set(0);
        });
        int frame = -1;
        for (int f = model.firstFrameProperty().get(); f <= model.lastFrameProperty().get() && frame < 0; f++) {
            int at = f;
            robot.interact(() -> model.requestFrame(at));
            if ("resimulated".equals(model.clientLabelProperty().get())) {
                frame = f;
            }
        }
        assertThat(frame).as("a frame client 1 logged as resimulated").isGreaterThanOrEqualTo(0);
        List<ReplayCanvas> canvas = new ArrayList<>();
        robot.interact(() -> {
            canvas.add(new ReplayCanvas(model, new Viewport(), 0));
            Scene scene = new Scene(new StackPane(canvas.get(0)), 72, 300);
            scene.getStylesheets().add(getClass().getResource("/org/netreplay/viewer/viewer.css").toExternalForm());
            scene.getStylesheets().add(getClass().getResource("/org/netreplay/viewer/replay/replay.css")
                    .toExternalForm());
            stage.setScene(scene);
            stage.show();
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            Label name = (Label) canvas.get(0).lookup(".replay-side-name");
            Label state = (Label) canvas.get(0).lookup(".replay-side-state");
            assertThat(name.getText()).isEqualTo("client 1  ·  in the inspector");
            assertThat(state.getText()).isEqualTo("resimulated");
            for (Label label : List.of(name, state)) {
                Text drawn = (Text) label.lookup(".text");
                assertThat(drawn.getText()).as("drawn").isEqualTo(label.getText());
                assertThat(label.getHeight()).as("its lines fit").isGreaterThanOrEqualTo(label.prefHeight(
                        label.getWidth()) - 0.5);
            }
            // the name wraps in a 72 px cell: its label is taller than one line
            assertThat(name.getHeight()).isGreaterThan(state.getHeight());
        });
    }
}

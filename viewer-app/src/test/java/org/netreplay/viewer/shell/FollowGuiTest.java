package org.netreplay.viewer.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.log.write.TextLogWriter;
import org.netreplay.viewer.testing.ShownRows;
import org.netreplay.viewer.testing.ViewerWindow;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window following a session folder while a writer thread appends the game's lines to a server and a client
 * log: the list shows each new last line at its bottom, merged by frame, without the user doing anything.
 */
@ExtendWith(ApplicationExtension.class)
class FollowGuiTest {
    @TempDir
    static Path dir;
    private ViewerWindow viewer;
    private Path server;
    private Path client;

    @Start
    void start(Stage stage) throws Exception {
        server = Files.writeString(dir.resolve("server.txt"), TextLogWriter.prefix(10, 0, 0) + "server up\n");
        client = Files.writeString(dir.resolve("client1.txt"), TextLogWriter.prefix(10, 1, 0) + "client up\n");
        viewer = ViewerWindow.show(stage);
        viewer.model().session().followProperty().set(true);
        viewer.model().open(List.of(dir));
    }

    @AfterEach
    void tearDown() throws Exception {
        viewer.close();
    }

    @Test
    void linesWrittenWhileTheWindowFollowsAppearAtTheBottomMergedByFrame(FxRobot robot) throws Exception {
        waitUntil(() -> rows(robot).size() == 2);
        AtomicInteger written = new AtomicInteger();
        Thread writer = new Thread(() -> {
            try (Writer s = Files.newBufferedWriter(server, StandardCharsets.ISO_8859_1, StandardOpenOption.APPEND);
                 Writer c = Files.newBufferedWriter(client, StandardCharsets.ISO_8859_1, StandardOpenOption.APPEND)) {
                for (int frame = 1; frame <= 60; frame++) {
                    s.write(TextLogWriter.prefix(10, 0, frame) + "server frame " + frame + "\n");
                    c.write(TextLogWriter.prefix(44, 1, frame) + "tmst cpu:[0.5] frame " + frame + "\n");
                    s.flush();
                    c.flush();
                    written.set(frame);
                    Thread.sleep(25); // the game's pace: 40 frames a second
                }
            } catch (java.io.IOException | InterruptedException e) {
                throw new IllegalStateException(e);
            }
        }, "log writer");
        writer.start();
        waitUntil(() -> {
            List<ShownRows.Row> rows = rows(robot);
            return written.get() == 60 && !rows.isEmpty()
                    && rows.get(rows.size() - 1).text().equals("tmst cpu:[0.5] frame 60");
        });
        writer.join();
        List<ShownRows.Row> rows = rows(robot);
        assertThat(rows.get(rows.size() - 1).lane()).isEqualTo("c1");
        assertThat(rows.get(rows.size() - 2).text()).isEqualTo("server frame 60");
        assertThat(viewer.model().log().rowsProperty().get().source().rowCount()).isEqualTo(2 + 120);
    }

    private static List<ShownRows.Row> rows(FxRobot robot) {
        List<List<ShownRows.Row>> holder = new java.util.ArrayList<>();
        robot.interact(() -> holder.add(ShownRows.read(robot)));
        return holder.get(0);
    }

    private static void waitUntil(java.util.concurrent.Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(90, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return condition.call();
        });
    }
}

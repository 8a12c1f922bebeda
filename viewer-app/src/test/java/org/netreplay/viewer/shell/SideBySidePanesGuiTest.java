package org.netreplay.viewer.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.prefs.Preferences;
import java.util.regex.Pattern;
import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.viewer.common.ViewerPreferences;
import org.netreplay.viewer.task.FxTaskRunner;
import org.netreplay.testdata.SampleSession;
import org.netreplay.viewer.testing.ShownPages;
import org.netreplay.viewer.testing.ShownRows;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;
import org.netreplay.viewer.testing.MemoryPreferences;

/**
 * Side by side with a server and two clients: one pane per peer, each with only its lanes and its own counts, the
 * status bar over every pane, and the search seeing every pane. The session is the bundled real netgame's server and
 * client logs plus a second client: client 1's log with its player number changed to 2. Expected counts come from
 * reading the files, not from the viewer.
 */
@ExtendWith(ApplicationExtension.class)
class SideBySidePanesGuiTest {
    private static final long TIMEOUT_SECONDS = 60;
    private static final Pattern CLIENT_ONE_PREFIX = Pattern.compile("^\\[(\\s*\\d+)\\]\\[1\\]", Pattern.MULTILINE);
    private final Preferences node = new MemoryPreferences().node("test"); // in memory: no file lock
    private FxTaskRunner runner;
    private MainViewModel model;
    private Path folder;
    private MainWindow window;
    private Stage stage;

    @Start
    void start(Stage stage) throws IOException {
        this.stage = stage;
        folder = Files.createTempDirectory("netreplay-three-peers");
        Path server = SampleSession.textLogs().stream().filter(p -> p.toString().contains("pmserver")).findFirst()
                .orElseThrow();
        Path client = SampleSession.textLogs().stream().filter(p -> p.toString().contains("pmclient1")).findFirst()
                .orElseThrow();
        Files.copy(server, folder.resolve(server.getFileName().toString()));
        Files.copy(client, folder.resolve(client.getFileName().toString()));
        String clientText = Files.readString(client, StandardCharsets.ISO_8859_1);
        Files.writeString(folder.resolve("20261121-053358-[3][pmclient2].txt"),
                CLIENT_ONE_PREFIX.matcher(clientText).replaceAll("[$1][2]"), StandardCharsets.ISO_8859_1);
        runner = new FxTaskRunner(2);
        model = new MainViewModel(runner, LogTypeRegistry.loadDefault(), new ViewerPreferences(node));
        window = new MainWindow(stage, model);
        stage.show();
        model.open(List.of(folder));
    }

    @BeforeEach
    void sideBySide(FxRobot robot) throws TimeoutException {
        waitUntil(() -> text(robot, "#statusLines").contains(" of ") && !ShownRows.read(robot).isEmpty(), robot);
        robot.clickOn("#logList");
        robot.press(KeyCode.CONTROL, KeyCode.D).release(KeyCode.D, KeyCode.CONTROL);
        waitUntil(() -> robot.lookup("#peerList-c2").tryQuery().isPresent()
                && !ShownRows.read(robot, "#peerList-c1").isEmpty()
                && !ShownRows.read(robot, "#peerList-c2").isEmpty(), robot);
    }

    @AfterEach
    void tearDown() throws Exception {
        org.testfx.api.FxToolkit.cleanupStages();
        runner.close();
        node.removeNode();
        try (var files = Files.list(folder)) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
        }
        Files.delete(folder);
    }

    @Test
    void withoutARecordingOnlyTheLogPageShowsAndTheReplayPageAndItsDividerTakeNoWidth(FxRobot robot) {
        javafx.scene.control.SplitPane split = ShownPages.split(robot);
        javafx.scene.Node replayPage = window.replayPage().view();
        assertThat(ShownPages.shown(replayPage)).isFalse();
        assertThat(ShownPages.dividerWidth(robot)).isZero();
        // the divider, not the split, carries the one-page state: a pseudo-class on the split re-styles both pages
        assertThat(split.getPseudoClassStates()).doesNotContain(javafx.css.PseudoClass.getPseudoClass("one-page"));
        assertThat(ShownPages.width(split.getItems().get(0))).isEqualTo(split.getWidth(),
                org.assertj.core.api.Assertions.within(1.0));
        assertThat(ShownPages.shown(robot.lookup("#logList").query())).isTrue();
        // the window shrinks, then grows (within the headless screen): the shown page fills the split each time
        for (double change : new double[] {-300, 150}) {
            robot.interact(() -> stage.setWidth(stage.getWidth() + change));
            WaitForAsyncUtils.waitForFxEvents();
            assertThat(ShownPages.width(split.getItems().get(0))).isEqualTo(split.getWidth(),
                    org.assertj.core.api.Assertions.within(1.0));
        }
    }

    @Test
    void onePanePerPeerEachWithOnlyItsLinesAndItsOwnCounts(FxRobot robot) throws TimeoutException {
        assertThat(read(robot, "#logList")).extracting(ShownRows.Row::lane).containsOnly("srv");
        assertThat(read(robot, "#peerList-c1")).extracting(ShownRows.Row::lane).containsOnly("c1");
        assertThat(read(robot, "#peerList-c2")).extracting(ShownRows.Row::lane).containsOnly("c2");
        assertThat(read(robot, "#peerList-c2")).extracting(ShownRows.Row::player).doesNotContain("1");

        long serverLines = lines("pmserver");
        long clientLines = lines("pmclient1");
        waitUntil(() -> title(robot, "srv").endsWith(String.format(" of %,d lines", serverLines))
                && title(robot, "c1").endsWith(String.format(" of %,d lines", clientLines))
                && title(robot, "c2").endsWith(String.format(" of %,d lines", clientLines)), robot);
        // the status bar counts every pane: the visible lines of the three panes over all the session's lines
        long visible = visibleIn(title(robot, "srv")) + visibleIn(title(robot, "c1")) + visibleIn(title(robot, "c2"));
        assertThat(text(robot, "#statusLines"))
                .isEqualTo(String.format("%,d of %,d lines", visible, serverLines + 2 * clientLines));
    }

    @Test
    void searchFindsHitsInEveryPaneAndF3GoesToTheFirstPaneWithHits(FxRobot robot) throws Exception {
        String regex = "rx dif complete";
        long clientHits = Files.readAllLines(file("pmclient1"), StandardCharsets.ISO_8859_1).stream()
                .filter(line -> line.contains(regex)).count();
        robot.clickOn("#searchField").write(regex).type(KeyCode.ENTER);
        // the server logs no "rx dif": its pane has no hits, each client's pane has its own
        waitUntil(() -> title(robot, "c1").endsWith(String.format("%,d hits", clientHits))
                && title(robot, "c2").endsWith(String.format("%,d hits", clientHits))
                && title(robot, "srv").endsWith("no hits"), robot);
        // Enter found nothing in the server's pane, so the first client pane with hits took over
        waitUntil(() -> read(robot, "#peerList-c1").stream().anyMatch(row -> row.selected()
                && row.text().contains(regex)), robot);
        assertThat(model.sideBySide().activeProperty().get()).isSameAs(model.sideBySide().peers().get(0));
        // the bar names the active pane's hit, then every other pane's count
        assertThat(text(robot, "#hitSummary"))
                .isEqualTo(String.format("c1: 1 / %,d hits · srv 0 · c2 %,d", clientHits, clientHits));
        robot.type(KeyCode.F3);
        waitUntil(() -> text(robot, "#hitSummary").startsWith("c1: 2 / "), robot);

        // F3 in the second client's pane goes through that pane's hits
        ShownRows.Row row = read(robot, "#peerList-c2").get(2);
        robot.clickOn(ShownRows.pointOf(robot, "#peerList-c2", row.index()));
        robot.type(KeyCode.F3);
        waitUntil(() -> text(robot, "#hitSummary").startsWith("c2: ")
                && read(robot, "#peerList-c2").stream().anyMatch(shown -> shown.selected()
                && shown.text().contains(regex)), robot);
    }

    private Path file(String host) {
        try (var files = Files.list(folder)) {
            return files.filter(p -> p.toString().contains(host)).findFirst().orElseThrow();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private long lines(String host) {
        try (var lines = Files.lines(file(host), StandardCharsets.ISO_8859_1)) {
            return lines.count();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static long visibleIn(String title) {
        return Long.parseLong(title.substring(0, title.indexOf(" of ")).replace(",", ""));
    }

    private static String title(FxRobot robot, String peer) {
        return robot.lookup("#paneTitle-" + peer + " .pane-title-counts").queryAs(Label.class).getText();
    }

    private static List<ShownRows.Row> read(FxRobot robot, String list) {
        List<List<ShownRows.Row>> holder = new java.util.ArrayList<>();
        robot.interact(() -> holder.add(ShownRows.read(robot, list)));
        return holder.get(0);
    }

    private static String text(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    private static void waitUntil(java.util.concurrent.Callable<Boolean> condition, FxRobot robot)
            throws TimeoutException {
        WaitForAsyncUtils.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return condition.call();
        });
    }
}

package org.netreplay.viewer.replay;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TreeTableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.netreplay.testdata.TestData;
import org.netreplay.viewer.inspect.InspectedFrame;
import org.netreplay.viewer.netgame.NetgameRebuildViewModel;
import org.netreplay.viewer.shell.MainViewModel;
import org.netreplay.viewer.testing.ViewerWindow;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A real netgame with three clients (pm-netgame's recorded fixture {@code level25-three-clients.zip}, played by the
 * real game) in the window with its rebuild on: the replay page shows the server and all three clients at the same
 * frame, each canvas titled with its peer and how its state is known; a click on client 3's canvas makes it the
 * client the state inspector compares with the server. The frame and each client's expected label come from the
 * clients' own logs ({@code Apply dif [S to D] [applied]} lines), read here, not from the rebuild.
 */
@ExtendWith(ApplicationExtension.class)
class ReplayPeersGuiTest {
    private static final long REBUILD_SECONDS = 300;
    /** A client's applied dif: player, S, D, then how it got to its own frame (rewound / exact / initial / jumped). */
    private static final Pattern APPLIED = Pattern.compile("^\\[\\d+]\\[(\\d+)]\\[\\d+][- ]*Apply dif \\[(\\d+) to "
            + "(\\d+)] \\[applied] \\[(?:rewound \\[(\\d+)] frames|(exact frame match|initial state)|jumped ahead "
            + "(\\d+) frames)");
    private static Path folder;
    private ViewerWindow viewer;
    private MainViewModel model;

    @BeforeAll
    static void unpack() throws IOException {
        folder = Files.createTempDirectory("netreplay-three-clients");
        Path zip = TestData.file("pm-netgame/src/test/resources/recorded/level25-three-clients.zip");
        try (InputStream in = Files.newInputStream(zip); ZipInputStream z = new ZipInputStream(in)) {
            for (ZipEntry e = z.getNextEntry(); e != null; e = z.getNextEntry()) {
                Path to = folder.resolve(e.getName()).normalize();
                if (!to.startsWith(folder)) {
                    throw new IOException("zip entry outside the folder: " + e.getName());
                }
                if (e.isDirectory()) {
                    Files.createDirectories(to);
                } else {
                    Files.createDirectories(to.getParent());
                    Files.copy(z, to, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
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
        model.netgame().setEnabled(true);
        model.open(List.of(folder));
    }

    @AfterEach
    void tearDown() throws Exception {
        viewer.close();
    }

    /**
     * @return client {@code player}'s applied difs in its level-25 log, by the client's own frame when it applied
     *         each: {S, D}, the last of a frame winning. The log line says D and how the client got from its frame
     *         to D: re-simulated N frames (it was at D + N), an exact match or the initial state (at D); a jump
     *         ahead of N frames marks D and D − N as {@code null} (the frame it was at is not this test's to decide)
     */
    private static Map<Integer, int[]> appliedDifs(int player) throws IOException {
        Map<Integer, int[]> byFrame = new TreeMap<>();
        try (Stream<Path> logs = Files.list(folder.resolve("client" + player).resolve("logs"))) {
            for (Path log : logs.filter(p -> p.getFileName().toString().contains("[25]")).toList()) {
                try (Stream<String> lines = Files.lines(log, StandardCharsets.ISO_8859_1)) {
                    lines.forEach(line -> {
                        Matcher m = APPLIED.matcher(line);
                        if (!m.find() || Integer.parseInt(m.group(1)) != player) {
                            return;
                        }
                        int[] dif = {Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3))};
                        if (m.group(6) != null) {
                            byFrame.put(dif[1], null);
                            byFrame.put(dif[1] - Integer.parseInt(m.group(6)), null);
                        } else {
                            byFrame.put(dif[1] + (m.group(4) == null ? 0 : Integer.parseInt(m.group(4))), dif);
                        }
                    });
                }
            }
        }
        return byFrame;
    }

    @Test
    void theServerAndEveryClientSideBySideAndAClickChoosesTheClientTheInspectorCompares(FxRobot robot)
            throws Exception {
        List<Map<Integer, int[]>> applied = new ArrayList<>();
        for (int p = 1; p <= 3; p++) {
            applied.add(appliedDifs(p));
        }
        // the first frame from 1,000 on where client 3 applied a dif (its label there names that dif) and no
        // client jumped ahead
        int frame = applied.get(2).keySet().stream().filter(f -> f >= 1000 && applied.stream().noneMatch(a ->
                a.containsKey(f) && a.get(f) == null)).findFirst().orElseThrow();
        waitUntil(() -> model.netgame().phaseProperty().get() != NetgameRebuildViewModel.Phase.NONE, 60);
        waitUntil(() -> model.netgame().phaseProperty().get() != NetgameRebuildViewModel.Phase.REBUILDING,
                REBUILD_SECONDS);
        waitUntil(() -> model.replay().clientNames().size() == 3, 60);
        assertThat(model.replay().clientNames()).containsExactly("client 1", "client 2", "client 3");
        robot.interact(() -> model.replay().requestFrame(frame));
        waitUntil(() -> model.replay().frameProperty().get() == frame
                && model.replay().clientStatesProperty().get().size() == 3, 60);

        // four canvases, each titled with its peer and what its state is at this frame
        List<ReplayCanvas> canvases = robot.lookup(".replay-canvas").queryAllAs(ReplayCanvas.class).stream()
                .filter(Node::isVisible).sorted(java.util.Comparator.comparingInt(ReplayCanvas::peer)).toList();
        assertThat(canvases).extracting(ReplayCanvas::peer).containsExactly(ReplayCanvas.SERVER, 0, 1, 2);
        assertThat(shown(canvases.get(0))).startsWith("server  ·  authoritative");
        for (int p = 1; p <= 3; p++) {
            int[] dif = applied.get(p - 1).get(frame);
            String expected = dif == null ? "client " + p + "  ·  predicted"
                    : "client " + p + "  ·  corrected by dif s:" + dif[0] + " d:" + dif[1];
            assertThat(shown(canvases.get(p))).as("client %d at frame %d", p, frame).startsWith(expected);
            assertThat(canvases.get(p).titleText()).isEqualTo(shown(canvases.get(p)));
        }
        assertThat(canvases.get(1).chosen()).isTrue();
        assertThat(inspected().clientLabel()).startsWith("client 1 · ");

        // a click on client 3's canvas: the inspector compares client 3 with the server, at the same frame
        robot.clickOn(canvases.get(3));
        WaitForAsyncUtils.waitForFxEvents();
        waitUntil(() -> inspected() != null && inspected().clientLabel().startsWith("client 3 · "), 60);
        InspectedFrame compared = inspected();
        assertThat(compared.frame()).isEqualTo(frame);
        assertThat(compared.clientLabel()).startsWith("client 3 · corrected by dif s:"
                + applied.get(2).get(frame)[0] + " d:" + applied.get(2).get(frame)[1]);
        assertThat(compared.client()).isEqualTo(model.replay().clientStatesProperty().get().get(2).state());
        assertThat(compared.server()).isEqualTo(model.replay().serverStateProperty().get());
        assertThat(model.replay().chosenClientProperty().get()).isEqualTo(2);
        assertThat(canvases.get(3).chosen()).isTrue();
        assertThat(canvases.get(1).chosen()).isFalse();
        // the inspector's table for client 3 is made in the background after the frame it compares changed
        waitUntil(() -> model.inspector().tableProperty().get() != null
                && model.inspector().tableProperty().get().clientLabel().startsWith("client 3 · "), 60);
        TreeTableView<?> tree = robot.lookup("#inspectorTree").queryAs(TreeTableView.class);
        assertThat(tree.getColumns().stream().filter(c -> "clientColumn".equals(c.getId())).findFirst()
                .orElseThrow().getText()).startsWith("client 3 · corrected by dif s:");
    }

    /** @return the canvas's title as the user sees it: its two lines joined as one */
    private static String shown(ReplayCanvas canvas) {
        String name = ((Label) canvas.lookup(".replay-side-name")).getText();
        String state = ((Label) canvas.lookup(".replay-side-state")).getText();
        String peer = name.replace("  ·  in the inspector", "");
        return peer + "  ·  " + state;
    }

    private InspectedFrame inspected() {
        return model.inspector().frameProperty().get();
    }

    private static void waitUntil(Callable<Boolean> condition, long seconds) throws TimeoutException {
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return condition.call();
        });
    }
}

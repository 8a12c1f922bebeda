package org.netreplay.viewer.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.prefs.Preferences;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.session.OpenSession;
import org.netreplay.viewer.common.ViewerPreferences;
import org.netreplay.viewer.page.PageModel;
import org.netreplay.viewer.task.DirectTaskRunner;
import org.netreplay.viewer.testing.MemoryPreferences;

/** The session view model tells every page about each session and closes a page's work with its session. */
class SessionViewModelTest {
    private final Preferences node = new MemoryPreferences().node("test"); // in memory: no file lock

    @AfterEach
    void tearDown() throws Exception {
        node.removeNode();
    }

    /** A page that records what it was told, in order. */
    private static final class RecordingPage implements PageModel<String> {
        final List<String> calls = new ArrayList<>();

        @Override
        public String title() {
            return "Recording";
        }

        @Override
        public String prepare(OpenSession session) {
            return "prepared " + session.rowCount();
        }

        @Override
        public void show(OpenSession session, String prepared) {
            calls.add("show " + session.opened().get(0).getFileName() + " (" + prepared + ")");
        }

        @Override
        public void swapIn(OpenSession head, OpenSession full, String prepared, Runnable releaseHead) {
            calls.add("swap");
            releaseHead.run();
        }

        @Override
        public void close() {
            calls.add("close");
        }
    }

    @Test
    void everyPageShowsEachSessionAndStopsItsWorkWhenTheSessionCloses(@TempDir Path dir) throws Exception {
        Path a = dir.resolve("a.txt");
        Path b = dir.resolve("b.txt");
        Files.writeString(a, "[10][0][1]a\n[10][0][2]a\n");
        Files.writeString(b, "[10][0][1]b\n");
        SessionViewModel sessions = new SessionViewModel(new DirectTaskRunner(), new ViewerPreferences(node));
        RecordingPage first = new RecordingPage();
        RecordingPage second = new RecordingPage();
        sessions.addPage(first);
        sessions.addPage(second);
        sessions.open(List.of(a), () -> { }, head -> { });
        OpenSession sessionA = sessions.sessionProperty().get();
        sessions.open(List.of(b), () -> { }, head -> { });
        for (RecordingPage page : List.of(first, second)) {
            assertThat(page.calls).containsExactly("show a.txt (prepared 2)", "close", "show b.txt (prepared 1)");
        }
        assertThat(sessions.sessionProperty().get().opened()).containsExactly(b);
        assertThat(sessions.titleProperty().get()).isEqualTo("b.txt — netreplay");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> sessionA.log().lanes().get(0).readLines(0, 1))
                .as("the old session's files were released").hasStackTraceContaining("The log file was closed");
    }

    @Test
    void everyBadPathIsNamedUpToFive() {
        List<org.netreplay.session.FileProblem> problems = new ArrayList<>();
        for (int i = 1; i <= 7; i++) {
            problems.add(new org.netreplay.session.FileProblem(Path.of("/tmp/bad" + i + ".txt"), "it does not exist"));
        }
        String text = SessionViewModel.describe(problems.subList(0, 3));
        assertThat(text).contains("bad1.txt").contains("bad2.txt").contains("bad3.txt");
        assertThat(SessionViewModel.describe(problems)).contains("bad5.txt").doesNotContain("bad6.txt")
                .endsWith("and 2 more.");
    }
}

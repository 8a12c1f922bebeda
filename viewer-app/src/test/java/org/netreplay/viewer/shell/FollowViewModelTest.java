package org.netreplay.viewer.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.log.write.TextLogWriter;
import org.netreplay.viewer.common.ViewerPreferences;
import org.netreplay.viewer.logview.ScrollRequest;
import org.netreplay.viewer.task.DirectTaskRunner;
import org.netreplay.viewer.testing.MemoryPreferences;

/**
 * Follow mode in the window's model, jobs run on the caller's thread: lines appended to a followed session's logs
 * reach the log view, merged by frame; a view at the last line stays at the last line, one scrolled away stays where
 * it is; turning Follow on (or opening a session while it is on) shows the end; a truncated log is read again with
 * a notice. Expected rows come from what the test wrote.
 */
class FollowViewModelTest {
    private final Preferences node = new MemoryPreferences().node("test"); // in memory: no file lock
    private final MainViewModel model =
            new MainViewModel(new DirectTaskRunner(), LogTypeRegistry.loadDefault(), new ViewerPreferences(node));

    @TempDir
    Path dir;

    private static void append(Path file, String... lines) throws Exception {
        Files.writeString(file, String.join("", lines), StandardCharsets.ISO_8859_1, StandardOpenOption.APPEND);
    }

    private static String line(int type, int player, int frame, String text) {
        return TextLogWriter.prefix(type, player, frame) + text + "\n";
    }

    @Test
    void appendedLinesReachTheViewMergedByFrameAndAViewAtTheEndStaysThere() throws Exception {
        Path server = Files.writeString(dir.resolve("server.txt"), line(10, 0, 1, "server up"));
        Path client = Files.writeString(dir.resolve("client1.txt"), line(10, 1, 1, "client up"));
        model.open(List.of(dir));
        assertThat(model.log().rowsProperty().get().size()).isEqualTo(2);

        model.session().pollFollowed(); // follow is off: nothing happens
        append(server, line(10, 0, 2, "s2"));
        model.session().pollFollowed();
        assertThat(model.log().rowsProperty().get().size()).isEqualTo(2);

        model.session().followProperty().set(true);
        model.log().firstShownProperty().set(0);
        model.log().lastShownProperty().set(1); // the view shows both rows: the end
        append(client, line(10, 1, 2, "c2"), line(10, 1, 3, "c3"));
        model.session().pollFollowed();

        var rows = model.log().rowsProperty().get();
        assertThat(rows.size()).isEqualTo(5);
        List<String> texts = new java.util.ArrayList<>();
        for (int position = 0; position < rows.size(); position++) {
            texts.add(model.log().line(position).text());
        }
        assertThat(texts).containsExactly("server up", "client up", "s2", "c2", "c3");
        ScrollRequest request = model.log().navigation().scrollRequestProperty().get();
        assertThat(request.position()).isEqualTo(4);
        assertThat(request.linesFromTop()).isEqualTo(ScrollRequest.WHOLLY_AT_BOTTOM);

        model.log().selectedPositionProperty().set(1); // the user looks at "client up", the end off screen
        model.log().firstShownProperty().set(0);
        model.log().lastShownProperty().set(2);
        append(server, line(10, 0, 0, "s0 late"));
        model.session().pollFollowed();
        assertThat(model.log().rowsProperty().get().size()).isEqualTo(6);
        assertThat(model.log().line(model.log().selectedPositionProperty().get()).text())
                .as("the selection stays on its line though the rows were merged anew").isEqualTo("client up");
        assertThat(model.log().navigation().scrollRequestProperty().get().linesFromTop())
                .isNotEqualTo(ScrollRequest.WHOLLY_AT_BOTTOM);
    }

    @Test
    void followShowsTheEndWhenTurnedOnAndForASessionOpenedWhileItIsOn() throws Exception {
        Path server = Files.writeString(dir.resolve("server.txt"),
                line(10, 0, 1, "a") + line(10, 0, 2, "b") + line(10, 0, 3, "c"));
        model.open(List.of(server));
        model.log().firstShownProperty().set(0);
        model.log().lastShownProperty().set(0); // the view shows the first row only
        assertThat(model.log().navigation().scrollRequestProperty().get().position()).isZero();

        model.session().followProperty().set(true);
        ScrollRequest request = model.log().navigation().scrollRequestProperty().get();
        assertThat(request.position()).isEqualTo(2);
        assertThat(request.linesFromTop()).isEqualTo(ScrollRequest.WHOLLY_AT_BOTTOM);

        Path other = Files.writeString(dir.resolve("other.txt"),
                line(10, 0, 1, "1") + line(10, 0, 2, "2") + line(10, 0, 3, "3") + line(10, 0, 4, "4"));
        model.open(List.of(other));
        request = model.log().navigation().scrollRequestProperty().get();
        assertThat(model.log().rowsProperty().get().size()).isEqualTo(4);
        assertThat(request.position()).isEqualTo(3);
        assertThat(request.linesFromTop()).isEqualTo(ScrollRequest.WHOLLY_AT_BOTTOM);
    }

    @Test
    void aTruncatedLogIsReadAgainWithANotice() throws Exception {
        Path server = Files.writeString(dir.resolve("server.txt"), line(10, 0, 1, "one") + line(10, 0, 2, "two"));
        model.open(List.of(server));
        model.session().followProperty().set(true);
        Files.writeString(server, line(10, 0, 7, "again"));
        model.session().pollFollowed();
        assertThat(model.log().rowsProperty().get().size()).isEqualTo(1);
        assertThat(model.log().line(0).text()).isEqualTo("again");
        assertThat(model.log().noticeProperty().get()).isEqualTo("server.txt was truncated: read again from its start");
        assertThat(model.session().followProperty().get()).isTrue();
    }
}

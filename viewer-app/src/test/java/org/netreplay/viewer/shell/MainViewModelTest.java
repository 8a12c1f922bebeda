package org.netreplay.viewer.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.prefs.Preferences;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.viewer.common.ViewerPreferences;
import org.netreplay.viewer.task.DirectTaskRunner;
import org.netreplay.viewer.task.Job;
import org.netreplay.viewer.task.JobHandle;
import org.netreplay.viewer.task.TaskRunner;
import org.netreplay.testdata.SampleSession;
import org.netreplay.viewer.testing.MemoryPreferences;

/** Opening sessions without a window: errors name the file, recent files and hidden types are remembered. */
class MainViewModelTest {
    private final Preferences node = new MemoryPreferences().node("test"); // in memory: no file lock
    private final MainViewModel model =
            new MainViewModel(new DirectTaskRunner(), LogTypeRegistry.loadDefault(), new ViewerPreferences(node));

    @AfterEach
    void removeNode() throws Exception {
        node.removeNode();
    }

    @Test
    void theSampleSessionsAreTheBundledFoldersSortedByName() throws Exception {
        Path sessions = SampleSession.folder().getParent();
        List<Path> expected;
        try (java.util.stream.Stream<Path> entries = Files.list(sessions)) {
            expected = entries.filter(Files::isDirectory).sorted().toList();
        }
        assertThat(model.sampleSessions()).isEqualTo(expected);
        assertThat(model.sampleSessions()).extracting(p -> p.getFileName().toString())
                .contains("pm-netgame-level3", "sim-fault-corrupt-dif", "sim-lockstep-late-move");
    }

    @Test
    void aMissingFileIsNamedAndNothingOpens(@TempDir Path temp) {
        Path missing = temp.resolve("gone.txt");
        model.open(List.of(missing));
        assertThat(model.errorProperty().get()).contains("gone.txt").contains("does not exist");
        assertThat(model.log().sessionProperty().get()).isNull();
        assertThat(model.recentFiles()).isEmpty();
    }

    @Test
    void aGoodFileOpensNextToABadOneAndTheBadOneIsNamed(@TempDir Path temp) throws Exception {
        Path binary = Files.write(temp.resolve("core.dump"), new byte[] {0, 1, 2, 0});
        Path server = SampleSession.textLogs().stream().filter(p -> p.toString().contains("pmserver"))
                .findFirst().orElseThrow();
        model.open(List.of(server, binary));
        assertThat(model.log().sessionProperty().get().laneNames()).containsExactly("srv");
        assertThat(model.errorProperty().get()).contains("core.dump").contains("binary");
        assertThat(model.titleProperty().get()).contains(server.getFileName().toString());
    }

    @Test
    void openedFoldersBecomeRecentAndHiddenTypesAreRemembered() {
        model.open(List.of(SampleSession.folder()));
        assertThat(model.recentFiles()).containsExactly(SampleSession.folder().toAbsolutePath().normalize());
        model.filter().toggleTypeKey('O');
        ViewerPreferences again = new ViewerPreferences(node);
        assertThat(again.hiddenTypes().get(44)).isTrue();
        assertThat(again.recentFiles()).hasSize(1);
    }

    @Test
    void exportPerfettoWritesTheOpenSessionAndSaysSo(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
            throws Exception {
        java.nio.file.Path out = dir.resolve("trace.json");
        assertThat(model.exportPerfetto(out)).isFalse(); // nothing open yet
        model.open(List.of(SampleSession.folder()));
        assertThat(model.exportPerfetto(out)).isTrue();
        var events = new com.fasterxml.jackson.databind.ObjectMapper().readTree(out.toFile()).get("traceEvents");
        assertThat(events.size()).isGreaterThan(1000);
        assertThat(model.log().noticeProperty().get()).startsWith("Perfetto trace written: ").contains("ui.perfetto.dev");
    }

    @Test
    void exportPerfettoOfALogStillOpeningExportsItWhole(@TempDir Path dir) throws Exception {
        String threshold = System.getProperty(org.netreplay.session.ProgressiveOpen.THRESHOLD_PROPERTY);
        String head = System.getProperty(org.netreplay.session.ProgressiveOpen.HEAD_PROPERTY);
        try {
            // the server log opens from a 1,000-byte head, as a log over 64 MiB does; the rest is held back
            System.setProperty(org.netreplay.session.ProgressiveOpen.THRESHOLD_PROPERTY, "1000");
            System.setProperty(org.netreplay.session.ProgressiveOpen.HEAD_PROPERTY, "1000");
            org.netreplay.viewer.testing.GatedRunner runner = new org.netreplay.viewer.testing.GatedRunner("Indexing ");
            MainViewModel opening = new MainViewModel(runner, LogTypeRegistry.loadDefault(),
                    new ViewerPreferences(node));
            Path server = SampleSession.textLogs().stream().filter(p -> p.toString().contains("pmserver"))
                    .findFirst().orElseThrow();
            opening.open(List.of(server));
            assertThat(opening.log().sessionProperty().get().partial()).isTrue();
            Path out = dir.resolve("trace.json");
            assertThat(opening.exportPerfetto(out)).isTrue();
            long frames = SampleSession.lines().stream().filter(l -> l.file().contains("pmserver") && l.tagged()
                    && l.frame() >= 0).mapToInt(SampleSession.Line::frame).distinct().count();
            long slices = 0;
            for (var e : new com.fasterxml.jackson.databind.ObjectMapper().readTree(out.toFile()).get("traceEvents")) {
                slices += e.get("ph").asText().equals("X") ? 1 : 0;
            }
            assertThat(slices).isEqualTo(frames);
            assertThat(opening.log().noticeProperty().get()).startsWith("Perfetto trace written: ")
                    .contains(String.format("%,d frame slices", frames));
            runner.releaseAll();
        } finally {
            restore(org.netreplay.session.ProgressiveOpen.THRESHOLD_PROPERTY, threshold);
            restore(org.netreplay.session.ProgressiveOpen.HEAD_PROPERTY, head);
        }
    }

    private static void restore(String key, String value) {
        if (value == null) {
            System.clearProperty(key);
        } else {
            System.setProperty(key, value);
        }
    }

    @Test
    void reloadReturnsToTheSelectedFrame() {
        model.open(List.of(SampleSession.folder()));
        model.log().navigation().goToFrame(2500);
        Object before = model.log().sessionProperty().get();
        assertThat(model.reload()).isTrue();
        assertThat(model.log().sessionProperty().get()).isNotSameAs(before);
        var rows = model.log().rowsProperty().get();
        int selected = model.log().selectedPositionProperty().get();
        assertThat(rows.source().frame(rows.row(selected))).isEqualTo(2500);
    }

    @Test
    void chosenChartFieldsAreRememberedAndRestored() {
        model.open(List.of(SampleSession.folder()));
        assertThat(model.charts().shownFields()).contains("stak.dsync");
        model.charts().shownFields().setAll("cpng.ping");
        MainViewModel next = new MainViewModel(new DirectTaskRunner(), LogTypeRegistry.loadDefault(),
                new ViewerPreferences(node));
        next.open(List.of(SampleSession.folder()));
        assertThat(next.charts().shownFields()).containsExactly("cpng.ping");
    }

    @Test
    void aChartChoiceSurvivesSessionsThatLackTheField() {
        model.open(List.of(SampleSession.folder()));
        model.charts().shownFields().setAll("stak.dsync", "cpng.ping");
        Path serverOnly = SampleSession.textLogs().stream().filter(p -> p.toString().contains("pmserver"))
                .findFirst().orElseThrow();
        model.open(List.of(serverOnly)); // the server logs no cpng (type 36) lines
        assertThat(model.charts().availableFields()).doesNotContain("cpng.ping");
        assertThat(model.charts().shownFields()).containsExactly("stak.dsync");
        assertThat(model.preferences().chartFields()).containsExactly("stak.dsync", "cpng.ping");
        model.open(List.of(SampleSession.folder()));
        assertThat(model.charts().shownFields()).containsExactly("stak.dsync", "cpng.ping");
        MainViewModel next = new MainViewModel(new DirectTaskRunner(), LogTypeRegistry.loadDefault(),
                new ViewerPreferences(node));
        next.open(List.of(serverOnly));
        next.open(List.of(SampleSession.folder()));
        assertThat(next.charts().shownFields()).containsExactly("stak.dsync", "cpng.ping");
    }

    @Test
    void hidingAPlayerHidesItsChartLinesToo() {
        model.open(List.of(SampleSession.folder()));
        assertThat(model.charts().isPlayerShown(1)).isTrue();
        model.filter().players().get(1).visibleProperty().set(false);
        assertThat(model.charts().isPlayerShown(1)).isFalse();
        assertThat(model.charts().isPlayerShown(2)).isTrue();
    }

    @Test
    void escapeCancelsARunningOpen() {
        boolean[] cancelled = {false};
        TaskRunner held = new TaskRunner() { // never runs the work: the open stays "running"
            @Override
            public <V> JobHandle submit(Job<V> job) {
                return new JobHandle() {
                    @Override
                    public void cancel() {
                        cancelled[0] = true;
                    }

                    @Override
                    public boolean isDone() {
                        return false;
                    }
                };
            }
        };
        MainViewModel slow = new MainViewModel(held, LogTypeRegistry.loadDefault(), new ViewerPreferences(node));
        slow.open(List.of(SampleSession.folder()));
        assertThat(slow.openingProperty().get()).isTrue();
        assertThat(slow.openActivityProperty().get()).contains("Esc cancels");
        assertThat(slow.cancelOpen()).isTrue();
        assertThat(cancelled[0]).isTrue();
        assertThat(slow.openingProperty().get()).isFalse();
        assertThat(slow.log().sessionProperty().get()).isNull();
        assertThat(slow.cancelOpen()).as("nothing left to cancel").isFalse();
    }
}

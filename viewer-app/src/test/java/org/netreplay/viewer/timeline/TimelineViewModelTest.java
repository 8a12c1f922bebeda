package org.netreplay.viewer.timeline;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.netreplay.session.OpenSession;
import org.netreplay.viewer.cursor.FrameCursor;
import org.netreplay.viewer.task.DirectTaskRunner;

class TimelineViewModelTest {
    private final FrameCursor cursor = new FrameCursor();
    private final TimelineViewModel model = new TimelineViewModel(new DirectTaskRunner(), cursor);
    private final List<String> notices = new ArrayList<>();

    private static OpenSession session(int first, int last) {
        return new OpenSession(List.of(Path.of("x")), null, List.of(), List.of(), new TreeMap<>(), new TreeMap<>(),
                first, last, List.of(), List.of(), List.of(), List.of(), false);
    }

    @Test
    void announcesTheFirstDesyncAndJumpsBetweenDesyncsAndEvents() {
        model.onNotice(notices::add);
        model.setLoader((session, progress) -> TimelineFixtures.twoClients());
        model.show(session(0, 999));
        assertThat(model.summaryProperty().get())
                .isEqualTo("First desync at frame 300 (client 1, client-diverged): syn[1].x, syn[1].y · 3 desyncs");
        assertThat(notices).containsExactly("Desync found: F7 goes to frame 300, Shift+F7 back");
        assertThat(model.nextDesync()).isTrue();
        assertThat(cursor.frame()).isEqualTo(300);
        assertThat(model.cursorFrameProperty().get()).isEqualTo(300);
        model.nextDesync();
        assertThat(cursor.frame()).isEqualTo(500);
        model.previousDesync();
        assertThat(cursor.frame()).isEqualTo(300);
        model.nextEvent();
        assertThat(cursor.frame()).isEqualTo(800);
        assertThat(model.nextEvent()).isFalse();
        assertThat(cursor.frame()).isEqualTo(800);
        assertThat(notices.get(notices.size() - 1)).isEqualTo("No event after frame 800.");
        model.previousEvent();
        assertThat(cursor.frame()).isEqualTo(300);
    }

    /**
     * A corrupt recording in the session: the analysis fails with the reader's message, which the strip and the
     * status bar show on one visible line, and the log gets one line naming the file and the place, no stack trace.
     */
    @Test
    void aCorruptRecordingFailsTheAnalysisInOneVisibleLineWithoutAStackTrace() {
        List<java.util.logging.LogRecord> logged = new ArrayList<>();
        java.util.logging.Logger jul = java.util.logging.Logger.getLogger(TimelineViewModel.class.getName());
        java.util.logging.Handler handler = new java.util.logging.Handler() {
            @Override
            public void publish(java.util.logging.LogRecord record) {
                logged.add(record);
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        jul.addHandler(handler);
        boolean parent = jul.getUseParentHandlers();
        jul.setUseParentHandlers(false);
        try {
            model.setLoader((session, progress) -> {
                throw new org.netreplay.replay.gm.GmFormatException(Path.of("netgame.gm"), 12,
                        "byte 301: field frame '\u0000\u001b[31m' is not a 32-bit integer");
            });
            model.show(session(0, 999));
        } finally {
            jul.removeHandler(handler);
            jul.setUseParentHandlers(parent);
        }
        assertThat(logged).hasSize(1);
        assertThat(logged.get(0).getThrown()).isNull();
        assertThat(logged.get(0).getMessage()).isEqualTo("desync analysis failed: netgame.gm:12: byte 301: field "
                + "frame '\u2400\u241b[31m' is not a 32-bit integer");
        assertThat(model.summaryProperty().get()).isEqualTo("Desync analysis failed: netgame.gm:12: byte 301: "
                + "field frame '\u2400\u241b[31m' is not a 32-bit integer");
        assertThat(model.dataProperty().get().noDataReason()).doesNotContain("\u0000", "\u001b");
    }

    @Test
    void aDesyncJumpNamesTheDivergedRowOnceTheCursorIsThere() {
        List<String> reached = new ArrayList<>();
        model.onDesyncReached((frame, row) -> reached.add(frame + " " + row + " cursor " + cursor.frame()));
        model.setLoader((session, progress) -> TimelineFixtures.twoClients());
        model.show(session(0, 999));
        model.nextDesync();
        model.nextDesync();
        model.previousDesync();
        assertThat(reached).containsExactly("300 c1 cursor 300", "500 c2 cursor 500", "300 c1 cursor 300");
    }

    @Test
    void aSessionWithoutChecksumsSaysSoAndHasNoDesyncToGoTo() {
        model.onNotice(notices::add);
        model.show(session(0, 4262)); // the default loader: nothing to compare
        assertThat(model.summaryProperty().get()).isEqualTo("No checksums in this session");
        assertThat(model.dataProperty().get().comparable()).isFalse();
        assertThat(model.nextDesync()).isFalse();
        assertThat(notices).containsExactly("No desyncs to go to: no checksums in this session.");
        assertThat(cursor.frame()).isEqualTo(-1);
    }

    @Test
    void aSessionNotProvenWholeSaysPerPeerWhatWasProvenAndF7SaysItToo() {
        model.onNotice(notices::add);
        byte[] c1 = TimelineFixtures.row(100, SyncStatus.IN_SYNC);
        byte[] c2 = TimelineFixtures.row(100, SyncStatus.NO_DATA);
        String proven = "server and client 1 proven in sync frame by frame against the logs; client 2 not proven: "
                + "no log of client 2 in the session folder";
        model.setLoader((session, progress) -> new TimelineData(0, 99, List.of("c1", "c2"), List.of(c1, c2),
                List.of(), null, null, List.of(), "client 2: no log of client 2 in the session folder", proven));
        model.show(session(0, 99));
        assertThat(model.summaryProperty().get()).isEqualTo("Server and client 1 proven in sync frame by frame "
                + "against the logs; client 2 not proven: no log of client 2 in the session folder");
        cursor.goToFrame(10);
        assertThat(model.nextDesync()).isFalse();
        assertThat(notices).containsExactly("No desync after frame 10. Server and client 1 proven in sync frame by "
                + "frame against the logs; client 2 not proven: no log of client 2 in the session folder.");
        assertThat(model.nextEvent()).isFalse();
        assertThat(notices.get(1)).isEqualTo("No event after frame 10.");
    }

    @Test
    void aSessionInSyncSaysSo() {
        byte[] row = TimelineFixtures.row(100, SyncStatus.IN_SYNC);
        model.setLoader((session, progress) -> new TimelineData(0, 99, List.of("c1"), List.of(row),
                Collections.emptyList(), null, null));
        model.show(session(0, 99));
        assertThat(model.summaryProperty().get()).isEqualTo("In sync over frames 0–99 (c1)");
    }

    @Test
    void aFailedAnalysisIsShownNotThrown() {
        model.setLoader((session, progress) -> {
            throw new java.io.IOException("client1/pmclient1.states: record 7: bad length");
        });
        model.show(session(0, 99));
        assertThat(model.summaryProperty().get())
                .isEqualTo("Desync analysis failed: client1/pmclient1.states: record 7: bad length");
        assertThat(model.dataProperty().get().comparable()).isFalse();
    }
}

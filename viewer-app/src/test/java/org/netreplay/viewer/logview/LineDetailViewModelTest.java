package org.netreplay.viewer.logview;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.log.merge.LineFilter;
import org.netreplay.session.OpenSession;
import org.netreplay.session.SessionLoader;
import org.netreplay.viewer.task.DirectTaskRunner;
import org.netreplay.testdata.SampleSession;

/** The line-detail pane's state on the bundled session, run synchronously; expectations read off the file. */
class LineDetailViewModelTest {
    private static OpenSession session;

    @BeforeAll
    static void open() throws Exception {
        session = SessionLoader.load(List.of(SampleSession.folder()), (done, total) -> { });
    }

    @AfterAll
    static void close() {
        session.close();
    }

    @Test
    void theSelectedLineShowsWholeWithItsPrefixAndItsFieldsNamed() {
        LogTypeRegistry registry = LogTypeRegistry.loadDefault();
        LogViewModel log = new LogViewModel(new DirectTaskRunner(), registry);
        log.setSession(session, LineFilter.all());
        LineDetailViewModel detail = new LineDetailViewModel(new DirectTaskRunner(), registry);
        detail.follow(log);
        assertThat(detail.detailProperty().get()).isEqualTo(LineDetail.NONE);

        SampleSession.Line stak = SampleSession.lines().stream()
                .filter(line -> line.typeId() == 33 && line.text().startsWith("rx stak") && line.text().contains("dsync"))
                .findFirst().orElseThrow();
        log.navigation().goToFrame(stak.frame());
        while (!log.line(log.selectedPositionProperty().get()).text().equals(stak.text())) {
            log.navigation().moveSelection(1);
        }

        LineDetail shown = detail.detailProperty().get();
        String written = "[33][" + stak.player() + "][" + stak.frame() + "]" + stak.text();
        assertThat(shown.text()).isEqualTo(written);
        assertThat(shown.title()).startsWith("srv line " + String.format("%,d", stak.lineNumber() + 1))
                .contains("frame " + stak.frame()).contains("stak").endsWith("6 fields");
        assertThat(shown.fields()).extracting(LineDetail.Field::name)
                .containsExactly("p", "ack", "cur", "slsn", "dsync", "chase");
        LineDetail.Field ack = shown.fields().get(1);
        assertThat(written.substring(0, ack.start())).endsWith("ack:[");
        assertThat(written.substring(ack.start(), ack.end())).matches("-?\\d+");
        assertThat(written.charAt(ack.end())).isEqualTo(']');

        log.selectedPositionProperty().set(-1);
        assertThat(detail.detailProperty().get()).isEqualTo(LineDetail.NONE);
    }
}

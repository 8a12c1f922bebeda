package org.netreplay.viewer.logview;

import org.netreplay.session.OpenSession;
import org.netreplay.session.SessionLoader;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.BitSet;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.netreplay.log.merge.LineFilter;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.viewer.task.DirectTaskRunner;
import org.netreplay.testdata.SampleSession;

/** The log view model on the real session, run synchronously; expected counts come from a regex scan. */
class LogViewModelTest {
    private static OpenSession session;
    private LogViewModel model;

    @BeforeAll
    static void open() throws Exception {
        session = SessionLoader.load(List.of(SampleSession.folder()), (done, total) -> { });
    }

    @AfterAll
    static void close() {
        session.close();
    }

    @BeforeEach
    void showAll() {
        model = new LogViewModel(new DirectTaskRunner(), LogTypeRegistry.loadDefault());
        model.setBaseFilter(textLogsOnly(LineFilter.all().visibleTypes()));
        model.setSession(session);
    }

    private static LineFilter textLogsOnly(BitSet types) {
        return new LineFilter(types, true, 0xFF, Integer.MIN_VALUE, Integer.MAX_VALUE, 0b11L, null);
    }

    @Test
    void showsEveryLineOfBothFilesWithServerFirstAndTheNetCsvAsAThirdLane() {
        int csv = SampleSession.netCsvLineCount();
        assertThat(csv).isPositive();
        assertThat(model.rowsProperty().get().size()).isEqualTo(SampleSession.lines().size());
        assertThat(session.laneNames()).containsExactly("srv", "c1", "csv");
        assertThat(session.rowCount()).isEqualTo(SampleSession.lines().size() + csv);
        assertThat(model.status().linesProperty().get())
                .isEqualTo(String.format("172,554 of %,d lines", SampleSession.lines().size() + csv));
        model.setBaseFilter(LineFilter.all());
        assertThat(model.rowsProperty().get().size()).isEqualTo(SampleSession.lines().size() + csv);
    }

    @Test
    void hidingTmstDropsExactlyItsLines() {
        BitSet types = LineFilter.all().visibleTypes();
        types.clear(44);
        model.setBaseFilter(textLogsOnly(types));
        int tmst = SampleSession.count(line -> line.typeId() == 44);
        assertThat(tmst).isGreaterThan(100_000);
        assertThat(model.rowsProperty().get().size()).isEqualTo(SampleSession.lines().size() - tmst);
        DisplayLine first = model.line(0);
        assertThat(first.typeId()).isNotEqualTo(44);
    }

    @Test
    void searchCountsMatchesAndNextHitSelectsAMatchingLine() {
        String regex = "rx stak p:\\d ack:\\[\\d+\\]";
        model.search().queryProperty().set(regex);
        int expected = SampleSession.countMatching(regex);
        assertThat(expected).isPositive();
        assertThat(model.search().hitCountProperty().get()).isEqualTo(expected);
        model.jumps().nextHit();
        DisplayLine hit = model.line(model.selectedPositionProperty().get());
        assertThat(Pattern.compile(regex).matcher(hit.text()).find()).isTrue();
        assertThat(model.search().summaryProperty().get()).startsWith("1 / ");
        model.jumps().nextHit();
        DisplayLine second = model.line(model.selectedPositionProperty().get());
        assertThat(second.row()).isGreaterThan(hit.row());
        assertThat(model.search().hitIndexProperty().get()).isEqualTo(1);
    }

    @Test
    void onlyMatchingShowsExactlyTheHits() {
        model.search().queryProperty().set("cpng|ping");
        model.search().onlyMatchingProperty().set(true);
        assertThat(model.rowsProperty().get().size()).isEqualTo(SampleSession.countMatching("cpng|ping"));
    }

    @Test
    void invalidRegexIsAnErrorNotAFailure() {
        model.search().queryProperty().set("([");
        assertThat(model.search().errorProperty().get()).isNotEmpty();
        assertThat(model.search().patternProperty().get()).isNull();
        assertThat(model.rowsProperty().get().size()).isEqualTo(SampleSession.lines().size());
    }

    @Test
    void goToFrameSelectsTheFirstLineOfThatFrame() {
        assertThat(model.navigation().goToFrame(1000)).isTrue();
        DisplayLine selected = model.line(model.selectedPositionProperty().get());
        assertThat(selected.frame()).isEqualTo(1000);
        DisplayLine before = model.line(model.selectedPositionProperty().get() - 1);
        assertThat(before.frame()).isLessThan(1000);
        assertThat(model.navigation().scrollRequestProperty().get().position())
                .isEqualTo(model.selectedPositionProperty().get());
        assertThat(model.navigation().goToFrame(10_000_000)).isFalse();
        assertThat(model.noticeProperty().get()).contains("10000000");
    }

    @Test
    void goToLineFindsTheLineOfTheNamedLane() {
        assertThat(model.navigation().goToLine("c1:500")).isTrue();
        DisplayLine selected = model.line(model.selectedPositionProperty().get());
        assertThat(model.laneName(selected.lane())).isEqualTo("c1");
        assertThat(selected.lineNumber()).isEqualTo(499);
        SampleSession.Line expected = SampleSession.scan(session.laneFiles().get(1)).get(499);
        assertThat(selected.text()).isEqualTo(expected.text());
        assertThat(model.navigation().goToLine("zz:5")).isFalse();
    }

    @Test
    void pageMovesAreClampedToTheVisibleLines() {
        model.navigation().selectFirst();
        model.navigation().moveSelection(-10);
        assertThat(model.selectedPositionProperty().get()).isZero();
        model.navigation().moveSelection(1000);
        assertThat(model.selectedPositionProperty().get()).isEqualTo(1000);
        model.navigation().selectLast();
        assertThat(model.selectedPositionProperty().get()).isEqualTo(SampleSession.lines().size() - 1);
    }

    @Test
    void marksSurviveFilterChangesAndF2CyclesThroughTheVisibleOnes() {
        model.navigation().goToFrame(500);
        int firstRow = model.line(model.selectedPositionProperty().get()).row();
        model.jumps().toggleMark();
        model.navigation().goToFrame(2000);
        int secondRow = model.line(model.selectedPositionProperty().get()).row();
        model.jumps().toggleMark();
        assertThat(model.jumps().markedRows()).containsExactly(firstRow, secondRow);
        model.navigation().selectFirst();
        model.jumps().nextMark();
        assertThat(model.line(model.selectedPositionProperty().get()).row()).isEqualTo(firstRow);
        model.jumps().nextMark();
        assertThat(model.line(model.selectedPositionProperty().get()).row()).isEqualTo(secondRow);
        model.jumps().nextMark();
        assertThat(model.line(model.selectedPositionProperty().get()).row()).as("wraps").isEqualTo(firstRow);
        model.setBaseFilter(new LineFilter(LineFilter.all().visibleTypes(), true, 0xFF, 1000, Integer.MAX_VALUE,
                0b11L, null));
        model.navigation().selectFirst();
        model.jumps().nextMark();
        assertThat(model.line(model.selectedPositionProperty().get()).row()).as("the hidden mark is skipped")
                .isEqualTo(secondRow);
        model.jumps().toggleMark();
        assertThat(model.jumps().markedRows()).containsExactly(firstRow);
    }
}

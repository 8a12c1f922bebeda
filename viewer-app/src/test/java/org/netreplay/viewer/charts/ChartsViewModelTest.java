package org.netreplay.viewer.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.log.fields.NumericSeries;
import org.netreplay.session.OpenSession;
import org.netreplay.session.SessionLoader;
import org.netreplay.viewer.task.DirectTaskRunner;
import org.netreplay.testdata.SampleSession;

/** Timing series of the real session; the expected dsync points come from a regex over the stak lines. */
class ChartsViewModelTest {
    private static final Pattern DSYNC = Pattern.compile("rx stak p:(\\d) .*dsync:\\[\\s*(-?[\\d.]+)\\]");

    @Test
    void chartsDsyncPerClientWithTheDefaultFields() throws Exception {
        OpenSession session = SessionLoader.load(List.of(SampleSession.folder()), (done, total) -> { });
        try {
            ChartsViewModel model = new ChartsViewModel(new DirectTaskRunner(), LogTypeRegistry.loadDefault());
            model.setSession(session.textLaneIndexes(), session.firstFrame(), session.lastFrame());
            assertThat(model.extractingProperty().get()).isFalse();
            assertThat(model.shownFields()).contains("stak.dsync", "stak.chase");
            assertThat(model.shownFields()).isSubsetOf(ChartsViewModel.DEFAULT_FIELDS);
            List<NumericSeries> dsync = model.seriesOf("stak.dsync");
            assertThat(dsync).extracting(NumericSeries::player).containsExactly(1, 2);
            int clientOne = SampleSession.count(line -> line.typeId() == 33 && line.tagged()
                    && matchesPlayer(line.text(), 1));
            assertThat(clientOne).isPositive();
            assertThat(dsync.get(0).size()).isEqualTo(clientOne);
        } finally {
            session.close();
        }
    }

    @Test
    void onlyTheShownFieldsAreExtractedAndPickingAnotherExtractsIt() throws Exception {
        OpenSession session = SessionLoader.load(List.of(SampleSession.folder()), (done, total) -> { });
        try {
            ChartsViewModel model = new ChartsViewModel(new DirectTaskRunner(), LogTypeRegistry.loadDefault());
            model.setSession(session.textLaneIndexes(), session.firstFrame(), session.lastFrame());
            assertThat(model.seriesProperty().get().series()).extracting(NumericSeries::field)
                    .allMatch(ChartsViewModel.DEFAULT_FIELDS::contains);
            assertThat(model.availableFields()).contains("tmaj.chs");
            assertThat(model.seriesOf("tmaj.chs")).isEmpty();

            model.shownFields().add("tmaj.chs");

            int adjusts = SampleSession.count(line -> line.typeId() == 37 && line.tagged() && line.player() == 1);
            assertThat(adjusts).isPositive();
            assertThat(model.seriesOf("tmaj.chs")).extracting(NumericSeries::player).contains(1);
            assertThat(model.seriesOf("tmaj.chs").stream().filter(s -> s.player() == 1).findFirst().orElseThrow()
                    .size()).isEqualTo(adjusts);
            assertThat(model.shownFields()).contains("tmaj.chs", "stak.dsync");
            assertThat(model.seriesOf("stak.dsync")).isNotEmpty();
        } finally {
            session.close();
        }
    }

    @Test
    void theColumnsAnswerTheLatestRangeAndAgreeWithAPlainMinMaxPerColumn() throws Exception {
        OpenSession session = SessionLoader.load(List.of(SampleSession.folder()), (done, total) -> { });
        try {
            ChartsViewModel model = new ChartsViewModel(new DirectTaskRunner(), LogTypeRegistry.loadDefault());
            model.setSession(session.textLaneIndexes(), session.firstFrame(), session.lastFrame());
            assertThat(model.columnsProperty().get()).as("no width yet, nothing computed").isNull();
            model.requestColumns(300);
            ChartColumns whole = model.columnsProperty().get();
            assertThat(whole.answers(model.seriesProperty().get(), model.fromFrameProperty().get(),
                    model.toFrameProperty().get(), 300, List.copyOf(model.shownFields()))).isTrue();

            model.zoomAround(model.fromFrameProperty().get() + 500, 0.1);
            ChartColumns zoomed = model.columnsProperty().get();
            assertThat(zoomed).isNotSameAs(whole);
            assertThat(zoomed.from()).isEqualTo(model.fromFrameProperty().get());
            assertThat(zoomed.to()).isEqualTo(model.toFrameProperty().get());
            NumericSeries dsync = model.seriesOf("stak.dsync").get(0);
            MinMaxColumns columns = zoomed.minMax().get(dsync);
            // the oracle: each point's column by plain double arithmetic, min and max by a loop over all points
            long span = (long) zoomed.to() - zoomed.from() + 1;
            for (int c = 0; c < 300; c++) {
                double min = Double.NaN;
                double max = Double.NaN;
                for (int i = 0; i < dsync.size(); i++) {
                    int frame = dsync.frames()[i];
                    if (frame < zoomed.from() || frame > zoomed.to()
                            || Math.floor((frame - zoomed.from()) * 300.0 / span) != c) {
                        continue;
                    }
                    double v = dsync.values()[i];
                    if (!Double.isFinite(v)) {
                        continue;
                    }
                    min = Double.isNaN(min) ? v : Math.min(min, v);
                    max = Double.isNaN(max) ? v : Math.max(max, v);
                }
                assertThat(Double.valueOf(columns.min()[c])).as("column %d min", c).isEqualTo(Double.valueOf(min));
                assertThat(Double.valueOf(columns.max()[c])).as("column %d max", c).isEqualTo(Double.valueOf(max));
            }
            int band = zoomed.fields().indexOf("stak.dsync");
            double[] range = zoomed.ranges().get(band);
            assertThat(range[0]).isLessThanOrEqualTo(range[1]);
        } finally {
            session.close();
        }
    }

    private static boolean matchesPlayer(String text, int player) {
        Matcher m = DSYNC.matcher(text);
        return m.find() && Integer.parseInt(m.group(1)) == player;
    }

    @Test
    void theStatusCsvsBecomeSeriesPerPlayerWithCorrectionsAndRewinds() throws Exception {
        OpenSession session = SessionLoader.load(List.of(SampleSession.folder()), (done, total) -> { });
        try {
            ChartsViewModel model = new ChartsViewModel(new DirectTaskRunner(), LogTypeRegistry.loadDefault());
            model.setSession(session.textLaneIndexes(), session.statusCsvFiles(), session.firstFrame(),
                    session.lastFrame());
            assertThat(model.availableFields()).contains("status.lcor", "status.rcor", "status.rwnd", "status.ping");
            model.shownFields().add("status.rcor");
            // independent count: status rows of client 1 (column 3 = player) in the bundled CSVs
            long rows = 0;
            for (java.nio.file.Path f : session.statusCsvFiles()) {
                rows += java.nio.file.Files.readAllLines(f).stream()
                        .filter(l -> l.split(",").length == 14 && l.split(",")[2].strip().equals("1")).count();
            }
            assertThat(rows).isPositive();
            assertThat(model.seriesOf("status.rcor")).extracting(NumericSeries::player).contains(1);
            assertThat(model.seriesOf("status.rcor").stream().filter(x -> x.player() == 1).findFirst()
                    .orElseThrow().size()).isEqualTo(rows);
        } finally {
            session.close();
        }
    }

    @Test
    void theNetCsvsFieldsAreListedInTheirOwnGroupAndExtractedWhenCharted() throws Exception {
        OpenSession session = SessionLoader.load(List.of(SampleSession.folder()), (done, total) -> { });
        try {
            ChartsViewModel model = new ChartsViewModel(new DirectTaskRunner(), LogTypeRegistry.loadDefault());
            model.setSession(session);
            assertThat(model.availableFields()).contains("stak.dsync", "status.ping", "netcsv.stak.dsync");
            assertThat(FieldGroups.groupOf("netcsv.stak.dsync")).isEqualTo("Net CSV");
            assertThat(model.seriesOf("netcsv.stak.dsync")).as("not charted: not extracted").isEmpty();

            model.shownFields().add("netcsv.stak.dsync");

            // independent count: the net CSV rows of type 33 (the first column) whose message (after the seventh
            // comma) is client 1's rx stak with a dsync
            long rows = 0;
            assertThat(session.netCsvFiles()).isNotEmpty();
            for (java.nio.file.Path f : session.netCsvFiles()) {
                for (String line : java.nio.file.Files.readAllLines(f)) {
                    String[] columns = line.split(",", 8);
                    if (columns.length == 8 && columns[0].strip().equals("33") && matchesPlayer(columns[7], 1)) {
                        rows++;
                    }
                }
            }
            assertThat(rows).isPositive();
            NumericSeries clientOne = model.seriesOf("netcsv.stak.dsync").stream().filter(x -> x.player() == 1)
                    .findFirst().orElseThrow();
            assertThat(clientOne.size()).isEqualTo(rows);
            assertThat(model.seriesOf("stak.dsync")).as("the text logs' series stay apart").isNotEmpty();
            assertThat(model.seriesOf("stak.dsync").get(0).size()).isNotEqualTo(clientOne.size());
        } finally {
            session.close();
        }
    }
}

package org.netreplay.viewer.charts;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.netreplay.viewer.charts.FieldGroups.Field;
import org.netreplay.viewer.charts.FieldGroups.Header;

/** The field chooser's list: groups by source in a fixed order, sorted fields, a filter of words. */
class FieldGroupsTest {
    private static final List<String> FIELDS = List.of("tmst.cpu", "status.ping", "stak.dsync", "netcsv.stak.dsync",
            "cpng.ping", "status.rwnd", "stak.chase", "tmaj.chs");

    @Test
    void everyFieldUnderItsGroupLogFieldsThenStatusCsvThenNetCsv() {
        assertThat(FieldGroups.rows(FIELDS, "")).containsExactly(
                new Header("Log fields", 5, 5), new Field("cpng.ping"), new Field("stak.chase"),
                new Field("stak.dsync"), new Field("tmaj.chs"), new Field("tmst.cpu"),
                new Header("Status CSV", 2, 2), new Field("status.ping"), new Field("status.rwnd"),
                new Header("Net CSV", 1, 1), new Field("netcsv.stak.dsync"));
    }

    @Test
    void theFilterKeepsTheFieldsContainingEveryWordCaseIgnoredAndDropsEmptyGroups() {
        assertThat(FieldGroups.rows(FIELDS, "PING")).containsExactly(
                new Header("Log fields", 1, 5), new Field("cpng.ping"),
                new Header("Status CSV", 1, 2), new Field("status.ping"));
        assertThat(FieldGroups.rows(FIELDS, " stak  dsync ")).containsExactly(
                new Header("Log fields", 1, 5), new Field("stak.dsync"),
                new Header("Net CSV", 1, 1), new Field("netcsv.stak.dsync"));
        assertThat(FieldGroups.rows(FIELDS, "nothing like it")).isEmpty();
    }

    @Test
    void aFieldListedTwiceIsShownOnce() {
        assertThat(FieldGroups.rows(List.of("stak.dsync", "stak.dsync"), "")).containsExactly(
                new Header("Log fields", 1, 1), new Field("stak.dsync"));
    }
}

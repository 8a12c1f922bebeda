package org.netreplay.log.csv;

import org.netreplay.log.fields.SeriesCollector;

/** Test access to the status CSV row parser from other test packages. */
public final class StatusCsvAccess {
    private StatusCsvAccess() {
    }

    /** @return null when the row was added, else the problem */
    public static String addRow(String row, SeriesCollector out) {
        return StatusCsv.addRow(row, out);
    }
}

package org.netreplay.log.csv;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.netreplay.log.fields.SeriesCollector;

/**
 * Fuzz target for status CSV rows (docs/formats.md §1.5): structured hostile rows are added or
 * reported as a problem, never an exception; an added row yields exactly one point per value column.
 */
class FuzzStatusCsvTest {
    @Provide
    Arbitrary<String> rows() {
        Arbitrary<String> cell = Arbitraries.oneOf(Arbitraries.integers().map(String::valueOf),
                Arbitraries.of("", " ", "nan", "-inf", "1.5", "99999999999", "-1", "8", "x", "1e400", "0x1", "\u0000"),
                Arbitraries.strings().ofMaxLength(8));
        return cell.list().ofMinSize(0).ofMaxSize(18).map(l -> String.join(",", l));
    }

    @Property
    void aRowIsAddedWholeOrReported(@ForAll("rows") String row) {
        SeriesCollector out = new SeriesCollector();
        String problem = StatusCsv.addRow(row, out);
        if (problem == null) {
            assertThat(out.fieldNames()).hasSize(StatusCsv.VALUE_COLUMNS.size());
        } else {
            assertThat(out.fieldNames()).isEmpty();
            assertThat(problem).startsWith("Status CSV");
        }
    }
}

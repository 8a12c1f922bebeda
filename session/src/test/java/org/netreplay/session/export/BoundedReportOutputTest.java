package org.netreplay.session.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;

import org.junit.jupiter.api.Test;

/** The report files' size cap: counted in UTF-8 bytes, refused one byte past it, handed on in chunks. */
class BoundedReportOutputTest {

    @Test
    void aStreamTakesExactlyItsCapAndRefusesTheNextByte() throws IOException {
        ByteArrayOutputStream sink = new ByteArrayOutputStream();
        OutputStream out = BoundedReportOutput.stream(sink, 10, "JSON report");
        out.write(new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9}, 0, 9);
        out.write('x');
        assertThat(sink.toByteArray()).hasSize(10);
        assertThatThrownBy(() -> out.write('y')).isInstanceOf(ReportLimitException.class)
                .hasMessage("the JSON report would be larger than 10 bytes (limit report.maxBytes): give a smaller "
                        + "--window");
        assertThat(sink.toByteArray()).as("nothing past the cap is written").hasSize(10);
        OutputStream other = BoundedReportOutput.stream(new ByteArrayOutputStream(), 4, "HTML report");
        assertThatThrownBy(() -> other.write(new byte[5], 0, 5)).isInstanceOf(ReportLimitException.class)
                .hasMessageContaining("HTML report").hasMessageContaining("than 4 bytes");
    }

    @Test
    void closingTheCappedStreamFlushesButLeavesTheFileOpen() throws IOException {
        boolean[] closed = {false};
        int[] flushed = {0};
        OutputStream sink = new OutputStream() {
            @Override
            public void write(int b) {
            }

            @Override
            public void flush() {
                flushed[0]++;
            }

            @Override
            public void close() {
                closed[0] = true;
            }
        };
        BoundedReportOutput.stream(sink, 10, "JSON report").close();
        assertThat(closed[0]).isFalse();
        assertThat(flushed[0]).isEqualTo(1);
    }

    @Test
    void aPageIsHandedOnInChunksAndCountedInUtf8() throws IOException {
        StringWriter file = new StringWriter();
        BoundedReportOutput.Page page = new BoundedReportOutput.Page(file, 200_000, "HTML report");
        page.text().append("a".repeat(BoundedReportOutput.CHUNK - 1));
        page.pass();
        assertThat(file.toString()).as("less than a chunk stays gathered").isEmpty();
        page.text().append('b');
        page.pass();
        assertThat(file.getBuffer().length()).isEqualTo(BoundedReportOutput.CHUNK);
        assertThat(page.text()).isEmpty();
        page.text().append("tail");
        page.finish();
        assertThat(file.toString()).endsWith("btail");
        // 2-byte characters: 1,000 of them are 2,000 bytes against a cap of 1,999
        BoundedReportOutput.Page small = new BoundedReportOutput.Page(new StringWriter(), 1_999, "HTML report");
        small.text().append("é".repeat(1_000));
        assertThatThrownBy(small::finish).isInstanceOf(ReportLimitException.class).hasMessageContaining("1,999");
        BoundedReportOutput.Page fits = new BoundedReportOutput.Page(new StringWriter(), 2_000, "HTML report");
        fits.text().append("é".repeat(1_000));
        fits.finish();
    }

    @Test
    void utf8LengthCountsOneToFourBytesPerCharacter() {
        assertThat(BoundedReportOutput.utf8Length("")).isZero();
        assertThat(BoundedReportOutput.utf8Length("a\u007f")).isEqualTo(2);
        assertThat(BoundedReportOutput.utf8Length("\u0080\u07ff")).isEqualTo(4);
        assertThat(BoundedReportOutput.utf8Length("\u0800\u20ac\uffff")).isEqualTo(9);
        assertThat(BoundedReportOutput.utf8Length("\ud83d\ude00")).as("a surrogate pair").isEqualTo(4);
        assertThat(BoundedReportOutput.utf8Length("\ud83dx")).as("a lone high surrogate, then x").isEqualTo(4);
        assertThat(BoundedReportOutput.utf8Length("\ud83d")).as("a lone high surrogate at the end").isEqualTo(3);
        assertThat(BoundedReportOutput.utf8Length("\ude00\ud83d\ude00")).isEqualTo(7);
    }
}

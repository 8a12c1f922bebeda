package org.netreplay.session.export;

import java.io.FilterOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;

/**
 * The size cap of a report file ({@code report.maxBytes}): a stream or writer that counts the bytes (UTF-8) written
 * through it and fails with a {@link ReportLimitException} naming the file's role before it passes the cap, so that a
 * hostile session cannot fill a disk through a report. The writer also hands text on in chunks of at most
 * {@link #CHUNK} characters: the HTML page is streamed, never held whole.
 */
final class BoundedReportOutput {
    /** Characters gathered before they are handed on to the file. */
    static final int CHUNK = 64 * 1024;

    private BoundedReportOutput() {
    }

    /** @return {@code out} with its bytes counted against {@code maxBytes} */
    static OutputStream stream(OutputStream out, long maxBytes, String what) {
        return new FilterOutputStream(out) {
            private long written;

            @Override
            public void write(int b) throws IOException {
                count(1);
                out.write(b);
            }

            @Override
            public void write(byte[] b, int off, int len) throws IOException {
                count(len);
                out.write(b, off, len);
            }

            private void count(long n) throws ReportLimitException {
                written += n;
                if (written > maxBytes) {
                    throw over(what, maxBytes);
                }
            }

            @Override
            public void close() throws IOException {
                flush(); // the caller closes its own stream
            }
        };
    }

    /** A page written in chunks, counted in UTF-8 bytes. */
    static final class Page {
        private final Writer out;
        private final long maxBytes;
        private final String what;
        private final StringBuilder buffer = new StringBuilder(CHUNK + 1024);
        private long written;

        Page(Writer out, long maxBytes, String what) {
            this.out = out;
            this.maxBytes = maxBytes;
            this.what = what;
        }

        /** @return the buffer to append to; call {@link #pass} after each piece of bounded size */
        StringBuilder text() {
            return buffer;
        }

        /** Hands the gathered text on once it reaches {@link #CHUNK} characters. */
        void pass() throws IOException {
            if (buffer.length() >= CHUNK) {
                drain();
            }
        }

        /** Hands on everything gathered and flushes the file. */
        void finish() throws IOException {
            drain();
            out.flush();
        }

        private void drain() throws IOException {
            written += utf8Length(buffer);
            if (written > maxBytes) {
                throw over(what, maxBytes);
            }
            out.append(buffer);
            buffer.setLength(0);
        }
    }

    /** @return the bytes of {@code s} in UTF-8 */
    static long utf8Length(CharSequence s) {
        long n = 0;
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 0x80) {
                n++;
            } else if (c < 0x800) {
                n += 2;
            } else if (Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1))) {
                n += 4;
                i++;
            } else {
                n += 3;
            }
        }
        return n;
    }

    static ReportLimitException over(String what, long maxBytes) {
        return new ReportLimitException("the " + what + " would be larger than " + String.format("%,d", maxBytes)
                + " bytes (limit report.maxBytes): give a smaller --window");
    }
}

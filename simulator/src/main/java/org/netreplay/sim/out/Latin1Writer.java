package org.netreplay.sim.out;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;

/**
 * A text file's writer that stores each char as one ISO-8859-1 byte in one buffer: the bytes a
 * {@code BufferedWriter} over an {@code OutputStreamWriter(out, ISO_8859_1)} writes, with one copy fewer (the logs
 * and CSVs are a gigabyte a session). As the JDK's encoder, a char above U+00FF becomes {@code '?'}, a surrogate
 * pair one {@code '?'} (also when its halves come in two calls), a lone surrogate one {@code '?'}.
 *
 * <p>Thread safety: not thread-safe (one peer's writer, on the simulation's thread).
 */
final class Latin1Writer extends Writer {
    private static final byte REPLACEMENT = '?';
    private final OutputStream out;
    private final byte[] buf;
    private int n;
    /** a high surrogate seen last, whose pair may come in the next call */
    private boolean highPending;
    private boolean closed;

    /**
     * @param out  the file's stream, closed by {@link #close}
     * @param size the buffer, bytes
     */
    Latin1Writer(OutputStream out, int size) {
        this.out = out;
        this.buf = new byte[size];
    }

    @Override
    public void write(int c) throws IOException {
        put((char) c);
    }

    @Override
    public void write(char[] cbuf, int off, int len) throws IOException {
        for (int i = off; i < off + len; i++) {
            put(cbuf[i]);
        }
    }

    @Override
    public void write(String s, int off, int len) throws IOException {
        int end = off + len;
        int i = off;
        while (i < end) {
            // the common case, ISO-8859-1 text, in runs that fit the buffer
            if (!highPending) {
                int room = Math.min(end - i, buf.length - n);
                int k = 0;
                while (k < room) {
                    char c = s.charAt(i + k);
                    if (c > 0xFF) {
                        break;
                    }
                    buf[n + k] = (byte) c;
                    k++;
                }
                n += k;
                i += k;
                if (n == buf.length) {
                    drain();
                }
                if (k == room) {
                    continue;
                }
            }
            put(s.charAt(i++));
        }
    }

    @Override
    public Writer append(CharSequence csq) throws IOException {
        if (csq instanceof String s) {
            write(s, 0, s.length());
            return this;
        }
        return csq == null ? append("null") : append(csq, 0, csq.length());
    }

    @Override
    public Writer append(CharSequence csq, int start, int end) throws IOException {
        CharSequence s = csq == null ? "null" : csq;
        for (int i = start; i < end; i++) {
            put(s.charAt(i));
        }
        return this;
    }

    @Override
    public Writer append(char c) throws IOException {
        put(c);
        return this;
    }

    private void put(char c) throws IOException {
        if (highPending) {
            highPending = false;
            if (Character.isLowSurrogate(c)) {
                putByte(REPLACEMENT); // the pair: one unmappable code point
                return;
            }
            putByte(REPLACEMENT); // the lone high surrogate
        }
        if (Character.isHighSurrogate(c)) {
            highPending = true;
        } else {
            putByte(c <= 0xFF ? (byte) c : REPLACEMENT);
        }
    }

    private void putByte(byte b) throws IOException {
        if (n == buf.length) {
            drain();
        }
        buf[n++] = b;
    }

    private void drain() throws IOException {
        out.write(buf, 0, n);
        n = 0;
    }

    /** Writes the buffered bytes to the stream (a pending high surrogate waits for its pair) and flushes it. */
    @Override
    public void flush() throws IOException {
        drain();
        out.flush();
    }

    /** Writes what is buffered (a pending high surrogate as {@code '?'}) and closes the stream. */
    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        if (highPending) {
            highPending = false;
            putByte(REPLACEMENT);
        }
        try {
            drain();
        } finally {
            out.close();
        }
    }
}

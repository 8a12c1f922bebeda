package org.netreplay.replay.dif;

import java.util.Arrays;

/**
 * A growing byte buffer written a few bits at a time, least significant bit first (RFC 1951 §3.1.1), as zlib's
 * {@code send_bits}, {@code bi_windup} and {@code put_short} write its pending output. Not thread-safe.
 */
final class BitSink {
    private byte[] buf = new byte[1024];
    private int size;
    private long bitBuf;
    private int bitCount;

    void reset() {
        size = 0;
        bitBuf = 0;
        bitCount = 0;
    }

    /** Appends the low {@code length} bits of {@code value} (0..16 bits). */
    void bits(int value, int length) {
        bitBuf |= (long) (value & ((1 << length) - 1)) << bitCount;
        bitCount += length;
        if (bitCount >= 32) {
            ensure(4);
            buf[size] = (byte) bitBuf;
            buf[size + 1] = (byte) (bitBuf >>> 8);
            buf[size + 2] = (byte) (bitBuf >>> 16);
            buf[size + 3] = (byte) (bitBuf >>> 24);
            size += 4;
            bitBuf >>>= 32;
            bitCount -= 32;
        }
    }

    /** Pads the bits written so far with zeros to a whole byte ({@code bi_windup}). */
    void windup() {
        ensure(8);
        while (bitCount > 0) {
            buf[size++] = (byte) bitBuf;
            bitBuf >>>= 8;
            bitCount -= 8;
        }
        bitBuf = 0;
        bitCount = 0;
    }

    /** Two bytes, low first; only after {@link #windup()}. */
    void shortLsb(int value) {
        ensure(2);
        buf[size++] = (byte) value;
        buf[size++] = (byte) (value >>> 8);
    }

    /** Two bytes, high first (the zlib header and the Adler-32 halves); only on a byte boundary. */
    void shortMsb(int value) {
        ensure(2);
        buf[size++] = (byte) (value >>> 8);
        buf[size++] = (byte) value;
    }

    /** Bytes as they are; only after {@link #windup()}. */
    void bytes(byte[] src, int offset, int length) {
        ensure(length);
        System.arraycopy(src, offset, buf, size, length);
        size += length;
    }

    /** @return the bytes written (whole bytes only: call {@link #windup()} first) */
    byte[] toByteArray() {
        return Arrays.copyOf(buf, size);
    }

    private void ensure(int more) {
        if (size + more > buf.length) {
            buf = Arrays.copyOf(buf, Math.max(buf.length * 2, size + more));
        }
    }
}

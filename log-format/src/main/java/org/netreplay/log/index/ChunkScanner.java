package org.netreplay.log.index;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.concurrent.CancellationException;
import org.netreplay.log.LogReadException;
import org.netreplay.log.LogTypes;

/**
 * Finds the lines that start inside one byte range of a file and parses their prefixes. A line starts at byte 0
 * and after every LF; the chunk owns the lines whose first byte lies in {@code [start, end)}, so chunks split at
 * arbitrary offsets together see every line exactly once. Line feeds are found eight bytes at a time (SWAR).
 * Inheritance of untagged lines is done here inside the chunk; lines before the chunk's first tagged line are
 * fixed when chunks are stitched ({@link IndexAppender#addChunk}).
 */
final class ChunkScanner {
    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
    private static final long LF = 0x0A0A_0A0A_0A0A_0A0AL;
    private static final long LOW7 = 0x7F7F_7F7F_7F7F_7F7FL;

    /** Read buffer reused per pool thread (saves zeroing a new chunk-sized array per chunk). */
    private static final ThreadLocal<byte[]> BUFFERS = new ThreadLocal<>();
    /** Buffers larger than this are not kept for reuse. */
    private static final int MAX_KEPT_BUFFER = 8 << 20;

    private ChunkScanner() {
    }

    private static byte[] buffer(int size) {
        byte[] b = BUFFERS.get();
        if (b == null || b.length < size) {
            b = new byte[size];
            if (size <= MAX_KEPT_BUFFER) {
                BUFFERS.set(b);
            }
        }
        return b;
    }

    /**
     * Lines of one chunk: start offsets relative to the chunk start, and the columns with inheritance already done
     * inside the chunk. Lines before the chunk's first tagged line ({@link #leadingUntagged}) hold placeholders that
     * the stitcher replaces with the previous chunk's last tagged values. Per-chunk counts for the statistics.
     */
    static final class Result {
        final long chunkStart;
        final long chunkEnd;
        int count;
        int[] relStarts;
        byte[] rawTypes;
        byte[] players;
        int[] frames;
        /** Lines before the first tagged line of the chunk (all lines if none is tagged). */
        int leadingUntagged = -1;
        int lastType = LogTypes.UNTAGGED;
        int lastPlayer = -1;
        int lastFrame;
        final long[] typeCounts = new long[LogTypes.MAX_TYPE_ID + 1];
        final long[] playerCounts = new long[LogTypes.MAX_PLAYERS];
        long untagged;
        int minFrame = Integer.MAX_VALUE;
        int maxFrame = Integer.MIN_VALUE;

        Result(long chunkStart, long chunkEnd, int capacity) {
            this.chunkStart = chunkStart;
            this.chunkEnd = chunkEnd;
            this.relStarts = new int[capacity];
            this.rawTypes = new byte[capacity];
            this.players = new byte[capacity];
            this.frames = new int[capacity];
        }

        void add(int relStart, long prefix) {
            int n = count;
            if (n == relStarts.length) {
                int size = Math.max(16, n + (n >> 1));
                relStarts = Arrays.copyOf(relStarts, size);
                rawTypes = Arrays.copyOf(rawTypes, size);
                players = Arrays.copyOf(players, size);
                frames = Arrays.copyOf(frames, size);
            }
            relStarts[n] = relStart;
            if (prefix != PrefixParser.UNTAGGED) {
                int type = PrefixParser.type(prefix);
                int player = PrefixParser.player(prefix);
                int frame = PrefixParser.frame(prefix);
                if (leadingUntagged < 0) {
                    leadingUntagged = n;
                }
                lastType = type;
                lastPlayer = player;
                lastFrame = frame;
                rawTypes[n] = (byte) (type | LineColumns.TAGGED_BIT);
                players[n] = (byte) player;
                frames[n] = frame;
                typeCounts[type]++;
                playerCounts[player]++;
                if (frame < minFrame) {
                    minFrame = frame;
                }
                if (frame > maxFrame) {
                    maxFrame = frame;
                }
            } else {
                rawTypes[n] = (byte) (lastType < 0 ? LineColumns.RAW_UNTAGGED : lastType);
                players[n] = (byte) lastPlayer;
                frames[n] = lastFrame;
                untagged++;
            }
            count = n + 1;
        }

        /** @return lines before the first tagged line */
        int leading() {
            return leadingUntagged < 0 ? count : leadingUntagged;
        }

        /** @return whether the chunk has a tagged line */
        boolean anyTagged() {
            return leadingUntagged >= 0;
        }
    }

    /**
     * Scans {@code [start, end)} of the file read by {@code reader} whose size is {@code fileSize}.
     *
     * @throws LogReadException      if the file cannot be read or ends before {@code fileSize}
     * @throws CancellationException if the thread is interrupted
     */
    static Result scan(PositionalReader reader, long start, long end, long fileSize) throws LogReadException {
        long readFrom = start == 0 ? 0 : start - 1;
        long readTo = Math.min(fileSize, end + PrefixParser.MAX_PREFIX_BYTES);
        int length = (int) (readTo - readFrom);
        byte[] buf = buffer(length + 8);
        int got = reader.read(readFrom, buf, 0, length);
        if (got < length) {
            throw new LogReadException(reader.file(), -1,
                    "The log file shrank while it was indexed (expected " + fileSize + " bytes)", null);
        }
        if (Thread.currentThread().isInterrupted()) {
            throw new CancellationException("Indexing " + reader.file() + " was cancelled");
        }
        Result result = new Result(start, end, (int) Math.max(16, (end - start) / 48));
        PrefixParser.FrameHint hint = new PrefixParser.FrameHint();
        int base = (int) (start - readFrom); // index in buf of byte 'start'
        if (start == 0 && end > 0) {
            result.add(0, PrefixParser.parse(buf, 0, length, hint));
        }
        // LF at buf index j means a line starts at j+1; we own starts in [base, base + (end - start)).
        int ownedEnd = base + (int) (end - start);
        // an LF at buf index j starts a line at j + 1, so the LFs that matter lie in [0, ownedEnd - 1)
        int lastLfExclusive = ownedEnd - 1;
        int i = 0;
        while (i + 8 <= lastLfExclusive) {
            long x = (long) LONGS.get(buf, i) ^ LF;
            long t = ~(((x & LOW7) + LOW7) | x | LOW7);
            while (t != 0) {
                int pos = i + (Long.numberOfTrailingZeros(t) >>> 3);
                addLine(result, buf, pos + 1, base, length, readFrom, fileSize, hint);
                t &= t - 1;
            }
            i += 8;
        }
        for (; i < lastLfExclusive; i++) {
            if (buf[i] == '\n') {
                addLine(result, buf, i + 1, base, length, readFrom, fileSize, hint);
            }
        }
        return result;
    }

    private static void addLine(Result result, byte[] buf, int lineStart, int base, int length, long readFrom,
                                long fileSize, PrefixParser.FrameHint hint) {
        if (lineStart < base) {
            return;
        }
        if (readFrom + lineStart >= fileSize) {
            return; // the LF was the last byte of the file: no line after it
        }
        result.add(lineStart - base, PrefixParser.parse(buf, lineStart, length, hint));
    }
}

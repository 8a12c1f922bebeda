package org.netreplay.log.index;

import java.util.Arrays;
import org.netreplay.log.LogTypes;

/**
 * The per-line prefix columns of an index, compact: one byte for type plus tagged flag, one byte for the player,
 * and the frame as a per-block ({@value LineOffsets#BLOCK_LINES} lines) {@code int} base plus a 16-bit signed delta
 * per line; a block whose frames do not fit 16-bit deltas is stored wide (one {@code int} per line, escape).
 * About 4.06 bytes per line. Thread safety: immutable after {@link Builder#build()}.
 *
 * <p>The raw type byte ({@link #rawType}) is {@code type | (tagged ? 0x80 : 0)} with type 127 meaning
 * {@link LogTypes#UNTAGGED}; filters use it as an index into a 256-entry lookup table.
 */
public final class LineColumns {
    /** Raw type value (low 7 bits) that stands for {@link LogTypes#UNTAGGED}. */
    public static final int RAW_UNTAGGED = 0x7F;
    /** Bit of the raw type byte set when the line has its own prefix. */
    public static final int TAGGED_BIT = 0x80;

    private final int lineCount;
    private final byte[] types;
    private final byte[] players;
    private final int[] frameBase;
    private final short[] frameDelta;
    private final int[] wideSlot;
    private final int[] wideFrames;

    private LineColumns(int lineCount, byte[] types, byte[] players, int[] frameBase, short[] frameDelta,
                        int[] wideSlot, int[] wideFrames) {
        this.lineCount = lineCount;
        this.types = types;
        this.players = players;
        this.frameBase = frameBase;
        this.frameDelta = frameDelta;
        this.wideSlot = wideSlot;
        this.wideFrames = wideFrames;
    }

    /** @return number of lines */
    public int lineCount() {
        return lineCount;
    }

    /** @return the raw type byte (see class doc) as 0..255 */
    public int rawType(int lineNumber) {
        return types[lineNumber] & 0xFF;
    }

    /** @return the type id, or {@link LogTypes#UNTAGGED} */
    public int typeId(int lineNumber) {
        int t = types[lineNumber] & RAW_UNTAGGED;
        return t == RAW_UNTAGGED ? LogTypes.UNTAGGED : t;
    }

    /** @return whether the line has its own prefix */
    public boolean isTagged(int lineNumber) {
        return (types[lineNumber] & TAGGED_BIT) != 0;
    }

    /** @return the player 0..7, or -1 */
    public int player(int lineNumber) {
        return players[lineNumber];
    }

    /** @return the frame */
    public int frame(int lineNumber) {
        int block = lineNumber >>> LineOffsets.BLOCK_SHIFT;
        int slot = wideSlot[block];
        if (slot >= 0) {
            return wideFrames[(slot << LineOffsets.BLOCK_SHIFT) + (lineNumber & (LineOffsets.BLOCK_LINES - 1))];
        }
        return frameBase[block] + frameDelta[lineNumber];
    }

    /**
     * The raw type column, for tight filter loops. The array is shared, not copied: callers must not modify it.
     * It may be longer than {@link #lineCount()} (up to 1/8 slack left from building): read only the first
     * {@code lineCount()} entries.
     *
     * @return the raw type bytes, one per line
     */
    public byte[] rawTypesUnsafe() {
        return types;
    }

    /**
     * The player column, for tight filter loops. Shared, not copied: callers must not modify it. May be longer than
     * {@link #lineCount()}, as {@link #rawTypesUnsafe()}.
     *
     * @return one byte per line, -1..7
     */
    public byte[] playersUnsafe() {
        return players;
    }

    /** @return heap bytes held by the arrays (approximate) */
    public long heapBytes() {
        return (long) types.length + players.length + 4L * frameBase.length + 2L * frameDelta.length
                + 4L * wideSlot.length + 4L * wideFrames.length + 64;
    }

    /** Appends lines in order. Not thread-safe. */
    public static final class Builder {
        private byte[] types = new byte[1024];
        private byte[] players = new byte[1024];
        private short[] frameDelta = new short[1024];
        private int[] frameBase = new int[16];
        private int[] wideSlot = new int[16];
        private int[] wideFrames = new int[0];
        private int wideCount;
        private final int[] pending = new int[LineOffsets.BLOCK_LINES];
        private int pendingCount;
        private int pendingMin;
        private int pendingMax;
        private int lineCount;

        /**
         * Adds the next line.
         *
         * @param typeId type 0..99 or {@link LogTypes#UNTAGGED}
         * @param tagged whether the line has its own prefix
         * @param player -1..7
         * @param frame  frame number
         */
        public void add(int typeId, boolean tagged, int player, int frame) {
            int n = lineCount;
            if (n == types.length) {
                grow(n + 1);
            }
            int raw = typeId < 0 ? RAW_UNTAGGED : typeId;
            types[n] = (byte) (tagged ? raw | TAGGED_BIT : raw);
            players[n] = (byte) player;
            lineCount = n + 1;
            addFrame(frame);
        }

        /**
         * Adds {@code count} lines given as raw type bytes (see {@link LineColumns#rawType}), players and frames.
         *
         * @param rawTypes raw type bytes
         * @param players  players -1..7
         * @param frames   frames
         * @param count    lines to take from the start of the arrays
         */
        public void addBulk(byte[] rawTypes, byte[] players, int[] frames, int count) {
            int n = lineCount;
            if ((long) n + count > types.length) {
                grow((int) Math.min((long) n + count, Integer.MAX_VALUE - 8));
            }
            System.arraycopy(rawTypes, 0, types, n, count);
            System.arraycopy(players, 0, this.players, n, count);
            for (int i = 0; i < count; i++) {
                lineCount++;
                addFrame(frames[i]);
            }
        }

        /** Adds the frame of the line just counted in {@link #lineCount}. */
        private void addFrame(int frame) {
            if (pendingCount == 0) {
                pendingMin = frame;
                pendingMax = frame;
            } else if (frame < pendingMin) {
                pendingMin = frame;
            } else if (frame > pendingMax) {
                pendingMax = frame;
            }
            pending[pendingCount++] = frame;
            if (pendingCount == LineOffsets.BLOCK_LINES) {
                flush();
            }
        }

        /** @return lines added so far */
        public int lineCount() {
            return lineCount;
        }

        /**
         * Makes room for {@code lines} lines in total, so that a good estimate avoids repeated growth copies.
         *
         * @param lines expected total lines
         */
        public void ensureCapacity(int lines) {
            if (lines > types.length) {
                int size = Math.min(lines, Integer.MAX_VALUE - 8);
                types = Arrays.copyOf(types, size);
                players = Arrays.copyOf(players, size);
                frameDelta = Arrays.copyOf(frameDelta, size);
            }
        }

        private void grow(int min) {
            long n = Math.max((long) min, types.length + ((long) types.length >> 1));
            int size = (int) Math.min(n, Integer.MAX_VALUE - 8);
            types = Arrays.copyOf(types, size);
            players = Arrays.copyOf(players, size);
            frameDelta = Arrays.copyOf(frameDelta, size);
        }

        private void flush() {
            if (pendingCount == 0) {
                return;
            }
            int block = (lineCount - 1) >>> LineOffsets.BLOCK_SHIFT;
            if (block >= frameBase.length) {
                int n = Math.max(block + 1, frameBase.length + (frameBase.length >> 1));
                frameBase = Arrays.copyOf(frameBase, n);
                wideSlot = Arrays.copyOf(wideSlot, n);
            }
            int firstLine = block << LineOffsets.BLOCK_SHIFT;
            int base = pending[0];
            boolean fits = (long) pendingMin - base >= Short.MIN_VALUE && (long) pendingMax - base <= Short.MAX_VALUE;
            frameBase[block] = base;
            if (fits) {
                wideSlot[block] = -1;
                for (int i = 0; i < pendingCount; i++) {
                    frameDelta[firstLine + i] = (short) (pending[i] - base);
                }
            } else {
                wideSlot[block] = wideCount;
                int need = (wideCount + 1) << LineOffsets.BLOCK_SHIFT;
                if (need > wideFrames.length) {
                    wideFrames = Arrays.copyOf(wideFrames, Math.max(need, wideFrames.length * 2));
                }
                System.arraycopy(pending, 0, wideFrames, wideCount << LineOffsets.BLOCK_SHIFT, pendingCount);
                wideCount++;
            }
            pendingCount = 0;
        }

        /** @return the finished columns */
        public LineColumns build() {
            flush();
            int blocks = (lineCount + LineOffsets.BLOCK_LINES - 1) >>> LineOffsets.BLOCK_SHIFT;
            return new LineColumns(lineCount, LineOffsets.fit(types, lineCount), LineOffsets.fit(players, lineCount),
                    Arrays.copyOf(frameBase, blocks), LineOffsets.fit(frameDelta, lineCount),
                    Arrays.copyOf(wideSlot, blocks), Arrays.copyOf(wideFrames, wideCount << LineOffsets.BLOCK_SHIFT));
        }
    }
}

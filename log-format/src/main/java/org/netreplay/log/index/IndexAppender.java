package org.netreplay.log.index;

import org.netreplay.log.IndexStats;
import org.netreplay.log.LogTypes;

/**
 * Appends lines in file order to the compact offsets and columns, doing the inheritance of untagged lines: an
 * untagged line takes type, player and frame of the last tagged line before it ({@link LogTypes#UNTAGGED}, -1, 0
 * before any). Because lines arrive here in order, inheritance across parallel chunk boundaries is exact.
 * Not thread-safe.
 */
public final class IndexAppender {
    private final LineOffsets.Builder offsets = new LineOffsets.Builder();
    private final LineColumns.Builder columns = new LineColumns.Builder();
    private final StatsAccumulator stats = new StatsAccumulator();
    private int lastType = LogTypes.UNTAGGED;
    private int lastPlayer = -1;
    private int lastFrame;

    /** Adds a line that has its own prefix. */
    public void addTagged(long startOffset, int typeId, int player, int frame) {
        offsets.add(startOffset);
        columns.add(typeId, true, player, frame);
        stats.tagged(typeId, player, frame);
        lastType = typeId;
        lastPlayer = player;
        lastFrame = frame;
    }

    /** Adds a line without prefix; it inherits the last tagged line's values. */
    public void addUntagged(long startOffset) {
        offsets.add(startOffset);
        columns.add(lastType, false, lastPlayer, lastFrame);
        stats.untagged();
    }

    /** Adds a line given a packed {@link PrefixParser} result. */
    public void add(long startOffset, long prefix) {
        if (prefix == PrefixParser.UNTAGGED) {
            addUntagged(startOffset);
        } else {
            addTagged(startOffset, PrefixParser.type(prefix), PrefixParser.player(prefix), PrefixParser.frame(prefix));
        }
    }

    /**
     * Adds the first {@code count} lines of an index (their offsets and columns as they are; untagged lines keep
     * what they inherited), so that lines appended to its file can be added after them.
     */
    void addLinesOf(LineOffsets offsets, LineColumns columns, int count) {
        for (int line = 0; line < count; line++) {
            if (columns.isTagged(line)) {
                addTagged(offsets.start(line), columns.typeId(line), columns.player(line), columns.frame(line));
            } else {
                addUntagged(offsets.start(line));
            }
        }
    }

    /**
     * Makes room for {@code lines} lines in total (an estimate; more may be added).
     *
     * @param lines expected total lines
     */
    public void ensureCapacity(long lines) {
        int n = (int) Math.min(lines, Integer.MAX_VALUE - 8);
        offsets.ensureCapacity(n);
        columns.ensureCapacity(n);
    }

    /**
     * Adds all lines of a scanned chunk: fixes the lines before its first tagged line (they inherit from the
     * previous chunk), appends offsets and columns in bulk and merges the chunk's counts.
     */
    void addChunk(ChunkScanner.Result chunk) {
        int leading = chunk.leading();
        byte raw = (byte) (lastType < 0 ? LineColumns.RAW_UNTAGGED : lastType);
        for (int i = 0; i < leading; i++) {
            chunk.rawTypes[i] = raw;
            chunk.players[i] = (byte) lastPlayer;
            chunk.frames[i] = lastFrame;
        }
        long base = chunk.chunkStart;
        int[] rel = chunk.relStarts;
        for (int i = 0; i < chunk.count; i++) {
            offsets.add(base + rel[i]);
        }
        columns.addBulk(chunk.rawTypes, chunk.players, chunk.frames, chunk.count);
        stats.merge(chunk.typeCounts, chunk.playerCounts, chunk.untagged, chunk.minFrame, chunk.maxFrame);
        if (chunk.anyTagged()) {
            lastType = chunk.lastType;
            lastPlayer = chunk.lastPlayer;
            lastFrame = chunk.lastFrame;
        }
    }

    /** @return lines added so far */
    public int lineCount() {
        return offsets.lineCount();
    }

    /** @return the offsets, ended at {@code endOffset} */
    public LineOffsets buildOffsets(long endOffset) {
        return offsets.build(endOffset);
    }

    /** @return the columns */
    public LineColumns buildColumns() {
        return columns.build();
    }

    /** @return the statistics */
    public IndexStats buildStats() {
        return stats.build();
    }
}

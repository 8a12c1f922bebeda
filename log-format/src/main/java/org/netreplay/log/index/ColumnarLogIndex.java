package org.netreplay.log.index;

import org.netreplay.log.LogIndex;

/**
 * A {@link LogIndex} that exposes its compact columns, so filters and merges can run tight loops over primitive
 * arrays instead of one interface call per line. Implemented by the text-log index and the net CSV index.
 */
public interface ColumnarLogIndex extends LogIndex {
    /** @return the type/player/frame columns of this index */
    LineColumns columns();

    @Override
    default int typeId(int lineNumber) {
        return columns().typeId(lineNumber);
    }

    @Override
    default int player(int lineNumber) {
        return columns().player(lineNumber);
    }

    @Override
    default int frame(int lineNumber) {
        return columns().frame(lineNumber);
    }

    @Override
    default boolean isTagged(int lineNumber) {
        return columns().isTagged(lineNumber);
    }

    /** @return heap bytes held by the index arrays (offsets plus columns), for benchmarks */
    long indexHeapBytes();
}

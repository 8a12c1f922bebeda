package org.netreplay.log.index;

import org.netreplay.log.LogIndex;

/**
 * A {@link LogIndex} that exposes its compact columns, so filters and merges can run tight loops over primitive
 * arrays instead of one interface call per line. Implemented by the text-log index and the net CSV index.
 */
public interface ColumnarLogIndex extends LogIndex {
    /** @return the type/player/frame columns of this index */
    LineColumns columns();

    /** @return heap bytes held by the index arrays (offsets plus columns), for benchmarks */
    long indexHeapBytes();
}

package org.netreplay.session.peerstate;

/**
 * The bounds a {@link PeerStateReader} enforces before it allocates (named like {@code GmLimits} and
 * {@code manifest.maxBytes}): each has a name used in the error message and a default far above what a real session
 * writes.
 *
 * @param maxRecords          most records in one file ({@code peerStates.maxRecords}); default 8,000,000: 10 hours at
 *                            40 fps with five lines per frame, about 160 MB of index
 * @param maxStateSize        largest state, bytes ({@code peerStates.maxStateSize}); default 1 MiB (Purple Martians'
 *                            state is 113,344 bytes, docs/formats.md §5.3)
 * @param maxInputsPerRecord  most game moves in one record ({@code peerStates.maxInputsPerRecord}); default 4,096
 * @param maxKeyframeInterval most stored states between two full ones ({@code peerStates.maxKeyframeInterval}),
 *                            which bounds the work of decoding one state; default 4,096
 */
public record PeerStateLimits(int maxRecords, int maxStateSize, int maxInputsPerRecord, int maxKeyframeInterval) {
    /** The defaults. */
    public static final PeerStateLimits DEFAULT = new PeerStateLimits(8_000_000, 1 << 20, 4_096, 4_096);

    public PeerStateLimits {
        if (maxRecords < 1 || maxStateSize < 1 || maxInputsPerRecord < 0 || maxKeyframeInterval < 1) {
            throw new IllegalArgumentException("peer-state limits must be positive");
        }
    }

    /** @return the largest record body a state of {@code stateSize} bytes and the most inputs can need, bytes */
    long maxRecordBytes(int stateSize) {
        return PeerStateFormat.RECORD_FIXED_BYTES + 5L + (long) maxInputsPerRecord * PeerStateFormat.MAX_INPUT_BYTES
                + PeerStateFormat.maxRunBytes(stateSize);
    }
}

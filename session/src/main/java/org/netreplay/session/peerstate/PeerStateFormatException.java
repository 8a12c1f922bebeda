package org.netreplay.session.peerstate;

import java.io.IOException;
import java.nio.file.Path;

/**
 * A states file that cannot be read: bad magic or version, a field out of range, a limit exceeded, a truncated
 * record. The message names the file, the record (and its byte offset) and the field (docs/peer-states.md).
 */
public class PeerStateFormatException extends IOException {
    private static final long serialVersionUID = 1L;

    /**
     * @param record 0-based record number, or -1 for the header
     * @param offset byte offset of the record (its mark byte), or of the header field
     */
    PeerStateFormatException(Path file, int record, long offset, String field, String problem) {
        super(file + ": " + (record < 0 ? "header" : "record " + record) + " (at byte " + offset + "): field " + field
                + ": " + problem);
    }
}

package org.netreplay.log.index;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Objects;
import java.util.zip.CRC32;
import org.netreplay.log.LogReadException;

/**
 * What tells a file that grew from one that was replaced (klogg's {@code IndexedHash}): the file system's key of the
 * file (its inode, where the system has one) and a CRC-32 of its first bytes (at most {@value #HEAD_BYTES}).
 *
 * @param fileKey   the file system's key of the file, or null where the system has none
 * @param headBytes how many bytes the CRC covers
 * @param headCrc   the CRC-32 of those bytes
 */
record FileIdentity(Object fileKey, int headBytes, long headCrc) {
    /** Bytes of the head compared. */
    static final int HEAD_BYTES = 4096;

    /** @return the identity of the file {@code reader} reads, its head taken from its first {@code size} bytes */
    static FileIdentity of(PositionalReader reader, long size) throws LogReadException {
        int length = (int) Math.min(HEAD_BYTES, size);
        return new FileIdentity(keyOf(reader.file()), length, crcOf(reader, length));
    }

    /** @return whether the file {@code reader} reads now is still this one (same key, same head) */
    boolean sameFileAs(PositionalReader reader) throws LogReadException {
        Object key = keyOf(reader.file());
        if (fileKey != null && key != null && !Objects.equals(fileKey, key)) {
            return false;
        }
        return crcOf(reader, headBytes) == headCrc;
    }

    private static long crcOf(PositionalReader reader, int length) throws LogReadException {
        byte[] head = new byte[length];
        int got = reader.read(0, head, 0, length);
        CRC32 crc = new CRC32();
        crc.update(head, 0, got);
        return got < length ? ~crc.getValue() : crc.getValue();
    }

    private static Object keyOf(Path file) {
        try {
            return Files.readAttributes(file, BasicFileAttributes.class).fileKey();
        } catch (IOException e) {
            return null;
        }
    }
}

package org.netreplay.replay.spi;

/** How a state field's bytes are read: a little-endian signed integer, an IEEE-754 float32, or a char array. */
public enum FieldType {
    /** Little-endian two's-complement integer of 1, 2 or 4 bytes ({@code int32} for 4). */
    INT,
    /** Little-endian IEEE-754 binary32 ({@code float32}); 4 bytes. */
    FLOAT,
    /** A NUL-padded byte string ({@code char[n]}). */
    CHARS
}

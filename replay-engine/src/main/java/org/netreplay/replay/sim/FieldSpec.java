package org.netreplay.replay.sim;

/**
 * One field of an entity in {@link StateLayout}: name, unit, offset inside the entity and size.
 *
 * @param name   field name, e.g. {@code x}
 * @param unit   unit, e.g. {@code px/256}, {@code frames}, {@code bits}
 * @param offset byte offset inside the entity
 * @param size   1, 2 or 4 bytes, little-endian signed
 */
record FieldSpec(String name, String unit, int offset, int size) {
}

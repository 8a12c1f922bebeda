package org.netreplay.replay.spi;

/**
 * One named field of a state: a little-endian signed integer of {@code byteSize} bytes at {@code byteOffset}.
 *
 * @param entity     entity kind, e.g. {@code player}, {@code enemy}, {@code item}, {@code shot}, {@code tile},
 *                   {@code world}
 * @param index      entity index (player 0..7, enemy slot, tile x*100+y), or 0 for world fields
 * @param field      field name, e.g. {@code x}
 * @param unit       unit, e.g. {@code px/256} (Q24.8 fixed-point pixels), {@code frames}, {@code bits}
 * @param byteOffset offset in the state
 * @param byteSize   1, 2 or 4
 */
public record StateField(String entity, int index, String field, String unit, int byteOffset, int byteSize) {
    /** @return a path like {@code player[1].x} */
    public String path() {
        return entity + "[" + index + "]." + field;
    }
}

package org.netreplay.viewer.inspect;

/**
 * One entity of a game state, as the schema names it: {@code syn[2]} is entity {@code syn}, index 2.
 *
 * @param entity the entity kind, e.g. {@code syn}, {@code Ei}, {@code item}, {@code l}
 * @param index  the entity's index (player number, slot, tile x*100+y)
 */
public record EntityKey(String entity, int index) {
    /** @return e.g. {@code syn[2]} */
    public String text() {
        return entity + "[" + index + "]";
    }
}

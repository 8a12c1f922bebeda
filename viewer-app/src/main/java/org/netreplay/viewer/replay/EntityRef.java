package org.netreplay.viewer.replay;

import java.util.Objects;

/**
 * One entity of a game state, as the state schema names it ({@link org.netreplay.replay.spi.StateField#entity()} and
 * {@link org.netreplay.replay.spi.StateField#index()}): e.g. {@code syn[2]} (Purple Martians player 2), {@code Ei[7]}
 * (enemy 7; its floats are {@code Ef[7]}), {@code item[31]} (its floats {@code itemf[31]}), {@code lift[0]},
 * {@code pshot[4]}, {@code eshot[4]}, {@code l[4112]} (tile x*100+y); {@code player[0]} or {@code enemy[3]} in
 * {@code pm-reference}. The canvas and the state inspector select entities with it.
 *
 * @param entity the schema's entity name
 * @param index  the entity's index
 */
public record EntityRef(String entity, int index) {
    public EntityRef {
        Objects.requireNonNull(entity, "entity");
    }

    /** Written out: the record's generated hash (a method-handle call) was slow in maps of 28,852 fields. */
    @Override
    public int hashCode() {
        return entity.hashCode() * 31 + index;
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof EntityRef ref && ref.index == index && ref.entity.equals(entity);
    }

    /** @return e.g. {@code syn[2]} */
    @Override
    public String toString() {
        return entity + "[" + index + "]";
    }
}

package org.netreplay.pm.sim;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * One field of a struct that is part of the game's state ({@link Psyn}, {@link LiftCur}, {@link PShot},
 * {@link EShot}): where it lies in the game's compiled struct (x86-64, little-endian) and its unit. These annotations
 * are the one table of each struct's layout: {@link StructCodecs} (the codec, generated from them) and the state
 * schema ({@code org.netreplay.pm.state.PmStateSchema}) are derived from them; a test checks the offsets against the
 * game's own compiled layout ({@code offsetof}) and that {@link StructCodecs} is up to date. An {@code int} or
 * {@code float} field is 4 bytes, a {@code byte[]} field is a {@code char} array of the array's length.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.FIELD)
public @interface StructField {
    /** @return the field's first byte in its struct */
    int offset();

    /** @return its unit as the state schema shows it: {@code px}, {@code frames}, {@code bool}, {@code char[9]}... */
    String unit();
}

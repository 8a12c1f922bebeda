package org.netreplay.replay.sim;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

/** Fixed-point helpers and the xorshift32 PRNG. */
class FixedTest {

    @Property(tries = 300)
    void isqrtIsTheFloorOfTheSquareRoot(@ForAll @LongRange(min = 0, max = 4_000_000_000_000_000_000L) long value) {
        long root = Fixed.isqrt(value);

        assertThat(root * root).isLessThanOrEqualTo(value);
        assertThat((root + 1) * (root + 1)).isGreaterThan(value);
    }

    @Test
    void isqrtOfSmallValues() {
        assertThat(Fixed.isqrt(0)).isZero();
        assertThat(Fixed.isqrt(1)).isEqualTo(1);
        assertThat(Fixed.isqrt(24)).isEqualTo(4);
        assertThat(Fixed.isqrt(25)).isEqualTo(5);
        assertThat(Fixed.isqrt(-9)).isZero();
    }

    @Test
    void pixelConversionFloorsNegativeValues() {
        assertThat(Fixed.toPx(Fixed.fromPx(37))).isEqualTo(37);
        assertThat(Fixed.toPx(-1)).isEqualTo(-1);
        assertThat(Fixed.toPx(255)).isZero();
    }

    @Test
    void xorshiftMatchesMarsagliasFirstValueAndNeverReachesZero() {
        // Marsaglia (2003), xorshift32 with (13, 17, 5) from state 1: 270369.
        assertThat(Prng.next(1)).isEqualTo(270369);
        int state = Prng.seedState(0);
        assertThat(state).isNotZero();
        for (int i = 0; i < 10_000; i++) {
            state = Prng.next(state);
            assertThat(state).isNotZero();
        }
    }
}

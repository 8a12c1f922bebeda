package org.netreplay.viewer.inspect;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.netreplay.replay.spi.StateField;

/** Expected texts are written from the bytes {@link TestStates#base()} puts in, by hand. */
class FieldValuesTest {
    private static StateField field(String path) {
        return TestStates.SCHEMA.field(path);
    }

    @Test
    void fixedPointReadsAsPixels() {
        byte[] s = TestStates.base();
        assertThat(FieldValues.text(field("player[0].x"), s)).isEqualTo("10");
        assertThat(FieldValues.text(field("player[1].x"), s)).isEqualTo("30.5");
        assertThat(FieldValues.unit(field("player[1].x"))).isEqualTo("px");
        assertThat(FieldValues.numeric(field("player[1].x"), s)).isEqualTo(30.5);
    }

    @Test
    void namesFlagsTilesCharsAndBooleans() {
        byte[] s = TestStates.base();
        assertThat(FieldValues.text(field("enemy[0].type"), s)).isEqualTo("3 archwagon");
        assertThat(FieldValues.text(field("tile[4107].tile"), s)).isEqualTo("tile 57 · 0x8010000 SOLID_PLAYER|LADDER_MOVE");
        assertThat(FieldValues.text(field("world[0].name"), s)).isEqualTo("\"mar\"");
        assertThat(FieldValues.text(field("world[0].on"), s)).isEqualTo("yes");
        assertThat(FieldValues.text(field("enemy[0].fx"), s)).isEqualTo("12.25");
        assertThat(FieldValues.text(field("world[0].timer"), s)).isEqualTo("1234");
        assertThat(FieldValues.unit(field("world[0].timer"))).isEqualTo("frames");
        assertThat(FieldValues.unit(field("tile[4107].tile"))).isEmpty();
        assertThat(FieldValues.numeric(field("world[0].name"), s)).isNaN();
    }

    @Test
    void oneUlpApartShowsTwoTextsTheirBitsAndTheDistance() {
        byte[] server = TestStates.base();
        byte[] a = withFloat(server, 1062.0f);
        byte[] b = withFloat(server, 1062.000122f); // the next float up
        StateField fx = field("enemy[0].fx");
        assertThat(FieldValues.text(fx, a)).isEqualTo("1062.0");
        assertThat(FieldValues.text(fx, b)).isEqualTo("1062.0001");
        assertThat(FieldValues.bits(fx, a)).isEqualTo("0x4484c000");
        assertThat(FieldValues.bits(fx, b)).isEqualTo("0x4484c001");
        assertThat(FieldValues.difference(fx, a, b)).isEqualTo("+1 ulp");
        assertThat(FieldValues.difference(fx, b, a)).isEqualTo("−1 ulp");
        assertThat(FieldValues.difference(fx, a, a)).isEmpty();
    }

    @Test
    void fixedPointIsExactToTheLastBinaryDigit() {
        byte[] a = TestStates.withInt(TestStates.base(), 8, 897 * 256);
        byte[] b = TestStates.withInt(a, 8, 897 * 256 + 1);
        assertThat(FieldValues.text(field("player[1].x"), a)).isEqualTo("897");
        assertThat(FieldValues.text(field("player[1].x"), b)).isEqualTo("897.00390625");
        assertThat(FieldValues.difference(field("player[1].x"), a, b)).isEqualTo("+0.00390625");
        assertThat(FieldValues.bits(field("player[1].x"), b)).isEqualTo("0x00038101");
    }

    /** A char array that differs after its NUL, or holds a control byte, still reads differently and visibly. */
    @Test
    void charArraysThatDifferAfterTheirEndReadDifferently() {
        byte[] a = TestStates.base(); // "mar" then zeros at bytes 30..35
        byte[] b = a.clone();
        b[34] = 'x';
        byte[] c = a.clone();
        c[31] = 0x1b;
        assertThat(FieldValues.text(field("world[0].name"), a)).isEqualTo("\"mar\"");
        assertThat(FieldValues.text(field("world[0].name"), b)).isEqualTo("\"mar\" + 00 78");
        assertThat(FieldValues.text(field("world[0].name"), c)).isEqualTo("\"m\\x1br\"");
    }

    private static byte[] withFloat(byte[] state, float value) {
        return TestStates.withInt(state, 20, Float.floatToRawIntBits(value));
    }

    @Test
    void sameComparesTheFieldsBytesOnly() {
        byte[] a = TestStates.base();
        byte[] b = TestStates.withInt(a, 8, 31 * 256);
        assertThat(FieldValues.same(field("player[1].x"), a, b)).isFalse();
        assertThat(FieldValues.same(field("player[0].x"), a, b)).isTrue();
        assertThat(FieldValues.same(field("player[1].y"), a, b)).isTrue();
    }
}

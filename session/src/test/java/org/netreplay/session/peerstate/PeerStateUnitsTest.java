package org.netreplay.session.peerstate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/**
 * The small pieces of the states file and the type-60 line at their edges (docs/peer-states.md): big-endian ints,
 * the least limits, the label bytes, and each way a {@code state chk:[…]} text can be wrong, with its message.
 */
class PeerStateUnitsTest {

    @Test
    void intsAreBigEndianFromAnyOffset() {
        byte[] b = {0x7f, 0x12, 0x34, 0x56, 0x78, (byte) 0xff, 0x00, 0x00, 0x01};
        assertThat(PeerStateFormat.getInt(b, 1)).isEqualTo(0x12345678);
        assertThat(PeerStateFormat.getInt(b, 5)).isEqualTo(0xff000001);
        assertThat(PeerStateFormat.getInt(b, 2)).isEqualTo(0x345678ff);
        byte[] out = new byte[6];
        assertThat(PeerStateFormat.putInt(out, 2, 0xcafe0102)).isEqualTo(6);
        assertThat(out).containsExactly(0, 0, 0xca, 0xfe, 0x01, 0x02);
    }

    @Test
    void theLeastLimitsAreOneRecordOneByteNoInputsAKeyframeEveryState() {
        PeerStateLimits least = new PeerStateLimits(1, 1, 0, 1);
        assertThat(least.maxRecords()).isEqualTo(1);
        assertThatThrownBy(() -> new PeerStateLimits(0, 1, 0, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new PeerStateLimits(1, 0, 0, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new PeerStateLimits(1, 1, -1, 1)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new PeerStateLimits(1, 1, 0, 0)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aLabelByteOutsideTheFourLabelsIsNone() {
        assertThat(StateLabel.ofOrdinal(0)).isEqualTo(StateLabel.AUTHORITATIVE);
        assertThat(StateLabel.ofOrdinal(3)).isEqualTo(StateLabel.RESIMULATED);
        assertThat(StateLabel.ofOrdinal(4)).isNull();
        assertThat(StateLabel.ofOrdinal(-1)).isNull();
    }

    @Test
    void eachWrongChecksumTextIsNamedByItsField() {
        assertThat(StateChecksumLine.problem("state chk:[0123abcd] confirmed")).isNull();
        assertThat(StateChecksumLine.problem("state chk:[ffffffff] predicted \t\r")).isNull();
        assertThat(StateChecksumLine.problem("chk:[0123abcd] confirmed"))
                .isEqualTo("field text: does not start with 'state chk:['");
        assertThat(StateChecksumLine.problem("state chk:[0123abc"))
                .isEqualTo("field chk: fewer than 8 hex digits (line cut?)");
        assertThat(StateChecksumLine.problem("state chk:[0123abcd"))
                .isEqualTo("field chk: not 8 hex digits followed by '] '");
        assertThat(StateChecksumLine.problem("state chk:[0123abcd)x confirmed"))
                .isEqualTo("field chk: not 8 hex digits followed by '] '");
        assertThat(StateChecksumLine.problem("state chk:[0123abcdx confirmed"))
                .isEqualTo("field chk: not 8 hex digits followed by '] '");
        assertThat(StateChecksumLine.problem("state chk:[0123abgd] confirmed"))
                .isEqualTo("field chk: 'g' is not a hex digit");
        assertThat(StateChecksumLine.problem("state chk:[0123abcd] bogus"))
                .isEqualTo("field label: 'bogus' is not authoritative, confirmed, predicted or resimulated");
    }
}

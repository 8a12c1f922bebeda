package org.netreplay.session.peerstate;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

/** Type-60 lines in exactly the form docs/simulator.md §2.1 gives: {@code [60][P][F]state chk:[xxxxxxxx] <label>}. */
class StateChecksumLineTest {

    @Test
    void writesTheIssuesExactForm() {
        assertThat(new StateChecksumLine(1, 1234, 0x00ab12ef, StateLabel.PREDICTED).line())
                .isEqualTo("[60][1][1234]state chk:[00ab12ef] predicted");
        assertThat(new StateChecksumLine(0, 7, 0xFFFFFFFF, StateLabel.AUTHORITATIVE).text())
                .isEqualTo("state chk:[ffffffff] authoritative");
    }

    @Test
    void parsesEveryLabelAndRefusesNearMisses() {
        assertThat(StateChecksumLine.parse(2, 9, "state chk:[deadbeef] resimulated"))
                .contains(new StateChecksumLine(2, 9, 0xdeadbeef, StateLabel.RESIMULATED));
        assertThat(StateChecksumLine.parse(2, 9, "state chk:[00000001] confirmed\r"))
                .contains(new StateChecksumLine(2, 9, 1, StateLabel.CONFIRMED));
        assertThat(StateChecksumLine.parse(0, 9, "state chk:[DEADBEEF] confirmed"))
                .contains(new StateChecksumLine(0, 9, 0xdeadbeef, StateLabel.CONFIRMED));
        assertThat(StateChecksumLine.parse(0, 9, "state chk:[DeadBeef] confirmed \t \r"))
                .contains(new StateChecksumLine(0, 9, 0xdeadbeef, StateLabel.CONFIRMED));
        assertThat(StateChecksumLine.parse(0, 9, "state chk:[deadbee] confirmed")).isEmpty();
        assertThat(StateChecksumLine.problem("state chk:[deadbee] confirmed")).contains("field chk");
        assertThat(StateChecksumLine.problem("state chk:[deadbeeg] confirmed")).contains("field chk: 'g'");
        assertThat(StateChecksumLine.problem("state chk:[dead")).contains("field chk").contains("cut");
        assertThat(StateChecksumLine.problem("state chk:[deadbeef] confirm")).contains("field label");
        assertThat(StateChecksumLine.problem("state chk:[DEADBEEF] confirmed ")).isNull();
        assertThat(StateChecksumLine.parse(0, 9, "state chk:[deadbeef]  confirmed")).isEmpty();
        assertThat(StateChecksumLine.parse(0, 9, "state chk:[deadbeef] confirmed x")).isEmpty();
        assertThat(StateChecksumLine.parse(0, 9, "state chk:[deadbeef] Confirmed")).isEmpty();
        assertThat(StateChecksumLine.parse(0, 9, "stdf save state:12")).isEmpty();
        assertThat(StateChecksumLine.parse(0, 9, "")).isEmpty();
    }

    @Test
    void labelsParseOnlyTheirLowerCaseText() {
        for (StateLabel l : StateLabel.values()) {
            assertThat(StateLabel.parse(l.text())).isEqualTo(l);
        }
        assertThatThrownBy(() -> StateLabel.parse("final")).hasMessageContaining("authoritative");
    }
}

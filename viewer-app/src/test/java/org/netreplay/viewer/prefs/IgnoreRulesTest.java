package org.netreplay.viewer.prefs;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class IgnoreRulesTest {
    @Test
    void anExactPathIgnoresOnlyThatField() {
        IgnoreRules rules = IgnoreRules.of(List.of("syn[2].draw_rot"));
        assertThat(rules.ignores("syn[2].draw_rot")).isTrue();
        assertThat(rules.ignores("syn[1].draw_rot")).isFalse();
        assertThat(rules.ignores("syn[2].draw_rot_x")).isFalse();
        assertThat(rules.ignores("xsyn[2].draw_rot")).isFalse();
    }

    @Test
    void aStarMatchesAnyRunAndBracketsAreLiteral() {
        IgnoreRules rules = IgnoreRules.of(List.of("syn[*].draw_rot", "*.late_cdats"));
        assertThat(rules.ignores("syn[0].draw_rot")).isTrue();
        assertThat(rules.ignores("syn[7].draw_rot")).isTrue();
        assertThat(rules.ignores("lift[7].draw_rot")).isFalse();
        assertThat(rules.ignores("syn[3].late_cdats")).isTrue();
        assertThat(rules.ignores("syn[3].late_cdats_last_sec")).isFalse();
        assertThat(IgnoreRules.of(List.of("syn[2].*")).ignores("syn[2].x")).isTrue();
        assertThat(IgnoreRules.of(List.of("syn[2].*")).ignores("syn[20].x")).isFalse();
    }

    @Test
    void regexCharactersInAPatternAreLiteral() {
        IgnoreRules rules = IgnoreRules.of(List.of("a.b+c"));
        assertThat(rules.ignores("a.b+c")).isTrue();
        assertThat(rules.ignores("axbbc")).isFalse();
    }

    @Test
    void textRoundTripsDroppingBlanksAndDuplicates() {
        IgnoreRules rules = IgnoreRules.parse("  syn[*].x \n\n*.y\r\nsyn[*].x\n");
        assertThat(rules.patterns()).containsExactly("syn[*].x", "*.y");
        assertThat(IgnoreRules.parse(rules.text())).isEqualTo(rules);
        assertThat(IgnoreRules.parse("")).isSameAs(IgnoreRules.NONE);
        assertThat(IgnoreRules.NONE.ignores("syn[0].x")).isFalse();
        assertThat(rules.with("z").patterns()).containsExactly("syn[*].x", "*.y", "z");
    }
}

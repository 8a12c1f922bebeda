package org.netreplay.viewer.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FormatsTest {

    @Test
    void lineNumbersAreOneBasedOnScreen() {
        assertThat(Formats.lineNumber(0)).isEqualTo("1");
        assertThat(Formats.lineNumber(99_563)).isEqualTo("99564");
    }

    @Test
    void secondsAreFramesOverForty() {
        assertThat(Formats.seconds(3203)).isEqualTo("80.1");
        assertThat(Formats.seconds(100)).isEqualTo("2.5");
    }

    @Test
    void countsGetThousandsSeparators() {
        assertThat(Formats.count(172_554)).isEqualTo("172,554");
    }
}

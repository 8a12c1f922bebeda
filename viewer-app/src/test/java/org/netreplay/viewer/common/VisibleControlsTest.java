package org.netreplay.viewer.common;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class VisibleControlsTest {
    @Test
    void controlCharactersBecomeTheirPicturesOneForOne() {
        String raw = "a\033]0;title\007\033[2Jb\tc\u007f\u0085";
        String shown = VisibleControls.of(raw);
        assertThat(shown).isEqualTo("a\u241b]0;title\u2407\u241b[2Jb c\u2421\ufffd");
        assertThat(shown).hasSameSizeAs(raw);
        assertThat(shown.chars().noneMatch(ch -> ch < 0x20 || (ch >= 0x7f && ch <= 0x9f))).isTrue();
    }

    @Test
    void plainTextIsReturnedAsItIs() {
        String plain = "[10][0][1]LEVEL 3 STARTED";
        assertThat(VisibleControls.of(plain)).isSameAs(plain);
    }
}

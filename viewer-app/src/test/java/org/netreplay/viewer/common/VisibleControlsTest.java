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
    void formatCharactersSeparatorsAndLoneSurrogatesBecomeReplacementsOneForOne() {
        String raw = "abc\u202edef\u2066x\u200by\u2028z\ud800q\udc00\ud83d\ude00";
        String shown = VisibleControls.of(raw);
        assertThat(shown).isEqualTo("abc\ufffddef\ufffdx\ufffdy\ufffdz\ufffdq\ufffd\ud83d\ude00"); // the emoji stays
        assertThat(shown).hasSameSizeAs(raw);
    }

    @Test
    void aMessageForTheBarIsVisibleAndBounded() {
        String gm = "corrupt.gm:6: expected a numeric LEVEL header but found '\u00ff\u00fe\u001b[31m\u0007garbage'";
        assertThat(VisibleControls.message(gm)).isEqualTo("corrupt.gm:6: expected a numeric LEVEL header but found "
                + "'\u00ff\u00fe\u241b[31m\u2407garbage'");
        assertThat(VisibleControls.message("x".repeat(5000))).hasSize(VisibleControls.MAX_MESSAGE_CHARS + 24)
                .endsWith("\u2026 (4000 more characters)");
    }

    @Test
    void plainTextIsReturnedAsItIs() {
        String plain = "[10][0][1]LEVEL 3 STARTED";
        assertThat(VisibleControls.of(plain)).isSameAs(plain);
    }
}

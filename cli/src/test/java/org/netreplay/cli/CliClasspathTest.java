package org.netreplay.cli;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The CLI is headless: no JavaFX, ControlsFX or RichTextFX class is on its class path. This test runs on the cli
 * module's test class path, which holds its compile and runtime class path and its test dependencies, so a class
 * missing here is missing from both.
 */
class CliClasspathTest {
    @ParameterizedTest
    @ValueSource(strings = {"javafx.application.Application", "javafx.scene.Node", "javafx.beans.property.Property",
            "org.controlsfx.control.StatusBar", "org.fxmisc.richtext.StyleClassedTextArea", "org.fxmisc.flowless.Cell",
            "org.testfx.api.FxRobot"})
    void noUiClassIsOnTheClassPath(String className) {
        assertThatThrownBy(() -> Class.forName(className, false, getClass().getClassLoader()))
                .isInstanceOf(ClassNotFoundException.class);
    }
}

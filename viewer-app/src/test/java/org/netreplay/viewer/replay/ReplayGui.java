package org.netreplay.viewer.replay;

import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.Label;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Small helpers of the replay page's window tests. */
final class ReplayGui {
    static final long TIMEOUT_SECONDS = 60;

    private ReplayGui() {
    }

    static void waitUntil(Callable<Boolean> condition) throws TimeoutException {
        WaitForAsyncUtils.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS, () -> {
            WaitForAsyncUtils.waitForFxEvents();
            return condition.call();
        });
    }

    /** @return the label's text, or "" while there is no such label (a part of the page not built yet) */
    static String text(FxRobot robot, String query) {
        return robot.lookup(query).tryQueryAs(Label.class).map(Label::getText).orElse("");
    }

    /** @return the frame text the controls bar shows, e.g. {@code frame 1,500 / 3,208} */
    static String frameText(int frame, int last) {
        return String.format(java.util.Locale.ROOT, "frame %,d / %,d", frame, last);
    }
}

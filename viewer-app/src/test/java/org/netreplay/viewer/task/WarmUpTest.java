package org.netreplay.viewer.task;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** {@link WarmUp} against a pulse counter started just before it, headless. */
@ExtendWith(ApplicationExtension.class)
class WarmUpTest {
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        stage.show();
    }

    @Test
    void piecesRunOnePerPulseInTheOrderQueuedAndALaterQueueWaitsForTheEarlier() throws Exception {
        AtomicInteger pulses = new AtomicInteger();
        CompletableFuture<List<String>> done = new CompletableFuture<>();
        List<String> ran = new ArrayList<>();
        int[] start = new int[1];
        Platform.runLater(() -> {
            PulseCounter.count(pulses, done);
            start[0] = pulses.get();
            WarmUp.queue(() -> ran.add("a@" + (pulses.get() - start[0])),
                    () -> ran.add("b@" + (pulses.get() - start[0])));
            WarmUp.queue(() -> ran.add("c@" + (pulses.get() - start[0])),
                    () -> done.complete(List.copyOf(ran)));
        });
        assertThat(done.get(10, TimeUnit.SECONDS)).containsExactly("a@1", "b@2", "c@3");
    }

    @Test
    void aLowerRankRunsFirstEvenWhenQueuedLaterAndOneRankKeepsItsOrder() throws Exception {
        CompletableFuture<List<String>> done = new CompletableFuture<>();
        List<String> ran = new ArrayList<>();
        Platform.runLater(() -> {
            WarmUp.queue(() -> ran.add("last-a"), () -> done.complete(List.copyOf(ran)));
            WarmUp.queue(5, () -> ran.add("5-a"), () -> ran.add("5-b"));
            WarmUp.queue(1, () -> ran.add("1-a"));
            WarmUp.queue(5, () -> ran.add("5-c"));
        });
        assertThat(done.get(10, TimeUnit.SECONDS)).containsExactly("1-a", "5-a", "5-b", "5-c", "last-a");
    }

    @Test
    void noPieceRunsWhileALaterPulseActionWaitsForItsPulse() throws Exception {
        AtomicInteger pulses = new AtomicInteger();
        CompletableFuture<List<String>> done = new CompletableFuture<>();
        List<String> ran = new ArrayList<>();
        int[] start = new int[1];
        Platform.runLater(() -> {
            PulseCounter.count(pulses, done);
            start[0] = pulses.get();
            LaterPulse.run(4, () -> ran.add("later@" + (pulses.get() - start[0])));
            WarmUp.queue(() -> ran.add("piece@" + (pulses.get() - start[0])), () -> done.complete(List.copyOf(ran)));
        });
        List<String> order = done.get(10, TimeUnit.SECONDS);
        assertThat(order).hasSize(2);
        assertThat(order.get(0)).isEqualTo("later@4");
        assertThat(order.get(1)).startsWith("piece@");
        assertThat(Integer.parseInt(order.get(1).substring("piece@".length()))).isGreaterThan(4);
    }

    @Test
    void theFinisherRunsAtOnceThePiecesNotRunYetAndEachPieceRunsOnce() throws Exception {
        List<String> ran = new ArrayList<>();
        CompletableFuture<List<String>> done = new CompletableFuture<>();
        javafx.scene.layout.Pane node = new javafx.scene.layout.Pane();
        Platform.runLater(() -> {
            Runnable finish = WarmUp.onceInScene(node, () -> ran.add("a"), () -> ran.add("b"));
            finish.run(); // needed before the node joined any scene
            List<String> atOnce = List.copyOf(ran);
            stage.setScene(new javafx.scene.Scene(node)); // their turns come: nothing runs twice
            WarmUp.queue(() -> { }, () -> { }, () -> done.complete(atOnce));
        });
        assertThat(done.get(10, TimeUnit.SECONDS)).containsExactly("a", "b");
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        assertThat(ran).containsExactly("a", "b");
    }

    @Test
    void aPieceWhoseNodeIsInNoShownWindowIsSkipped() throws Exception {
        List<String> ran = new ArrayList<>();
        CompletableFuture<Boolean> done = new CompletableFuture<>();
        javafx.scene.layout.Pane node = new javafx.scene.layout.Pane();
        Platform.runLater(() -> {
            WarmUp.onceInScene(node, () -> ran.add("a"));
            new javafx.scene.Scene(node); // a scene in no window: queued, then skipped
            WarmUp.queue(() -> { }, () -> done.complete(true));
        });
        done.get(10, TimeUnit.SECONDS);
        assertThat(ran).isEmpty();
    }

    @Test
    void piecesForANodeWaitForItsSceneThenRunOnePerPulse() throws Exception {
        AtomicInteger pulses = new AtomicInteger();
        CompletableFuture<int[]> done = new CompletableFuture<>();
        int[] at = {-1, -1};
        javafx.scene.layout.Pane node = new javafx.scene.layout.Pane();
        Platform.runLater(() -> {
            WarmUp.onceInScene(node, () -> at[0] = pulses.get(), () -> done.complete(new int[] {at[0], pulses.get()}));
            PulseCounter.count(pulses, done);
        });
        Thread.sleep(200); // many pulses: the node is in no scene, so nothing runs
        org.testfx.util.WaitForAsyncUtils.waitForFxEvents();
        assertThat(at[0]).isEqualTo(-1);
        int[] pulsesWhenAdded = new int[1];
        Platform.runLater(() -> {
            pulsesWhenAdded[0] = pulses.get();
            stage.setScene(new javafx.scene.Scene(node)); // a shown window
        });
        int[] seen = done.get(10, TimeUnit.SECONDS);
        assertThat(new int[] {seen[0] - pulsesWhenAdded[0], seen[1] - pulsesWhenAdded[0]}).containsExactly(1, 2);
    }
}

package org.netreplay.sim.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * {@link EventQueue#defer}: a deferred action gives the same order of events as running it at once (its events take
 * the sequence numbers of the moment it was deferred, ties included), runs before the first event at or after its
 * deadline or scheduled as a barrier, reads the time it was deferred at, and may not schedule before its deadline.
 */
class EventQueueTest {
    /** A small schedule: at t=0 an action A sends two "packets" arriving at 10 and 12; other peers' events around. */
    private static List<String> run(boolean deferA) {
        EventQueue q = new EventQueue();
        List<String> seen = new ArrayList<>();
        Runnable a = () -> {
            seen.add("A@" + q.now());
            q.schedule(10, () -> seen.add("pkt1@" + q.now()));
            q.schedule(12, () -> seen.add("pkt2@" + q.now()));
        };
        q.schedule(0, () -> {
            if (deferA) {
                q.defer(10, 4, a);
            } else {
                a.run();
            }
            q.schedule(10, () -> seen.add("next@" + q.now())); // scheduled after A's packets: runs after pkt1
        });
        q.schedule(3, () -> {
            seen.add("c@" + q.now());
            q.schedule(10, () -> seen.add("c10@" + q.now())); // same time as pkt1, scheduled later
        });
        q.schedule(7, () -> seen.add("d@" + q.now()));
        q.runUntil(Long.MAX_VALUE);
        return seen;
    }

    @Test
    void aDeferredActionGivesTheSameOrderOfEventsAsRunningItAtOnce() {
        List<String> atOnce = run(false);
        assertThat(atOnce).containsExactly("A@0", "c@3", "d@7", "pkt1@10", "next@10", "c10@10", "pkt2@12");
        List<String> deferred = run(true);
        // A runs later (after c and d, before the first event at its deadline) but reads time 0, and its packets
        // keep their places among the events at time 10
        assertThat(deferred).containsExactly("c@3", "d@7", "A@0", "pkt1@10", "next@10", "c10@10", "pkt2@12");
        assertThat(deferred.stream().filter(e -> !e.startsWith("A@")).toList())
                .isEqualTo(atOnce.stream().filter(e -> !e.startsWith("A@")).toList());
    }

    @Test
    void aBarrierEventRunsOnlyAfterTheDeferredAction() {
        EventQueue q = new EventQueue();
        List<String> seen = new ArrayList<>();
        q.schedule(0, () -> q.defer(100, 1, () -> seen.add("deferred@" + q.now())));
        q.schedule(5, () -> seen.add("other@" + q.now()));
        q.scheduleBarrier(6, () -> seen.add("barrier@" + q.now()));
        q.runUntil(Long.MAX_VALUE);
        assertThat(seen).containsExactly("other@5", "deferred@0", "barrier@6");
    }

    @Test
    void aDeferredActionMayNotScheduleBeforeItsDeadlineNorMoreThanItReserved() {
        EventQueue early = new EventQueue();
        early.schedule(0, () -> early.defer(10, 2, () -> early.schedule(9, () -> { })));
        assertThatThrownBy(() -> early.runUntil(Long.MAX_VALUE)).isInstanceOf(IllegalStateException.class);
        EventQueue many = new EventQueue();
        many.schedule(0, () -> many.defer(10, 1, () -> {
            many.schedule(10, () -> { });
            many.schedule(11, () -> { });
        }));
        assertThatThrownBy(() -> many.runUntil(Long.MAX_VALUE)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    void theDeferredActionRunsOnceAtTheLatestWhenRunUntilStops() {
        EventQueue q = new EventQueue();
        List<String> seen = new ArrayList<>();
        q.schedule(0, () -> q.defer(50, 1, () -> seen.add("deferred@" + q.now())));
        q.schedule(20, () -> seen.add("later@" + q.now()));
        q.runUntil(0);
        assertThat(seen).containsExactly("deferred@0");
        q.settle();
        q.runUntil(Long.MAX_VALUE);
        assertThat(seen).containsExactly("deferred@0", "later@20");
    }
}

package org.netreplay.sim.tick;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The four adjustment rules of docs/simulator.md §7.3, values computed by hand with remote_send_rate 3. */
class TickSyncTest {

    @Test
    void firstPacketSetsTheRemoteTickTwoPacketsBehind() {
        TickSync<String> sync = new TickSync<>(TickRates.SERVER_SEND_RATE);
        assertThat(sync.synchronize().adjustment()).isEqualTo(TickAdjustment.NO_PACKET);
        assertThat(sync.remoteTick()).isEqualTo(-1);
        sync.receive(30, "a");
        assertThat(sync.remoteTick()).isEqualTo(24); // 30 - 3*2
        TickStep step = sync.synchronize();
        // 24 + 1 = 25; diff = 30 - 25 = 5, inside [3, 9): no change
        assertThat(step).isEqualTo(new TickStep(TickAdjustment.IN_WINDOW, 5, 25, 25));
    }

    @Test
    void eachRuleMovesTheRemoteTickAsTheDesignSays() {
        TickSync<String> sync = new TickSync<>(3);
        sync.receive(30, "a");
        sync.synchronize(); // 25

        sync.receive(45, "b"); // 26: diff 19 >= 9: += min(19 - 6, 12) = 12 -> 38
        assertThat(sync.synchronize()).isEqualTo(new TickStep(TickAdjustment.CATCH_UP, 19, 38, 38));

        sync.receive(40, "c"); // 39: diff 1 in [0, 3): stall -> 38
        assertThat(sync.synchronize()).isEqualTo(new TickStep(TickAdjustment.STALL, 1, 38, 38));

        sync.receive(36, "d"); // 39: diff -3, |diff| <= 6: -= 3 -> 36
        assertThat(sync.synchronize()).isEqualTo(new TickStep(TickAdjustment.STEP_BACK, -3, 36, 38));

        sync.receive(20, "e"); // 37: diff -17, |diff| > 6: reset to 20 - 6 = 14
        assertThat(sync.synchronize()).isEqualTo(new TickStep(TickAdjustment.RESET, -17, 14, 38));

        // the packet was compared once: the next tick only adds 1
        assertThat(sync.synchronize()).isEqualTo(new TickStep(TickAdjustment.NO_PACKET, 0, 15, 38));
    }

    @Test
    void catchUpIsCappedAtFourPackets() {
        TickSync<String> sync = new TickSync<>(2);
        sync.receive(10, "a"); // 6
        sync.synchronize(); // 7, diff 3 in [2, 6)
        sync.receive(100, "b"); // 8: diff 92: += min(88, 8) = 8 -> 16
        assertThat(sync.synchronize()).isEqualTo(new TickStep(TickAdjustment.CATCH_UP, 92, 16, 16));
    }

    @Test
    void integrateReleasesPacketsOnceTheRemoteTickIsWithinRateMinusOne() {
        TickSync<String> sync = new TickSync<>(3);
        sync.receive(9, "p9"); // remote tick 3
        sync.receive(12, "p12");
        sync.synchronize(); // 4; tail 12: diff 8 in window
        assertThat(sync.integrate()).isEmpty(); // needs 9 - 2 = 7
        sync.synchronize(); // 5
        sync.synchronize(); // 6
        assertThat(sync.integrate()).isEmpty();
        sync.synchronize(); // 7
        assertThat(sync.integrate()).containsExactly("p9");
        sync.synchronize(); // 8
        sync.synchronize(); // 9
        assertThat(sync.integrate()).isEmpty();
        sync.synchronize(); // 10 = 12 - 2
        assertThat(sync.integrate()).containsExactly("p12");
        assertThat(sync.queued()).isZero();
    }

    @Test
    void steadyPacketsEveryThirdTickStayInTheSweetSpot() {
        // a sender at rate 3, delivered with a constant 4-tick delay: after the first packet every comparison must be
        // in the window [rate, rate*3), i.e. the receiver stays about two packets behind the newest one
        TickSync<Integer> sync = new TickSync<>(3);
        int inWindow = 0;
        for (int local = 1; local <= 600; local++) {
            int sent = local - 4;
            if (sent > 0 && sent % 3 == 0) {
                sync.receive(sent, sent);
            }
            TickStep step = sync.synchronize();
            sync.integrate();
            if (step.adjustment() != TickAdjustment.NO_PACKET) {
                assertThat(step.adjustment()).isEqualTo(TickAdjustment.IN_WINDOW);
                assertThat(step.diff()).isBetween(3, 8);
                inWindow++;
            }
        }
        assertThat(inWindow).isEqualTo(198); // packets sent at ticks 3..594 arrive by tick 598
    }

    @Test
    void sendRatesAreThreeAndTwo() {
        assertThat(TickRates.SERVER_SEND_RATE).isEqualTo(3);
        assertThat(TickRates.CLIENT_SEND_RATE).isEqualTo(2);
        assertThat(TickRates.sendsAfter(6, 3)).isTrue();
        assertThat(TickRates.sendsAfter(7, 3)).isFalse();
        assertThat(TickRates.sendsAfter(8, 2)).isTrue();
        assertThat(TickRates.tickLagFrames()).isEqualTo(3 * 2 + (3 - 1) + (2 - 1));
    }
}

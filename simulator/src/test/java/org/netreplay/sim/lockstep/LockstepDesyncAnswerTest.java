package org.netreplay.sim.lockstep;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.netreplay.session.desync.DivergenceKind;
import org.netreplay.session.desync.SessionDesync;
import org.netreplay.session.desync.SessionDesyncReport;
import org.netreplay.sim.SyncPolicy;
import org.netreplay.sim.bots.BotKind;

/**
 * For each lockstep fault the session-folder desync analysis (the {@code session} module's
 * {@link SessionDesync}, a separate code path reading only the files) answers the manifest's ground truth; a clean
 * lockstep session reports in sync.
 */
class LockstepDesyncAnswerTest {
    @TempDir
    Path tmp;

    @Test
    void cleanLockstepSessionIsInSync() throws IOException {
        Path dir = tmp.resolve("clean");
        LockstepSessions.run(dir, 3, 400, SyncPolicy.PM, BotKind.STRESS, null, 11);
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.comparable()).isTrue();
        assertThat(r.inSync()).as(r.note()).isTrue();
    }

    @Test
    void lateMoveAnswerEqualsGroundTruth() throws IOException {
        check("late-move@200", 12);
    }

    @Test
    void dropSdatAnswerEqualsGroundTruth() throws IOException {
        check("drop-sdat@200", 13);
    }

    @Test
    void lateMoveWithTheTickPolicyAnswerEqualsGroundTruth() throws IOException {
        check("late-move@200", 14, SyncPolicy.TICK);
    }

    @Test
    void anAuthoritativeFaultOrAMissingClientIsRefusedWithItsName() {
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> LockstepSessions.run(tmp.resolve("x"), 2, 50,
                SyncPolicy.PM, BotKind.STRESS, "corrupt-dif@10", 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("corrupt-dif")
                .hasMessageContaining("the lockstep mode makes");
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> LockstepSessions.run(tmp.resolve("y"), 1, 50,
                SyncPolicy.PM, BotKind.STRESS, "drop-sdat@10", 1))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("client 1 is not in this 1-player");
    }

    private void check(String fault, long seed) throws IOException {
        check(fault, seed, SyncPolicy.PM);
    }

    private void check(String fault, long seed, SyncPolicy sync) throws IOException {
        Path dir = tmp.resolve(fault.replace('@', '-') + "-" + sync.id());
        LockstepSessions.run(dir, 3, 400, sync, BotKind.STRESS, fault, seed);
        SessionDesyncReport r = SessionDesync.analyze(dir);
        assertThat(r.inSync()).isFalse();
        assertThat(r.firstDivergentFrame()).isEqualTo(SessionLines.groundTruthFrame(dir));
        assertThat(r.peer()).isEqualTo(SessionLines.groundTruthPeer(dir));
        assertThat(r.kind()).isEqualTo(DivergenceKind.CLIENT_DIVERGED);
        assertThat(r.fields()).as(r.note()).isNotEmpty();
        assertThat(java.nio.file.Files.readString(dir.resolve("session.json")))
                .contains("\"field\" : \"" + r.fields().get(0).path() + "\"");
    }
}

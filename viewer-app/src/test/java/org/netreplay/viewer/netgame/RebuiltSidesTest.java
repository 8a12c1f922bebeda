package org.netreplay.viewer.netgame;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.netreplay.pm.state.PmStateCodec;
import org.netreplay.pmnet.timeline.RebuiltSession;
import org.netreplay.replay.session.Games;
import org.netreplay.viewer.replay.FrameSource;
import org.netreplay.viewer.replay.ReplaySources;
import org.netreplay.viewer.replay.SideState;

/** The replay page's sides of a rebuilt netgame: which state each frame shows and how it is labelled. */
class RebuiltSidesTest {
    private final RebuiltSession session = RebuiltFixture.session(true);
    private final ReplaySources sides = RebuiltSources.of(session, Games.find("purple-martians"), "autosave");

    @Test
    void theServerShowsItsStateAndNamesTheRewindThatReMadeAFrame() throws Exception {
        FrameSource server = sides.server();
        assertThat(server.firstFrame()).isEqualTo(RebuiltFixture.FIRST);
        assertThat(server.lastFrame()).isEqualTo(RebuiltFixture.LAST);
        SideState plain = server.at(20);
        assertThat(plain.state()).isEqualTo(RebuiltFixture.state(20, 0));
        assertThat(plain.label()).isEqualTo("authoritative");
        SideState remade = server.at(33);
        assertThat(remade.state()).isEqualTo(RebuiltFixture.state(33, 9));
        assertThat(remade.label()).isEqualTo("authoritative, re-simulated by the rewind in server frame 35");
    }

    @Test
    void aClientShowsItsCorrectedStateAtACorrectionAndItsPredictionOtherwise() throws Exception {
        assertThat(sides.clients()).extracting(FrameSource::name).containsExactly("client 1", "client 2");
        RebuiltClientSide one = (RebuiltClientSide) sides.clients().get(0);
        assertThat(one.at(24).state()).isEqualTo(RebuiltFixture.state(24, 1));
        assertThat(one.at(24).label()).isEqualTo("predicted");
        SideState corrected = one.at(40);
        assertThat(corrected.state()).isEqualTo(RebuiltFixture.state(40, 11));
        assertThat(corrected.label()).isEqualTo("corrected by dif s:38 d:39, re-simulated 1 frame");
        one.setOwnSimulation(true);
        assertThat(one.at(40).state()).isEqualTo(RebuiltFixture.state(40, 1));
        assertThat(one.at(40).label()).isEqualTo("predicted (a dif corrected it at this frame)");
        assertThat(one.at(15).state()).isNull();
        assertThat(one.at(15).label()).isEqualTo("no state at this frame");
    }

    @Test
    void theSidesReadTheGamesOwnStateOnly() {
        assertThat(sides.game().id()).isEqualTo("purple-martians");
        assertThat(sides.game().schema().stateSize()).isEqualTo(PmStateCodec.STATE_SIZE);
        assertThat(sides.game().schema().fields()).allMatch(f -> f.byteOffset() + f.byteSize()
                <= PmStateCodec.STATE_SIZE);
        assertThat(sides.game().schema().field("syn[0].x")).isNotNull();
        assertThat(Games.find("purple-martians").schema().stateSize()).isGreaterThan(PmStateCodec.STATE_SIZE);
        assertThat(sides.note()).contains("start of frame F");
    }

    @Test
    void theSummarySaysVerifiedOrTheFirstMismatchWithFileAndLine() {
        RebuildSummary good = RebuildSummary.of(session, "server/x.gm", 60, 70);
        assertThat(good.verified()).isTrue();
        assertThat(good.complete()).isFalse(); // 3 status rows of client 1 could not be compared
        assertThat(good.phase()).isEqualTo(NetgameRebuildViewModel.Phase.PARTLY_VERIFIED);
        assertThat(good.headline()).isEqualTo("All 2 numbers compared with the logs match (dif sizes, rewinds, game "
                + "moves, corrections): the server proven; client 1 proven only in part: 3 status rows unchecked (the "
                + "log starts late).");
        assertThat(good.details()).contains("The recording ends at frame 60; the logs go on to frame 70: later "
                + "frames are not rebuilt.");
        assertThat(good.details()).anyMatch(d -> d.startsWith("client 1: 1/1 corrections matched; 3 status rows "
                + "unchecked (the log starts late)"));
        RebuildSummary bad = RebuildSummary.of(RebuiltFixture.session(false), "server/x.gm", 60, 60);
        assertThat(bad.verified()).isFalse();
        assertThat(bad.phase()).isEqualTo(NetgameRebuildViewModel.Phase.NOT_VERIFIED);
        assertThat(bad.headline()).isEqualTo("NOT verified: 1 of 2 numbers compared differ. First: client1/log.txt "
                + "line 77 (frame 40), lcor of the stak: the log says 60.1, the rebuild gives 60.0.");
        assertThat(bad.details()).noneMatch(d -> d.contains("ends at frame"));
    }

    @Test
    void theBannerAlwaysShowsTheSentencesAboutEarlyEnds() {
        assertThat(RebuildBannerView.endsEarly("Client 1's log ends at frame 2,969: it has no state after.")).isTrue();
        assertThat(RebuildBannerView.endsEarly("client 1: 1/1 corrections matched.")).isFalse();
        assertThat(List.of("The recording ends at frame 2,970; the logs go on to frame 3,208: later frames are not "
                + "rebuilt.")).allMatch(RebuildBannerView::endsEarly);
    }
}

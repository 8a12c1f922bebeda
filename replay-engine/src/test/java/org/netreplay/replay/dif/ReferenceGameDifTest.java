package org.netreplay.replay.dif;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.gm.GmRecording;
import org.netreplay.replay.session.Games;
import org.netreplay.replay.session.ReplaySession;
import org.netreplay.replay.session.ReplaySessionBuilder;
import org.netreplay.testdata.TestData;

/**
 * The server's dif path (docs/formats.md §5.4, §5.5) on real reference-game states: a client acks frame f, the server
 * sends the dif from f to f+n; against the zero base (src 0) the whole state is sent.
 */
class ReferenceGameDifTest {
    private static final Path ROOT = TestData.root();

    @Test
    void difsBetweenRealStatesRoundTripAndAreSmallerThanFullStates() throws IOException, StateDifException {
        GmRecording rec = GmReader.read(ROOT.resolve("sample-logs/demos/TAS/lev006-8P-37.gm"));
        ReplaySession session = ReplaySessionBuilder.create().withGame(Games.find(Games.REFERENCE_GAME_ID))
                .withLevel(rec.level()).withLevelFile(ROOT.resolve("sample-logs/levels/level006.pml"))
                .withMoves(rec.moves()).start();
        int stateSize = session.schema().stateSize();
        StateDifCodec codec = StateDifCodec.game(stateSize);
        byte[] zero = new byte[stateSize];
        for (int acked = 100; acked <= 1400; acked += 260) {
            byte[] base = session.seek(acked);
            byte[] newest = session.seek(acked + 3);
            List<DifPiece> pieces = codec.encode(base, newest);
            List<DifPiece> full = codec.encode(zero, newest);
            assertThat(codec.decode(base, pieces)).isEqualTo(newest);
            assertThat(codec.decode(zero, full)).isEqualTo(newest);
            int difBytes = pieces.stream().mapToInt(DifPiece::size).sum();
            int fullBytes = full.stream().mapToInt(DifPiece::size).sum();
            assertThat(pieces).hasSize(difBytes / DifPieces.PIECE_SIZE + 1);
            assertThat(difBytes).isLessThan(fullBytes);
            assertThat(full.size()).isLessThanOrEqualTo(DifPieces.GAME_MAX_PIECES);
        }
    }
}

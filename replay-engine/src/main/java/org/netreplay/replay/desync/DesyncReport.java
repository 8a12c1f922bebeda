package org.netreplay.replay.desync;

import java.util.List;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.history.Frames;

/**
 * The result of a desync search: a desync is a result, not an exception.
 *
 * @param inSync               true if every compared frame's checksum matched
 * @param firstDivergentFrame  the first frame whose checksums differ, or {@link Frames#NONE}
 * @param lastMatchingFrame    the last frame known to match before it (for a sparse checksum log: the previous
 *                             logged frame), or {@link Frames#NONE}
 * @param checksumA            side A's checksum at the divergent frame (0 when in sync)
 * @param checksumB            side B's checksum (or the logged one) at the divergent frame (0 when in sync)
 * @param fields               differing state fields at the divergent frame (empty when in sync, when only a
 *                             checksum log is compared, or when the states are byte-identical)
 * @param moveDifferences      moves only in A or only in B within ± the move window of the divergent frame
 * @param movesAround          side A's moves within ± the move window of the divergent frame
 * @param firstMoveDifference  the first frame where the move streams differ, or {@link Frames#NONE}
 * @param framesCompared       frames whose checksums were compared
 * @param note                 one sentence explaining the finding
 */
public record DesyncReport(boolean inSync, int firstDivergentFrame, int lastMatchingFrame, int checksumA,
                           int checksumB, List<FieldDiff> fields, List<MoveDifference> moveDifferences,
                           List<GameMove> movesAround, int firstMoveDifference, int framesCompared, String note) {
    public DesyncReport {
        fields = List.copyOf(fields);
        moveDifferences = List.copyOf(moveDifferences);
        movesAround = List.copyOf(movesAround);
    }
}

package org.netreplay.session.manifest;

import java.util.List;
import java.util.Objects;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * {@code session.json}: what a session folder holds and how it was made (schema: docs/session-manifest.md). Written
 * by the session simulator, read by the viewer and the CLI ({@link SessionManifests}). Paths are relative to the
 * folder holding the manifest, with {@code /} separators.
 *
 * @param version     schema version, {@value #VERSION}
 * @param game        game id of the recordings ({@code purple-martians}, {@code pm-reference})
 * @param level       level number
 * @param seed        the simulator's seed, or null for a real game's session
 * @param mode        {@code authoritative}, {@code lockstep}, or null (real session)
 * @param syncPolicy  client sync policy ({@code pm}, {@code tick}), or null
 * @param network     network and fault settings as given to the simulator (free-form text), or null
 * @param files       every file of the session with its peer and role
 * @param groundTruth for a session with injected faults: the earliest divergence of all of them (frame, then peer);
 *                    null when none acted
 * @param faults      every injected fault and what it did, in the order given; null for a session without faults
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SessionManifest(int version, String game, int level, Long seed, String mode, String syncPolicy,
                              String network, List<ManifestFile> files, GroundTruth groundTruth,
                              List<FaultRecord> faults) {
    /** The schema version this build reads and writes. */
    public static final int VERSION = 1;

    /** A manifest without fault records. */
    public SessionManifest(int version, String game, int level, Long seed, String mode, String syncPolicy,
                           String network, List<ManifestFile> files, GroundTruth groundTruth) {
        this(version, game, level, seed, mode, syncPolicy, network, files, groundTruth, null);
    }

    public SessionManifest {
        Objects.requireNonNull(game, "game");
        files = List.copyOf(Objects.requireNonNull(files, "files"));
        faults = faults == null ? null : List.copyOf(faults);
    }

    /**
     * One file of the session.
     *
     * @param path path relative to the manifest's folder
     * @param peer player number of the peer that wrote it (0 = server), or null for shared files (the level)
     * @param role {@code server} or {@code client}, or null
     * @param kind {@link org.netreplay.session.LaneKind} name: TEXT_LOG, NET_CSV, STATUS_CSV, GAME_MOVES, LEVEL,
     *             MANIFEST, PEER_STATES (docs/peer-states.md)
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record ManifestFile(String path, Integer peer, String role, String kind) {
        public ManifestFile {
            Objects.requireNonNull(path, "path");
            Objects.requireNonNull(kind, "kind");
        }
    }

    /**
     * The divergence a fault really caused (the answer {@code desync} must find).
     *
     * @param firstDivergentFrame first frame whose state differs
     * @param peer                the peer that diverged
     * @param entity              state entity, e.g. {@code syn}
     * @param field               field path, e.g. {@code syn[1].x}
     * @param cause               for a divergence no fault made (an organic lockstep desync): why, one sentence;
     *                            null otherwise
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record GroundTruth(int firstDivergentFrame, int peer, String entity, String field, String cause) {
        /** A truth without a stated cause (an injected fault's: its record says what it did). */
        public GroundTruth(int firstDivergentFrame, int peer, String entity, String field) {
            this(firstDivergentFrame, peer, entity, field, null);
        }
    }

    /**
     * What one injected fault did (docs/simulator.md, "Faults").
     *
     * @param spec                the fault as given, e.g. {@code rewind-skip@1000} or {@code nondeterminism@900:p2}
     * @param acted               whether it made the session diverge
     * @param why                 what it did, or why it did nothing (one sentence)
     * @param firstDivergentFrame where its peer first diverged because of it, or null
     * @param peer                the peer it acted on (0 = server)
     * @param field               the first differing field, e.g. {@code syn[1].x}, or null
     */
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public record FaultRecord(String spec, boolean acted, String why, Integer firstDivergentFrame, int peer,
                              String field) {
        public FaultRecord {
            Objects.requireNonNull(spec, "spec");
            Objects.requireNonNull(why, "why");
        }
    }
}

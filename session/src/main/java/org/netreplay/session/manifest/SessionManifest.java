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
 * @param groundTruth for a session with an injected fault: where it really diverged; null otherwise
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record SessionManifest(int version, String game, int level, Long seed, String mode, String syncPolicy,
                              String network, List<ManifestFile> files, GroundTruth groundTruth) {
    /** The schema version this build reads and writes. */
    public static final int VERSION = 1;

    public SessionManifest {
        Objects.requireNonNull(game, "game");
        files = List.copyOf(Objects.requireNonNull(files, "files"));
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
     */
    public record GroundTruth(int firstDivergentFrame, int peer, String entity, String field) {
    }
}

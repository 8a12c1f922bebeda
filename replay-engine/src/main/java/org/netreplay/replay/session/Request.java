package org.netreplay.replay.session;

/**
 * What a {@link SyncTestSession} asks its caller to do, in order (ggrs's {@code GgrsRequest}): requests are
 * mandatory and are applied to the caller's own {@link org.netreplay.replay.spi.GameSimulation}. Java 17:
 * dispatch with {@code instanceof} patterns.
 */
public sealed interface Request permits SaveState, LoadState, AdvanceFrame {
}

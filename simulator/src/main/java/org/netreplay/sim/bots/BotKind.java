package org.netreplay.sim.bots;

/** Which input a simulated player gives. */
public enum BotKind {
    /** {@link StressBot}: new controls every frame ({@code rand() % 64}). */
    STRESS,
    /** {@link ScriptedBot}: human-like control changes about once a second. */
    SCRIPTED,
    /** {@link GmReplayBot}: one player's moves from a real {@code .gm}. */
    GM
}

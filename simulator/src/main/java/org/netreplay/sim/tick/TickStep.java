package org.netreplay.sim.tick;

/**
 * The outcome of one {@link TickSync#synchronize()} call.
 *
 * @param adjustment the rule applied
 * @param diff       newest packet's remote tick − the expected remote tick after its +1 (0 when no packet)
 * @param remoteTick the expected remote tick after the adjustment
 * @param remoteTickMax the largest remote tick reached so far
 */
public record TickStep(TickAdjustment adjustment, int diff, int remoteTick, int remoteTickMax) {
}

/**
 * Deliberately broken classes, one per determinism rule, inside {@code org.netreplay.replay.sim..} so the rules
 * apply to them. {@code DeterminismRulesTest} proves that each rule reports its fixture; the main check imports
 * only production classes, so these never fail the build.
 */
package org.netreplay.replay.sim.archfixture;

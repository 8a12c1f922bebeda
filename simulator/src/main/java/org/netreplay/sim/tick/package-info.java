/**
 * Tick synchronisation (docs/simulator.md §7.3): the remote tick kept
 * {@code remote_send_rate × 2} behind the newest packet by four adjustment rules, a de-jitter queue, and the send
 * rates 3 (server) and 2 (client). Used as the lockstep clients' {@code tick} sync policy.
 */
package org.netreplay.sim.tick;

/**
 * Classic deterministic lockstep (docs/simulator.md §7.1): the protocol as plain
 * state machines ({@link org.netreplay.sim.lockstep.LockstepServer}, {@link org.netreplay.sim.lockstep.LockstepClient},
 * the packets {@code cdat}, {@code sdat}, {@code sdak}, {@code cjon}, {@code sjon}) and the simulator mode that runs
 * them on the virtual clock ({@link org.netreplay.sim.lockstep.LockstepMode}), with the faults {@code late-move} and
 * {@code drop-sdat} and their ground truth. docs/simulator.md, "Lockstep mode".
 */
package org.netreplay.sim.lockstep;

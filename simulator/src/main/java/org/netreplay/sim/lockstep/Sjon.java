package org.netreplay.sim.lockstep;

/**
 * The server's join reply (docs/simulator.md §7.1: play level, frame rate, player number, player colour), with the
 * server's passcount at the reply as the game's join invitation logs it ("Server Frame Num").
 *
 * @param level          the level played
 * @param framesPerSecond the frame rate
 * @param player         the player number given
 * @param colour         the colour given
 * @param serverFrame    the server's passcount
 */
public record Sjon(int level, int framesPerSecond, int player, int colour, int serverFrame) {
}

package org.netreplay.replay.session;

import java.util.List;
import java.util.zip.CRC32;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.spi.GameSetup;
import org.netreplay.replay.spi.GameSimulation;

/** The simulation of {@link StubGame}; with {@code randomChecksum} its checksum is random (broken on purpose). */
final class StubSimulation implements GameSimulation {
    private final byte[] state = new byte[StubGame.STATE_SIZE];
    private final boolean randomChecksum;
    private final java.util.Random random = new java.util.Random();

    StubSimulation(GameSetup setup, boolean randomChecksum) {
        this.randomChecksum = randomChecksum;
        put(4, (int) setup.seed() ^ setup.level() * 7919);
    }

    @Override
    public int frame() {
        return get(0);
    }

    @Override
    public void advance(List<GameMove> movesForNextFrame) {
        int frame = frame() + 1;
        for (GameMove m : movesForNextFrame) {
            if (m.frame() != frame) {
                throw new IllegalArgumentException("move " + m + " is not for frame " + frame);
            }
        }
        put(0, frame);
        for (GameMove m : movesForNextFrame) {
            apply(m);
        }
        int prng = get(4) * 1103515245 + 12345;
        put(4, prng);
        for (int p = 0; p < 8; p++) {
            int base = StubGame.WORLD_SIZE + p * StubGame.PLAYER_SIZE;
            if (get(base) == 0) {
                continue;
            }
            int ctrl = get(base + 12);
            int x = get(base + 4);
            int y = get(base + 8);
            if ((ctrl & GameMove.LEFT) != 0) {
                x -= 512;
            }
            if ((ctrl & GameMove.RIGHT) != 0) {
                x += 512;
            }
            if ((ctrl & GameMove.JUMP) != 0 && y == 0) {
                y = 4096;
            }
            y = Math.max(0, y - 128);
            put(base + 4, x);
            put(base + 8, y);
            if ((ctrl & GameMove.FIRE) != 0) {
                put(base + 16, get(base + 16) - ((prng >>> 16) & 3) - 1);
            }
        }
    }

    private void apply(GameMove m) {
        if (m.type() == GameMove.TYPE_SHOT_CONFIG) {
            put(8, m.data1() * 1000 + m.data2());
            return;
        }
        int p = m.player();
        if (p < 0 || p > 7) {
            return;
        }
        int base = StubGame.WORLD_SIZE + p * StubGame.PLAYER_SIZE;
        if (m.isActive()) {
            put(base, 1);
            put(base + 4, (p + 1) * 100 * 256);
            put(base + 8, 0);
            put(base + 12, 0);
            put(base + 16, 100);
            put(base + 20, (m.type() & GameMove.ACTIVE_FLAG) != 0 ? (m.type() & 0xF00) >> 8 : m.data2());
        } else if (m.type() == GameMove.TYPE_INACTIVE) {
            put(base, 0);
        } else if (m.type() == GameMove.TYPE_MOVE) {
            put(base + 12, m.data2());
        }
    }

    @Override
    public byte[] saveState() {
        return state.clone();
    }

    @Override
    public void loadState(byte[] newState) {
        if (newState.length != state.length) {
            throw new IllegalArgumentException("state length (" + newState.length + ") must be " + state.length);
        }
        System.arraycopy(newState, 0, state, 0, state.length);
    }

    @Override
    public int checksum() {
        if (randomChecksum) {
            return random.nextInt();
        }
        CRC32 crc = new CRC32();
        crc.update(state);
        return (int) crc.getValue();
    }

    private int get(int offset) {
        return (state[offset] & 0xFF) | (state[offset + 1] & 0xFF) << 8 | (state[offset + 2] & 0xFF) << 16
                | state[offset + 3] << 24;
    }

    private void put(int offset, int value) {
        state[offset] = (byte) value;
        state[offset + 1] = (byte) (value >> 8);
        state[offset + 2] = (byte) (value >> 16);
        state[offset + 3] = (byte) (value >> 24);
    }
}

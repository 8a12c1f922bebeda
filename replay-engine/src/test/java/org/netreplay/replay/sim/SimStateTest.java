package org.netreplay.replay.sim;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.zip.CRC32C;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** Little-endian field access and the checksum with its cached tile part. */
class SimStateTest {

    @Test
    void fieldsAreLittleEndian() {
        SimState state = new SimState();
        state.setI32(0, 0x12345678);
        state.setI16(4, -2);
        byte[] bytes = state.copyBytes();

        assertThat(bytes[0]).isEqualTo((byte) 0x78);
        assertThat(bytes[3]).isEqualTo((byte) 0x12);
        assertThat(bytes[4]).isEqualTo((byte) 0xFE);
        assertThat(bytes[5]).isEqualTo((byte) 0xFF);
        assertThat(state.i16(4)).isEqualTo(-2);
    }

    @Test
    void checksumIsCrc32cOfTheDynamicBytesThenOfTheTileCrc() {
        SimState state = new SimDriver("#####", "#.Sw#", "#####").activate(0).frames(3).state;
        byte[] bytes = state.copyBytes();
        CRC32C tiles = new CRC32C();
        tiles.update(bytes, StateLayout.TILE_OFFSET, StateLayout.TILE_COUNT);
        CRC32C all = new CRC32C();
        all.update(bytes, 0, StateLayout.TILE_OFFSET);
        all.update(ByteBuffer.allocate(4).order(ByteOrder.LITTLE_ENDIAN).putInt((int) tiles.getValue()).array());

        assertThat(state.checksum()).isEqualTo((int) all.getValue());
    }

    @Property(tries = 60)
    void changingAnyByteChangesTheChecksum(@ForAll @IntRange(min = 0, max = StateLayout.STATE_SIZE - 1) int offset,
            @ForAll @IntRange(min = 1, max = 255) int xor) {
        SimState state = new SimDriver("#####", "#.So#", "#####").activate(0).frames(2).state;
        int before = state.checksum();
        byte[] changed = state.copyBytes();
        changed[offset] ^= (byte) xor;
        state.load(changed);

        assertThat(state.checksum()).isNotEqualTo(before);
    }

    @Test
    void aTileChangeInvalidatesTheCachedTileChecksum() {
        SimState state = new SimDriver("#####", "#.S.#", "#####").state;
        int before = state.checksum();
        state.setTile(3, 1, Tiles.SOLID);
        int after = state.checksum();
        state.setTile(3, 1, Tiles.EMPTY);

        assertThat(after).isNotEqualTo(before);
        assertThat(state.checksum()).isEqualTo(before);
    }

    @Test
    void loadRejectsAWrongSize() {
        SimState state = new SimState();

        assertThatThrownBy(() -> state.load(new byte[10])).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("10").hasMessageContaining(String.valueOf(StateLayout.STATE_SIZE));
    }

    @Test
    void outsideTheGridIsSolid() {
        SimState state = new SimState();

        assertThat(state.tile(-1, 5)).isEqualTo(Tiles.SOLID);
        assertThat(state.tile(100, 5)).isEqualTo(Tiles.SOLID);
        assertThat(state.tile(5, 100)).isEqualTo(Tiles.SOLID);
        assertThat(state.tile(5, 5)).isEqualTo(Tiles.EMPTY);
    }
}

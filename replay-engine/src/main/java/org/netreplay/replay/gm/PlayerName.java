package org.netreplay.replay.gm;

import java.nio.charset.StandardCharsets;

/**
 * The up-to-8-character player name embedded in a PLAYER_ACTIVE game move (docs/formats.md §4.2, the game's
 * {@code gma_to_val/val_to_gma}): byte i of the name is {@code (data1 >> 8i) & 0xFF} for i = 0..3 and
 * {@code (data2 >> 8(i-4)) & 0xFF} for i = 4..7, NUL-padded. Example: data1 0x79616C50, data2 0x30207265 is
 * "Player 0".
 */
public final class PlayerName {
    /** Longest name that fits in data1 and data2, in bytes. */
    public static final int MAX_LENGTH = 8;

    private PlayerName() {
    }

    /**
     * @param data1 the move's data1 (name bytes 0-3)
     * @param data2 the move's data2 (name bytes 4-7)
     * @return the name, cut at the first NUL byte (ISO-8859-1 characters)
     */
    public static String decode(int data1, int data2) {
        byte[] bytes = new byte[MAX_LENGTH];
        int length = 0;
        for (int i = 0; i < MAX_LENGTH; i++) {
            int word = i < 4 ? data1 : data2;
            int b = (word >>> (8 * (i & 3))) & 0xFF;
            if (b == 0) {
                break;
            }
            bytes[length++] = (byte) b;
        }
        return new String(bytes, 0, length, StandardCharsets.ISO_8859_1);
    }

    /**
     * @param name at most 8 ISO-8859-1 characters
     * @return {data1, data2}
     * @throws IllegalArgumentException if the name is longer than 8 bytes
     */
    public static int[] encode(String name) {
        byte[] bytes = name.getBytes(StandardCharsets.ISO_8859_1);
        if (bytes.length > MAX_LENGTH) {
            throw new IllegalArgumentException("name (" + name + ") must be at most " + MAX_LENGTH + " bytes");
        }
        int[] words = new int[2];
        for (int i = 0; i < bytes.length; i++) {
            words[i / 4] |= (bytes[i] & 0xFF) << (8 * (i & 3));
        }
        return words;
    }
}

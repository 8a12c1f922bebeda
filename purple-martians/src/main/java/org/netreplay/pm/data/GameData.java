package org.netreplay.pm.data;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * Data files of the game that the simulation needs and that no level holds, shipped as resources (zlib licence):
 * {@code bitmaps/sprit001.pm} (animation sequences and tile flags, as the game loads them). Read once;
 * the simulation gets the bytes, never a stream.
 *
 * @upstream src/mwBitmap.cpp#load_sprit
 */
public final class GameData {
    /** Size of sprit001.pm: zz[20][256] then tileFlags[2048], little-endian ints. */
    public static final int SPRIT_SIZE = 4 * (20 * 256 + 2048);

    private static final byte[] SPRIT = read("sprit001.pm", SPRIT_SIZE);

    private GameData() {
    }

    /** @return a copy of sprit001.pm's {@link #SPRIT_SIZE} bytes */
    public static byte[] sprit() {
        return SPRIT.clone();
    }

    private static byte[] read(String name, int size) {
        try (InputStream in = GameData.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("resource " + name + " missing from the purple-martians module");
            }
            byte[] b = in.readAllBytes();
            if (b.length != size) {
                throw new IllegalStateException("resource " + name + " is " + b.length + " bytes, not " + size);
            }
            return b;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the bundled " + name, e);
        }
    }
}

package org.netreplay.session.peerstate;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.netreplay.replay.GameMove;

/**
 * Hostile states file headers (docs/peer-states.md, "Header"): every header field takes values at, inside and past
 * its range, in front of valid records. A header the format allows opens, and its records read; any other fails with
 * a {@link PeerStateFormatException} naming the file and the field; never another exception, never a header value
 * outside its documented range accepted.
 */
class PeerStateHeaderFuzzTest {
    private static final String GAME = "pm-reference";
    private static final int LEVEL = 3;
    private static final int PEER = 1;
    private static final int STATE_SIZE = 40;
    private static final int KEYFRAMES = 256;
    private static final PeerStateLimits LIMITS = new PeerStateLimits(1_000, 1 << 16, 64, 4096);
    /** The records of a valid file (everything after its header). */
    private static final byte[] RECORDS = records();

    /** One header, field by field as written (the gameId's length byte apart from its bytes). */
    record Header(int version, int idLength, byte[] id, int level, int peer, int stateSize, int keyframeInterval) {
        byte[] bytes() {
            ByteArrayOutputStream b = new ByteArrayOutputStream();
            try (DataOutputStream out = new DataOutputStream(b)) {
                out.write(PeerStateFormat.MAGIC);
                out.writeInt(version);
                out.writeByte(idLength);
                out.write(id);
                out.writeInt(level);
                out.writeInt(peer);
                out.writeInt(stateSize);
                out.writeInt(keyframeInterval);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
            return b.toByteArray();
        }

        /** @return this header with field {@code i} (0 version, 1 idLength, 3 level ... 6 keyframeInterval) set */
        Header with(int i, int v) {
            return new Header(i == 0 ? v : version, i == 1 ? v : idLength, id, i == 3 ? v : level, i == 4 ? v : peer,
                    i == 5 ? v : stateSize, i == 6 ? v : keyframeInterval);
        }

        /** @return this header with every field in which {@code o} differs from the valid header taken from o */
        Header merge(Header o) {
            return new Header(o.version != VALID.version ? o.version : version,
                    o.idLength != VALID.idLength ? o.idLength : idLength,
                    !Arrays.equals(o.id, VALID.id) ? o.id : id, o.level != VALID.level ? o.level : level,
                    o.peer != VALID.peer ? o.peer : peer, o.stateSize != VALID.stateSize ? o.stateSize : stateSize,
                    o.keyframeInterval != VALID.keyframeInterval ? o.keyframeInterval : keyframeInterval);
        }

        /** @return whether docs/peer-states.md allows this header (within {@link #LIMITS}) */
        boolean allowed() {
            boolean printable = id.length == idLength;
            for (byte c : id) {
                printable &= c > 32 && c < 127;
            }
            return version == 1 && idLength >= 1 && idLength <= 64 && printable && level >= 0 && level <= 999
                    && peer >= 0 && peer <= 7 && stateSize >= 1 && stateSize <= LIMITS.maxStateSize()
                    && keyframeInterval >= 1 && keyframeInterval <= LIMITS.maxKeyframeInterval();
        }

        @Override
        public String toString() {
            return "Header[version=" + version + ", idLength=" + idLength + ", id=" + Arrays.toString(id) + ", level="
                    + level + ", peer=" + peer + ", stateSize=" + stateSize + ", keyframeInterval=" + keyframeInterval
                    + "]";
        }
    }

    private static byte[] records() {
        try {
            Path f = Files.createTempFile("valid", ".states");
            try (PeerStateWriter w = PeerStateWriter.create(f, GAME, LEVEL, PEER, STATE_SIZE)) {
                byte[] s = new byte[STATE_SIZE];
                for (int i = 0; i < 12; i++) {
                    s[(i * 7) % STATE_SIZE] = (byte) i;
                    w.write(i, StateLabel.values()[i % 4], i * 31, i % 3 == 2 ? null : s.clone(),
                            List.of(new GameMove(i, GameMove.TYPE_MOVE, 1, i)));
                }
            }
            byte[] b = Files.readAllBytes(f);
            Files.delete(f);
            int header = new Header(1, GAME.length(), GAME.getBytes(StandardCharsets.US_ASCII), LEVEL, PEER,
                    STATE_SIZE, KEYFRAMES).bytes().length;
            return Arrays.copyOfRange(b, header, b.length);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static final Header VALID = new Header(1, GAME.length(), GAME.getBytes(StandardCharsets.US_ASCII), LEVEL,
            PEER, STATE_SIZE, KEYFRAMES);

    private static Arbitrary<Integer> around(int... values) {
        return Arbitraries.oneOf(Arbitraries.of(Arrays.stream(values).boxed().toList()), Arbitraries.integers());
    }

    /** The valid header with one to three fields replaced by values at, inside and past their ranges. */
    @Provide
    Arbitrary<Header> headers() {
        Arbitrary<Integer> version = around(0, 2, -1, Integer.MAX_VALUE, Integer.MIN_VALUE);
        Arbitrary<Integer> idLength = Arbitraries.oneOf(Arbitraries.of(0, 1, 64, 65, 255),
                Arbitraries.integers().between(0, 255));
        Arbitrary<byte[]> id = Arbitraries.oneOf(Arbitraries.bytes().array(byte[].class).ofMaxSize(70),
                Arbitraries.strings().withCharRange('!', '~').ofMinLength(1).ofMaxLength(70)
                        .map(s -> s.getBytes(StandardCharsets.US_ASCII)));
        Arbitrary<Integer> level = around(0, 999, 1000, -1, -5, Integer.MIN_VALUE, Integer.MAX_VALUE);
        Arbitrary<Integer> peer = around(0, 7, 8, -1, Integer.MIN_VALUE);
        Arbitrary<Integer> stateSize = around(0, 1, 39, 41, 1 << 16, (1 << 16) + 1, -1, Integer.MAX_VALUE);
        Arbitrary<Integer> keyframes = around(0, 1, 11, 12, 4096, 4097, -1);
        Arbitrary<Header> one = Arbitraries.oneOf(
                version.map(v -> VALID.with(0, v)), idLength.map(v -> VALID.with(1, v)),
                id.map(v -> new Header(1, v.length, v, LEVEL, PEER, STATE_SIZE, KEYFRAMES)),
                id.map(v -> new Header(1, GAME.length(), v, LEVEL, PEER, STATE_SIZE, KEYFRAMES)),
                level.map(v -> VALID.with(3, v)), peer.map(v -> VALID.with(4, v)),
                stateSize.map(v -> VALID.with(5, v)), keyframes.map(v -> VALID.with(6, v)));
        return Combinators.combine(one, one, one, Arbitraries.integers().between(1, 3)).as((a, b, c, n) ->
                n == 1 ? a : n == 2 ? a.merge(b) : a.merge(b).merge(c));
    }

    @Property(tries = 600)
    void aHeaderOpensOnlyWhenTheFormatAllowsIt(@ForAll("headers") Header header) throws IOException {
        byte[] head = header.bytes();
        byte[] bytes = Arrays.copyOf(head, head.length + RECORDS.length);
        System.arraycopy(RECORDS, 0, bytes, head.length, RECORDS.length);
        // the id as written may be longer or shorter than its length byte says: then the fields after it shift
        boolean asWritten = header.id().length == header.idLength();
        Path f = Files.createTempFile("header", ".states");
        try {
            Files.write(f, bytes);
            try (PeerStateReader r = PeerStateReader.open(f, LIMITS)) {
                assertThat(r.stateSize()).isBetween(1, LIMITS.maxStateSize());
                assertThat(r.peer()).isBetween(0, 7);
                assertThat(r.level()).isBetween(0, 999);
                assertThat(r.gameId()).matches("[!-~]{1,64}");
                if (asWritten) {
                    assertThat(header.allowed()).as("opened although the format refuses %s", header).isTrue();
                    assertThat(r.gameId().getBytes(StandardCharsets.US_ASCII)).isEqualTo(header.id());
                    assertThat(r.peer()).isEqualTo(header.peer());
                    assertThat(r.level()).isEqualTo(header.level());
                }
                for (int i = 0; i < r.records(); i++) {
                    r.inputs(i);
                    if (r.hasState(i)) {
                        assertThat(r.state(i)).hasSize(r.stateSize());
                    }
                }
            } catch (PeerStateFormatException expected) {
                assertThat(expected.getMessage()).startsWith(f + ": ").contains("field ");
            }
            if (asWritten && header.allowed() && header.stateSize() == STATE_SIZE
                    && header.keyframeInterval() >= 12) {
                // the header the writer writes, with any values the format allows: it must open and read whole
                try (PeerStateReader r = PeerStateReader.open(f, LIMITS)) {
                    assertThat(r.records()).isEqualTo(12);
                }
            }
        } finally {
            Files.delete(f);
        }
    }
}

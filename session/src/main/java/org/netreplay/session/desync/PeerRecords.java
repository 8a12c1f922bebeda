package org.netreplay.session.desync;

import java.io.IOException;
import java.util.List;

import org.netreplay.replay.GameMove;
import org.netreplay.session.peerstate.PeerStateReader;
import org.netreplay.session.peerstate.StateLabel;

/**
 * One peer's records in the order it wrote them: from its states file (checksums, inputs, states) when there is one,
 * otherwise from its type-60 lines (checksums only).
 */
interface PeerRecords {
    int size();

    int frame(int i);

    StateLabel label(int i);

    int checksum(int i);

    /** @return whether inputs and states can be asked for */
    boolean hasStatesFile();

    /** @return the inputs of record i; only with a states file */
    List<GameMove> inputs(int i) throws IOException;

    /** @return the reader, or null */
    PeerStateReader reader();

    /** @return where record i is, for messages: {@code FILE: record N} or {@code FILE: line N} */
    String where(int i);

    static PeerRecords of(PeerStateReader r) {
        return new PeerRecords() {
            @Override
            public int size() {
                return r.records();
            }

            @Override
            public int frame(int i) {
                return r.frame(i);
            }

            @Override
            public StateLabel label(int i) {
                return r.label(i);
            }

            @Override
            public int checksum(int i) {
                return r.checksum(i);
            }

            @Override
            public boolean hasStatesFile() {
                return true;
            }

            @Override
            public List<GameMove> inputs(int i) throws IOException {
                return r.inputs(i);
            }

            @Override
            public PeerStateReader reader() {
                return r;
            }

            @Override
            public String where(int i) {
                return r.file() + ": record " + i;
            }
        };
    }

    static PeerRecords of(ChecksumTrack t, java.nio.file.Path file) {
        return new PeerRecords() {
            @Override
            public int size() {
                return t.size();
            }

            @Override
            public int frame(int i) {
                return t.frame(i);
            }

            @Override
            public StateLabel label(int i) {
                return t.label(i);
            }

            @Override
            public int checksum(int i) {
                return t.checksum(i);
            }

            @Override
            public boolean hasStatesFile() {
                return false;
            }

            @Override
            public List<GameMove> inputs(int i) {
                throw new UnsupportedOperationException("no states file: inputs unknown");
            }

            @Override
            public PeerStateReader reader() {
                return null;
            }

            @Override
            public String where(int i) {
                return file + ": line " + t.line(i);
            }
        };
    }
}

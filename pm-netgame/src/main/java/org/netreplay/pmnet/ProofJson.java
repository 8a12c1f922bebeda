package org.netreplay.pmnet;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.netreplay.pmnet.proof.Mismatch;
import org.netreplay.pmnet.proof.PeerProof;
import org.netreplay.pmnet.proof.Unchecked;

/**
 * The reconstruct command's JSON: {@code {"recording", "verified", "peers": [{"peer", "role", "difsChecked",
 * "difsMatched", "correctionsChecked", "correctionsMatched", "rewindsChecked", "rewindsMatched", "movesChecked",
 * "movesMatched", "mismatches", "rebuiltFrom": "its log" | "its log and recording" | "the server's log" (a client
 * whose log is not in the folder), "unchecked": [{"what", "count", "why"}], "firstMismatch": null | {"file", "line",
 * "frame", "what", "expected", "got"}}]}} (docs/reconstruct.md).
 */
public final class ProofJson {
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private ProofJson() {
    }

    /** @return the result as a JSON tree */
    public static ObjectNode toJson(ReconstructionResult r) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("recording", r.recording());
        root.put("verified", r.verified());
        if (r.serverStopped() != null) {
            root.put("serverStopped", r.serverStopped());
        }
        ArrayNode peers = root.putArray("peers");
        for (PeerProof p : r.peers()) {
            ObjectNode n = peers.addObject();
            n.put("peer", p.peer());
            n.put("role", p.role());
            n.put("rebuiltFrom", p.rebuiltFromServerLog() == null ? (p.peer() == 0 ? "its log and recording"
                    : "its log") : "the server's log");
            n.put("difsChecked", p.checked(PeerProof.Kind.DIF));
            n.put("difsMatched", p.matched(PeerProof.Kind.DIF));
            n.put("correctionsChecked", p.checked(PeerProof.Kind.CORRECTION));
            n.put("correctionsMatched", p.matched(PeerProof.Kind.CORRECTION));
            n.put("rewindsChecked", p.checked(PeerProof.Kind.REWIND));
            n.put("rewindsMatched", p.matched(PeerProof.Kind.REWIND));
            n.put("movesChecked", p.checked(PeerProof.Kind.MOVE));
            n.put("movesMatched", p.matched(PeerProof.Kind.MOVE));
            n.put("mismatches", p.mismatchCount());
            ArrayNode un = n.putArray("unchecked");
            for (Unchecked u : p.unchecked()) {
                ObjectNode x = un.addObject();
                x.put("what", u.what());
                x.put("count", u.count());
                x.put("why", u.why());
            }
            Mismatch m = p.firstMismatch();
            if (m == null) {
                n.putNull("firstMismatch");
            } else {
                ObjectNode x = n.putObject("firstMismatch");
                x.put("file", m.file());
                x.put("line", m.line());
                x.put("frame", m.frame());
                x.put("what", m.what());
                x.put("expected", m.expected());
                x.put("got", m.got());
            }
        }
        return root;
    }

    /**
     * @return the result as indented JSON text, control and format characters from the files escaped
     *         ({@link org.netreplay.session.export.JsonOutput})
     */
    public static String toText(ReconstructionResult r) {
        try {
            return org.netreplay.session.export.JsonOutput.mapper().writerWithDefaultPrettyPrinter()
                    .writeValueAsString(toJson(r));
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }
}

package org.netreplay.pmnet.timeline;

import java.util.ArrayList;
import java.util.List;

import org.netreplay.pmnet.client.ClientReplay;
import org.netreplay.pmnet.server.ServerReplay;

/**
 * Why a client's prediction needed correcting, from what the server's log says it received: between the client's
 * previous dif and its frame when it applied this one, the client predicted every other player with the controls
 * that dif carried; every move of another player for those frames reached the client only with this dif. A move of
 * its own the server dropped as late never reached the server's state; a rewind means the server itself changed
 * its past; a dif without a base (src 0) sent the whole state.
 */
final class Explanations {
    /** Sentences kept per correction. */
    static final int MAX = 6;

    private Explanations() {
    }

    static List<String> of(ServerReplay server, int p, int prevDst, ClientReplay.Applied a) {
        List<String> out = new ArrayList<>();
        if (a.src() == 0) {
            out.add("base reset: the server sent the whole state (no acknowledged base)");
        }
        if (prevDst < 0) {
            out.add("the client's first state");
            return out;
        }
        int from = prevDst;
        int to = Math.max(a.frame(), a.dst());
        int remote = 0;
        StringBuilder first = new StringBuilder();
        for (ServerReplay.CdatArrival c : server.cdats()) {
            if (c.fn() < from || c.fn() >= to) {
                continue;
            }
            if (c.p() != p && !c.late()) {
                if (remote < 3) {
                    first.append(remote == 0 ? "" : ", ").append("p").append(c.p()).append(" at frame ")
                            .append(c.fn()).append(" (reached the server in its frame ").append(c.serverFrame())
                            .append(')');
                }
                remote++;
            }
            if (c.p() == p && c.late() && out.size() < MAX) {
                out.add("its own move for frame " + c.fn() + " reached the server too late (server frame "
                        + c.serverFrame() + ") and was dropped");
            }
        }
        if (remote > 0) {
            out.add(remote + " move" + (remote == 1 ? "" : "s") + " of other players it predicted with held controls: "
                    + first + (remote > 3 ? ", ..." : ""));
        }
        for (ServerReplay.RewindDone r : server.rewinds()) {
            if (r.serverFrame() > from && r.serverFrame() < a.dst() && out.size() < MAX) {
                out.add("the server rewound to frame " + r.to() + " in its frame " + r.serverFrame()
                        + " for a late move");
            }
        }
        return out;
    }
}

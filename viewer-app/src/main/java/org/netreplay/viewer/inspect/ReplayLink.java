package org.netreplay.viewer.inspect;

import java.util.List;
import org.netreplay.viewer.replay.EntityRef;
import org.netreplay.viewer.replay.FrameSource;
import org.netreplay.viewer.replay.ReplayPageModel;
import org.netreplay.viewer.replay.ReplaySources;
import org.netreplay.viewer.replay.SideState;

/**
 * Feeds the inspector from the replay page: the states the page shows at its frame become the inspector's
 * {@link InspectedFrame}, the page's sides answer the field history ({@link StateLookup}), and the selected entity
 * is one selection on both (the canvas and the tree). Thread safety: FX thread only, except the lookup.
 */
public final class ReplayLink {
    /** Said when a session has a server side only and the replay page gives no reason. */
    static final String NO_CLIENT = "Only the server side: this session has no client states to compare with it.";
    private final ReplayPageModel replay;
    private final InspectorViewModel inspector;
    private boolean syncing;

    private ReplayLink(ReplayPageModel replay, InspectorViewModel inspector) {
        this.replay = replay;
        this.inspector = inspector;
    }

    /** Links {@code inspector} to {@code replay} for the life of both. */
    public static void link(ReplayPageModel replay, InspectorViewModel inspector) {
        ReplayLink link = new ReplayLink(replay, inspector);
        replay.frameProperty().addListener((obs, old, now) -> link.showFrame());
        replay.serverStateProperty().addListener((obs, old, now) -> link.showFrame());
        replay.clientStateProperty().addListener((obs, old, now) -> link.showFrame());
        replay.sourcesProperty().addListener((obs, old, now) -> link.showSources(now));
        replay.chosenClientProperty().addListener((obs, old, now) -> {
            link.showSources(replay.sourcesProperty().get());
            link.showFrame(); // another client at the same frame (its state may be null like the last one's)
        });
        replay.selectedEntityProperty().addListener((obs, old, now) -> link.sync(() ->
                inspector.selectedEntityProperty().set(now == null ? null : new EntityKey(now.entity(), now.index()))));
        inspector.selectedEntityProperty().addListener((obs, old, now) -> link.sync(() ->
                replay.selectedEntityProperty().set(now == null ? null : new EntityRef(now.entity(), now.index()))));
        link.showSources(replay.sourcesProperty().get());
        link.showFrame();
    }

    private void sync(Runnable change) {
        if (!syncing) {
            syncing = true;
            try {
                change.run();
            } finally {
                syncing = false;
            }
        }
    }

    private void showFrame() {
        byte[] server = replay.serverStateProperty().get();
        int frame = replay.frameProperty().get();
        if (replay.schemaProperty().get() == null || server == null || frame < 0) {
            inspector.frameProperty().set(null);
            return;
        }
        byte[] client = replay.clientStateProperty().get();
        String note = replay.noteProperty().get();
        String why = client != null ? "" : !replay.clientNameProperty().get().isEmpty()
                ? replay.clientNameProperty().get() + " has no state at frame " + frame + "."
                : note == null || note.isBlank() ? NO_CLIENT : note;
        inspector.frameProperty().set(new InspectedFrame(frame, replay.schemaProperty().get(), server, client,
                label("server", replay.serverLabelProperty().get(), "server"),
                client == null ? "" : label(replay.clientNameProperty().get(), replay.clientLabelProperty().get(),
                        "client"), why));
    }

    private static String label(String name, String label, String fallback) {
        String shown = name == null || name.isBlank() ? fallback : shortName(name);
        return label == null || label.isBlank() ? shown : shown + " · " + label;
    }

    /** @return a side's name without its explanation in brackets ({@code server (replayed from x.gm)} → server) */
    private static String shortName(String name) {
        int bracket = name.indexOf(" (");
        return bracket > 0 ? name.substring(0, bracket) : name;
    }

    private void showSources(ReplaySources sources) {
        if (sources == null) {
            inspector.setHistorySource(null, 0, 0);
            return;
        }
        List<FrameSource> clients = sources.clients();
        int chosen = replay.chosenClientProperty().get();
        FrameSource client = chosen >= 0 && chosen < clients.size() ? clients.get(chosen) : null;
        FrameSource server = sources.server();
        inspector.setHistorySource((side, frame) -> {
            FrameSource from = side == StateLookup.Side.SERVER ? server : client;
            if (from == null || frame < from.firstFrame() || frame > from.lastFrame()) {
                return null;
            }
            SideState state = from.at(frame);
            return state == null ? null : state.state();
        }, sources.firstFrame(), sources.lastFrame());
    }
}

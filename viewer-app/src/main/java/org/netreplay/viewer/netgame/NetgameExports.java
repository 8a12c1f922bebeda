package org.netreplay.viewer.netgame;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.netreplay.log.ProgressListener;
import org.netreplay.pmnet.ReconstructionException;
import org.netreplay.pmnet.desync.PmSessionProver;
import org.netreplay.pmnet.timeline.NetgameRebuilds;
import org.netreplay.pmnet.timeline.RebuiltSession;
import org.netreplay.replay.session.LevelArgument;
import org.netreplay.session.OpenSession;
import org.netreplay.session.desync.SessionProver;
import org.netreplay.session.rebuild.NetgameRebuild;

/**
 * What the viewer's exports carry of a real netgame: the rebuild the replay page made (waited for while it runs),
 * or, when the page does not rebuild the session (the rebuild turned off), one made for the export; and the
 * provers its desync analysis asks, so that the analysis proves the session from that same rebuild instead of
 * rebuilding it again. Blocking: runs in the export's background job.
 */
public final class NetgameExports {
    private NetgameExports() {
    }

    /**
     * @param rebuild the rebuilt netgame, or null when the session is not a real netgame's folder
     * @param provers for {@code SessionDesync.analyze(paths, window, progress, provers)}: null for those on the
     *                class path (not a real netgame), else the proof of {@code rebuild} (none when it failed)
     */
    public record ForExport(NetgameRebuild rebuild, List<SessionProver> provers) {
    }

    /**
     * @param shown    the session being exported
     * @param netgame  the replay page's rebuild
     * @param levels   the folder of its level files, or null for the bundled ones
     * @param progress progress of a rebuild made or waited for
     * @return the rebuild and the provers
     * @throws IOException if the folder cannot be read, or the page's rebuild failed
     */
    public static ForExport forExport(OpenSession shown, NetgameRebuildViewModel netgame, Path levels,
                                      ProgressListener progress) throws IOException {
        Path folder = NetgameRebuildViewModel.folderOf(shown);
        if (folder == null) {
            return new ForExport(null, null);
        }
        RebuiltSession done = netgame.awaitRebuilt(folder, progress);
        if (done == null) {
            Path levelsDir = levels != null ? levels : LevelArgument.defaultLevelsDir();
            try {
                done = NetgameRebuilds.rebuilt(folder, Files.isDirectory(levelsDir) ? levelsDir : null,
                        progress::progress);
            } catch (ReconstructionException e) {
                return new ForExport(NetgameRebuild.notRebuilt(e.getMessage()), List.of());
            }
            if (done == null) {
                return new ForExport(null, null);
            }
        }
        RebuiltSession proven = done;
        return new ForExport(NetgameRebuilds.of(done), List.of((f, p) -> PmSessionProver.proof(proven.proof())));
    }
}

package org.netreplay.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.netreplay.log.IndexStats;

/**
 * Short names for the lanes (source files) of a merged view: {@code srv} for a netgame server's file (mostly player 0,
 * with netgame lines), {@code log} for a single-player game's file (player 0, no netgame lines), {@code c1}..{@code c7}
 * for a client's file, else the host name from the file name. Duplicates get a suffix ({@code c1}, {@code c1#2}).
 */
final class LaneNames {
    private static final Pattern HOST = Pattern.compile("\\[([^\\]]+)\\]\\.[A-Za-z]+$");

    private LaneNames() {
    }

    /**
     * @param fileNames file names of the lanes, in lane order
     * @param stats     the index counts of each lane, same order
     * @return one short name per lane
     */
    static List<String> of(List<String> fileNames, List<IndexStats> stats) {
        List<String> names = new ArrayList<>();
        for (int lane = 0; lane < fileNames.size(); lane++) {
            String name = baseName(fileNames.get(lane), stats.get(lane));
            String unique = name;
            for (int copy = 2; names.contains(unique); copy++) {
                unique = name + "#" + copy;
            }
            names.add(unique);
        }
        return names;
    }

    /** Netgame log types (docs/formats.md §1.2): a player-0 file with any of them is a server's. */
    private static final java.util.Set<Integer> NETGAME_TYPES = java.util.Set.of(22, 23, 25, 26, 27, 28, 30, 33, 35, 36,
            37);

    /** @return whether a file's lines include netgame traffic (a single-player game logs none) */
    static boolean isNetgame(IndexStats stats) {
        for (Integer type : stats.typeCounts().keySet()) {
            if (NETGAME_TYPES.contains(type)) {
                return true;
            }
        }
        return false;
    }

    private static String baseName(String fileName, IndexStats stats) {
        int player = -1;
        long most = 0;
        for (Map.Entry<Integer, Long> entry : stats.playerCounts().entrySet()) {
            if (entry.getValue() > most) {
                most = entry.getValue();
                player = entry.getKey();
            }
        }
        if (player == 0) {
            return isNetgame(stats) ? "srv" : "log";
        }
        if (player > 0) {
            return "c" + player;
        }
        Matcher host = HOST.matcher(fileName);
        String name = host.find() ? host.group(1) : fileName;
        return name.length() > 6 ? name.substring(0, 6) : name;
    }
}

package org.netreplay.session;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.netreplay.log.IndexStats;

/**
 * Short names for the lanes (source files) of a merged view: {@code srv} for a file whose lines are mostly
 * player 0, {@code c1}..{@code c7} for a client's file, else the host name from the file name. Duplicates get a
 * suffix ({@code c1}, {@code c1#2}).
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
            return "srv";
        }
        if (player > 0) {
            return "c" + player;
        }
        Matcher host = HOST.matcher(fileName);
        String name = host.find() ? host.group(1) : fileName;
        return name.length() > 6 ? name.substring(0, 6) : name;
    }
}

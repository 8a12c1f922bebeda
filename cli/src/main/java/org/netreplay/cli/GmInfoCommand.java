package org.netreplay.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import org.netreplay.replay.GameMove;
import org.netreplay.replay.gm.GmFormatException;
import org.netreplay.replay.gm.GmHeaderEntry;
import org.netreplay.replay.gm.GmReader;
import org.netreplay.replay.gm.GmRecording;
import org.netreplay.replay.gm.GmSummary;
import org.netreplay.replay.gm.PlayerJoin;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code netreplay gm-info [--json] FILE}: the header, row count, last frame, players and rows per game-move type of
 * a {@code .gm} recording (docs/formats.md §4). Exit codes: 0 ok, 2 bad input (stderr names file and line).
 */
@Command(name = "gm-info", mixinStandardHelpOptions = true,
        description = {"Shows a .gm game-move recording: header, entries, last frame, players, moves per type.",
                "Types are counted by the raw type column, except that PLAYER_ACTIVE rows with an embedded name "
                        + "(type 0x800000 + colour*256 + player) are counted under \"1\" (PLAYER_ACTIVE).",
                "--json prints one object: {\"level\":N, \"lastFrame\":N, \"entries\":N, \"players\":[P, ...], "
                        + "\"types\":{\"1\":N, \"5\":N, \"9\":N}, \"joins\":[{\"player\":P, \"colour\":C, "
                        + "\"name\":S, \"frame\":F}]} "
                        + "(written without spaces).",
                "Exit codes: 0 ok, 2 bad input."})
final class GmInfoCommand implements Callable<Integer> {
    private static final Map<Integer, String> TYPE_NAMES = Map.of(GameMove.TYPE_ACTIVE_LEGACY, "PLAYER_ACTIVE",
            GameMove.TYPE_INACTIVE, "PLAYER_INACTIVE", GameMove.TYPE_HIDDEN, "PLAYER_HIDDEN",
            GameMove.TYPE_MOVE, "PLAYER_MOVE", GameMove.TYPE_LEVEL_DONE_ACK, "LEVEL_DONE_ACK",
            GameMove.TYPE_SHOT_CONFIG, "SHOT_CONFIG");

    @Spec
    private CommandSpec spec;

    @Option(names = "--json", description = "Print one JSON object (shape in the description).")
    private boolean json;

    @Parameters(paramLabel = "FILE", description = "The .gm file.")
    private Path file;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        GmRecording rec;
        try {
            rec = GmReader.read(file);
        } catch (IOException | RuntimeException e) {
            return CliErrors.report(err, "gm-info", e);
        }
        GmSummary summary = GmSummary.of(rec);
        if (json) {
            out.println(toJson(summary));
        } else {
            printText(out, rec, summary);
        }
        out.flush();
        return 0;
    }

    static String toJson(GmSummary summary) {
        ObjectMapper mapper = org.netreplay.session.export.JsonOutput.mapper();
        ObjectNode root = mapper.createObjectNode();
        root.put("level", summary.level());
        root.put("lastFrame", summary.lastFrame());
        root.put("entries", summary.entries());
        ArrayNode players = root.putArray("players");
        summary.joins().stream().map(PlayerJoin::player).distinct().sorted().forEach(players::add);
        ObjectNode types = root.putObject("types");
        summary.typeCounts().forEach((type, count) -> types.put(Integer.toString(type), count));
        ArrayNode joins = root.putArray("joins");
        for (PlayerJoin j : summary.joins()) {
            ObjectNode p = joins.addObject();
            p.put("player", j.player());
            p.put("colour", j.colour());
            p.put("name", j.name());
            p.put("frame", j.frame());
        }
        return org.netreplay.session.export.JsonOutput.text(root);
    }

    private void printText(PrintWriter out, GmRecording rec, GmSummary summary) {
        out.println("file:        " + Safe.text(file));
        for (GmHeaderEntry e : rec.header().entries()) {
            out.printf("%-22s %s%n", Safe.text(e.key()) + ":", Safe.text(e.value()));
        }
        out.println("line ending: " + rec.lineEnding());
        out.println("entries:     " + summary.entries());
        out.println("last frame:  " + summary.lastFrame() + " (last row frame " + rec.lastMoveFrame() + ")");
        out.println("players:     " + summary.joins().size());
        for (PlayerJoin j : summary.joins()) {
            out.printf("  player %d  colour %2d  name \"%s\"  active from frame %d%n", j.player(), j.colour(),
                    Safe.text(j.name()), j.frame());
        }
        out.println("moves per type:");
        summary.typeCounts().forEach((type, count) -> out.printf("  %-4d %-16s %8d%n", type,
                TYPE_NAMES.getOrDefault(type, "unknown"), count));
    }
}

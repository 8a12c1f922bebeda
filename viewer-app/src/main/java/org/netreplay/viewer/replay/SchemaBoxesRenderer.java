package org.netreplay.viewer.replay;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.scene.paint.Color;
import org.netreplay.replay.spi.FieldType;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;

/**
 * The fallback renderer for a game without its own: every entity of the schema that has an {@code x} and a
 * {@code y} field is a 16×16 box labelled {@code entity[index]} at that position (a {@code px/256} unit is divided
 * by 256; floats are pixels). An entity whose {@code active} or {@code alive} field is 0, or that sits at (0, 0), is
 * left out. No level is drawn: the schema does not say how tiles look.
 */
public final class SchemaBoxesRenderer implements GameRenderer {
    /** A box's side, world px. */
    static final double BOX = 16;
    private static final Color[] COLOURS = {Color.rgb(60, 127, 255), Color.rgb(224, 28, 72), Color.rgb(0, 200, 120),
        Color.rgb(255, 191, 60), Color.rgb(191, 108, 232), Color.rgb(0, 200, 220), Color.rgb(255, 127, 0)};

    private record Positioned(EntityRef ref, StateField x, StateField y, StateField active, Color colour) {
    }

    private final String gameId;
    private final List<Positioned> entities = new ArrayList<>();

    /**
     * @param gameId the game it draws
     * @param schema the game's schema (scanned once for position fields)
     */
    public SchemaBoxesRenderer(String gameId, StateSchema schema) {
        this.gameId = gameId;
        List<String> kinds = new ArrayList<>();
        StateField x = null;
        StateField y = null;
        StateField active = null;
        String entity = null;
        int index = Integer.MIN_VALUE;
        for (StateField f : schema.fields()) {
            if (!f.entity().equals(entity) || f.index() != index) {
                add(entity, index, x, y, active, kinds);
                entity = f.entity();
                index = f.index();
                x = null;
                y = null;
                active = null;
            }
            switch (f.field().toLowerCase(Locale.ROOT)) {
                case "x" -> x = f;
                case "y" -> y = f;
                case "active", "alive" -> active = f;
                default -> { }
            }
        }
        add(entity, index, x, y, active, kinds);
    }

    private void add(String entity, int index, StateField x, StateField y, StateField active, List<String> kinds) {
        if (entity == null || x == null || y == null) {
            return;
        }
        int kind = kinds.indexOf(entity);
        if (kind < 0) {
            kinds.add(entity);
            kind = kinds.size() - 1;
        }
        entities.add(new Positioned(new EntityRef(entity, index), x, y, active, COLOURS[kind % COLOURS.length]));
    }

    /** @return a position field's value in world pixels */
    static double pixels(StateField field, byte[] state) {
        long raw = field.raw(state);
        if (field.type() == FieldType.FLOAT) {
            return Float.intBitsToFloat((int) raw);
        }
        return field.unit().startsWith("px/256") ? raw / 256.0 : raw;
    }

    @Override
    public String gameId() {
        return gameId;
    }

    @Override
    public double[] bounds(StateSchema schema, byte[] state) {
        double x0 = Double.MAX_VALUE;
        double y0 = Double.MAX_VALUE;
        double x1 = -Double.MAX_VALUE;
        double y1 = -Double.MAX_VALUE;
        for (Sprite s : sprites(schema, state)) {
            x0 = Math.min(x0, s.x());
            y0 = Math.min(y0, s.y());
            x1 = Math.max(x1, s.x() + s.w());
            y1 = Math.max(y1, s.y() + s.h());
        }
        if (x0 > x1) {
            return new double[] {0, 0, 640, 480};
        }
        double margin = 4 * BOX;
        return new double[] {x0 - margin, y0 - margin, x1 - x0 + 2 * margin, y1 - y0 + 2 * margin};
    }

    @Override
    public void drawBackground(Painter painter, StateSchema schema, byte[] state, byte[] other) {
        // the schema does not say how a level looks: boxes only
    }

    @Override
    public List<Sprite> sprites(StateSchema schema, byte[] state) {
        List<Sprite> out = new ArrayList<>();
        for (Positioned p : entities) {
            if (p.active() != null && p.active().raw(state) == 0) {
                continue;
            }
            double x = pixels(p.x(), state);
            double y = pixels(p.y(), state);
            if (x == 0 && y == 0) {
                continue;
            }
            out.add(new Sprite(p.ref(), x, y, BOX, BOX, p.colour(), Sprite.Shape.BOX, p.ref().toString()));
        }
        return out;
    }

    @Override
    public EntityRef player(int player) {
        for (Positioned p : entities) {
            if (p.ref().index() == player && p.ref().entity().toLowerCase(Locale.ROOT).startsWith("player")) {
                return p.ref();
            }
        }
        return null;
    }
}

package org.netreplay.viewer.replay;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.paint.Color;
import org.netreplay.replay.spi.StateField;
import org.netreplay.replay.spi.StateSchema;

/**
 * Draws a Purple Martians state (docs/formats.md §5.3; fields read through the game's schema, module purple-martians
 * {@code PmStateSchema}). With the game's own art ({@link #useArt}, {@link PmArt}) it draws as the game does: each
 * block's tile, each item's, enemy's and enemy shot's sprite, each player's tile of its colour and shape, mirrored
 * and turned as the game mirrors and turns them ({@code @upstream src/mwScreen.cpp#init_level_background},
 * {@code src/mwItem.cpp#draw_item}, {@code src/mwEnemy.cpp#draw_enemy}, {@code src/mwPlayer.cpp#draw_player},
 * {@code src/mwShot.cpp#draw_pshots}, {@code src/mwShot.cpp#draw_eshots}); an animated shape is drawn as its
 * sequence's first picture (the animation clock is not part of the state). Without art (the schematic) it draws
 * the 100×100 block grid {@code l} as flat 20-px tiles coloured by their flags (solid,
 * semi-solid, breakable, bombable, ladder, rope, key colour); lifts
 * ({@code lift[n]} x, y, w, h in their palette colour); items ({@code item[n]} type, x, y); enemies ({@code Ei[n]}
 * type at {@code Ef[n]} x, y); player and enemy shots; players ({@code syn[p]} x, y in their palette colour,
 * docs/formats.md §3.6). Sprites are 20×20 px at the entity's x, y, as the game draws its bitmaps (src/mwDrawSprites).
 */
public final class PurpleMartiansRenderer implements GameRenderer {
    /** The game id it draws. */
    public static final String GAME_ID = "purple-martians";
    /** A tile's and a sprite's side, world px (docs/formats.md §7: 100×100 tiles of 20 px). */
    public static final int TILE = 20;
    /** Tiles per side of the grid. */
    public static final int GRID = 100;
    private static final int TILE_NUMBER_MASK = 0x7FF;
    private static final int KEY_COLOUR0 = 1 << 13;
    private static final int KEY_COLOUR1 = 1 << 14;
    private static final int SOLID_PLAYER = 1 << 16;
    private static final int SEMISOLID_PLAYER = 1 << 21;
    private static final int BOMBABLE = 1 << 24;
    private static final int BREAKABLE_PSHOT = 1 << 25;
    private static final int LADDER = 1 << 27;
    private static final int ROPE = 1 << 28;

    /** The player-tile column of a player's shot ({@code @upstream src/mwShot.cpp#draw_pshots}). */
    private static final int PSHOT_SHAPE = 18;
    /** Item type gate: the game draws it with the blocks it opens, not a sprite. */
    private static final int GATE = 18;
    /** Enemy type crew: the game draws it from its own parts ({@code src/mwEnemyArchwagon.cpp#draw_crew}). */
    private static final int CREW = 19;
    static final Color SOLID = Color.rgb(88, 92, 132);
    static final Color SEMISOLID = Color.rgb(120, 96, 150);
    static final Color BREAKABLE = Color.rgb(150, 110, 70);
    static final Color BOMBABLE_COLOUR = Color.rgb(128, 84, 60);
    static final Color LADDER_COLOUR = Color.rgb(196, 150, 80);
    static final Color ROPE_COLOUR = Color.rgb(214, 196, 150);
    static final Color DECOR = Color.rgb(38, 40, 58);
    static final Color DIFFERENT = Color.rgb(255, 60, 60);
    /** The lit top edge of each block colour (lookups only; filled on the FX thread). */
    private static final java.util.Map<Color, Color> EDGES = new java.util.HashMap<>();
    private static final Color[] KEY_COLOURS = {Color.rgb(224, 28, 72), Color.rgb(0, 200, 110),
        Color.rgb(60, 127, 255), Color.rgb(255, 191, 60)};

    /** The schema's fields this renderer reads, found in one pass over the schema. */
    private static final class Layout {
        final StateSchema schema;
        int tiles = -1;
        final StateField[] synActive = new StateField[8];
        final StateField[] synX = new StateField[8];
        final StateField[] synY = new StateField[8];
        final StateField[] synColour = new StateField[8];
        final StateField[] synShape = new StateField[8];
        final StateField[] synLeftRight = new StateField[8];
        final StateField[] enemyShape = new StateField[100];
        final StateField[] enemyFlip = new StateField[100];
        final StateField[] enemyScale = new StateField[100];
        final StateField[] enemyRot = new StateField[100];
        final StateField[] itemShape = new StateField[500];
        final StateField[] eshotShape = new StateField[50];
        final StateField[] enemyType = new StateField[100];
        final StateField[] enemyX = new StateField[100];
        final StateField[] enemyY = new StateField[100];
        final StateField[] itemType = new StateField[500];
        final StateField[] itemX = new StateField[500];
        final StateField[] itemY = new StateField[500];
        final StateField[] liftActive = new StateField[40];
        final StateField[][] liftBox = new StateField[40][4];
        final StateField[] liftColour = new StateField[40];
        final StateField[][] pshot = new StateField[50][4];
        final StateField[][] eshot = new StateField[50][3];

        Layout(StateSchema schema) {
            this.schema = schema;
            for (StateField f : schema.fields()) {
                int i = f.index();
                switch (f.entity()) {
                    case "syn" -> {
                        if (i < 8) {
                            switch (f.field()) {
                                case "active" -> synActive[i] = f;
                                case "x" -> synX[i] = f;
                                case "y" -> synY[i] = f;
                                case "color" -> synColour[i] = f;
                                case "shape" -> synShape[i] = f;
                                case "left_right" -> synLeftRight[i] = f;
                                default -> { }
                            }
                        }
                    }
                    case "Ei" -> {
                        set(enemyType, i, f, "type");
                        set(enemyShape, i, f, "shape");
                        set(enemyFlip, i, f, "2"); // 0 mirrored, 1 as drawn, 2 upside down (src/mwEnemy.cpp#draw_enemy)
                    }
                    case "Ef" -> {
                        set(enemyX, i, f, "x");
                        set(enemyY, i, f, "y");
                        set(enemyScale, i, f, "scale");
                        set(enemyRot, i, f, "rot");
                    }
                    case "item" -> {
                        set(itemType, i, f, "type");
                        set(itemShape, i, f, "shape");
                        set(itemX, i, f, "x");
                        set(itemY, i, f, "y");
                    }
                    case "lift" -> {
                        if (i < 40) {
                            switch (f.field()) {
                                case "active" -> liftActive[i] = f;
                                case "x" -> liftBox[i][0] = f;
                                case "y" -> liftBox[i][1] = f;
                                case "w" -> liftBox[i][2] = f;
                                case "h" -> liftBox[i][3] = f;
                                case "color" -> liftColour[i] = f;
                                default -> { }
                            }
                        }
                    }
                    case "pshot" -> slot(pshot, i, f, "active", "player", "x", "y");
                    case "eshot" -> {
                        slot(eshot, i, f, "active", "x", "y");
                        set(eshotShape, i, f, "shape");
                    }
                    case "l" -> {
                        if (i == 0) {
                            tiles = f.byteOffset();
                        }
                    }
                    default -> { }
                }
            }
        }

        private static void set(StateField[] into, int i, StateField f, String name) {
            if (i < into.length && f.field().equals(name)) {
                into[i] = f;
            }
        }

        private static void slot(StateField[][] into, int i, StateField f, String... names) {
            if (i >= into.length) {
                return;
            }
            for (int k = 0; k < names.length; k++) {
                if (f.field().equals(names[k])) {
                    into[i][k] = f;
                }
            }
        }
    }

    private Layout layout;
    private PmArt art;

    private Layout layout(StateSchema schema) {
        if (layout == null || layout.schema != schema) {
            layout = new Layout(schema);
        }
        return layout;
    }

    @Override
    public String gameId() {
        return GAME_ID;
    }

    /** Draws with {@code art} when it is the game's ({@link PmArt}); anything else (null) gives the schematic. */
    @Override
    public void useArt(GameArt art) {
        this.art = art instanceof PmArt pm ? pm : null;
    }

    @Override
    public double[] bounds(StateSchema schema, byte[] state) {
        Layout l = layout(schema);
        int x0 = GRID;
        int y0 = GRID;
        int x1 = -1;
        int y1 = -1;
        for (int x = 0; l.tiles >= 0 && x < GRID; x++) {
            for (int y = 0; y < GRID; y++) {
                if (tileColour(intAt(state, l.tiles + 4 * (x * GRID + y))) != null) {
                    x0 = Math.min(x0, x);
                    y0 = Math.min(y0, y);
                    x1 = Math.max(x1, x);
                    y1 = Math.max(y1, y);
                }
            }
        }
        if (x1 < 0) {
            return new double[] {0, 0, GRID * TILE, GRID * TILE};
        }
        return new double[] {(x0 - 1) * TILE, (y0 - 1) * TILE, (x1 - x0 + 3) * TILE, (y1 - y0 + 3) * TILE};
    }

    /** @return the little-endian int at {@code offset} */
    static int intAt(byte[] state, int offset) {
        return (state[offset] & 0xFF) | (state[offset + 1] & 0xFF) << 8 | (state[offset + 2] & 0xFF) << 16
                | (state[offset + 3] & 0xFF) << 24;
    }

    private static double px(StateField f, byte[] state) {
        return SchemaBoxesRenderer.pixels(f, state);
    }

    /** @return the flat colour of block value {@code v} ({@code l[x][y]}: tile number and flags), or null for none */
    static Color tileColour(int v) {
        int tile = v & TILE_NUMBER_MASK;
        if ((v & (KEY_COLOUR0 | KEY_COLOUR1)) != 0 && (v & SOLID_PLAYER) != 0) {
            return KEY_COLOURS[(v >> 13) & 3];
        }
        if ((v & LADDER) != 0) {
            return LADDER_COLOUR;
        }
        if ((v & ROPE) != 0) {
            return ROPE_COLOUR;
        }
        if ((v & BOMBABLE) != 0) {
            return BOMBABLE_COLOUR;
        }
        if ((v & BREAKABLE_PSHOT) != 0) {
            return BREAKABLE;
        }
        if ((v & SOLID_PLAYER) != 0) {
            return SOLID;
        }
        if ((v & SEMISOLID_PLAYER) != 0) {
            return SEMISOLID;
        }
        return tile == 0 ? null : DECOR;
    }

    /** The block grid {@code l} alone decides the background: a hash of its 40,000 bytes on both sides. */
    @Override
    public long backgroundKey(StateSchema schema, byte[] state, byte[] other) {
        Layout l = layout(schema);
        if (l.tiles < 0) {
            return 0;
        }
        int end = l.tiles + 4 * GRID * GRID;
        long key = hash(state, l.tiles, end);
        key = other == null ? key : key * 31 + hash(other, l.tiles, end);
        return art == null ? key : ~key; // every bit changes: the canvas keeps the key as a double
    }

    private static long hash(byte[] bytes, int from, int to) {
        long h = 1;
        for (int i = from; i < to && i < bytes.length; i++) {
            h = 31 * h + bytes[i];
        }
        return h;
    }

    @Override
    public void drawBackground(Painter painter, StateSchema schema, byte[] state, byte[] other) {
        Layout l = layout(schema);
        if (l.tiles < 0) {
            return;
        }
        for (int x = 0; x < GRID; x++) {
            for (int y = 0; y < GRID; y++) {
                int offset = l.tiles + 4 * (x * GRID + y);
                int v = intAt(state, offset);
                ArtCell cell = art == null ? null : art.tile(v & TILE_NUMBER_MASK);
                Color colour = art == null ? tileColour(v) : null;
                if (cell != null) {
                    painter.image(cell, x * TILE, y * TILE, TILE, TILE);
                } else if (colour == LADDER_COLOUR) {
                    painter.line(colour, Math.max(1, painter.scale() * 2), x * TILE + 4, y * TILE, x * TILE + 4,
                            y * TILE + TILE);
                    painter.line(colour, Math.max(1, painter.scale() * 2), x * TILE + 16, y * TILE, x * TILE + 16,
                            y * TILE + TILE);
                    painter.fillRect(colour, x * TILE + 4, y * TILE + 8, 12, 2);
                } else if (colour == ROPE_COLOUR) {
                    painter.fillRect(colour, x * TILE, y * TILE + 2, TILE, 2);
                } else if (colour != null) {
                    painter.fillRect(colour, x * TILE, y * TILE, TILE, TILE);
                    painter.fillRect(EDGES.computeIfAbsent(colour, Color::brighter), x * TILE, y * TILE, TILE, 2);
                }
                if (other != null && intAt(other, offset) != v) {
                    painter.strokeRect(DIFFERENT, 2, x * TILE, y * TILE, TILE, TILE);
                }
            }
        }
    }

    @Override
    public List<Sprite> sprites(StateSchema schema, byte[] state) {
        Layout l = layout(schema);
        List<Sprite> out = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            StateField[] box = l.liftBox[i];
            if (l.liftActive[i] == null || box[3] == null || l.liftActive[i].raw(state) == 0) {
                continue;
            }
            double w = Math.max(2, px(box[2], state));
            double h = Math.max(2, px(box[3], state));
            int colour = (int) l.liftColour[i].raw(state);
            out.add(new Sprite(new EntityRef("lift", i), px(box[0], state), px(box[1], state), w, h,
                    PmPalette.colour((colour & 15) == 0 ? 15 + 16 * 6 : colour), Sprite.Shape.BOX, "lift " + i));
        }
        for (int i = 0; i < 500; i++) {
            if (l.itemType[i] == null || l.itemY[i] == null) {
                continue;
            }
            int type = (int) l.itemType[i].raw(state);
            if (type == 0) {
                continue;
            }
            String name = l.itemType[i].names().describe(type);
            Sprite item = new Sprite(new EntityRef("item", i), l.itemX[i].raw(state), l.itemY[i].raw(state), TILE,
                    TILE, itemColour(type), isZone(type) ? Sprite.Shape.FRAME : Sprite.Shape.BOX,
                    name == null ? "item " + type : name);
            if (art != null && !isZone(type) && type != GATE && l.itemShape[i] != null) {
                item = item.withArt(art.sprite((int) l.itemShape[i].raw(state), false, false, 0));
            }
            out.add(item);
        }
        for (int i = 0; i < 100; i++) {
            if (l.enemyType[i] == null || l.enemyY[i] == null) {
                continue;
            }
            int type = (int) l.enemyType[i].raw(state);
            if (type == 0) {
                continue;
            }
            String name = l.enemyType[i].names().describe(type);
            Sprite enemy = new Sprite(new EntityRef("Ei", i), px(l.enemyX[i], state), px(l.enemyY[i], state), TILE,
                    TILE, enemyColour(type), Sprite.Shape.BOX, name == null ? "enemy " + type : name);
            if (art != null && type != CREW && l.enemyShape[i] != null) {
                enemy = enemyArt(l, i, state, enemy);
            }
            out.add(enemy);
        }
        for (int i = 0; i < 50; i++) {
            StateField[] s = l.eshot[i];
            if (s[2] != null && s[0].raw(state) != 0) {
                ArtCell cell = art == null || l.eshotShape[i] == null ? null
                        : art.sprite((int) l.eshotShape[i].raw(state), false, false, 0);
                out.add(cell == null
                        ? new Sprite(new EntityRef("eshot", i), px(s[1], state) + 6, px(s[2], state) + 6, 8, 8,
                                Color.rgb(255, 90, 40), Sprite.Shape.OVAL, "")
                        : new Sprite(new EntityRef("eshot", i), (int) px(s[1], state), (int) px(s[2], state), TILE,
                                TILE, Color.rgb(255, 90, 40), Sprite.Shape.OVAL, "", cell));
            }
        }
        for (int i = 0; i < 50; i++) {
            StateField[] s = l.pshot[i];
            if (s[3] != null && s[0].raw(state) != 0) {
                int owner = (int) s[1].raw(state);
                Color colour = owner >= 0 && owner < 8 && l.synColour[owner] != null
                        ? PmPalette.colour((int) l.synColour[owner].raw(state)) : Color.WHITE;
                ArtCell cell = art == null || owner < 0 || owner >= 8 || l.synColour[owner] == null ? null
                        : art.player((int) l.synColour[owner].raw(state), PSHOT_SHAPE, false);
                out.add(cell == null
                        ? new Sprite(new EntityRef("pshot", i), px(s[2], state) + 6, px(s[3], state) + 6, 8, 8,
                                colour, Sprite.Shape.OVAL, "")
                        : new Sprite(new EntityRef("pshot", i), px(s[2], state), px(s[3], state), TILE, TILE,
                                colour, Sprite.Shape.OVAL, "", cell));
            }
        }
        for (int p = 0; p < 8; p++) {
            if (l.synActive[p] == null || l.synY[p] == null || l.synActive[p].raw(state) == 0) {
                continue;
            }
            Sprite player = new Sprite(new EntityRef("syn", p), px(l.synX[p], state), px(l.synY[p], state), TILE,
                    TILE, PmPalette.colour((int) l.synColour[p].raw(state)), Sprite.Shape.BOX, "P" + p);
            if (art != null && l.synShape[p] != null) {
                boolean mirrored = l.synLeftRight[p] != null && l.synLeftRight[p].raw(state) == 0;
                player = player.withArt(art.player((int) l.synColour[p].raw(state), (int) l.synShape[p].raw(state),
                        mirrored));
            }
            out.add(player);
        }
        return out;
    }

    /**
     * An enemy drawn with its sprite {@code Ei[e][1]}, mirrored by {@code Ei[e][2]} (0 left-right, 2 upside down),
     * scaled by {@code Ef[e][12]} and turned by {@code Ef[e][14]} radians about its centre.
     *
     * @upstream src/mwEnemy.cpp#draw_enemy
     */
    private Sprite enemyArt(Layout l, int e, byte[] state, Sprite enemy) {
        long flip = l.enemyFlip[e] == null ? 1 : l.enemyFlip[e].raw(state);
        double rotation = l.enemyRot[e] == null ? 0 : Float.intBitsToFloat((int) l.enemyRot[e].raw(state));
        double scale = l.enemyScale[e] == null ? 1 : Float.intBitsToFloat((int) l.enemyScale[e].raw(state));
        ArtCell cell = art.sprite((int) l.enemyShape[e].raw(state), flip == 0, flip == 2,
                Double.isFinite(rotation) ? rotation : 0);
        if (cell == null) {
            return enemy;
        }
        double side = scale > 0 && scale < 8 ? TILE * scale : TILE;
        double x = enemy.x() + (TILE - side) / 2;
        double y = enemy.y() + (TILE - side) / 2;
        return new Sprite(enemy.ref(), x, y, side, side, enemy.colour(), enemy.shape(), enemy.label(), cell);
    }

    /** Items that mark an area or an invisible function rather than a thing: drawn as an outline. */
    private static boolean isZone(int type) {
        return type == 9 || type == 13 || type == 16 || type == 17 || type == 19;
    }

    private static Color itemColour(int type) {
        return switch (type) {
            case 1 -> PmPalette.colour(8);      // door: purple
            case 2 -> PmPalette.colour(11);     // bonus: green
            case 3 -> PmPalette.colour(15);     // exit: white
            case 4 -> PmPalette.colour(14);     // key: yellow
            case 5 -> PmPalette.colour(3);      // start: bluey
            case 6 -> PmPalette.colour(13);     // orb: aqua
            case 7, 8, 99 -> PmPalette.colour(10); // mine, bomb, lit bomb: red
            case 11, 98 -> PmPalette.colour(7); // rocket: orange
            case 10 -> PmPalette.colour(6);     // msg: taan
            case 14, 15, 18 -> PmPalette.colour(9); // switch, spring, gate: forest
            default -> PmPalette.colour(15 + 16 * 6); // zones: grey
        };
    }

    private static Color enemyColour(int type) {
        return switch (type) {
            case 1 -> PmPalette.colour(4);   // bouncer: reddy
            case 2 -> PmPalette.colour(7);   // cannon: orange
            case 3 -> PmPalette.colour(5);   // archwagon: pink
            case 4 -> PmPalette.colour(10);  // blokwalk: red
            case 5 -> PmPalette.colour(9);   // jumpworm: forest
            case 6 -> PmPalette.colour(1);   // flapper: violet
            case 7 -> PmPalette.colour(11);  // vinepod: green
            case 8 -> PmPalette.colour(13);  // trakbot: aqua
            case 9 -> PmPalette.colour(2);   // cloner: mauve
            default -> PmPalette.colour(6);  // crew, deathcount: taan
        };
    }

    @Override
    public EntityRef player(int player) {
        return player >= 0 && player < 8 ? new EntityRef("syn", player) : null;
    }
}

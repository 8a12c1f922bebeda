package org.netreplay.pm.sim;

import java.util.List;

/**
 * The names of the slots of an enemy's rows {@code Ei[e][0..31]} (ints) and {@code Ef[e][0..15]} (floats). The game
 * keeps every enemy in these two untyped rows and gives a slot a meaning per enemy type; the names here come from the
 * game's own comments at the top of each enemy file (src/mwEnemyTrakbot.cpp, src/mwEnemyFlapper.cpp,
 * src/mwEnemyJumpworm.cpp, src/mwEnemyVinePod.cpp, src/mwEnemyCloner.cpp, src/mwEnemyArchwagon.cpp), the level
 * editor's labels for them (src/mwObjectViewer.cpp) and the code that reads them.
 *
 * <p>Each class holds the slots of one enemy type ({@link #CODE} is its {@code Ei[e][0]}) or of a function several
 * types share; its nested {@code I} names {@code Ei} slots and {@code F} names {@code Ef} slots, so a use reads
 * {@code Ei[e][Cannon.I.EXTRA_HITS]} or {@code Ef[e][Flapper.F.FLAP_SPEED]}. {@link AnyEnemy} holds the slots every
 * type uses the same way. Two names for one slot in a class mean the game really uses that slot two ways.
 * Positions are px, counters and timers frames. {@link #of} lists the classes that name one type's slots (the state
 * schema reads them, {@code org.netreplay.pm.state.PmSlotNames}).
 */
public final class EnemySlots {
    private EnemySlots() {
    }

    /** The slots every enemy type uses the same way (src/mwEnemy.cpp, src/mwEnemyFnx.cpp, src/mwPlayer.cpp). */
    public static final class AnyEnemy {
        private AnyEnemy() {
        }

        /** {@code Ei} slots. */
        public static final class I {
            private I() {
            }

            /** The enemy type, 0 for an empty row (the {@code CODE} of the classes below; 66 while it expires). */
            public static final int TYPE = 0;
            /** The bitmap drawn this frame (a sprite number). */
            public static final int SHAPE = 1;
            /** The player touching it this frame, plus 1 (0 none); set by the player's collision code. */
            public static final int PLAYER_HIT = 22;
            /** Frames before a touch hurts a player again. */
            public static final int PLAYER_HIT_RETRIGGER = 23;
            /** The health of the bonus it leaves when it dies. */
            public static final int HEALTH_BONUS = 25;
            /** The player whose shot or bomb hit it. */
            public static final int HIT_BY_PLAYER = 26;
            /** Frames left to live, 0 forever (made by a cloner); the last 10 play the vanishing sequence. */
            public static final int TIME_TO_LIVE = 27;
            /** 1000 + the cloner that made it (0 if none). */
            public static final int CLONED_BY = 28;
            /** Half the side of its collision box, px. */
            public static final int COLLISION_BOX = 29;
            /** Hit this frame: 0 no, 1 by a player shot, 2 by a bomb, 3 by a damage field. */
            public static final int HIT = 31;
        }

        /** {@code Ef} slots. */
        public static final class F {
            private F() {
            }

            /** Position, px. */
            public static final int X = 0;
            /** Position, px. */
            public static final int Y = 1;
            /** Speed, px/frame. */
            public static final int XINC = 2;
            /** Speed, px/frame (a walker's vertical speed factor, see {@link ArchBlock.F#Y_SPEED}). */
            public static final int YINC = 3;
            /** Health a touch takes from a player. */
            public static final int HEALTH_DECREMENT = 4;
            /** Speed of its shots, px/frame (the types that shoot). */
            public static final int SHOT_SPEED = 7;
            /** Draw scale. */
            public static final int SCALE = 12;
            /** Draw rotation, radians. */
            public static final int ROT = 14;
        }
    }

    /** Slots of the enemies that bounce off walls (src/mwEnemyCannon.cpp move_bouncer_cannon_common). */
    public static final class BouncerCannon {
        private BouncerCannon() {
        }

        /** {@code Ei} slots. */
        public static final class I {
            private I() {
            }

            /** Bounces since it last turned towards a player. */
            public static final int BOUNCE_COUNT = 7;
            /** Bounces between turns towards the closest player, 0 never (editor: "Seek Count"). */
            public static final int SEEK_COUNT = 8;
        }

        /** {@code Ef} slots. */
        public static final class F {
            private F() {
            }

            /** Speed when it turns towards a player, px/frame (editor: "Speed"). */
            public static final int SEEK_SPEED = 5;
        }
    }

    /** Bouncer, type 1 (src/mwEnemyCannon.cpp move_bouncer). */
    public static final class Bouncer {
        /** Its {@code Ei[e][0]}. */
        public static final int CODE = 1;

        private Bouncer() {
        }

        /** {@code Ei} slots. */
        public static final class I {
            private I() {
            }

            /** The animation sequence playing. */
            public static final int ANS = 3;
            /** The animation sequence once it has bounced. */
            public static final int MAIN_ANS = 5;
            /** The animation sequence right after it turned towards a player. */
            public static final int SEEK_ANS = 6;
        }
    }

    /** Cannon, type 2 (src/mwEnemyCannon.cpp move_cannon). */
    public static final class Cannon {
        /** Its {@code Ei[e][0]}. */
        public static final int CODE = 2;

        private Cannon() {
        }

        /** {@code Ei} slots. */
        public static final class I {
            private I() {
            }

            /** Hits it takes before it dies; each one speeds it up (editor: "Extra Hits To Kill"). */
            public static final int EXTRA_HITS = 9;
            /** The player it aims at, -1 none. */
            public static final int TARGET_PLAYER = 10;
            /** Frames between shots (editor: "Shot Retrigger Time"). */
            public static final int SHOT_RETRIGGER_TIME = 15;
            /** Frames until the next shot. */
            public static final int SHOT_RETRIGGER_COUNTER = 16;
            /** Range in which it shoots, px (editor: "Shot Proximity"). */
            public static final int SHOT_PROXIMITY = 17;
        }
    }

    /**
     * Slots of the enemies that walk, fall and jump (src/mwEnemyArchwagon.cpp move_arch_block_common: archwagon,
     * blokwalk, crew).
     */
    public static final class ArchBlock {
        private ArchBlock() {
        }

        /** {@code Ei} slots. */
        public static final class I {
            private I() {
            }

            /** Walking direction: 1 right, 0 left (editor: "Initial Direction"). */
            public static final int DIRECTION = 2;
            /** Vertical speed, -160 (jumping up) to 160 (falling), 0 on the ground; times {@code Ef Y_SPEED} / 100. */
            public static final int JUMP_FALL = 5;
            /** Jumps every this many frames, 0 never (editor: "Jump Timer Wait"). */
            public static final int JUMP_TIMER_WAIT = 6;
            /** Jumps when a player above is this close sideways, px, 0 never (editor: "Jump Under Width"). */
            public static final int JUMP_UNDER_WIDTH = 7;
            /** 0 follows the closest player, 1 bounces between walls (editor: "Follow Mode"/"Bounce Mode"). */
            public static final int BOUNCE_MODE = 8;
            /** Turns this many px before a hole, 0 never (editor: "Turn Before Hole"). */
            public static final int TURN_BEFORE_HOLE = 10;
            /** Jumps this many px before a hole, 0 never (editor: "Jump Before Hole"). */
            public static final int JUMP_BEFORE_HOLE = 11;
            /** Jumps this many px before a wall, 0 never (editor: "Jump Before Wall"). */
            public static final int JUMP_BEFORE_WALL = 12;
        }

        /** {@code Ef} slots. */
        public static final class F {
            private F() {
            }

            /** Vertical speed factor (editor: "Y-Speed"). */
            public static final int Y_SPEED = 3;
            /** Walking speed, px/frame (editor: "X-Speed"). */
            public static final int X_SPEED = 6;
        }
    }

    /** Archwagon, type 3 (src/mwEnemyArchwagon.cpp move_archwagon; also the {@link ArchBlock} slots). */
    public static final class Archwagon {
        /** Its {@code Ei[e][0]}. */
        public static final int CODE = 3;

        private Archwagon() {
        }

        /** {@code Ei} slots. */
        public static final class I {
            private I() {
            }

            /** The animation sequence: 2 wagon with an arrow, 3 empty wagon. */
            public static final int ANS = 3;
            /** Frames between arrows (editor: "Shot Retrigger Time"). */
            public static final int SHOT_RETRIGGER_TIME = 15;
            /** Frames until the next arrow. */
            public static final int SHOT_RETRIGGER_COUNTER = 16;
            /** How far ahead it shoots, px (editor: "Shot Proximity"). */
            public static final int SHOT_PROXIMITY = 17;
        }
    }

    /** Blokwalk, type 4 (src/mwEnemyArchwagon.cpp move_blokwalk; also the {@link ArchBlock} slots). */
    public static final class Blokwalk {
        /** Its {@code Ei[e][0]}. */
        public static final int CODE = 4;

        private Blokwalk() {
        }

        /** {@code Ei} slots. */
        public static final class I {
            private I() {
            }

            /** The animation sequence. */
            public static final int ANS = 3;
            /** The block (tile and flags) it turns into when shot. */
            public static final int BLOCK = 13;
        }
    }

    /** Jumpworm, type 5 (src/mwEnemyJumpworm.cpp move_jumpworm). */
    public static final class Jumpworm {
        /** Its {@code Ei[e][0]}. */
        public static final int CODE = 5;

        private Jumpworm() {
        }

        /** {@code Ei} slots. */
        public static final class I {
            private I() {
            }

            /** Crawling direction: 1 right, 0 left. */
            public static final int DIRECTION = 2;
            /** Frames per step of its 10-step crawl (editor: "X-Speed (Ground): 1/"). */
            public static final int GROUND_SPEED_DIVIDER = 4;
            /** Vertical speed, -160 (jumping up) to 160 (falling), 0 on the ground; times {@code Ef Y_SPEED} / 100. */
            public static final int JUMP_FALL = 5;
            /** Jumps every this many frames, 0 never. */
            public static final int JUMP_TIMER_WAIT = 6;
            /** Jumps when a player above is this close sideways, px, 0 never. */
            public static final int JUMP_UNDER_WIDTH = 7;
            /** Upward boost when a jump hits a wall, 0 none to 160. */
            public static final int WALL_JUMP_BOOST = 8;
            /** Turns this many px before a hole, 0 never. */
            public static final int TURN_BEFORE_HOLE = 10;
            /** Jumps this many px before a hole, 0 never. */
            public static final int JUMP_BEFORE_HOLE = 11;
            /** Jumps this many px before a wall, 0 never. */
            public static final int JUMP_BEFORE_WALL = 12;
            /** 1: turn round when the crawl cycle is next at step 0. */
            public static final int TURN_NEXT_CYCLE = 13;
            /** Offset added to the crawl cycle's step. */
            public static final int CYCLE_OFFSET = 14;
        }

        /** {@code Ef} slots. */
        public static final class F {
            private F() {
            }

            /** Vertical speed factor (editor: "Y-Speed"). */
            public static final int Y_SPEED = 3;
            /** Sideways speed while jumping or falling, px/frame (editor: "X-Speed (Jump)"). */
            public static final int JUMP_X_SPEED = 6;
        }
    }

    /** Flapper, type 6 (src/mwEnemyFlapper.cpp move_flapper). */
    public static final class Flapper {
        /** Its {@code Ei[e][0]}. */
        public static final int CODE = 6;

        private Flapper() {
        }

        /** {@code Ei} slots. */
        public static final class I {
            private I() {
            }

            /** Flying direction and horizontal flip: 1 right, 0 left. */
            public static final int DIRECTION = 2;
            /** The animation sequence: 61 ready to shoot, 60 reloading. */
            public static final int ANS = 3;
            /** The flap's base height (its y without the flap), px; drawn by the editor only. */
            public static final int BASE_Y = 14;
            /** Frames between shots (editor: "Shot Retrigger Time"). */
            public static final int SHOT_RETRIGGER_TIME = 15;
            /** Frames until the next shot. */
            public static final int SHOT_RETRIGGER_COUNTER = 16;
            /** Range in which it shoots, px (editor: "Shot Proximity"). */
            public static final int SHOT_PROXIMITY = 17;
            /** Height it keeps above the closest player, px (editor: "Height Above Player"). */
            public static final int HEIGHT_ABOVE_PLAYER = 20;
            /** Amplitude of the flap, px (editor: "Flap Height"). */
            public static final int FLAP_HEIGHT = 21;
        }

        /** {@code Ef} slots. */
        public static final class F {
            private F() {
            }

            /** Vertical seek speed, px/frame (editor: "Y-Speed"). */
            public static final int Y_SPEED = 3;
            /** Top horizontal speed, px/frame (editor: "X-Speed"). */
            public static final int MAX_X_SPEED = 5;
            /** Horizontal acceleration, px/frame per frame (editor: "X-Accel"). */
            public static final int X_ACCEL = 6;
            /** The flap's offset last frame, px. */
            public static final int FLAP_OFFSET = 8;
            /** The flap's phase, 0 to 100. */
            public static final int FLAP_COUNTER = 9;
            /** Phase added per frame (editor: "Flap Speed"). */
            public static final int FLAP_SPEED = 10;
        }
    }

    /** Vinepod, type 7 (src/mwEnemyVinePod.cpp move_vinepod). */
    public static final class Vinepod {
        /** Its {@code Ei[e][0]}. */
        public static final int CODE = 7;

        private Vinepod() {
        }

        /** {@code Ei} slots; the path's four points are px, each x before its y. */
        public static final class I {
            private I() {
            }

            /** The path's start (where it rests), x. */
            public static final int START_X = 3;
            /** The path's start, y. */
            public static final int START_Y = 4;
            /** The spline's first control point, x. */
            public static final int CONTROL1_X = 5;
            /** The spline's first control point, y. */
            public static final int CONTROL1_Y = 6;
            /** The spline's second control point, x. */
            public static final int CONTROL2_X = 7;
            /** The spline's second control point, y. */
            public static final int CONTROL2_Y = 8;
            /** The path's end (fully extended), x. */
            public static final int END_X = 9;
            /** The path's end, y. */
            public static final int END_Y = 10;
            /** Its trigger box, px (src/mwEnemyFnx.cpp is_player_in_enemy_trigger_box). */
            public static final int TRIGGER_X = 11;
            /** Its trigger box, px. */
            public static final int TRIGGER_Y = 12;
            /** Its trigger box's width, px. */
            public static final int TRIGGER_W = 13;
            /** Its trigger box's height, px. */
            public static final int TRIGGER_H = 14;
            /** 0 waits, 1 extends, 2 pauses before its shot, 3 pauses after it, 4 retracts. */
            public static final int MODE = 15;
            /** Steps along the path, 0 at rest to {@link #EXTEND_TIME}. */
            public static final int EXTEND_COUNTER = 16;
            /** Frames to extend fully (editor: "Extend Time"). */
            public static final int EXTEND_TIME = 17;
            /** The trigger event that starts it, 0 none (editor: "Event Trigger"). */
            public static final int INPUT_EVENT = 18;
            /** The trigger event it sets when fully extended, 0 none (editor: "Output Event"). */
            public static final int OUTPUT_EVENT = 19;
            /** Flags, pm.h {@code PM_ENEMY_VINEPOD_*}. */
            public static final int FLAGS = 20;
        }

        /** {@code Ef} slots. */
        public static final class F {
            private F() {
            }

            /** Scale of the control points about the start (editor: "Control Point Scale"). */
            public static final int CONTROL_POINT_SCALE = 6;
            /** Frames left in the current pause. */
            public static final int PAUSE_COUNTER = 8;
            /** Frames of each pause (editor: "Pause"). */
            public static final int PAUSE = 9;
        }
    }

    /** Trakbot, type 8 (src/mwEnemyTrakbot.cpp move_trakbot). */
    public static final class Trakbot {
        /** Its {@code Ei[e][0]}. */
        public static final int CODE = 8;

        private Trakbot() {
        }

        /** {@code Ei} slots. */
        public static final class I {
            private I() {
            }

            /** Horizontal flip: 1 for modes 0-3 (clockwise), 0 for modes 4-7. */
            public static final int DRAW_TYPE = 2;
            /** The animation sequence: 17 ready to shoot, 18 reloading. */
            public static final int ANS = 3;
            /** Falling speed, 0 when not falling, up to 160; times {@code Ef YINC} / 100. */
            public static final int FALL_COUNT = 4;
            /** Which surface it crawls on and which way, 0 to 7 (src/mwEnemyTrakbot.cpp set_trakbot_mode). */
            public static final int MODE = 5;
            /** 1: drops from a ceiling onto a player below (editor: "Drop Mode"). */
            public static final int DROP_MODE = 7;
            /** Mode changes in a row; after 3 it falls (it was spinning round a lone block). */
            public static final int TWIRL_COUNT = 8;
            /** Frames between shots (editor: "Shot Retrigger Time"). */
            public static final int SHOT_RETRIGGER_TIME = 15;
            /** Frames until the next shot. */
            public static final int SHOT_RETRIGGER_COUNTER = 16;
            /** Range in which it shoots, px (editor: "Shot Proximity"). */
            public static final int SHOT_PROXIMITY = 17;
        }
    }

    /** Cloner, type 9 (src/mwEnemyCloner.cpp move_cloner, cloner_create). */
    public static final class Cloner {
        /** Its {@code Ei[e][0]}. */
        public static final int CODE = 9;

        private Cloner() {
        }

        /** {@code Ei} slots; the boxes are px. */
        public static final class I {
            private I() {
            }

            /** Boxes the editor draws: 0 none, 1 source, 2 destination, 3 both. */
            public static final int SHOW_BOXES = 4;
            /** 0 hidden, 1 static shape, 2 animation, 3 follows the event timer. */
            public static final int DRAW_MODE = 5;
            /** The trigger event that makes it copy, 0 never (editor: "Event Trigger"). */
            public static final int TRIGGER_EVENT = 8;
            /** Frames its copies live (editor: "Created Time To Live"). */
            public static final int CREATED_TIME_TO_LIVE = 9;
            /** Copies alive at most, 0 for 600 (editor: "Max Created Objects"). */
            public static final int MAX_CREATED = 10;
            /** The source box, x. */
            public static final int SOURCE_X = 15;
            /** The source box, y. */
            public static final int SOURCE_Y = 16;
            /** The destination box, x. */
            public static final int DEST_X = 17;
            /** The destination box, y. */
            public static final int DEST_Y = 18;
            /** Both boxes' width. */
            public static final int WIDTH = 19;
            /** Both boxes' height. */
            public static final int HEIGHT = 20;
            /** 1: shots and bombs do not kill it (editor: "Invincible"). */
            public static final int INVINCIBLE = 30;
        }
    }

    /** Crew, type 19 (src/mwEnemyArchwagon.cpp move_crew): the {@link ArchBlock} slots only. */
    public static final class Crew {
        /** Its {@code Ei[e][0]}. */
        public static final int CODE = 19;

        private Crew() {
        }
    }

    /**
     * A dying enemy, type 99 (src/mwEnemy.cpp enemy_killed sets these, enemy_deathcount plays them): it drifts,
     * spins, scales and fades, then leaves a health bonus.
     */
    public static final class Dying {
        /** Its {@code Ei[e][0]}. */
        public static final int CODE = 99;

        private Dying() {
        }

        /** {@code Ei} slots. */
        public static final class I {
            private I() {
            }

            /** The death animation sequence. */
            public static final int ANS = 3;
            /** The shape of the health bonus it leaves. */
            public static final int BONUS_SHAPE = 24;
            /** Frames left in the death sequence. */
            public static final int DEATH_LOOP_WAIT = 30;
        }

        /** {@code Ef} slots. */
        public static final class F {
            private F() {
            }

            /** Opacity lost per frame. */
            public static final int OPACITY_DEC = 9;
            /** Opacity, 1 opaque. */
            public static final int OPACITY = 10;
            /** Factor applied to the scale per frame. */
            public static final int SCALE_MULTIPLIER = 11;
            /** Rotation added per frame, radians. */
            public static final int ROT_INC = 13;
        }
    }

    /**
     * @param type an enemy type, {@code Ei[e][0]}
     * @return the classes naming that type's slots, most specific first, ending with {@link AnyEnemy}; only
     *         {@link AnyEnemy} for a type the game does not have
     */
    public static List<Class<?>> of(int type) {
        return switch (type) {
            case Bouncer.CODE -> List.of(Bouncer.class, BouncerCannon.class, AnyEnemy.class);
            case Cannon.CODE -> List.of(Cannon.class, BouncerCannon.class, AnyEnemy.class);
            case Archwagon.CODE -> List.of(Archwagon.class, ArchBlock.class, AnyEnemy.class);
            case Blokwalk.CODE -> List.of(Blokwalk.class, ArchBlock.class, AnyEnemy.class);
            case Jumpworm.CODE -> List.of(Jumpworm.class, AnyEnemy.class);
            case Flapper.CODE -> List.of(Flapper.class, AnyEnemy.class);
            case Vinepod.CODE -> List.of(Vinepod.class, AnyEnemy.class);
            case Trakbot.CODE -> List.of(Trakbot.class, AnyEnemy.class);
            case Cloner.CODE -> List.of(Cloner.class, AnyEnemy.class);
            case Crew.CODE -> List.of(Crew.class, ArchBlock.class, AnyEnemy.class);
            case Dying.CODE -> List.of(Dying.class, AnyEnemy.class);
            default -> List.of(AnyEnemy.class);
        };
    }
}

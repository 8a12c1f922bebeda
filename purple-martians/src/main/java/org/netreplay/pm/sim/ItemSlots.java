package org.netreplay.pm.sim;

import java.util.List;

/**
 * The names of the slots of an item's rows {@code item[i][0..15]} (ints) and {@code itemf[i][0..3]} (floats). The
 * game keeps every item in these two untyped rows and gives a slot a meaning per item type; the names here come from
 * the level editor's labels for them (src/mwObjectViewer.cpp, src/mwItemEditorFnx.cpp), the game's comments in
 * src/mwItem*.cpp and the code that reads them.
 *
 * <p>Each class holds the slots of one item type ({@link #CODE} is its {@code item[i][0]}, pm.h
 * {@code PM_ITEM_TYPE_*}) or of a layout several types share; its nested {@code I} names {@code item} slots and
 * {@code F} names {@code itemf} slots, so a use reads {@code item[i][Door.I.LINKED_ITEM]}. {@link AnyItem} holds
 * the slots every type uses the same way. Two names for one slot in a class mean the game really uses that slot
 * two ways. Positions and rectangles are px, timers frames. {@link #of} lists the classes that name one type's
 * slots (the state schema reads them, {@code org.netreplay.pm.state.PmSlotNames}).
 */
public final class ItemSlots {
    private ItemSlots() {
    }

    /** The slots every item type uses the same way (src/mwItem.cpp move_items, src/mwEnemyCloner.cpp). */
    public static final class AnyItem {
        private AnyItem() {
        }

        /** {@code item} slots. */
        public static final class I {
            private I() {
            }

            /** The item type, 0 for an empty row (the {@code CODE} of the classes below; 66 while it vanishes). */
            public static final int TYPE = 0;
            /** The bitmap drawn (a sprite or animation sequence number) for the types that have one. */
            public static final int SHAPE = 1;
            /** 0 stationary, 1 falls, -1 falls and can be carried, -2 can be carried through doors too. */
            public static final int MOTION = 3;
            /** Position in the level file, px (copied into {@code itemf} when the level loads). */
            public static final int X = 4;
            /** Position in the level file, px. */
            public static final int Y = 5;
            /** Frames left to live, 0 forever; the last 10 play the vanishing sequence. */
            public static final int TIME_TO_LIVE = 14;
            /** 1000 + the cloner that made it (items a cloner copied; the game overwrites the type's own slot 15). */
            public static final int CLONED_BY = 15;
        }

        /** {@code itemf} slots. */
        public static final class F {
            private F() {
            }

            /** Position, px. */
            public static final int X = 0;
            /** Position, px. */
            public static final int Y = 1;
            /** Speed, px/frame. */
            public static final int XINC = 2;
            /** Speed, px/frame. */
            public static final int YINC = 3;
        }
    }

    /**
     * The rectangle some types carry, px: a key's or switch's block range, a trigger's or damage field's field, a
     * message's or timer's display area, a block manipulator's field, a hider's area.
     */
    public static final class Area {
        private Area() {
        }

        /** {@code item} slots. */
        public static final class I {
            private I() {
            }

            /** Left edge, px. */
            public static final int AREA_X = 6;
            /** Top edge, px. */
            public static final int AREA_Y = 7;
            /** Width, px. */
            public static final int AREA_W = 8;
            /** Height, px. */
            public static final int AREA_H = 9;
        }
    }

    /** The slots triggers and damage fields share (src/mwItemTrigger.cpp, their lift-following code). */
    public static final class Field {
        private Field() {
        }

        /** {@code item} slots. */
        public static final class I {
            private I() {
            }

            /** Flags, pm.h {@code PM_ITEM_TRIGGER_*} or {@code PM_ITEM_DAMAGE_*}. */
            public static final int FLAGS = 3;
            /** The lift the field follows, when its flags say so (editor: "Lift Number"). */
            public static final int LIFT = 10;
        }
    }

    /** Door, type 1 (src/mwItemDoor.cpp). */
    public static final class Door {
        /** Its {@code item[i][0]}. */
        public static final int CODE = Item.PM_ITEM_TYPE_DOOR;

        private Door() {
        }

        /** {@code item} slots. */
        public static final class I {
            private I() {
            }

            /** Colour. */
            public static final int COLOR = 6;
            /**
             * In tiles: where a door that is not linked sends the player; the same slot as {@link #COLOR}, read only by
             * a branch of the door travel that a door that is not linked never starts.
             */
            public static final int REGULAR_DEST_X = 6;
            /** 1 instant, 0 or 2 the player flies to the destination; a rocket rider always goes at once. */
            public static final int MOVE_TYPE = 7;
            /** In tiles: see {@link #REGULAR_DEST_X}; the same slot as {@link #MOVE_TYPE}. */
            public static final int REGULAR_DEST_Y = 7;
            /** 0 exit only (entering does nothing), 1 linked to {@link #LINKED_ITEM}. */
            public static final int DOOR_TYPE = 8;
            /** The item the door leads to. */
            public static final int LINKED_ITEM = 9;
            /** The frame the entry key was last held on this door, 0 none (so a held key does not re-enter). */
            public static final int KEY_HELD_FRAME = 10;
            /** 0 enter at once, 1 with up, 2 with down (editor: "door entry type"). */
            public static final int ENTRY_TYPE = 11;
            /** Line to the destination: 0 never, 1 always, 2 while touched (drawing only). */
            public static final int LINE_DRAW = 12;
        }
    }

    /** Bonus, type 2 (src/mwItem.cpp proc_bonus_collision). */
    public static final class Bonus {
        /** Its {@code item[i][0]}. */
        public static final int CODE = Item.PM_ITEM_TYPE_BONUS;

        private Bonus() {
        }

        /** {@code item} slots. */
        public static final class I {
            private I() {
            }

            /** 0 static shape, 1 animated (drawing only). */
            public static final int DRAW_MODE = 2;
            /** 1 health, 3 purple coin (editor: "bonus type"). */
            public static final int BONUS_TYPE = 6;
            /** Health a health bonus gives (editor: "Health Bonus"). */
            public static final int HEALTH = 7;
            /** Cleared when a dying enemy leaves a bonus; nothing reads it. */
            public static final int UNUSED = 8;
        }
    }

    /** Exit, type 3 (src/mwItemStartExitGate.cpp proc_exit_collision). */
    public static final class Exit {
        /** Its {@code item[i][0]}. */
        public static final int CODE = Item.PM_ITEM_TYPE_EXIT;

        private Exit() {
        }

        /** {@code item} slots. */
        public static final class I {
            private I() {
            }

            /** The exit opens when at most this many enemies are left (editor: "Enemy Count Lock"). */
            public static final int ENEMY_COUNT_LOCK = 8;
        }
    }

    /** Key, type 4 (src/mwItemKeySwitch.cpp); its block range is the {@link Area}. */
    public static final class Key {
        /** Its {@code item[i][0]}. */
        public static final int CODE = Item.PM_ITEM_TYPE_KEY;

        private Key() {
        }

        /** {@code item} slots. */
        public static final class I {
            private I() {
            }

            /** Direction of its flight to the block range, milliradians (drawing). */
            public static final int ANGLE = 10;
            /** Frames of flight left plus 10 for the final sequence, 0 while it rests. */
            public static final int MOVE_COUNTER = 11;
            /** 1 removes only the blocks of the key's colour, 0 every block (editor: "Remove Only Matching"). */
            public static final int MATCHING_ONLY = 12;
        }
    }

    /** Start, type 5 (src/mwItemStartExitGate.cpp). */
    public static final class Start {
        /** Its {@code item[i][0]}. */
        public static final int CODE = Item.PM_ITEM_TYPE_START;

        private Start() {
        }

        /** {@code item} slots; the mode and "increase only" of the start with index 0 rule the level. */
        public static final class I {
            private I() {
            }

            /** 0 one start for all, 1 team starts, 2 common check points, 3 individual check points. */
            public static final int MODE = 6;
            /** The start's index (spawn point index), 0 to 7. */
            public static final int INDEX = 7;
            /** 1: touching a start with a lower index does not move the spawn point back. */
            public static final int INCREASE_ONLY = 8;
        }
    }

    /** Orb, type 6 (src/mwItemTrigger.cpp proc_orb). */
    public static final class Orb {
        /** Its {@code item[i][0]}. */
        public static final int CODE = Item.PM_ITEM_TYPE_ORB;

        private Orb() {
        }

        /** {@code item} slots; events are trigger event numbers, 0 none. */
        public static final class I {
            private I() {
            }

            /** Flags, pm.h {@code PM_ITEM_ORB_*} (state, previous state, trigger kinds). */
            public static final int FLAGS = 2;
            /** 0 toggle, 1 stick on, 2 stick off, 3 timed on, 4 timed off. */
            public static final int MODE = 6;
            /** Frames a timed orb stays switched (editor: "Time"). */
            public static final int TIME = 7;
            /** Frames left of a timed orb's switch. */
            public static final int TIMER = 8;
            /** The event set every frame it is on. */
            public static final int EVENT_ON = 10;
            /** The event set every frame it is off. */
            public static final int EVENT_OFF = 11;
            /** The event set the frame it turns on (99 ends the level). */
            public static final int EVENT_TURNED_ON = 12;
            /** The event set the frame it turns off. */
            public static final int EVENT_TURNED_OFF = 13;
        }
    }

    /** Mine, type 7 (src/mwItem.cpp proc_mine_collision). */
    public static final class Mine {
        /** Its {@code item[i][0]}. */
        public static final int CODE = Item.PM_ITEM_TYPE_MINE;

        private Mine() {
        }

        /** {@code item} slots. */
        public static final class I {
            private I() {
            }

            /** Health taken per frame of contact, hundredths (editor: "Mine Damage"). */
            public static final int DAMAGE = 8;
        }
    }

    /** What bombs and rockets share once lit (src/mwItemBombRocket.cpp, src/mwItem.cpp proc_player_carry). */
    public static final class BombRocket {
        private BombRocket() {
        }

        /** {@code item} slots. */
        public static final class I {
            private I() {
            }

            /** The player that lit it or carries it. */
            public static final int LIT_BY = 13;
        }
    }

    /** Bomb, type 8, and lit bomb, type 99 (src/mwItemBombRocket.cpp). */
    public static final class Bomb {
        /** Its {@code item[i][0]} before it is lit. */
        public static final int CODE = Item.PM_ITEM_TYPE_BOMB;
        /** Its {@code item[i][0]} once lit. */
        public static final int LIT_CODE = Item.PM_ITEM_TYPE_LIT_BOMB;

        private Bomb() {
        }

        /** {@code item} slots. */
        public static final class I {
            private I() {
            }

            /** Lit bomb: 1 fuse burning, 2 exploding, 3 waiting for its remote. */
            public static final int MODE = 6;
            /** Blast radius at its largest, px (editor: "Damage Range"). */
            public static final int DAMAGE_RANGE = 7;
            /** Frames left of the fuse or of the explosion. */
            public static final int TIMER = 8;
            /** The fuse's length (editor: "Fuse Length"), then 20, the explosion's length. */
            public static final int TIMER_LIMIT = 9;
            /** 1: sticks to walls (editor: "Sticky"). */
            public static final int STICKY = 11;
            /** 0 fuse, 1 remote detonator. */
            public static final int REMOTE = 12;
        }
    }

    /** Rocket, type 11, and lit rocket, type 98 (src/mwItemBombRocket.cpp, src/mwPlayer.cpp). */
    public static final class Rocket {
        /** Its {@code item[i][0]} before it is lit. */
        public static final int CODE = Item.PM_ITEM_TYPE_ROCKET;
        /** Its {@code item[i][0]} once lit. */
        public static final int LIT_CODE = Item.PM_ITEM_TYPE_LIT_RCKT;

        private Rocket() {
        }

        /** {@code item} slots. */
        public static final class I {
            private I() {
            }

            /** Milliradians turned per frame of left or right (editor: "Steerability"). */
            public static final int STEERABILITY = 6;
            /** Blast radius, px (editor: "Damage Range"). */
            public static final int DAMAGE_RANGE = 7;
            /** Top speed, px/frame (editor: "Maximum Speed"). */
            public static final int MAX_SPEED = 8;
            /** Speed gained per frame, px/frame / 1000 (editor: "Acceleration"). */
            public static final int ACCEL = 9;
            /** Direction, milliradians, 0 up. */
            public static final int ANGLE = 10;
            /** Speed, px/frame / 1000. */
            public static final int SPEED = 11;
        }
    }

    /** Trigger, type 9 (src/mwItemTrigger.cpp proc_trigger); also {@link Field} and {@link Area}. */
    public static final class Trigger {
        /** Its {@code item[i][0]}. */
        public static final int CODE = Item.PM_ITEM_TYPE_TRIGGR;

        private Trigger() {
        }

        /** {@code item} slots; events are trigger event numbers, 0 none. */
        public static final class I {
            private I() {
            }

            /** Colour of the drawn field. */
            public static final int DRAW_COLOR = 2;
            /** The event set every frame something is in the field. */
            public static final int EVENT_ON = 11;
            /** The event set every frame nothing is in it. */
            public static final int EVENT_OFF = 12;
            /** The event set the frame something enters. */
            public static final int EVENT_TURNED_ON = 13;
            /** The event set the frame the last thing leaves. */
            public static final int EVENT_TURNED_OFF = 14;
        }
    }

    /** Message, type 10 (src/mwItemMessage.cpp); its display area is the {@link Area}. */
    public static final class Message {
        /** Its {@code item[i][0]}. */
        public static final int CODE = Item.PM_ITEM_TYPE_MSG;

        private Message() {
        }

        /** {@code item} slots. */
        public static final class I {
            private I() {
            }

            /** The event that shows it, 0 none (editor: "Event Trigger"). */
            public static final int EVENT_TRIGGER = 1;
            /** Flags, pm.h {@code PM_ITEM_PMSG_*}. */
            public static final int FLAGS = 2;
            /** Frames left shown (high 16 bits) and frames to show (low 16 bits). */
            public static final int TIMER = 12;
            /** Text and frame colours, packed in 16 bits each (drawing only). */
            public static final int COLORS = 13;
        }
    }

    /** Timer, type 13 (src/mwItemTrigger.cpp proc_timer); its display area is the {@link Area}. */
    public static final class Timer {
        /** Its {@code item[i][0]}. */
        public static final int CODE = Item.PM_ITEM_TYPE_TIMER;

        private Timer() {
        }

        /** {@code item} slots; events are trigger event numbers, 0 none. */
        public static final class I {
            private I() {
            }

            /** Draw mode (drawing only). */
            public static final int DRAW_MODE = 2;
            /** State, modes and count, packed (src/mwItemTrigger.cpp set_timer_flags). */
            public static final int PACKED_STATE = 3;
            /** Frames of state 1 (editor: "Timer 1"). */
            public static final int T1_TIME = 10;
            /** Frames of state 2 (editor: "Timer 2"). */
            public static final int T2_TIME = 11;
            /** The event state 1's mode reads. */
            public static final int T1_INPUT_EVENT = 12;
            /** The event state 1 sets when it ends. */
            public static final int T1_OUTPUT_EVENT = 13;
            /** The event state 2's mode reads. */
            public static final int T2_INPUT_EVENT = 14;
            /** The event state 2 sets when it ends. */
            public static final int T2_OUTPUT_EVENT = 15;
        }
    }

    /** Switch, type 14 (src/mwItemKeySwitch.cpp); its block range is the {@link Area}. */
    public static final class Switch {
        /** Its {@code item[i][0]}. */
        public static final int CODE = Item.PM_ITEM_TYPE_SWITCH;

        private Switch() {
        }

        /** {@code item} slots. */
        public static final class I {
            private I() {
            }

            /** The block colours it toggles: bit 0 green, 1 red, 2 blue, 3 purple. */
            public static final int COLORS = 10;
            /** It cannot be flipped again before this frame. */
            public static final int LOCKOUT_FRAME = 11;
        }
    }

    /** Spring, type 15 (src/mwItem.cpp proc_sproingy_collision). */
    public static final class Spring {
        /** Its {@code item[i][0]}. */
        public static final int CODE = Item.PM_ITEM_TYPE_SPRING;

        private Spring() {
        }

        /** {@code item} slots. */
        public static final class I {
            private I() {
            }

            /** Jump strength: 7.1 is 1 px/frame upwards (editor: "Sproinginess"). */
            public static final int SPROINGINESS = 7;
        }
    }

    /** Block manipulator, type 16 (src/mwItemTrigger.cpp proc_block_manip); its field is the {@link Area}. */
    public static final class BlockManip {
        /** Its {@code item[i][0]}. */
        public static final int CODE = Item.PM_ITEM_TYPE_BLKMNP;

        private BlockManip() {
        }

        /** {@code item} slots; blocks are tiles with their flags. */
        public static final class I {
            private I() {
            }

            /** The event that makes it act, 0 never (editor: "Event Trigger"). */
            public static final int EVENT_TRIGGER = 1;
            /** 1: the field is drawn. */
            public static final int DRAW_ON = 2;
            /** 1 set, 2 replace, 3 toggle, 4 copy, 5 cycle three blocks, 6 cycle four. */
            public static final int MODE = 3;
            /** Block 1. */
            public static final int BLOCK1 = 10;
            /** Block 2. */
            public static final int BLOCK2 = 11;
            /** Colour of the drawn field. */
            public static final int DRAW_COLOR = 12;
            /** Block 3 (cycling modes). */
            public static final int BLOCK3 = 13;
            /** Copy mode: the source area's left edge, px; the same slot as {@link #BLOCK3}. */
            public static final int COPY_SOURCE_X = 13;
            /** Block 4 (cycling modes). */
            public static final int BLOCK4 = 14;
            /** Copy mode: the source area's top edge, px; the same slot as {@link #BLOCK4}. */
            public static final int COPY_SOURCE_Y = 14;
        }
    }

    /** Block damage field, type 17 (src/mwItemTrigger.cpp proc_block_damage); also {@link Field}, {@link Area}. */
    public static final class BlockDamage {
        /** Its {@code item[i][0]}. */
        public static final int CODE = Item.PM_ITEM_TYPE_BLKDMG;

        private BlockDamage() {
        }

        /** {@code item} slots. */
        public static final class I {
            private I() {
            }

            /** The event its mode reads, 0 none (editor: "Event Trigger"). */
            public static final int EVENT_TRIGGER = 1;
            /** Draw mode (drawing only). */
            public static final int DRAW_MODE = 2;
            /** 0 always on, 1 toggled by the event, 2 on unless the event, 3 off unless the event. */
            public static final int MODE = 11;
            /** Health taken from a player per frame, hundredths; negative heals (editor: "Player Damage"). */
            public static final int PLAYER_DAMAGE = 15;
        }
    }

    /** Overworld gate, type 18 (src/mwItemStartExitGate.cpp proc_gate_collision). */
    public static final class Gate {
        /** Its {@code item[i][0]}. */
        public static final int CODE = Item.PM_ITEM_TYPE_GATE;

        private Gate() {
        }

        /** {@code item} slots. */
        public static final class I {
            private I() {
            }

            /** The level it leads to (editor: "Level Number"). */
            public static final int LEVEL = 6;
            /** The info page shown (drawing; cycled with down). */
            public static final int INFO_PAGE = 8;
        }
    }

    /** Hider, type 19 (src/mwItemKeySwitch.cpp proc_hider); the area it hides is the {@link Area}. */
    public static final class Hider {
        /** Its {@code item[i][0]}. */
        public static final int CODE = Item.PM_ITEM_TYPE_HIDER;

        private Hider() {
        }

        /** {@code item} slots. */
        public static final class I {
            private I() {
            }

            /** The event it follows, 0 never (editor: "Event Trigger"). */
            public static final int EVENT_TRIGGER = 1;
            /** 1: the area is hidden. */
            public static final int HIDDEN = 2;
            /** On the event: 2 show, 3 hide, 4 toggle, 5 show while the event (hide otherwise). */
            public static final int MODE = 3;
        }
    }

    /**
     * @param type an item type, {@code item[i][0]}
     * @return the classes naming that type's slots, most specific first, ending with {@link AnyItem}; only
     *         {@link AnyItem} for a type the game does not have
     */
    public static List<Class<?>> of(int type) {
        return switch (type) {
            case Door.CODE -> List.of(Door.class, AnyItem.class);
            case Bonus.CODE -> List.of(Bonus.class, AnyItem.class);
            case Exit.CODE -> List.of(Exit.class, AnyItem.class);
            case Key.CODE -> List.of(Key.class, Area.class, AnyItem.class);
            case Start.CODE -> List.of(Start.class, AnyItem.class);
            case Orb.CODE -> List.of(Orb.class, AnyItem.class);
            case Mine.CODE -> List.of(Mine.class, AnyItem.class);
            case Bomb.CODE, Bomb.LIT_CODE -> List.of(Bomb.class, BombRocket.class, AnyItem.class);
            case Rocket.CODE, Rocket.LIT_CODE -> List.of(Rocket.class, BombRocket.class, AnyItem.class);
            case Trigger.CODE -> List.of(Trigger.class, Field.class, Area.class, AnyItem.class);
            case Message.CODE -> List.of(Message.class, Area.class, AnyItem.class);
            case Timer.CODE -> List.of(Timer.class, Area.class, AnyItem.class);
            case Switch.CODE -> List.of(Switch.class, Area.class, AnyItem.class);
            case Spring.CODE -> List.of(Spring.class, AnyItem.class);
            case BlockManip.CODE -> List.of(BlockManip.class, Area.class, AnyItem.class);
            case BlockDamage.CODE -> List.of(BlockDamage.class, Field.class, Area.class, AnyItem.class);
            case Gate.CODE -> List.of(Gate.class, AnyItem.class);
            case Hider.CODE -> List.of(Hider.class, Area.class, AnyItem.class);
            default -> List.of(AnyItem.class);
        };
    }
}

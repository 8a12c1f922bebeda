package org.netreplay.viewer.logview;

import org.netreplay.viewer.common.TypeLook;

import java.util.Locale;
import org.netreplay.log.LogType;
import org.netreplay.log.LogTypeRegistry;
import org.netreplay.log.LogTypes;

/**
 * Labels and colours per type id, from the registry, cached. The game's pure white is toned down a little so the
 * coloured types stand out on the dark background. Thread safety: FX thread only.
 */
final class TypeLooks {
    /** Colour used instead of the game's white (#ffffff). */
    static final String SOFT_WHITE = TypeLook.SOFT_WHITE;
    private static final TypeLook UNTAGGED = new TypeLook("", "#9a9a9a");
    private final LogTypeRegistry registry;
    private final TypeLook[] looks = new TypeLook[LogTypes.MAX_TYPE_ID + 1];

    TypeLooks(LogTypeRegistry registry) {
        this.registry = registry;
    }

    TypeLook of(int typeId) {
        if (typeId < 0 || typeId > LogTypes.MAX_TYPE_ID) {
            return UNTAGGED;
        }
        TypeLook look = looks[typeId];
        if (look == null) {
            LogType type = registry.type(typeId);
            look = new TypeLook(labelOf(type), TypeLook.colourOf(type));
            looks[typeId] = look;
        }
        return look;
    }

    /** @return the registry label, or a short form of the constant name when the label is empty */
    static String labelOf(LogType type) {
        if (!type.label().isEmpty()) {
            return type.label();
        }
        String name = type.name().toLowerCase(Locale.ROOT).replaceFirst("^log_", "")
                .replaceFirst("^(net|oth|tmr)_", "");
        return name.length() > 5 ? name.substring(0, 5) : name;
    }
}

package org.netreplay.sim.out;

import java.time.LocalDateTime;
import java.time.ZoneOffset;

/**
 * The session's calendar, derived from the seed and never from the wall clock: the session starts at
 * 2026-11-23 12:00:00 UTC plus {@code seed mod 3600} seconds, and every timestamp (file names in the game's
 * {@code %Y%m%d-%H%M%S} form, the CSVs' UTC {@code YYYY-MM-DDTHH:MM:SS}) is that start plus virtual time. Local time
 * is taken as UTC.
 */
public final class SessionStamp {
    private static final long BASE = LocalDateTime.of(2026, 11, 23, 12, 0, 0).toEpochSecond(ZoneOffset.UTC);
    private final long startEpoch;
    private long cachedSecond = Long.MIN_VALUE;
    private String cachedUtc;

    /** @param seed the session seed */
    public SessionStamp(long seed) {
        this.startEpoch = BASE + Math.floorMod(seed, 3600L);
    }

    /** @return the start as {@code YYYYMMDD-HHMMSS} (file names) */
    public String fileStamp() {
        return compact(startEpoch);
    }

    /** @return the time {@code virtualMicros} after the start as {@code YYYYMMDD-HHMMSS} */
    public String fileStamp(long virtualMicros) {
        return compact(startEpoch + virtualMicros / 1_000_000L);
    }

    /** @return the time {@code virtualMicros} after the start as {@code YYYY-MM-DDTHH:MM:SS} (UTC) */
    public String utc(long virtualMicros) {
        long s = startEpoch + virtualMicros / 1_000_000L;
        if (s != cachedSecond) {
            cachedSecond = s;
            cachedUtc = LocalDateTime.ofEpochSecond(s, 0, ZoneOffset.UTC).toString();
            if (cachedUtc.length() == 16) {
                cachedUtc += ":00";
            }
        }
        return cachedUtc;
    }

    /** @return {@code YYYY-MM-DD  HH:MM:SS} as the version block's "Date and time" prints it */
    public String dateAndTime() {
        return utc(0).replace("T", "  ");
    }

    private static String compact(long epoch) {
        LocalDateTime t = LocalDateTime.ofEpochSecond(epoch, 0, ZoneOffset.UTC);
        return String.format("%04d%02d%02d-%02d%02d%02d", t.getYear(), t.getMonthValue(), t.getDayOfMonth(),
                t.getHour(), t.getMinute(), t.getSecond());
    }
}

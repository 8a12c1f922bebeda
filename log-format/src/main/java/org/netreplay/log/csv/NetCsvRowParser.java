package org.netreplay.log.csv;

import org.netreplay.log.LogTypes;
import org.netreplay.log.index.PrefixParser;

/**
 * Hand-written parser of one net CSV row {@code type,sub,created,agt,frame,player,client,message}
 * (docs/formats.md §1.4, written with {@code "%d,%d,%s,%f,%d,%d,%d,%s\n"}). Split with limit 8: the message may
 * contain commas. Columns 1, 2, 5, 6 and 7 must be integers, type 0..99 and player 0..7; otherwise the row is
 * malformed and is kept as an untagged row. The result uses the {@link PrefixParser} packing, where the "prefix
 * length" is the offset of the message.
 */
public final class NetCsvRowParser {
    private NetCsvRowParser() {
    }

    /**
     * @param buf   bytes
     * @param start first byte of the row
     * @param end   end of the row (the LF and a CR before it may be included; they are excluded from the fields)
     * @return packed result or {@link PrefixParser#UNTAGGED}
     */
    public static long parse(byte[] buf, int start, int end) {
        int e = end;
        if (e > start && buf[e - 1] == '\n') {
            e--;
        }
        if (e > start && buf[e - 1] == '\r') {
            e--;
        }
        int[] commas = new int[7];
        int found = 0;
        for (int i = start; i < e && found < 7; i++) {
            if (buf[i] == ',') {
                commas[found++] = i;
            }
        }
        if (found < 7) {
            return PrefixParser.UNTAGGED;
        }
        long type = parseInt(buf, start, commas[0]);
        long sub = parseInt(buf, commas[0] + 1, commas[1]);
        long frame = parseInt(buf, commas[3] + 1, commas[4]);
        long player = parseInt(buf, commas[4] + 1, commas[5]);
        long client = parseInt(buf, commas[5] + 1, commas[6]);
        if (type == Long.MIN_VALUE || sub == Long.MIN_VALUE || frame == Long.MIN_VALUE || player == Long.MIN_VALUE
                || client == Long.MIN_VALUE || type < 0 || type > LogTypes.MAX_TYPE_ID || player < 0
                || player >= LogTypes.MAX_PLAYERS) {
            return PrefixParser.UNTAGGED;
        }
        long messageOffset = commas[6] + 1 - start;
        if (messageOffset >= (1L << 19)) {
            return PrefixParser.UNTAGGED;
        }
        return (messageOffset << 44) | (type << 37) | (player << 33) | (frame & 0xFFFF_FFFFL);
    }

    /** @return the value of {@code -?\d+} filling [from, to) if it fits an int, else Long.MIN_VALUE */
    private static long parseInt(byte[] buf, int from, int to) {
        int i = from;
        boolean negative = i < to && buf[i] == '-';
        if (negative) {
            i++;
        }
        if (i >= to || to - i > 10) {
            return Long.MIN_VALUE;
        }
        long v = 0;
        for (; i < to; i++) {
            int d = buf[i] - '0';
            if (d < 0 || d > 9) {
                return Long.MIN_VALUE;
            }
            v = v * 10 + d;
        }
        v = negative ? -v : v;
        return v < Integer.MIN_VALUE || v > Integer.MAX_VALUE ? Long.MIN_VALUE : v;
    }
}

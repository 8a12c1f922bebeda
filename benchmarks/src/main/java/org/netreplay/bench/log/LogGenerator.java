package org.netreplay.bench.log;

import org.netreplay.log.write.TextLogWriter;
import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.SplittableRandom;

/**
 * Writes a deterministic log in the real server-log format (docs/formats.md §1.3, §2) with a type mix like the
 * real pm-netgame-level3 server log: about 66% {@code [44]} tmst lines, 7% each of 27/28, 5% each of 33/35,
 * 4% each of 25/26 (a blank line after each {@code stdf rewind to:}), bandwidth lines every 40 frames and a
 * boxed block now and then. Same seed and size give the same bytes.
 */
public final class LogGenerator {
    private final SplittableRandom random;

    /** @param seed random seed */
    public LogGenerator(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /**
     * Writes at least {@code targetBytes} bytes (whole frames) to {@code file}.
     *
     * @return the number of lines written
     */
    public long write(Path file, long targetBytes) throws IOException {
        long lines = 0;
        try (OutputStream raw = Files.newOutputStream(file);
             CountingOut out = new CountingOut(new BufferedOutputStream(raw, 1 << 20))) {
            int frame = 0;
            while (out.count < targetBytes) {
                lines += frame(out, frame++);
            }
        }
        return lines;
    }

    /** @return the game's prefix for a server line of {@code type} at {@code frame} */
    private static String p(int type, int frame) {
        return TextLogWriter.prefix(type, 0, frame);
    }

    private long frame(CountingOut out, int frame) throws IOException {
        long lines = 0;
        lines += line(out, p(44, frame) + "tmst prox_rx_buffer:[" + ms() + "]");
        if (random.nextInt(8) == 0) {
            lines += line(out, p(25, frame) + "stdf rewind to:" + (frame - 1) + " [-1]");
            lines += line(out, "");
        } else {
            lines += line(out, p(25, frame) + "stdf rewind [none]");
        }
        lines += line(out, p(44, frame) + "tmst rwnd:[" + ms() + "]");
        lines += line(out, p(44, frame) + "tmst m-esht:[" + ms() + "] m-psht:[" + ms() + "] m-lift:[" + ms()
                + "] m-plyr:[" + ms() + "] m-enem:[" + ms() + "] m-item:[" + ms() + "] m-totl:[" + ms() + "]");
        lines += line(out, p(44, frame) + "tmst move:[" + ms() + "]");
        lines += line(out, p(26, frame) + "stdf save state:" + (frame + 1));
        for (int p = 1; p <= 2; p++) {
            int cmp = 250 + random.nextInt(2000);
            int pieces = 1 + cmp / 1400;
            lines += line(out, p(27, frame) + "tx stdf p:" + p + " [s:" + (frame - 2) + " d:" + (frame + 1) + "] cmp:"
                    + cmp + " ratio:" + String.format(Locale.ROOT, "%3.2f", cmp * 100.0 / 113344) + " [" + pieces
                    + " packets needed]");
            for (int k = 1; k <= pieces; k++) {
                lines += line(out, p(28, frame) + "tx stdf p:" + p + " piece [" + k + " of " + pieces + "] ["
                        + (frame - 2) + " to " + (frame + 1) + "] st:" + String.format("%4d", (k - 1) * 1400)
                        + " sz:" + String.format("%4d", Math.min(1400, cmp - (k - 1) * 1400)) + " slsn:0");
            }
            lines += line(out, p(33, frame) + "rx stak p:" + p + " ack:[" + (frame - 1) + "] cur:[" + frame
                    + "] slsn:[0] dsync:[" + String.format(Locale.ROOT, "%4.1f", random.nextDouble() * 40 - 20)
                    + "] chase:[" + String.format(Locale.ROOT, "%4.1f", 38 + random.nextDouble() * 4) + "]");
            lines += line(out, p(35, frame) + "rx cdat p:" + p + " fn:[" + (frame + 2) + "] sync:[" + random.nextInt(15)
                    + "] slsn:[0] gmep:[" + frame + "] - entered");
        }
        lines += line(out, p(44, frame) + "tmst sdif:[" + ms() + "]");
        for (String name : new String[] {"scov_drw_frm", "bmsg_draw", "scov_top_frm", "scov_bot_frm", "scov_total",
            "draw", "cpu"}) {
            lines += line(out, p(44, frame) + "tmst " + name + ":[" + ms() + "]");
        }
        lines += line(out, p(44, frame) + "tmst d-bkgr:[" + ms() + "] d-lift:[" + ms() + "] d-item:[" + ms()
                + "] d-enem:[" + ms() + "] d-buff:[" + ms() + "] d-flip:[" + ms() + "] ");
        if (frame % 40 == 0) {
            lines += line(out, p(23, frame) + "bandwidth txb:[" + random.nextInt(40000) + "] rxb:["
                    + random.nextInt(20000) + "] txp:[" + random.nextInt(300) + "] rxp:[" + random.nextInt(60) + "]");
        }
        if (frame % 2000 == 0) {
            String bar = "+" + "-".repeat(74) + "+";
            lines += line(out, p(10, frame) + bar);
            lines += line(out, p(10, frame) + "|" + center("LEVEL 3 STARTED", 74) + "|");
            lines += line(out, p(10, frame) + bar);
        }
        return lines;
    }

    private static String center(String text, int width) {
        int left = (width - text.length()) / 2;
        return " ".repeat(left) + text + " ".repeat(width - left - text.length());
    }

    private String ms() {
        return String.format(Locale.ROOT, "%.4f", random.nextDouble() * (random.nextInt(20) == 0 ? 30 : 0.5));
    }

    private static int line(CountingOut out, String text) throws IOException {
        out.write(text.getBytes(StandardCharsets.UTF_8));
        out.write('\n');
        return 1;
    }

    /** Counts bytes written. */
    private static final class CountingOut extends java.io.FilterOutputStream {
        long count;

        CountingOut(OutputStream out) {
            super(out);
        }

        @Override
        public void write(int b) throws IOException {
            out.write(b);
            count++;
        }

        @Override
        public void write(byte[] b, int off, int len) throws IOException {
            out.write(b, off, len);
            count += len;
        }
    }

    /**
     * Writes a file: {@code LogGenerator FILE MEGABYTES [SEED]}.
     *
     * @throws IOException if the file cannot be written
     */
    public static void main(String[] args) throws IOException {
        Path file = Path.of(args[0]);
        long mb = Long.parseLong(args[1]);
        long seed = args.length > 2 ? Long.parseLong(args[2]) : 42;
        long lines = new LogGenerator(seed).write(file, mb << 20);
        System.out.println(file + ": " + Files.size(file) + " bytes, " + lines + " lines");
    }
}

package org.netreplay.bench.log;

import org.netreplay.log.index.Indexer;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.nio.file.Path;
import org.netreplay.log.LogIndex;
import org.netreplay.log.ProgressListener;
import org.netreplay.log.index.ColumnarLogIndex;

/**
 * Heap bytes per line of a full index, measured two ways: the sizes of the index arrays, and the retained heap
 * (used heap after full GCs with the index reachable minus after it is dropped), plus the peak heap while it is built
 * (the sum of the heap pools' peaks: an upper bound). Run:
 * {@code java -Xmx2g -cp benchmarks/target/benchmarks.jar org.netreplay.bench.log.IndexHeapMain 1024} (a generated
 * log of that many MB) or {@code ... IndexHeapMain /tmp/empty-1g.txt} (any file).
 */
public final class IndexHeapMain {
    private IndexHeapMain() {
    }

    /**
     * @param args generated log size in MB (default 256), or the path of a file
     * @throws Exception on failure
     */
    public static void main(String[] args) throws Exception {
        Path file = args.length > 0 && !args[0].matches("\\d+") ? Path.of(args[0])
                : BenchFiles.log(args.length > 0 ? Integer.parseInt(args[0]) : 256);
        long before = usedAfterGc();
        for (var pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == java.lang.management.MemoryType.HEAP) {
                pool.resetPeakUsage();
            }
        }
        LogIndex index = Indexer.build(file, ProgressListener.NONE);
        long peak = 0;
        for (var pool : ManagementFactory.getMemoryPoolMXBeans()) {
            if (pool.getType() == java.lang.management.MemoryType.HEAP) {
                peak += pool.getPeakUsage().getUsed();
            }
        }
        long with = usedAfterGc();
        int lines = index.lineCount();
        long arrays = ((ColumnarLogIndex) index).indexHeapBytes();
        System.out.printf("file %s: %d bytes, %d lines%n", file, index.byteSize(), lines);
        System.out.printf("index arrays: %d bytes = %.3f bytes/line%n", arrays, (double) arrays / lines);
        System.out.printf("retained heap (GC delta): %d bytes = %.3f bytes/line%n", with - before,
                (double) (with - before) / lines);
        System.out.printf("peak heap while building (sum of pool peaks, minus the heap before): %d bytes = %.3f "
                + "bytes/line%n", peak - before, (double) (peak - before) / lines);
        index.close();
        index = null;
        long after = usedAfterGc();
        System.out.printf("heap released after close: %d bytes%n", with - after);
    }

    private static long usedAfterGc() throws InterruptedException {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        for (int i = 0; i < 4; i++) {
            System.gc();
            Thread.sleep(100);
        }
        return memory.getHeapMemoryUsage().getUsed();
    }
}

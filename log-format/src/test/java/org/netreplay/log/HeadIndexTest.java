package org.netreplay.log;

import org.netreplay.log.index.Indexer;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.netreplay.testdata.TestData;

/** {@link LogIndex#buildHead} on the real server log agrees line by line with the full index. */
class HeadIndexTest {
    private static final long HEAD_BYTES = 256 * 1024;

    @Test
    void theHeadOfTheRealServerLogAgreesWithTheFullIndexOnEveryHeadLine() throws Exception {
        Path server = TestData.realNetgameLog("server");
        assertThat(Files.size(server)).as("the head must be a real part of the file").isGreaterThan(4 * HEAD_BYTES);
        try (LogIndex head = Indexer.buildHead(server, HEAD_BYTES);
             LogIndex full = Indexer.build(server, ProgressListener.NONE)) {
            assertThat(head.lineCount()).isEqualTo(wholeLinesIn(server, HEAD_BYTES));
            assertThat(head.lineCount()).isLessThan(full.lineCount());
            List<LogLine> headLines = head.readLines(0, head.lineCount());
            List<LogLine> fullLines = full.readLines(0, head.lineCount());
            for (int n = 0; n < head.lineCount(); n++) {
                assertThat(head.typeId(n)).as("type of line %d", n).isEqualTo(full.typeId(n));
                assertThat(head.player(n)).as("player of line %d", n).isEqualTo(full.player(n));
                assertThat(head.frame(n)).as("frame of line %d", n).isEqualTo(full.frame(n));
                assertThat(head.isTagged(n)).as("tagged of line %d", n).isEqualTo(full.isTagged(n));
                assertThat(headLines.get(n).text()).as("text of line %d", n).isEqualTo(fullLines.get(n).text());
            }
        }
    }

    /** Independent count: line feeds among the first bytes (each ends one whole line). */
    private static int wholeLinesIn(Path file, long bytes) throws Exception {
        byte[] all = Files.readAllBytes(file);
        String head = new String(all, 0, (int) bytes, StandardCharsets.ISO_8859_1);
        return (int) head.chars().filter(c -> c == '\n').count();
    }
}

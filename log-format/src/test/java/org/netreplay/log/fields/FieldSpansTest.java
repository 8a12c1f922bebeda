package org.netreplay.log.fields;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.netreplay.log.LogTypeRegistry;

/** Lines of the bundled real session; the expected fields are read off the lines by hand. */
class FieldSpansTest {
    private final FieldSpans spans = new FieldSpans(LogTypeRegistry.loadDefault());

    /** @return "name=text" of each span, in order */
    private List<String> fields(int type, String text) {
        return spans.of(type, text).stream().map(s -> s.name() + "=" + text.substring(s.start(), s.end())).toList();
    }

    @Test
    void anRxStakLineGivesEachOfItsFields() {
        assertThat(fields(33, "rx stak p:1 ack:[242] cur:[242] slsn:[0] dsync:[ 2.2] chase:[40.6]"))
                .containsExactly("p=1", "ack=242", "cur=242", "slsn=0", "dsync=2.2", "chase=40.6");
    }

    @Test
    void aTimerLineGivesEveryNameAndValuePairInsteadOfTheWholeList() {
        assertThat(fields(44, "tmst m-cann:[0.0081] m-arch:[0.0050] "))
                .containsExactly("name=m-cann", "val=0.0081", "name=m-arch", "val=0.0050");
    }

    @Test
    void aDifDetailIsLookedIntoAndABoxKeepsItsKeyAndValueButNotItsBorders() {
        assertThat(fields(30, "----- Apply dif [246 to 247] [applied] [rewound [1] frames]"))
                .containsExactly("src=246", "dst=247", "rewound=1");
        assertThat(fields(22, "|        total frames..............[3203]                                  |"))
                .containsExactly("key=total frames", "val=3203");
    }

    @Test
    void aLineNoExtractorMatchesAndATypeWithoutExtractorsHaveNoFields() {
        assertThat(spans.of(33, "rx stak garbled")).isEmpty();
        assertThat(spans.of(14, "session 12 started [1]")).isEmpty(); // type 14 has no extractors
    }

    @Test
    void aTwoHundredKilobyteLineIsHandledWithinTheStepBudget() {
        String huge = "tmst " + "a:[1] ".repeat(40_000);
        List<FieldSpans.Span> found = spans.of(44, huge);
        assertThat(found).hasSize(FieldSpans.MAX_SPANS);
        assertThat(found.get(0)).isEqualTo(new FieldSpans.Span(5, 6, "name"));
    }
}

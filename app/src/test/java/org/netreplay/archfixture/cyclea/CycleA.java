package org.netreplay.archfixture.cyclea;

import org.netreplay.archfixture.cycleb.CycleB;

/** Broken fixture: package cyclea and cycleb use each other (noCyclesAtAnyDepth). */
public final class CycleA {
    /** @return the other side */
    public CycleB other() {
        return new CycleB();
    }
}

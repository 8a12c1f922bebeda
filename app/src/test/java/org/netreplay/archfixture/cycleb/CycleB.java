package org.netreplay.archfixture.cycleb;

import org.netreplay.archfixture.cyclea.CycleA;

/** Broken fixture: the other half of the cycle. */
public final class CycleB {
    /** @return the other side */
    public CycleA other() {
        return new CycleA();
    }
}

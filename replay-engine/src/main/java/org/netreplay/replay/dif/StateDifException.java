package org.netreplay.replay.dif;

import java.io.IOException;

/**
 * A compressed state dif or its pieces cannot be turned back into a state: corrupt zlib data, truncated data, an
 * inflated length other than the state size, or pieces that do not fit together. The message says which.
 */
public final class StateDifException extends IOException {
    private static final long serialVersionUID = 1L;

    /** @param message what is wrong, with the sizes involved */
    public StateDifException(String message) {
        super(message);
    }
}

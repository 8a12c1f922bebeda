package org.netreplay.pmnet;

/** A session folder the rebuild cannot start on or read; the message names the file and what is missing. */
public final class ReconstructionException extends Exception {
    /** @param message what is wrong, naming the file */
    public ReconstructionException(String message) {
        super(message);
    }
}

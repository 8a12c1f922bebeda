package org.netreplay.viewer.common;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks a class that an architecture rule (NetreplayArchitectureTest) lets through, with the reason; the rules read
 * it from the class file, so the reason sits beside the code it excuses.
 */
@Documented
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE)
public @interface ArchitectureException {
    /** @return why this class may break the rule */
    String value();
}

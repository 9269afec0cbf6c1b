import { z } from "zod";

/**
 * The server's Content-Security-Policy allows no `eval`. Zod compiles object parsers with
 * `new Function` when it may, and probing whether it may is itself reported as a violation: so
 * the page and its workers run Zod without compiling, which is all the policy allows anyway.
 */
z.config({ jitless: true });

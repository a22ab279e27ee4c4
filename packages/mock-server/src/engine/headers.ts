/** Request headers as the engine sees them (lower-case names). Apart from handler.ts so that
 * validate.ts can name them without an import circle (handler -> world -> validate). */
export type Headers = Record<string, string | undefined>;

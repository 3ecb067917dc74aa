declare module 'stopword' {
  /** Snowball's Italian stopword list. */
  export const ita: string[];
  /** A short English stopword list. */
  export const eng: string[];
}

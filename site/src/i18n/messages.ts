/** The English resource of a namespace must have exactly the Italian one's keys (checked again at runtime by a test). */
export type Messages<T> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };

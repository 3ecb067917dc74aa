/** Provided by rollup.config.ts: the content-hashed file name of the panel chunk. */
declare module 'vela:panel-file' {
  const file: string;
  export default file;
}

// Vite (and so vitest) imports a file's text with the `?raw` suffix; tests read their fixtures so.
declare module '*?raw' {
  const text: string;
  export default text;
}

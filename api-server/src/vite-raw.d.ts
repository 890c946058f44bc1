// The contract's text as Vite imports it (the API's browser build).
declare module '*?raw' {
  const text: string;
  export default text;
}

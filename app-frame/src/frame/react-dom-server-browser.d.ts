// React 18's renderer to web streams, which Node has too; its types are those of react-dom/server.
declare module 'react-dom/server.browser' {
  export { renderToReadableStream } from 'react-dom/server';
}

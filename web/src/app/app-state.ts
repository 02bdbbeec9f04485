/**
 * The <script type="application/json"> that carries a server-rendered page's query answers. Its own
 * module so the browser's entry reads the id without the server's list of rendered pages.
 */
export const appStateElementId = "app-state";

/** How a route is loaded: set by the catch-all page for the request (draft mode shows editor notices). */
export interface RouteOptions {
  /** Blocks the site cannot render show a notice for editors instead of being left out (draft mode only). */
  editorNotices?: boolean;
}

/** The framework door's server-only part (Node built-ins). */
export { captureServerContext, runDetached } from './detached';

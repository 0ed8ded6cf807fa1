/**
 * The facility's AI staffing agent (issue 14 §5): a chat that posts shifts — through shifts'
 * `createShift`, after a priced summary and the Confirm button — and answers questions about the
 * facility's own shifts and applicants. A built-in engine with no network, or an OpenAI-compatible
 * language model offered the same tools (`AGENT_LLM_URL`). Behind the "AI staffing agent" flag.
 */
export { staffingAgentRoutes } from './routes'

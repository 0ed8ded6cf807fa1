/**
 * An OpenAI-compatible chat-completions API with function calling (`AGENT_LLM_URL`,
 * `AGENT_LLM_API_KEY`, `AGENT_LLM_MODEL`; api/config.ts), for the staffing agent. One request per
 * call, with a time limit; anything but a well-formed answer is an `LlmUnavailableError`, never
 * a half-read reply. `fetch` is a parameter (and per configuration replaceable with
 * `useLlmFetch`) so tests never reach the network.
 */
import type { AgentLlmConfig } from '../../config'

export interface LlmToolCall {
  id: string
  type: 'function'
  function: { name: string; arguments: string }
}

export type LlmMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: LlmToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string }

export interface LlmTool {
  type: 'function'
  function: { name: string; description: string; parameters: Record<string, unknown> }
}

export interface LlmAnswer {
  content: string | null
  toolCalls: LlmToolCall[]
}

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>

export class LlmUnavailableError extends Error {}

export interface LlmClient {
  complete(messages: LlmMessage[], tools: LlmTool[]): Promise<LlmAnswer>
}

export function chatCompletionsClient(config: AgentLlmConfig, fetch: FetchLike = globalThis.fetch): LlmClient {
  return {
    async complete(messages, tools) {
      let body: unknown
      try {
        const res = await fetch(config.url, {
          method: 'POST',
          signal: AbortSignal.timeout(config.timeoutMs),
          headers: { 'content-type': 'application/json', accept: 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
          // No tools: plain text generation (a job description); some servers refuse an empty `tools` list.
          body: JSON.stringify({ model: config.model, messages, ...(tools.length ? { tools, tool_choice: 'auto' } : {}), temperature: 0 }),
        })
        if (!res.ok) throw new LlmUnavailableError(`The language model answered HTTP ${res.status}`)
        body = await res.json()
      } catch (error) {
        if (error instanceof LlmUnavailableError) throw error
        const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
        throw new LlmUnavailableError(timedOut ? `The language model did not answer within ${config.timeoutMs} ms` : 'The language model could not be reached')
      }
      const message = (body as { choices?: { message?: { content?: unknown; tool_calls?: unknown } }[] })?.choices?.[0]?.message
      if (!message || typeof message !== 'object') throw new LlmUnavailableError('The language model gave no message')
      const toolCalls = Array.isArray(message.tool_calls)
        ? message.tool_calls.filter(
            (c): c is LlmToolCall => typeof c?.id === 'string' && typeof c?.function?.name === 'string' && typeof c?.function?.arguments === 'string',
          )
        : []
      return { content: typeof message.content === 'string' ? message.content : null, toolCalls: toolCalls.map((c) => ({ id: c.id, type: 'function', function: { name: c.function.name, arguments: c.function.arguments } })) }
    },
  }
}

const clients = new WeakMap<AgentLlmConfig, LlmClient>()

/** The client for a configuration (a server has one; each test server its own), made on first use. */
export function llmClientFor(config: AgentLlmConfig): LlmClient {
  let client = clients.get(config)
  if (!client) {
    client = chatCompletionsClient(config)
    clients.set(config, client)
  }
  return client
}

/** Tests: this configuration's client asks `fetch` instead of the network. */
export function useLlmFetch(config: AgentLlmConfig, fetch: FetchLike): void {
  clients.set(config, chatCompletionsClient(config, fetch))
}

import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parseCliArgs } from './cliArgs.js'

describe('parseCliArgs', () => {
  it('defaults to 127.0.0.1:8787', () => {
    expect(parseCliArgs([], {})).toEqual({ help: false, parameters: { host: '127.0.0.1', port: 8787 } })
  })

  it('reads HOST and PORT from the environment, flags first', () => {
    expect(parseCliArgs([], { HOST: '0.0.0.0', PORT: '9000' }).parameters).toEqual({ host: '0.0.0.0', port: 9000 })
    expect(parseCliArgs(['--port', '0'], { PORT: '9000' }).parameters.port).toBe(0)
  })

  it('reads every limit', () => {
    const { parameters } = parseCliArgs(
      [
        '--host=::1',
        '--max-message-bytes=1000',
        '--max-requests-per-minute=10',
        '--max-subscriptions=20',
        '--max-store-bytes=3000',
        '--max-store-bytes-per-client=2000',
        '--max-store-bytes-per-topic=1500',
        '--max-ttl=60',
        '--max-connections=5',
        '--max-connections-per-address=3',
        '--max-buffered-bytes=4096',
        '--ping-interval=1000',
        '--trust-proxy',
      ],
      {},
    )
    expect(parameters).toEqual({
      host: '::1',
      port: 8787,
      maxMessageBytes: 1000,
      maxRequestsPerMinute: 10,
      maxSubscriptionsPerConnection: 20,
      maxStoreBytes: 3000,
      maxStoreBytesPerClient: 2000,
      maxStoreBytesPerTopic: 1500,
      maxTtlSeconds: 60,
      maxConnections: 5,
      maxConnectionsPerAddress: 3,
      maxBufferedBytes: 4096,
      pingIntervalMs: 1000,
      trustProxy: true,
    })
  })

  it('reads the per-address limit and the proxy trust from the environment, flags first', () => {
    const env = { RELAY_MAX_CONNECTIONS_PER_ADDRESS: '7', RELAY_TRUST_PROXY: '1' }
    expect(parseCliArgs([], env).parameters).toMatchObject({ maxConnectionsPerAddress: 7, trustProxy: true })
    expect(parseCliArgs(['--max-connections-per-address', '9'], env).parameters.maxConnectionsPerAddress).toBe(9)
    expect(parseCliArgs([], { RELAY_TRUST_PROXY: '0' }).parameters.trustProxy).toBeUndefined()
    expect(() => parseCliArgs([], { RELAY_MAX_CONNECTIONS_PER_ADDRESS: 'lots' })).toThrow(
      '--max-connections-per-address must be a positive integer, got "lots".',
    )
  })

  it('refuses bad values and unknown flags', () => {
    expect(() => parseCliArgs(['--port', 'abc'], {})).toThrow('--port must be a non-negative integer, got "abc".')
    expect(() => parseCliArgs(['--max-ttl', '0'], {})).toThrow('--max-ttl must be a positive integer, got "0".')
    expect(() => parseCliArgs(['--nope'], {})).toThrow(/Unknown option/)
  })

  it('reads --metrics (and RELAY_METRICS): off, a port, host:port, [ipv6]:port', () => {
    expect(parseCliArgs(['--metrics', 'off'], {}).parameters.metrics).toBe(false)
    expect(parseCliArgs([], { RELAY_METRICS: 'off' }).parameters.metrics).toBe(false)
    expect(parseCliArgs(['--metrics', '9090'], {}).parameters.metrics).toEqual({ port: 9090 })
    expect(parseCliArgs(['--metrics=10.0.0.7:9090'], { RELAY_METRICS: 'off' }).parameters.metrics).toEqual({
      host: '10.0.0.7',
      port: 9090,
    })
    expect(parseCliArgs(['--metrics', '[::1]:0'], {}).parameters.metrics).toEqual({ host: '::1', port: 0 })
    expect(parseCliArgs([], {}).parameters.metrics).toBeUndefined()
    for (const bad of ['on', 'host:', ':9090', '70000', 'a:b:9090']) {
      expect(() => parseCliArgs(['--metrics', bad], {})).toThrow(
        `--metrics must be "off", a port or host:port, got "${bad}".`,
      )
    }
  })

  it('skips a leading -- (pnpm start -- --port 1)', () => {
    expect(parseCliArgs(['--', '--port', '1'], {}).parameters.port).toBe(1)
  })

  it('knows --help', () => {
    expect(parseCliArgs(['-h'], {}).help).toBe(true)
  })
})

describe('agentry-relay command', () => {
  it('prints the URL it listens on and stops on SIGTERM', async () => {
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url))
    const child = spawn(process.execPath, ['--import', 'tsx', cli, '--port', '0', '--host', '127.0.0.1'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const url = await new Promise<string>((resolve, reject) => {
      let output = ''
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const match = /Agentry relay listening on (ws:\/\/127\.0\.0\.1:\d+)/.exec(output)
        if (match) resolve(match[1]!)
      })
      child.once('exit', (code) => reject(new Error(`exited with ${code}`)))
    })
    const health = await fetch(`${url.replace('ws://', 'http://')}/health`)
    expect(health.status).toBe(200)
    const exitCode = await new Promise<number | null>((resolve) => {
      child.once('exit', (code) => resolve(code))
      child.kill('SIGTERM')
    })
    expect(exitCode).toBe(0)
  })
})

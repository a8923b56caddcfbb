// Child process of transformer.js: Taro's RN style transformer is asynchronous (PostCSS) and a
// Jest transformer must answer synchronously, so the stylesheet is converted here and printed.
// It is the same StyleTransform `taro build --type rn` runs through Metro.
const StyleTransform = require('@tarojs/rn-style-transformer/dist/transforms').default

// The transformer's own lint warnings go to stdout; only the converted stylesheet may.
const writeResult = process.stdout.write.bind(process.stdout)
process.stdout.write = process.stderr.write.bind(process.stderr)

let input = ''
process.stdin.on('data', (chunk) => (input += chunk))
process.stdin.on('end', async () => {
  const { src, filename, config } = JSON.parse(input)
  try {
    const code = await new StyleTransform(config).transform(src, filename, { config, platform: 'android' })
    writeResult(code)
  } catch (error) {
    process.stderr.write(String(error?.stack ?? error))
    process.exit(1)
  }
})

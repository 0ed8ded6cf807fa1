import { expect, test } from 'bun:test'
import { htmlBodyOf } from './html-body'

test('paragraphs and lines as written, links as links, everything else escaped', () => {
  const html = htmlBodyOf({
    subject: 'New message from <Elm> & Co',
    text: 'Elm Pharmacy wrote:\n"<script>alert(1)</script>"\n\nRead it: https://app.example.test/provider/messages.',
    brand: 'Shiftwell',
  })
  expect(html).toContain('<title>New message from &lt;Elm&gt; &amp; Co</title>')
  expect(html).toContain('Elm Pharmacy wrote:<br>&quot;&lt;script&gt;alert(1)&lt;/script&gt;&quot;</p>')
  expect(html).not.toContain('<script>')
  // The sentence's full stop stays outside the link.
  expect(html).toContain('Read it: <a href="https://app.example.test/provider/messages" style="color:#0f766e">https://app.example.test/provider/messages</a>.</p>')
  expect(html.match(/<p /g)).toHaveLength(2)
})

test('a link cannot break out of its attribute', () => {
  const html = htmlBodyOf({ subject: 's', text: 'https://x.test/a"onmouseover="alert(1)', brand: 'B' })
  expect(html).not.toContain('"onmouseover=')
})

import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import Sponsor from '../../plugins/posts/components/Sponsor';

describe('sponsor block', () => {
  it('renders nothing when enabled with no methods', () => {
    expect(
      renderToStaticMarkup(<Sponsor sponsor={{enable: true, methods: []}} />),
    ).toBe('');
  });

  it('renders each configured method as a link, with its image', () => {
    const html = renderToStaticMarkup(
      <Sponsor
        sponsor={{
          enable: true,
          methods: [
            {
              name: 'Open Collective',
              url: 'https://opencollective.com/example',
            },
            {
              name: 'WeChat',
              url: 'https://example.com/wechat',
              image: '/img/qr.png',
            },
          ],
        }}
      />,
    );
    expect(html).toContain('data-sponsor');
    expect(html).toContain('Support this project');
    expect(html).toContain('href="https://opencollective.com/example"');
    expect(html).toContain('Open Collective');
    expect(html).toContain('src="/img/qr.png"');
    expect(html.match(/<li>/g)).toHaveLength(2);
  });

  it('renders nothing when disabled, even with methods', () => {
    expect(
      renderToStaticMarkup(
        <Sponsor
          sponsor={{
            enable: false,
            methods: [{name: 'A', url: 'https://a.example'}],
          }}
        />,
      ),
    ).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { feedImageAllowed, quietFeedHtml } from './feed-html';

describe('quietFeedHtml (nothing a strict CSP reports reaches a parser)', () => {
  it.each([
    ['<style>p{color:red}</style><p>x</p>', '<p>x</p>'],
    ['<STYLE type="text/css">p{}</STYLE ><p>x</p>', '<p>x</p>'],
    ['<p>a</p><style>never closed', '<p>a</p>'],
    ['<style></p><img src=x onerror=alert(1)></style><p>x</p>', '<p>x</p>'],
    ['<svg><style>rect{}</style></svg>', '<svg></svg>'],
    ['<img src=x onerror="alert(1)">', '<img src=x data-eb-onerror="alert(1)">'],
    ['<IMG SRC=x ONERROR=alert(1)>', '<IMG SRC=x data-eb-ONERROR=alert(1)>'],
    ['<svg onload=alert(1)></svg>', '<svg data-eb-onload=alert(1)></svg>'],
    ['<p style="color:red">x</p>', '<p data-eb-style="color:red">x</p>'],
    ['<p title="a"onclick="b">x</p>', '<p title="a"data-eb-onclick="b">x</p>'],
    ['<img/onerror=alert(1) src=x>', '<img/data-eb-onerror=alert(1) src=x>'],
  ])('%s', (input, expected) => {
    expect(quietFeedHtml(input)).toBe(expected);
  });

  it.each([
    ['<p>Come on=in, online shopping, style=modern</p>'],
    ['<p>stylesheet <b>styled</b></p>'],
    ['<stylish>x</stylish>'],
    ['<a href="/x" title="on the style">x</a>'],
    ['<link rel="stylesheet" href="//foreign.example/x.css"><p>x</p>'],
  ])('leaves %s as it is', (input) => {
    expect(quietFeedHtml(input)).toBe(input);
  });
});

describe('feedImageAllowed (images of feed HTML)', () => {
  const PAGE = 'https://www.broker.be';
  it.each([
    ['/media/a.jpg', [], true],
    ['https://www.broker.be/media/a.jpg', [], true],
    ['https://cdn.feed.example/a.jpg', ['https://cdn.feed.example'], true],
    ['https://cdn.feed.example/a.jpg', [], false],
    ['//foreign.example/x.png', [], false],
    ['//cdn.feed.example/a.jpg', ['https://cdn.feed.example'], false],
    ['http://cdn.feed.example/a.jpg', ['https://cdn.feed.example'], false],
    ['x', [], false],
    ['../a.jpg', [], false],
    ['a.jpg?x=1', [], false],
    ['javascript:alert(1)', [], false],
    ['data:image/png;base64,AAAA', [], false],
    ['/\\foreign.example/x.png', [], false],
    ['', [], false],
    [null, [], false],
    [undefined, [], false],
  ] as [string | null | undefined, string[], boolean][])('%j (listed: %j) → %s', (src, listed, expected) => {
    expect(feedImageAllowed(src, PAGE, listed)).toBe(expected);
  });
});

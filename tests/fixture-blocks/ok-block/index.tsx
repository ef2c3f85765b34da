import { useEffect, useState } from 'react';
import { defineBlock, type BlockConfig } from '../../../widgets/runtime/define-block';
import { useBlock } from '../../../widgets/runtime/block-context';
import './ok-block.css';

const schema = {
  label: { type: 'string', default: 'OK', description: 'Text shown by the block.' },
  start: { type: 'number', integer: true, default: 0, description: 'Initial counter value.' },
} as const;
type Config = BlockConfig<typeof schema>;

function OkBlock({ config }: { config: Config }) {
  const { locale, settings } = useBlock();
  const [count, setCount] = useState(config.start);
  useEffect(
    function reportUnmount() {
      return () => document.documentElement.setAttribute('data-last-unmounted', config.label);
    },
    [config.label],
  );
  return (
    <div className="fixture-ok" data-locale={locale} data-site-id={settings.siteId}>
      <span className="fixture-ok__label">{config.label}</span>{' '}
      <button type="button" onClick={() => setCount(count + 1)}>
        Count {count}
      </button>
    </div>
  );
}

export default defineBlock({
  name: 'ok-block',
  description: 'Test fixture: renders its label and a counter.',
  schema,
  example: { label: 'Hello' },
  Component: OkBlock,
});

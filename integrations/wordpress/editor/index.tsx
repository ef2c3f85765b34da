/**
 * Registers every block of the bundle (blocks.json) with the block editor: the sidebar is generated from
 * the block's schema, the canvas shows the live block, and the configuration is saved as the block's
 * `node` attribute, rendered by PHP as <div data-block data-node>.
 */
import { validateConfig } from '../../../core/config/config-schema';
import { config, type BlockInfo } from './config';
import { SchemaFields } from './fields';
import type { Node } from './node';
import { title } from './node';
import { Preview } from './preview';
import { wp, type BlockEditProps } from './wp';

const { InspectorControls, useBlockProps } = wp.blockEditor;
const { PanelBody, Notice } = wp.components;

/** Keys every block has that an editor rarely changes. */
const ADVANCED = ['locale', 'scope', 'syncUrl'];

function editFor(block: BlockInfo) {
  return function Edit({ attributes, setAttributes }: BlockEditProps<{ node?: Node }>) {
    const node = attributes.node ?? {};
    const setNode = (next: Node) => setAttributes({ node: next });
    const result = validateConfig(block.schema, node);
    const blockProps = useBlockProps({ className: 'estate-blocks-editor__block' });
    const hasQuery = 'query' in block.schema;
    return (
      <>
        <InspectorControls>
          {hasQuery && (
            <PanelBody title="Which estates">
              <SchemaFields schema={block.schema} node={node} onChange={setNode} only={['query']} />
            </PanelBody>
          )}
          <PanelBody title="Settings">
            <SchemaFields schema={block.schema} node={node} onChange={setNode} skip={['query', ...ADVANCED]} />
          </PanelBody>
          <PanelBody title="Advanced" initialOpen={false}>
            <SchemaFields schema={block.schema} node={node} onChange={setNode} only={ADVANCED} />
          </PanelBody>
        </InspectorControls>
        <div {...blockProps}>
          {!result.ok && (
            <Notice status="error" isDismissible={false}>
              {result.issues.map((i) => `${i.key}: expected ${i.expected}, received ${i.received}`).join('; ')}
            </Notice>
          )}
          <Preview name={block.name} node={result.ok ? result.value : {}} />
        </div>
      </>
    );
  };
}

for (const block of config().blocks) {
  wp.blocks.registerBlockType(`estate-blocks/${block.name}`, {
    apiVersion: 2,
    title: title(block.name),
    description: block.description,
    category: 'estate-blocks',
    icon: 'building',
    keywords: ['estate', 'real estate', 'vastgoed', 'immo'],
    attributes: { node: { type: 'object', default: {} } },
    supports: { html: false, align: ['wide', 'full'] },
    edit: editFor(block),
    save: () => null,
  });
}

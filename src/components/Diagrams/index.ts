export {default as SequenceDiagram} from './SequenceDiagram';
export type {
  Message,
  Note,
  Step,
  SequenceDiagramProps,
} from './SequenceDiagram';
export {default as MountTree, treeOf} from './MountTree';
export type {MountTreeProps} from './MountTree';

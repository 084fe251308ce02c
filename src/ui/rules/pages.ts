// Each game's rules page: `<game>Rules` from ui/games/<id>/Rules.tsx, found by convention
// (engine/core/discover.ts). Imported by the lazy rules page only, so the pages load with it.
import { collectParts } from '../../engine/core/discover';
import type { RulesContent } from './RulesSections';

export const rulesPages = collectParts<RulesContent>(import.meta.glob('../games/*/Rules.tsx', { eager: true }), 'Rules');

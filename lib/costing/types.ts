/** Client-safe re-exports of the costing DTO types (the screens import these). */
export type { CostSheetDetailDto, CostSheetDto, CostingStats, MachineOption, ProductCostingDto, RatesDto } from './dto';

import type { CostSheetDetailDto, CostSheetDto, MachineOption, ProductCostingDto, RatesDto } from './dto';

/** What the product page's Pricing & Costing tab shows. */
export type ProductCostingView = {
  sheet: CostSheetDetailDto | null;
  /** The newest page of the sheet's versions and how many there are (the tab pages through the rest). */
  versions: { latest: CostSheetDto[]; total: number };
  inputs: ProductCostingDto;
  rates: RatesDto;
  machines: MachineOption[];
  mayEdit: boolean;
};

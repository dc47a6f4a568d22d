import type { MachineStatus } from '@/lib/machines/constants';
import type { MaintenanceHealth } from '@/lib/molds/health';
import type { WorkOrderPriority, WorkOrderStatus } from './constants';

export type WorkOrderDto = {
  id: number;
  work_order_number: string;
  product_id: number;
  mold_id: number;
  machine_id: number | null;
  product: { id: number; product_code: string; product_name: string };
  mold: { id: number; mold_code: string; mold_name: string };
  machine: { id: number; machine_number: string; machine_name: string } | null;
  quantity_planned: number;
  quantity_completed: number;
  quantity_scrap: number;
  shots_total: number;
  /** completed ÷ planned, percent, 1 decimal, at most 100. */
  progress: number;
  status: WorkOrderStatus;
  priority: WorkOrderPriority;
  target_date: string;
  cycle_time_seconds: number | null;
  cavity_count: number;
  /** ⌈planned ÷ cavities⌉ × cycle time, hours. */
  expected_run_hours: number | null;
  notes: string | null;
  started_at: string | null;
  completed_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
};

export type ProductionReportDto = {
  id: number;
  work_order_id: number;
  machine_id: number | null;
  shots: number;
  good_parts: number;
  scrap_parts: number;
  defect_rate: number;
  operator: string | null;
  notes: string | null;
  reported_at: string;
  created_by: number | null;
};

export type WorkOrderMoldHealth = {
  id: number;
  mold_code: string;
  mold_name: string;
  status: string;
  total_shots_lifetime: number;
  shots_since_maintenance: number;
  maintenance_interval_shots: number | null;
  maintenance_health: MaintenanceHealth;
};

export type WorkOrderDetailDto = WorkOrderDto & {
  mold_health: WorkOrderMoldHealth;
  reports: ProductionReportDto[];
  reports_total: number;
};

export type ProductionStats = {
  total_work_orders: number;
  active_work_orders: number;
  completed_today: number;
  avg_efficiency: number;
  /** Orders per status (the filter buttons' counts). */
  by_status: Record<WorkOrderStatus, number>;
};

export type MachineDto = {
  id: number;
  machine_number: string;
  machine_name: string;
  tonnage: number | null;
  status: MachineStatus;
  hourly_rate: number;
  version: number;
  created_at: string;
  updated_at: string;
};

export type ShopFloorMachine = MachineDto & {
  current_work_order: { id: number; work_order_number: string; progress: number } | null;
  operator: string | null;
  /** Good ÷ all parts reported today, percent; null when the press reported nothing today. */
  efficiency: number | null;
  /** Hours in `running` since the plant's midnight. */
  uptime_today: number;
};

export type ShopFloorJob = {
  id: number;
  work_order_number: string;
  product: WorkOrderDto['product'];
  mold: WorkOrderDto['mold'] & { maintenance_health: MaintenanceHealth; shots_since_maintenance: number };
  machine: WorkOrderDto['machine'];
  quantity_planned: number;
  quantity_completed: number;
  progress: number;
  priority: WorkOrderPriority;
  target_date: string;
  started_at: string | null;
};

export type ShopFloorStats = {
  total_machines: number;
  active_machines: number;
  active_jobs: number;
  avg_efficiency: number;
};

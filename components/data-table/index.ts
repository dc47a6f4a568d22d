export { DataTable, type DataTableProps, type DataTableRow, type DataTableSorting } from "./data-table";
export { DataTablePagination, type DataTablePaginationProps } from "./data-table-pagination";
export { EmptyState, type EmptyStateProps } from "./empty-state";
export { SearchBox, type SearchBoxProps } from "./search-box";
export { TableSkeleton, type TableSkeletonProps } from "./table-skeleton";
export { buildPageHref, getPageItems, pageRange, type PageItem } from "./pagination-logic";
export { ExportButton } from "./export-button";

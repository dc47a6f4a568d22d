import * as React from "react";

import { cn } from "@/lib/utils";

// Rows and cells carry no data-slot, no checkbox/selection utilities (shadcn's: no table here selects rows) and no
// classes of their own: their frame (borders, padding, alignment) is the `[data-slot=table]` rules of
// app/globals.css, since every attribute is sent twice per cell (HTML and the RSC payload), 25 rows × 7 cells a
// page. A `className` on a row or cell is a utility and wins over those rules.

function Table({ className, ...props }: React.ComponentProps<"table">) {
  return (
    <div data-slot="table-container" className="relative w-full overflow-x-auto">
      <table
        data-slot="table"
        className={cn("w-full caption-bottom text-sm", className)}
        {...props}
      />
    </div>
  );
}

function TableHeader({ className, ...props }: React.ComponentProps<"thead">) {
  return <thead className={cn("[&_tr]:border-b", className)} {...props} />;
}

function TableBody({ className, ...props }: React.ComponentProps<"tbody">) {
  return (
    <tbody className={cn("[&_tr:last-child]:border-0", className)} {...props} />
  );
}

function TableFooter({ className, ...props }: React.ComponentProps<"tfoot">) {
  return (
    <tfoot
      data-slot="table-footer"
      className={cn("border-t bg-muted/50 font-medium [&>tr]:last:border-b-0", className)}
      {...props}
    />
  );
}

function TableRow(props: React.ComponentProps<"tr">) {
  return <tr {...props} />;
}

function TableHead(props: React.ComponentProps<"th">) {
  return <th {...props} />;
}

function TableCell(props: React.ComponentProps<"td">) {
  return <td {...props} />;
}

function TableCaption({ className, ...props }: React.ComponentProps<"caption">) {
  return (
    <caption
      data-slot="table-caption"
      className={cn("mt-4 text-sm text-muted-foreground", className)}
      {...props}
    />
  );
}

export { Table, TableHeader, TableBody, TableFooter, TableHead, TableRow, TableCell, TableCaption };

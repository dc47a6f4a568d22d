/** The signed-in caller, as every service sees it. */
export type SessionUser = {
  id: number;
  name: string;
  email: string;
  role: string;
};

/** The role lists' look: AniList's theme variables, so the three themes follow by themselves. */
export const ROW_HEIGHT = 64;
/** The tallest a list's scroll box grows before it scrolls. */
export const LIST_MAX_HEIGHT = 520;

export const staffRolesCss = `
.hohStaffRoles { margin: 20px 0; color: rgb(var(--color-text)); }
.hohStaffRolesBar { display: flex; flex-wrap: wrap; gap: 4px 16px; align-items: flex-end; padding: 10px 14px; border-radius: 4px; background: rgb(var(--color-foreground)); }
.hohStaffRolesBar .hoh-ui-field:first-child { flex: 1 1 260px; }
.hohStaffRolesBar .hoh-ui-input { width: 100%; min-width: 0; }
.hohStaffRolesBar .hoh-ui-field:first-child { flex-wrap: nowrap; }
.hohStaffRolesHint { flex-basis: 100%; font-size: 1.2rem; color: rgb(var(--color-text-lighter)); margin: 0; }
.hohStaffRolesStatus { margin: 10px 0; }
.hohStaffRoleSection { margin-top: 22px; }
.hohStaffRoleSection h4 { font-size: 1.4rem; font-weight: 500; margin: 0 0 10px; color: rgb(var(--color-text-light, var(--color-text))); }
.hohStaffRoleCount { margin-left: 6px; color: rgb(var(--color-text-lighter)); font-weight: 400; }
.hohStaffRoleScroll { overflow-y: auto; position: relative; border-radius: 4px; background: rgb(var(--color-foreground)); }
.hohStaffRoleScroll:focus-visible { outline: 2px solid rgb(var(--color-blue)); }
.hohStaffRole { position: absolute; left: 0; right: 0; box-sizing: border-box; display: flex; align-items: center; gap: 10px; padding: 6px 10px; border-bottom: 1px solid rgba(var(--color-text-lighter), 0.15); }
.hohStaffRoleCover { flex: none; width: 36px; height: 50px; border-radius: 3px; object-fit: cover; background: rgba(var(--color-text-lighter), 0.2); }
.hohStaffRoleMain { flex: 1 1 auto; min-width: 0; display: flex; flex-direction: column; gap: 2px; }
.hohStaffRoleMain a, .hohStaffRoleCharacter a { color: rgb(var(--color-blue)); text-decoration: none; }
.hohStaffRoleMain a:focus-visible, .hohStaffRoleCharacter a:focus-visible { outline: 2px solid rgb(var(--color-blue)); }
.hohStaffRoleTitle, .hohStaffRoleRoles, .hohStaffRoleCharacter { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.hohStaffRoleInfo, .hohStaffRoleRoles { font-size: 1.2rem; color: rgb(var(--color-text-lighter)); }
.hohStaffRoleCharacter { flex: 0 1 30%; min-width: 0; font-size: 1.3rem; }
.hohStaffRoleMine { flex: none; display: flex; flex-direction: column; align-items: flex-end; gap: 2px; font-size: 1.2rem; max-width: 34%; }
.hohStaffRoleMine .hohStatus { font-weight: 600; }
.hohStaffRoleMine .hohStatus-CURRENT, .hohStaffRoleMine .hohStatus-REPEATING { color: rgb(var(--color-blue)); }
.hohStaffRoleMine .hohStatus-COMPLETED { color: rgb(var(--color-green)); }
.hohStaffRoleMine .hohStatus-PLANNING { color: rgb(var(--color-orange)); }
.hohStaffRoleMine .hohStatus-DROPPED { color: rgb(var(--color-red)); }
.hohStaffRoleMine .hohStatus-PAUSED { color: rgb(var(--color-peach)); }
.hohStaffRoleEmpty { padding: 10px; color: rgb(var(--color-text-lighter)); }
/* Narrow screens keep the character column (a voice role without its character says little):
   the columns draw closer and the character and the viewer's status give up some width. */
@media (max-width: 600px) {
  .hohStaffRole { gap: 8px; padding: 6px 8px; }
  .hohStaffRoleCharacter { flex-basis: 32%; font-size: 1.2rem; }
  .hohStaffRoleMine { max-width: 30%; }
}
`;

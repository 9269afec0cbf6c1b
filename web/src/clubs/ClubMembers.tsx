/** A club page's members and roles, and for admins the invite links and the requests to join. */
import { useState } from "react";
import { type ClubInvite, clubs } from "../net/clubs";
import { href, navigate } from "../router";
import { type ClubPart, Section, WideTable } from "./common";
import { dayText, inviteLink, whenText } from "./text";

const ROLE_WORDS = { owner: "Owner", admin: "Admin", member: "Member" } as const;

export function Members({ club, act }: ClubPart) {
  const owner = club.role === "owner";
  const admin = club.role !== "member";
  return (
    <Section id="members" title="Members">
      <WideTable
        className="members"
        head={
          <>
            <th scope="col">Name</th>
            <th scope="col">Role</th>
            <th scope="col" className="since">
              Since
            </th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </>
        }
      >
        {club.members.map((m) => {
          const self = m.account === club.me;
          return (
            <tr key={m.account}>
              <th scope="row">
                <a href={href({ page: "player", name: m.name })}>{m.name}</a>
                {self && <span className="muted"> (you)</span>}
              </th>
              <td>{ROLE_WORDS[m.role]}</td>
              <td className="since">{dayText(Date.parse(m.since))}</td>
              <td className="buttons">
                {owner && m.role !== "owner" && (
                  <button
                    type="button"
                    className="small"
                    onClick={() => {
                      const role = m.role === "admin" ? "member" : "admin";
                      act(
                        () => clubs.setRole(club.id, m.account, role),
                        role === "admin"
                          ? `${m.name} is an admin now.`
                          : `${m.name} is a member now.`,
                      );
                    }}
                  >
                    {m.role === "admin" ? "Make member" : "Make admin"}
                  </button>
                )}
                {admin && !self && m.role !== "owner" && (owner || m.role === "member") && (
                  <button
                    type="button"
                    className="small danger"
                    onClick={() =>
                      act(
                        () => clubs.remove(club.id, m.account),
                        `${m.name} is no longer a member.`,
                      )
                    }
                  >
                    Remove
                  </button>
                )}
                {self && m.role !== "owner" && (
                  <button
                    type="button"
                    className="small danger"
                    onClick={() =>
                      act(
                        () =>
                          clubs.remove(club.id, m.account).then(() => navigate({ page: "clubs" })),
                        "You left the club.",
                      )
                    }
                  >
                    Leave the club
                  </button>
                )}
              </td>
            </tr>
          );
        })}
      </WideTable>
    </Section>
  );
}

export function Invites({ club, act }: ClubPart) {
  const invites = club.invites ?? [];
  return (
    <Section id="invites" title="Invite friends">
      <p className="muted">
        Anyone signed in who opens an invite link joins the club, until you revoke it.
      </p>
      <ul className="invites">
        {invites.map((i) => (
          <InviteRow
            key={i.code}
            invite={i}
            revoke={() =>
              act(() => clubs.revoke(club.id, i.code), "The link is revoked: it lets nobody in.")
            }
          />
        ))}
      </ul>
      <div className="buttons">
        <button
          type="button"
          onClick={() => act(() => clubs.invite(club.id), "A new invite link is ready below.")}
        >
          Make an invite link
        </button>
      </div>
    </Section>
  );
}

function InviteRow({ invite, revoke }: { invite: ClubInvite; revoke: () => void }) {
  const link = inviteLink(window.location.href, invite.code);
  const [copied, setCopied] = useState<string | null>(null);
  const field = `invite-${invite.code}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied("Copied.");
    } catch {
      // No clipboard (an insecure page, a refusal): the link is selected to copy by hand.
      const input = document.getElementById(field) as HTMLInputElement | null;
      input?.focus();
      input?.select();
      setCopied("Selected: copy it with the keyboard or the menu.");
    }
  };
  return (
    <li className="invite">
      <label htmlFor={field}>
        Invite link <span className="muted small">by {invite.by}</span>
      </label>
      <input id={field} type="text" readOnly value={link} onFocus={(e) => e.target.select()} />
      <span className="buttons">
        <button type="button" className="small" onClick={() => void copy()}>
          Copy
        </button>
        <button type="button" className="small danger" onClick={revoke}>
          Revoke
        </button>
      </span>
      {copied && (
        <span className="small muted" role="status">
          {copied}
        </span>
      )}
    </li>
  );
}

export function Requests({ club, act }: ClubPart) {
  const requests = club.requests ?? [];
  return (
    <Section id="requests" title="Asking to join">
      <ul className="table-list">
        {requests.map((r) => (
          <li className="table-row" key={r.account}>
            <span className="table-name">
              <strong>{r.name}</strong>{" "}
              <span className="muted">· asked {whenText(Date.parse(r.at))}</span>
            </span>
            <span className="buttons">
              <button
                type="button"
                className="primary small"
                onClick={() =>
                  act(() => clubs.answer(club.id, r.account, true), `${r.name} is a member now.`)
                }
              >
                Approve
              </button>
              <button
                type="button"
                className="small"
                onClick={() =>
                  act(() => clubs.answer(club.id, r.account, false), `${r.name} is turned away.`)
                }
              >
                Deny
              </button>
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

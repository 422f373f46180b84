// A tiny part of AniList's markdown, enough for `asHtml: true` answers. Raw HTML in the source is
// passed through on purpose: the userscript must treat every answer as hostile.

export function markdownToHtml(text: string | null): string | null {
  if (text === null) return null;
  return text
    .replace(/__(.+?)__/g, '<b>$1</b>')
    .replace(/(^|[^_])_(\S.*?)_/g, '$1<i>$2</i>')
    .replace(/~!(.+?)!~/g, '<span class="markdown-spoiler"><span>$1</span></span>')
    .replace(/img\((\S+?)\)/g, '<img src="$1">')
    .replace(/\n/g, '<br>');
}

package lexer

import (
	"regexp"
	"strings"
	"sync"

	"github.com/punch-dev/punch/compiler/util/lazyre"
	"github.com/punch-dev/punch/parser/internal/gen"
)

// Heredocs: @(TAG:syntax/escapes) with the text on the following lines
// (heredoc_support.rb).

var heredocSpec = lazyre.New(`^@\(([^:/\r\n)]+)(?::[\t\p{Zs}]*([a-z][a-zA-Z0-9_+]+)[\t\p{Zs}]*)?(?:/((?:\w|[$])*)[\t\p{Zs}]*)?\)$`)

// endRes caches the end line patterns of the most common tags.
var endRes struct {
	sync.Mutex
	m map[string]*regexp.Regexp
}

func endLineRe(tag string) *regexp.Regexp {
	endRes.Lock()
	re := endRes.m[tag]
	endRes.Unlock()
	if re != nil {
		return re
	}
	// (Endline in EBNF form): WS* ('|' WS*)? ('-' WS*)? endtag WS* \r? (\n|$),
	// unanchored as in Puppet
	re = regexp.MustCompile(`([\t\p{Zs}]*)(?:(\|)[\t\p{Zs}]*)?(?:(-)[\t\p{Zs}]*)?` + regexp.QuoteMeta(tag) + `[\t\p{Zs}]*\r?(?:\n|\z)`)
	endRes.Lock()
	if endRes.m == nil {
		endRes.m = map[string]*regexp.Regexp{}
	}
	if len(endRes.m) < 256 {
		endRes.m[tag] = re
	}
	endRes.Unlock()
	return re
}

// heredoc handles the HEREDOC_OPEN token [s, e).
func (l *Lexer) heredoc(s, e int) {
	after := e
	spec := l.src[s:e]
	mi := heredocSpec.FindStringSubmatchIndex(spec)
	if mi == nil {
		l.fail(after, "HEREDOC_INVALID_SYNTAX", "Invalid syntax in heredoc expected @(endtag[:syntax][/escapes])")
	}
	group := func(k int) string {
		if mi[2*k] < 0 {
			return ""
		}
		return spec[mi[2*k]:mi[2*k+1]]
	}
	tag := strings.TrimSpace(group(1))
	syntax := group(2)
	quoted := false
	if len(tag) >= 2 && tag[0] == '"' && tag[len(tag)-1] == '"' {
		quoted = true
		tag = strings.TrimSpace(tag[1 : len(tag)-1])
	}
	if tag == "" {
		l.fail(after, "HEREDOC_EMPTY_ENDTAG", "Heredoc with an empty endtag")
	}
	escapes := ""
	if mi[6] >= 0 {
		given := group(3)
		if given == "" {
			given = "trnsuL$"
		}
		seen := map[rune]bool{}
		for _, c := range given {
			if seen[c] {
				parts := strings.Split(given, "")
				l.fail(after, "HEREDOC_MULTIPLE_AT_ESCAPES", "An escape char for @() may only appear once. Got '%s'", strings.Join(parts, ", "))
			}
			seen[c] = true
		}
		escapes = `\`
		for _, c := range given {
			switch c {
			case 't', 'r', 'n', 's', 'u', '$':
				escapes += string(c)
			case 'L':
				escapes += "\n"
			default:
				l.fail(after, "HEREDOC_INVALID_ESCAPE", "Invalid heredoc escape char. Only t, r, n, s,  u, L, $ allowed. Got '%c'", c)
			}
		}
	}
	// where the text starts
	textStart := l.newlineJump
	if textStart < 0 {
		i := strings.IndexByte(l.src[after:], '\n')
		if i < 0 {
			l.fail(after, "HEREDOC_WITHOUT_TEXT", "Heredoc without any following lines of text")
		}
		textStart = after + i + 1
	}
	endRe := endLineRe(tag)
	var lineStarts []int
	pos := textStart
	for {
		if pos >= len(l.src) {
			l.fail(textStart, "HEREDOC_WITHOUT_END_TAGGED_LINE", "Heredoc without end-tagged line")
		}
		j := strings.IndexByte(l.src[pos:], '\n')
		if j < 0 {
			j = len(l.src)
		} else {
			j = pos + j + 1 // include the newline
		}
		line := l.src[pos:j]
		if strings.Contains(line, tag) {
			if mm := endRe.FindStringSubmatch(line); mm != nil {
				l.newlineJump = j
				leading := mm[1]
				margin := mm[2] == "|"
				trim := mm[3] == "-"
				var text strings.Builder
				sl := &subLocator{}
				for _, ls := range lineStarts {
					ln := l.src[ls:nextLine(l.src, ls)]
					cut := 0
					if margin && len(leading) > 0 && strings.HasPrefix(ln, leading) {
						cut = len(leading)
					}
					sl.subStart = append(sl.subStart, text.Len())
					sl.origStart = append(sl.origStart, ls+cut)
					text.WriteString(ln[cut:])
				}
				t := text.String()
				if trim {
					if n := len(t); n > 0 && t[n-1] == '\n' {
						t = t[:n-1]
						if n > 1 && t[n-2] == '\r' {
							t = t[:n-2]
						}
					}
				}
				if len(sl.subStart) == 0 {
					sl.subStart = []int{0}
					sl.origStart = []int{textStart}
				}
				l.emit(l.newToken(gen.PuppetLexerHEREDOC, s, e-1, syntax))
				l.heredocText(t, sl, escapes, quoted)
				return
			}
		}
		lineStarts = append(lineStarts, pos)
		pos = j
	}
}

// nextLine returns the offset after the line starting at i (after its
// newline, or the end of src).
func nextLine(src string, i int) int {
	j := strings.IndexByte(src[i:], '\n')
	if j < 0 {
		return len(src)
	}
	return i + j + 1
}

func (l *Lexer) heredocText(text string, sl *subLocator, escapes string, interpolate bool) {
	if l.sub != nil {
		// a heredoc inside heredoc text: compose the mappings
		outer := l.sub
		for i := range sl.origStart {
			sl.origStart[i] = outer.orig(sl.origStart[i])
		}
	}
	endPos := sl.orig(len(text)) - 1
	newSub := func() *Lexer {
		sub := New(text, false)
		sub.sub = sl
		sub.started = true
		sub.depth = l.depth
		sub.unit = l.unit
		return sub
	}
	if !interpolate {
		value := text
		if escapes != "" {
			// one slurp of the whole text (Puppet's SLURP_ALL_PATTERN)
			var b strings.Builder
			newSub().slurp(&b, text, 0, "", len(text), escapes, true)
			value = b.String()
		}
		l.emit(l.newToken(gen.PuppetLexerSTRING, sl.origStart[0], endPos, value))
		return
	}
	mode := uqneMode
	if strings.ContainsRune(escapes, '$') {
		mode = uqMode
	}
	sub := newSub()
	sub.interpolateText(0, 0, mode, escapes, false)
	l.warnings = append(l.warnings, sub.warnings...)
	if l.boolVar == nil {
		l.boolVar = sub.boolVar
	}
	for _, tk := range sub.out[sub.head:] {
		st, sp := int(tk.Start), int(tk.Stop)
		start := sl.orig(st)
		stop := start - 1
		if sp >= st {
			stop = sl.orig(sp)
		}
		if (tk.Type == gen.PuppetLexerSTRING || tk.Type == gen.PuppetLexerDQPOST) && endPos >= start {
			stop = endPos
		}
		tk.Start, tk.Stop = int32(start), int32(stop)
		tk.Index = -1
		l.emit(tk)
	}
}

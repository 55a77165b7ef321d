package erbscan

import "strings"

// Ruby's ERB has three scanners: one without trim mode, one for '-' alone
// (both read the template with a StringScanner, looking for the tags that
// can come next: start tags outside a tag, end tags inside one), and one
// for every other mode (a single list of tokens, read a line at a time
// with '%'). Each finds the first place where one of its tokens starts,
// trying them in its order at each place; the text before it is a token
// too.

// blankDash stands for "^[ \t]*<%-" in a list of tokens: blanks at the
// start of a line, then <%-.
const blankDash = "^<%-"

var (
	startTags    = []string{"<%%", "<%=", "<%#", "<%"}
	endTags      = []string{"%%>", "%>"}
	dashStart    = []string{blankDash, "<%-", "<%%", "<%=", "<%#", "<%"}
	dashEnd      = []string{"-%>", "%%>", "%>"}
	lineTokens   = []string{"<%%", "<%=", "<%#", "<%", "%%>", "%>", "\n"}
	trimTokens   = []string{"%>\r\n", "%>\n", "<%%", "<%=", "<%#", "<%", "%%>", "%>", "\n"}
	dashTokens   = []string{blankDash, "<%-", "-%>\r\n", "-%>\n", "-%>", "<%%", "<%=", "<%#", "<%", "%%>", "%>"}
	erbStartTags = map[string]bool{"<%": true, "<%=": true, "<%#": true}
)

// find returns where the first of toks starts in s from p on, and which
// (the text itself for blankDash); len(s) and "" where none does. bol
// tells whether ^ matches at a place.
func find(s string, p int, toks []string, bol func(int) bool) (int, string) {
	for i := p; i < len(s); i++ {
		switch s[i] {
		case '<', '%', '-', '\n', ' ', '\t':
		default:
			continue
		}
		for _, t := range toks {
			if t == blankDash {
				if !bol(i) {
					continue
				}
				k := i
				for k < len(s) && (s[k] == ' ' || s[k] == '\t') {
					k++
				}
				if strings.HasPrefix(s[k:], "<%-") {
					return i, s[i : k+3]
				}
				continue
			}
			if strings.HasPrefix(s[i:], t) {
				return i, t
			}
		}
	}
	return len(s), ""
}

func (c *compiler) scan() {
	switch {
	case !c.trim.Percent && c.trim.Mode == "":
		c.scanTags(startTags, endTags)
	case !c.trim.Percent && c.trim.Mode == "-":
		c.scanTags(dashStart, dashEnd)
	case c.trim.Percent:
		for rest, at := c.src, 0; rest != ""; {
			n := strings.IndexByte(rest, '\n') + 1
			if n == 0 {
				n = len(rest)
			}
			c.percentLine(rest[:n], at)
			rest, at = rest[n:], at+n
		}
	default:
		c.scanLine(c.src, 0)
	}
}

// scanTags is the StringScanner's way: the start tags outside a tag, the
// end tags inside one. ^ matches after a newline and where the scan
// resumes (just after the previous token).
func (c *compiler) scanTags(start, end []string) {
	src := c.src
	for p := 0; p < len(src); {
		from := p
		bol := func(i int) bool { return i == from || src[i-1] == '\n' }
		toks := start
		if c.stag != "" {
			toks = end
		}
		i, tok := find(src, p, toks, bol)
		c.token(tokText, src[p:i], p)
		p = i + len(tok)
		switch {
		case strings.HasSuffix(tok, "<%-"):
			c.token(tokText, "<%", i)
		case tok == "-%>":
			c.token(tokText, "%>", i)
			// the newline after -%> (or the end) goes
			switch {
			case strings.HasPrefix(src[p:], "\r\n"):
				p += 2
				c.token(tokCR, "", p)
			case strings.HasPrefix(src[p:], "\n"):
				p++
				c.token(tokCR, "", p)
			case p == len(src):
				c.token(tokCR, "", p)
			}
		default:
			c.token(tokText, tok, i)
		}
	}
}

// percentLine reads one line (with its newline) at template offset at
// where '%' starts a line of code.
func (c *compiler) percentLine(line string, at int) {
	if c.stag != "" || line[0] != '%' {
		c.scanLine(line, at)
		return
	}
	line, at = line[1:], at+1
	if strings.HasPrefix(line, "%") {
		c.scanLine(line, at)
		return
	}
	// Ruby's chomp
	code := strings.TrimSuffix(line, "\n")
	code = strings.TrimSuffix(code, "\r")
	c.token(tokPercent, code, at)
}

// scanLine reads s (the template, or a line of it with '%'), at template
// offset at, with one list of tokens for inside and outside a tag; ^
// matches at the start of s and after a newline.
func (c *compiler) scanLine(s string, at int) {
	bol := func(i int) bool { return i == 0 || s[i-1] == '\n' }
	toks := lineTokens
	switch c.trim.Mode {
	case ">", "<>":
		toks = trimTokens
	case "-":
		toks = dashTokens
	}
	head := "" // "<>": the line's first token
	for p := 0; p < len(s); {
		i, tok := find(s, p, toks, bol)
		if i > p {
			if head == "" {
				head = s[p:i]
			}
			c.token(tokText, s[p:i], at+p)
		}
		p = i + len(tok)
		if tok == "" {
			break
		}
		if head == "" {
			head = tok
		}
		switch c.trim.Mode {
		case ">", "<>":
			if tok == "%>\n" || tok == "%>\r\n" {
				c.token(tokText, "%>", at+i)
				switch {
				case c.trim.Mode == ">" || erbStartTags[head]:
					c.token(tokCR, "", at+p)
				default:
					c.token(tokText, "\n", at+p-1)
				}
				head = ""
				continue
			}
			if tok == "\n" {
				head = ""
			}
		case "-":
			switch {
			case c.stag == "" && strings.HasSuffix(tok, "<%-"):
				tok = "<%"
			case c.stag != "" && (tok == "-%>\n" || tok == "-%>\r\n"):
				c.token(tokText, "%>", at+i)
				c.token(tokCR, "", at+p)
				continue
			case c.stag != "" && tok == "-%>":
				tok = "%>"
			}
		}
		c.token(tokText, tok, at+i)
	}
}

package settings

import (
	"bytes"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/punch-dev/punch/compiler/util/errloc"
	"github.com/punch-dev/punch/compiler/util/lazyre"
)

// This file parses Puppet's INI format (puppet.conf, environment.conf) the
// way Puppet 7's Puppet::Settings::IniFile and ConfigFile do:
//
//   - "[name]" starts a section; name is word characters only. Settings
//     before any section header are in [main]. A section may appear more than
//     once; its lines are read as one section.
//   - "name = value": name is word characters only (no hyphens), blanks
//     around "=" and at the end are dropped. There are no inline comments:
//     "a = b # c" sets a to "b # c".
//   - Lines starting with "#" (after blanks) and blank lines are ignored;
//     any other line is an error ("Could not match line ...").
//   - A value of true or false (any case) is the boolean; otherwise one
//     leading and one trailing quote character (' or ") are removed.
//   - A {owner=..., group=..., mode=...} block in a value is file metadata
//     and is removed from the value.
//   - Within a section the first occurrence of a setting wins.

// MaxConfBytes is the largest configuration file accepted.
const MaxConfBytes = 16 << 20

// Conf is a parsed INI file.
type Conf struct {
	File     string
	Sections []*Section // in order of first appearance; [main] is first
}

// Section is one named section, all its occurrences merged.
type Section struct {
	Name     string
	Line     int // line of the first header; 0 for the implicit [main]
	Settings []Entry
}

// Entry is one "name = value" line.
type Entry struct {
	Name  string
	Value string // after Puppet's value translation (quotes, metadata removed)
	Raw   string // the text after "=" as written
	Line  int
	// File metadata from a {owner=..., group=..., mode=...} block.
	Owner, Group, Mode string
}

// ConfError is a syntax error in an INI file.
type ConfError struct {
	File string
	Line int
	Msg  string
}

// Error is "FILE:LINE: MSG" (errloc.FileLine; FILE alone when the line
// is unknown).
func (e *ConfError) Error() string {
	return errloc.FileLine(e.File, e.Line) + ": " + e.Msg
}

var (
	// Ruby's [[:word:]] is Unicode letters, marks, digits and connector
	// punctuation; \s is ASCII blanks including \v.
	reSection = lazyre.New(`^[ \t\r\n\f\v]*\[([\p{L}\p{M}\p{Nd}\p{Pc}]+)\][ \t\r\n\f\v]*$`)
	reSetting = lazyre.New(`^[ \t\r\n\f\v]*([\p{L}\p{M}\p{Nd}\p{Pc}]+)[ \t\r\n\f\v]*=[ \t\r\n\f\v]*(.*?)[ \t\r\n\f\v]*$`)
	reIgnored = lazyre.New(`^[ \t\r\n\f\v]*(#|$)`)
	reMeta    = lazyre.New(`\{\s*([^}]+)\s*\}`)
	reMetaKV  = lazyre.New(`^\s*(\w+)\s*=\s*(\w+)\s*$`)
	reDigits  = lazyre.New(`^\d+$`)
	reTrailWS = lazyre.New(`[ \t\r\n\f\v]+$`)
	reComma   = lazyre.New(`\s*,\s*`)
)

// ParseConf parses an INI file in Puppet's format. It does not check which
// sections or settings are allowed; callers do.
func ParseConf(src []byte, file string) (*Conf, error) {
	if len(src) > MaxConfBytes {
		return nil, &ConfError{File: file, Msg: fmt.Sprintf("file is %d bytes, more than the limit of %d bytes", len(src), MaxConfBytes)}
	}
	src = bytes.TrimPrefix(src, []byte("\xef\xbb\xbf"))
	c := &Conf{File: file}
	main := &Section{Name: "main"}
	c.Sections = append(c.Sections, main)
	cur := main
	lineNo := 0
	for len(src) > 0 {
		lineNo++
		var line []byte
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			line, src = src[:i], src[i+1:]
		} else {
			line, src = src, nil
		}
		line = bytes.TrimSuffix(line, []byte("\r"))
		if !utf8.Valid(line) {
			return nil, &ConfError{File: file, Line: lineNo, Msg: "invalid UTF-8 in line " + quoteLine(line)}
		}
		text := string(line)
		if m := reSection.FindStringSubmatch(text); m != nil {
			cur = c.section(m[1], lineNo)
			continue
		}
		if m := reSetting.FindStringSubmatch(text); m != nil {
			e, err := translate(m[1], m[2], lineNo)
			if err != nil {
				return nil, &ConfError{File: file, Line: lineNo, Msg: err.Error()}
			}
			cur.Settings = append(cur.Settings, e)
			continue
		}
		if reIgnored.MatchString(text) {
			continue
		}
		msg := "Could not match line " + quoteLine(line)
		if strings.Contains(text, "=") && strings.Contains(strings.SplitN(text, "=", 2)[0], "-") {
			msg += " (setting names are written with underscores, not hyphens)"
		} else if strings.HasPrefix(strings.TrimSpace(text), ";") {
			msg += " (comments start with #)"
		}
		return nil, &ConfError{File: file, Line: lineNo, Msg: msg}
	}
	return c, nil
}

func (c *Conf) section(name string, line int) *Section {
	for _, s := range c.Sections {
		if s.Name == name {
			if s.Line == 0 {
				s.Line = line
			}
			return s
		}
	}
	s := &Section{Name: name, Line: line}
	c.Sections = append(c.Sections, s)
	return s
}

// Section returns the named section, or nil.
func (c *Conf) Section(name string) *Section {
	for _, s := range c.Sections {
		if s.Name == name {
			return s
		}
	}
	return nil
}

// Get returns the first entry for name in the section, as Puppet uses.
func (s *Section) Get(name string) (Entry, bool) {
	if s == nil {
		return Entry{}, false
	}
	for _, e := range s.Settings {
		if e.Name == name {
			return e, true
		}
	}
	return Entry{}, false
}

// translate applies Puppet's value translation and metadata extraction.
func translate(name, raw string, line int) (Entry, error) {
	e := Entry{Name: name, Raw: raw, Line: line}
	e.Value = TranslateValue(raw)
	if e.Value == "true" || e.Value == "false" {
		return e, nil
	}
	// File metadata: the first {...} block not written as ${name}.
	for _, loc := range reMeta.FindAllStringSubmatchIndex(e.Value, -1) {
		if loc[0] > 0 && e.Value[loc[0]-1] == '$' {
			continue // Punch reads ${name} as interpolation (Puppet fails on it)
		}
		params := e.Value[loc[2]:loc[3]]
		for _, p := range reComma.Split(params, -1) {
			m := reMetaKV.FindStringSubmatch(p)
			if m == nil {
				return e, fmt.Errorf("Could not parse '%s'", e.Value)
			}
			switch m[1] {
			case "owner":
				e.Owner = m[2]
			case "group":
				e.Group = m[2]
			case "mode":
				if !reDigits.MatchString(m[2]) {
					return e, fmt.Errorf("File modes must be numbers")
				}
				e.Mode = m[2]
			default:
				return e, fmt.Errorf("Invalid file option '%s'", m[1])
			}
		}
		e.Value = reTrailWS.ReplaceAllString(e.Value[:loc[0]]+e.Value[loc[1]:], "")
		break
	}
	return e, nil
}

// TranslateValue is Puppet's value translation for settings read from a
// file or the command line: "true"/"false" in any case become "true" and
// "false", otherwise one leading and one trailing quote are dropped and
// trailing blanks removed.
func TranslateValue(v string) string {
	switch strings.ToLower(v) {
	case "true":
		return "true"
	case "false":
		return "false"
	}
	if v != "" && (v[0] == '"' || v[0] == '\'') {
		v = v[1:]
	}
	if v != "" && (v[len(v)-1] == '"' || v[len(v)-1] == '\'') {
		v = v[:len(v)-1]
	}
	return reTrailWS.ReplaceAllString(v, "")
}

// quoteLine quotes a line for a message, shortened if long.
func quoteLine(b []byte) string {
	const max = 80
	s := string(b)
	if len(s) > max {
		cut := max
		for cut > 0 && !utf8.RuneStart(s[cut]) {
			cut--
		}
		return fmt.Sprintf("%q...", s[:cut])
	}
	return fmt.Sprintf("%q", s)
}

// Package libyaml is the libyaml scanner and parser as ported to Go by
// gopkg.in/yaml.v3 (v3.0.1; MIT licence, see LICENSE), kept here only for
// what yaml.v3 does not export: the context of a syntax error. Psych, which
// Puppet uses, reports libyaml's problem, its context ("while parsing a flow
// sequence") and the position where that context began; yaml.v3 drops the
// last two. The files other than this one are yaml.v3's, with the package
// renamed and the emitter left out of apic.go.
package libyaml

// SyntaxError is a YAML syntax error as libyaml describes it. Line and
// Column are 1-based: those of the context mark, as Psych reports them.
type SyntaxError struct {
	Problem string
	Context string // "" when the problem has none
	Line    int
	Column  int
}

// Message is Psych's wording without the file:
// "PROBLEM CONTEXT at line L column C".
func (e *SyntaxError) Message() string {
	msg := e.Problem
	if e.Context != "" {
		msg += " " + e.Context
	}
	return msg + " at line " + itoa(e.Line) + " column " + itoa(e.Column)
}

// Explain parses src up to the end of its first document, as Psych.parse
// does, and returns its first syntax error (nil when there is none).
func Explain(src []byte) (serr *SyntaxError) {
	defer func() {
		if r := recover(); r != nil {
			serr = nil
		}
	}()
	var p yaml_parser_t
	if !yaml_parser_initialize(&p) {
		return nil
	}
	defer yaml_parser_delete(&p)
	yaml_parser_set_input_string(&p, src)
	for i := 0; i < len(src)*4+64; i++ {
		var ev yaml_event_t
		if !yaml_parser_parse(&p, &ev) {
			if p.error != yaml_SCANNER_ERROR && p.error != yaml_PARSER_ERROR && p.error != yaml_READER_ERROR {
				return nil
			}
			return &SyntaxError{
				Problem: p.problem,
				Context: p.context,
				Line:    p.context_mark.line + 1,
				Column:  p.context_mark.column + 1,
			}
		}
		switch ev.typ {
		case yaml_DOCUMENT_END_EVENT, yaml_STREAM_END_EVENT, yaml_NO_EVENT:
			return nil
		}
	}
	return nil
}

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [20]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

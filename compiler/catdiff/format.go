package catdiff

import (
	"bytes"
	"fmt"
	"io"
	"strings"

	"github.com/punch-dev/punch/compiler/util/plainjson"
)

// TextOptions say how WriteText writes.
type TextOptions struct {
	// Color uses ANSI colours (for a terminal): removals red, additions
	// green, changed resources yellow.
	Color bool
	// DetailAdd prints the parameters of added resources (octocatalog-diff's
	// --display-detail-add); by default an addition is one line.
	DetailAdd bool
	// Context is the number of unchanged lines around a changed one in a
	// text's line diff (2 when zero; -1 for none).
	Context int
	// MaxLines bounds the lines of one text printed for an added resource
	// (20 when zero; -1 for no bound).
	MaxLines int
}

func (o TextOptions) context() int  { return setting(o.Context, 2) }
func (o TextOptions) maxLines() int { return setting(o.MaxLines, 20) }

// setting reads an option where zero means the default and a negative
// value none.
func setting(v, def int) int {
	switch {
	case v == 0:
		return def
	case v < 0:
		return 0
	}
	return v
}

// ANSI colours.
const (
	colRed    = "\x1b[31m"
	colGreen  = "\x1b[32m"
	colYellow = "\x1b[33m"
	colCyan   = "\x1b[36m"
	colBold   = "\x1b[1m"
	colReset  = "\x1b[0m"
)

// Summary is the one-line count of the differences.
func (d *Diff) Summary() string {
	s := fmt.Sprintf("%d added, %d removed, %d changed", len(d.Added), len(d.Removed), len(d.Changed))
	if n := len(d.EdgesAdded) + len(d.EdgesRemoved); n > 0 {
		s += fmt.Sprintf(", %d edge changes", n)
	}
	if n := len(d.ClassesAdded) + len(d.ClassesRemoved); n > 0 {
		s += fmt.Sprintf(", %d class changes", n)
	}
	if d.Ignored > 0 {
		s += fmt.Sprintf(" (%d ignored)", d.Ignored)
	}
	return s
}

// Header is the node's summary line.
func (d *Diff) Header() string {
	env := d.NewEnvironment
	if d.OldEnvironment != d.NewEnvironment {
		env = d.OldEnvironment + " -> " + d.NewEnvironment
	}
	return fmt.Sprintf("Catalog of %s (%s): %s", d.Node, env, d.Summary())
}

// textWriter writes lines, coloured by their first character when asked.
type textWriter struct {
	b     bytes.Buffer
	color bool
}

func (t *textWriter) line(indent, s string) {
	if t.color {
		col := ""
		switch {
		case strings.HasPrefix(s, "+"):
			col = colGreen
		case strings.HasPrefix(s, "-"):
			col = colRed
		case strings.HasPrefix(s, "~"):
			col = colYellow
		case strings.HasPrefix(s, "..."):
			col = colCyan
		}
		if col != "" {
			s = col + s + colReset
		}
	}
	t.b.WriteString(indent)
	t.b.WriteString(s)
	t.b.WriteByte('\n')
}

// WriteText writes the differences for a person: "+" for what the new
// catalog adds, "-" for what it drops, "~" for a changed resource followed
// by its changed parameters; multi-line strings (file contents) as a line
// diff. It writes nothing when the catalogs are the same.
func (d *Diff) WriteText(w io.Writer, o TextOptions) error {
	if d.Empty() {
		return nil
	}
	t := &textWriter{color: o.Color}
	head := d.Header()
	if o.Color {
		head = colBold + head + colReset
	}
	t.b.WriteString(head + "\n")
	d.writeBody(t, o)
	_, err := w.Write(t.b.Bytes())
	return err
}

// writeBody writes everything but the header.
func (d *Diff) writeBody(t *textWriter, o TextOptions) {
	for _, r := range d.Removed {
		t.line("", "- "+r.Ref()+at(r))
	}
	for _, r := range d.Added {
		t.line("", "+ "+r.Ref()+at(r))
		if o.DetailAdd {
			d.writeDetails(t, r, o)
		}
	}
	for _, c := range d.Changed {
		t.line("", "~ "+c.Ref)
		for _, p := range c.Params {
			d.writeParamChange(t, p, o)
		}
		if len(c.TagsAdded)+len(c.TagsRemoved) > 0 {
			var parts []string
			for _, tag := range c.TagsAdded {
				parts = append(parts, "+"+tag)
			}
			for _, tag := range c.TagsRemoved {
				parts = append(parts, "-"+tag)
			}
			t.line("    ", "tags: "+strings.Join(parts, " "))
		}
		if c.Exported != nil {
			t.line("    ", fmt.Sprintf("exported: %v -> %v", c.Exported[0], c.Exported[1]))
		}
		if c.Source != nil {
			t.line("    ", fmt.Sprintf("source: %s -> %s", orNone(c.Source[0]), orNone(c.Source[1])))
		}
	}
	for _, e := range d.EdgesRemoved {
		t.line("", fmt.Sprintf("- edge %s -> %s", e.Source, e.Target))
	}
	for _, e := range d.EdgesAdded {
		t.line("", fmt.Sprintf("+ edge %s -> %s", e.Source, e.Target))
	}
	for _, c := range d.ClassesRemoved {
		t.line("", "- class "+c)
	}
	for _, c := range d.ClassesAdded {
		t.line("", "+ class "+c)
	}
}

// writeDetails writes an added resource's parameters, redacted.
func (d *Diff) writeDetails(t *textWriter, r *Resource, o TextOptions) {
	width := 0
	for _, p := range r.Params {
		width = max(width, len(p.Name))
	}
	for _, p := range r.Params {
		v, why := d.paramView(r, 1, p.Name, p.Value)
		name := fmt.Sprintf("%-*s", width, p.Name)
		if why != NotRedacted {
			t.line("    ", name+" => "+why.Marker())
			continue
		}
		if fc, ok := v.(*FileContent); ok {
			t.line("    ", name+" => (from source "+fc.Source+")")
			for _, l := range fc.detailLines(o.maxLines()) {
				t.line("        ", l)
			}
			continue
		}
		if s, ok := v.(string); ok && strings.Contains(strings.TrimSuffix(s, "\n"), "\n") {
			t.line("    ", name+" =>")
			lines := strings.Split(strings.TrimSuffix(s, "\n"), "\n")
			if m := o.maxLines(); m > 0 && len(lines) > m {
				lines = append(lines[:m:m], fmt.Sprintf("... (%d more lines)", len(lines)-m))
			}
			for _, l := range lines {
				t.line("        ", l)
			}
			continue
		}
		t.line("    ", name+" => "+render(v))
	}
}

func at(r *Resource) string {
	if l := location(r); l != "" {
		return " (" + l + ")"
	}
	return ""
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}

func (d *Diff) writeParamChange(t *textWriter, p ParamChange, o TextOptions) {
	oldFC, oldIsFC := p.Old.(*FileContent)
	newFC, newIsFC := p.New.(*FileContent)
	name := p.Name
	if oldIsFC || newIsFC {
		src := ""
		if newIsFC {
			src = newFC.Source
		} else {
			src = oldFC.Source
		}
		name += " (from source " + orNone(src) + ")"
	}
	side := func(v any, absent, secret bool) string {
		switch {
		case absent:
			return "(absent)"
		case secret:
			return p.Why.Marker()
		}
		if fc, ok := v.(*FileContent); ok {
			return fc.summary()
		}
		return render(v)
	}
	switch {
	case p.OldSecret && p.NewSecret && !p.OldAbsent && !p.NewAbsent:
		t.line("    ", name+": "+p.Why.Marker()+" changed")
		return
	case p.OldSecret || p.NewSecret || p.OldAbsent || p.NewAbsent:
		ov, nv := d.changeView(p)
		t.line("    ", name+": "+side(ov, p.OldAbsent, p.OldSecret)+" -> "+side(nv, p.NewAbsent, p.NewSecret))
		return
	}
	if oldIsFC || newIsFC {
		if !oldIsFC || !newIsFC {
			// A content parameter on one side, a source's on the other: a
			// line diff when both are texts.
			oldS, oldText := textOf(p.Old)
			newS, newText := textOf(p.New)
			if oldText && newText {
				t.line("    ", name+":")
				for _, l := range lineDiff(oldS, newS, o.context()) {
					t.line("      ", l)
				}
				return
			}
			t.line("    ", name+": "+side(p.Old, false, false)+" -> "+side(p.New, false, false))
			return
		}
		t.line("    ", name+":")
		for _, l := range contentLines(oldFC, newFC, o.context()) {
			t.line("      ", l)
		}
		return
	}
	oldS, oldText := p.Old.(string)
	newS, newText := p.New.(string)
	if oldText && newText && (strings.Contains(oldS, "\n") || strings.Contains(newS, "\n")) {
		t.line("    ", name+":")
		for _, l := range lineDiff(oldS, newS, o.context()) {
			t.line("      ", l)
		}
		return
	}
	ov, nv := d.changeView(p)
	t.line("    ", name+": "+render(ov)+" -> "+render(nv))
}

// render writes a value as compact JSON.
func render(v any) string {
	b, err := plainjson.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}

// lineDiff is a unified-style diff of two texts: lines only in a start
// with "-", only in b with "+", context lines with " ", and "..." where
// unchanged lines are left out. Texts too large for the quadratic
// comparison are compared after their common head and tail are set aside,
// and shown whole, old then new, if what remains is still too large.
func lineDiff(a, b string, context int) []string {
	if strings.HasSuffix(a, "\n") && strings.HasSuffix(b, "\n") {
		// Both end their last line: no empty line after it to show.
		a, b = a[:len(a)-1], b[:len(b)-1]
	}
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	// The common head and tail need no search.
	head := 0
	for head < len(al) && head < len(bl) && al[head] == bl[head] {
		head++
	}
	tail := 0
	for tail < len(al)-head && tail < len(bl)-head && al[len(al)-1-tail] == bl[len(bl)-1-tail] {
		tail++
	}
	type op struct {
		kind byte
		text string
	}
	ops := make([]op, 0, len(al)+len(bl))
	for _, l := range al[:head] {
		ops = append(ops, op{' ', l})
	}
	am, bm := al[head:len(al)-tail], bl[head:len(bl)-tail]
	n, m := len(am), len(bm)
	if n*m > 4_000_000 {
		for _, l := range am {
			ops = append(ops, op{'-', l})
		}
		for _, l := range bm {
			ops = append(ops, op{'+', l})
		}
	} else {
		// lcs[i][j]: length of the longest common subsequence of am[i:], bm[j:].
		lcs := make([][]int32, n+1)
		for i := range lcs {
			lcs[i] = make([]int32, m+1)
		}
		for i := n - 1; i >= 0; i-- {
			for j := m - 1; j >= 0; j-- {
				if am[i] == bm[j] {
					lcs[i][j] = lcs[i+1][j+1] + 1
				} else {
					lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
				}
			}
		}
		i, j := 0, 0
		for i < n || j < m {
			switch {
			case i < n && j < m && am[i] == bm[j]:
				ops = append(ops, op{' ', am[i]})
				i++
				j++
			case i < n && (j == m || lcs[i+1][j] >= lcs[i][j+1]):
				ops = append(ops, op{'-', am[i]})
				i++
			default:
				ops = append(ops, op{'+', bm[j]})
				j++
			}
		}
	}
	for _, l := range al[len(al)-tail:] {
		ops = append(ops, op{' ', l})
	}
	// Keep changed lines and `context` lines around them.
	keep := make([]bool, len(ops))
	for k, o := range ops {
		if o.kind == ' ' {
			continue
		}
		for c := max(0, k-context); c <= min(len(ops)-1, k+context); c++ {
			keep[c] = true
		}
	}
	var out []string
	skipped := false
	for k, o := range ops {
		if !keep[k] {
			skipped = true
			continue
		}
		if skipped {
			out = append(out, "...")
		}
		skipped = false
		out = append(out, string(o.kind)+" "+o.text)
	}
	if skipped {
		out = append(out, "...")
	}
	return out
}

// jsonDiff is the machine-readable form of a Diff.
type jsonDiff struct {
	Node           string         `json:"node"`
	OldEnvironment string         `json:"old_environment"`
	NewEnvironment string         `json:"new_environment"`
	Summary        jsonCounts     `json:"summary"`
	Added          []jsonResource `json:"added"`
	Removed        []jsonResource `json:"removed"`
	Changed        []jsonChange   `json:"changed"`
	EdgesAdded     []jsonEdge     `json:"edges_added"`
	EdgesRemoved   []jsonEdge     `json:"edges_removed"`
	ClassesAdded   []string       `json:"classes_added"`
	ClassesRemoved []string       `json:"classes_removed"`
}

type jsonCounts struct {
	Added   int `json:"added"`
	Removed int `json:"removed"`
	Changed int `json:"changed"`
	Ignored int `json:"ignored"`
}

type jsonResource struct {
	Ref        string         `json:"ref"`
	File       string         `json:"file,omitempty"`
	Line       int64          `json:"line,omitempty"`
	Parameters map[string]any `json:"parameters"`
}

type jsonChange struct {
	Ref         string                `json:"ref"`
	Parameters  map[string]jsonValues `json:"parameters,omitempty"`
	TagsAdded   []string              `json:"tags_added,omitempty"`
	TagsRemoved []string              `json:"tags_removed,omitempty"`
	Exported    *[2]bool              `json:"exported,omitempty"`
	Source      *[2]string            `json:"source,omitempty"`
}

// jsonValues holds a parameter's old and new values; an absent side is
// left out, a redacted one is the marker (and redacted says why).
type jsonValues struct {
	Old        any    `json:"old,omitempty"`
	New        any    `json:"new,omitempty"`
	FromSource bool   `json:"from_source,omitempty"`
	Redacted   string `json:"redacted,omitempty"`
}

type jsonEdge struct {
	Source string `json:"source"`
	Target string `json:"target"`
}

// MarshalJSON gives the differences as a JSON object with the node's
// summary (counts) and the lists added, removed, changed (with each
// parameter's old and new value), edges_added, edges_removed,
// classes_added and classes_removed. Redacted values are markers.
func (d *Diff) MarshalJSON() ([]byte, error) {
	out := jsonDiff{Node: d.Node, OldEnvironment: d.OldEnvironment, NewEnvironment: d.NewEnvironment,
		Summary: jsonCounts{len(d.Added), len(d.Removed), len(d.Changed), d.Ignored},
		Added:   []jsonResource{}, Removed: []jsonResource{}, Changed: []jsonChange{},
		EdgesAdded: edges(d.EdgesAdded), EdgesRemoved: edges(d.EdgesRemoved),
		ClassesAdded: orEmpty(d.ClassesAdded), ClassesRemoved: orEmpty(d.ClassesRemoved)}
	for _, r := range d.Added {
		out.Added = append(out.Added, d.resourceJSON(r, 1))
	}
	for _, r := range d.Removed {
		out.Removed = append(out.Removed, d.resourceJSON(r, 0))
	}
	for _, c := range d.Changed {
		jc := jsonChange{Ref: c.Ref, TagsAdded: c.TagsAdded, TagsRemoved: c.TagsRemoved, Exported: c.Exported, Source: c.Source}
		if len(c.Params) > 0 {
			jc.Parameters = map[string]jsonValues{}
			for _, p := range c.Params {
				ov, nv := d.changeView(p)
				var v jsonValues
				if p.Why != NotRedacted {
					v.Redacted = p.Why.Marker()
				}
				if !p.OldAbsent {
					v.Old = ov
					if p.OldSecret {
						v.Old = p.Why.Marker()
					}
				}
				if !p.NewAbsent {
					v.New = nv
					if p.NewSecret {
						v.New = p.Why.Marker()
					}
				}
				_, a := p.Old.(*FileContent)
				_, b := p.New.(*FileContent)
				v.FromSource = a || b
				jc.Parameters[p.Name] = v
			}
		}
		out.Changed = append(out.Changed, jc)
	}
	return plainjson.Marshal(out)
}

func (d *Diff) resourceJSON(r *Resource, side int) jsonResource {
	params := make(map[string]any, len(r.Params))
	for _, p := range r.Params {
		v, why := d.paramView(r, side, p.Name, p.Value)
		if why != NotRedacted {
			v = why.Marker()
		}
		params[p.Name] = v
	}
	return jsonResource{Ref: r.Ref(), File: r.File, Line: r.Line, Parameters: params}
}

func edges(list []Edge) []jsonEdge {
	out := make([]jsonEdge, 0, len(list))
	for _, e := range list {
		out = append(out, jsonEdge{e.Source, e.Target})
	}
	return out
}

func orEmpty(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

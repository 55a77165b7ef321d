package catdiff

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"strings"
)

// secret stands for the value of a sensitive parameter: a diff is printed
// in CI logs, and a Sensitive value never is.
const secret = "(sensitive value)"

// Summary is the one-line count of the differences.
func (d *Diff) Summary() string {
	s := fmt.Sprintf("%d added, %d removed, %d changed", len(d.Added), len(d.Removed), len(d.Changed))
	if n := len(d.EdgesAdded) + len(d.EdgesRemoved); n > 0 {
		s += fmt.Sprintf(", %d edge changes", n)
	}
	if n := len(d.ClassesAdded) + len(d.ClassesRemoved); n > 0 {
		s += fmt.Sprintf(", %d class changes", n)
	}
	return s
}

// WriteText writes the differences for a person: "+" for what the new
// catalog adds, "-" for what it drops, "~" for a changed resource followed
// by its changed parameters; multi-line strings (file contents) as a line
// diff. It writes nothing when the catalogs are the same.
func (d *Diff) WriteText(w io.Writer) error {
	if d.Empty() {
		return nil
	}
	var b bytes.Buffer
	name := d.New.Name
	if name == "" {
		name = d.Old.Name
	}
	env := d.New.Environment
	if d.Old.Environment != d.New.Environment {
		env = d.Old.Environment + " -> " + d.New.Environment
	}
	fmt.Fprintf(&b, "Catalog of %s (%s): %s\n", name, env, d.Summary())
	for _, r := range d.Removed {
		fmt.Fprintf(&b, "- %s%s\n", r.Ref(), at(r))
	}
	for _, r := range d.Added {
		fmt.Fprintf(&b, "+ %s%s\n", r.Ref(), at(r))
		secrets := names(r.Sensitive)
		width := 0
		for _, p := range r.Params {
			width = max(width, len(p.Name))
		}
		for _, p := range r.Params {
			fmt.Fprintf(&b, "    %-*s => %s\n", width, p.Name, render(p.Value, secrets[p.Name]))
		}
	}
	for _, c := range d.Changed {
		fmt.Fprintf(&b, "~ %s\n", c.Ref)
		for _, p := range c.Params {
			writeParamChange(&b, p)
		}
		if len(c.TagsAdded)+len(c.TagsRemoved) > 0 {
			var parts []string
			for _, t := range c.TagsAdded {
				parts = append(parts, "+"+t)
			}
			for _, t := range c.TagsRemoved {
				parts = append(parts, "-"+t)
			}
			fmt.Fprintf(&b, "    tags: %s\n", strings.Join(parts, " "))
		}
		if c.Exported != nil {
			fmt.Fprintf(&b, "    exported: %v -> %v\n", c.Exported[0], c.Exported[1])
		}
		if c.Source != nil {
			fmt.Fprintf(&b, "    source: %s -> %s\n", orNone(c.Source[0]), orNone(c.Source[1]))
		}
	}
	for _, e := range d.EdgesRemoved {
		fmt.Fprintf(&b, "- edge %s -> %s\n", e.Source, e.Target)
	}
	for _, e := range d.EdgesAdded {
		fmt.Fprintf(&b, "+ edge %s -> %s\n", e.Source, e.Target)
	}
	for _, c := range d.ClassesRemoved {
		fmt.Fprintf(&b, "- class %s\n", c)
	}
	for _, c := range d.ClassesAdded {
		fmt.Fprintf(&b, "+ class %s\n", c)
	}
	_, err := w.Write(b.Bytes())
	return err
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

func writeParamChange(b *bytes.Buffer, p ParamChange) {
	switch {
	case p.OldAbsent:
		fmt.Fprintf(b, "    %s: (absent) -> %s\n", p.Name, render(p.New, p.NewSecret))
	case p.NewAbsent:
		fmt.Fprintf(b, "    %s: %s -> (absent)\n", p.Name, render(p.Old, p.OldSecret))
	case p.OldSecret && p.NewSecret:
		fmt.Fprintf(b, "    %s: %s changed\n", p.Name, secret)
	case p.OldSecret || p.NewSecret:
		fmt.Fprintf(b, "    %s: %s -> %s\n", p.Name, render(p.Old, p.OldSecret), render(p.New, p.NewSecret))
	default:
		oldS, oldText := p.Old.(string)
		newS, newText := p.New.(string)
		if oldText && newText && (strings.Contains(oldS, "\n") || strings.Contains(newS, "\n")) {
			fmt.Fprintf(b, "    %s:\n", p.Name)
			for _, l := range lineDiff(oldS, newS, 2) {
				fmt.Fprintf(b, "      %s\n", l)
			}
			return
		}
		fmt.Fprintf(b, "    %s: %s -> %s\n", p.Name, render(p.Old, false), render(p.New, false))
	}
}

// render writes a value as compact JSON, or the secret marker.
func render(v any, sensitive bool) string {
	if sensitive {
		return secret
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		return fmt.Sprint(v)
	}
	return strings.TrimSuffix(b.String(), "\n")
}

// lineDiff is a unified-style diff of two texts: lines only in a start
// with "-", only in b with "+", context lines with " ", and "..." where
// unchanged lines are left out. Texts too large for the quadratic
// comparison are shown whole, old then new.
func lineDiff(a, b string, context int) []string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	n, m := len(al), len(bl)
	if n*m > 4_000_000 {
		out := make([]string, 0, n+m)
		for _, l := range al {
			out = append(out, "- "+l)
		}
		for _, l := range bl {
			out = append(out, "+ "+l)
		}
		return out
	}
	// lcs[i][j]: length of the longest common subsequence of al[i:], bl[j:].
	lcs := make([][]int32, n+1)
	for i := range lcs {
		lcs[i] = make([]int32, m+1)
	}
	for i := n - 1; i >= 0; i-- {
		for j := m - 1; j >= 0; j-- {
			if al[i] == bl[j] {
				lcs[i][j] = lcs[i+1][j+1] + 1
			} else {
				lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
			}
		}
	}
	type op struct {
		kind byte
		text string
	}
	var ops []op
	i, j := 0, 0
	for i < n || j < m {
		switch {
		case i < n && j < m && al[i] == bl[j]:
			ops = append(ops, op{' ', al[i]})
			i++
			j++
		case i < n && (j == m || lcs[i+1][j] >= lcs[i][j+1]):
			ops = append(ops, op{'-', al[i]})
			i++
		default:
			ops = append(ops, op{'+', bl[j]})
			j++
		}
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
	Added          []jsonResource `json:"added"`
	Removed        []jsonResource `json:"removed"`
	Changed        []jsonChange   `json:"changed"`
	EdgesAdded     []jsonEdge     `json:"edges_added"`
	EdgesRemoved   []jsonEdge     `json:"edges_removed"`
	ClassesAdded   []string       `json:"classes_added"`
	ClassesRemoved []string       `json:"classes_removed"`
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
// left out, a sensitive one is the secret marker.
type jsonValues struct {
	Old any `json:"old,omitempty"`
	New any `json:"new,omitempty"`
}

type jsonEdge struct {
	Source string `json:"source"`
	Target string `json:"target"`
}

// MarshalJSON gives the differences as a JSON object with the lists added,
// removed, changed (with each parameter's old and new value), edges_added,
// edges_removed, classes_added and classes_removed.
func (d *Diff) MarshalJSON() ([]byte, error) {
	name := d.New.Name
	if name == "" {
		name = d.Old.Name
	}
	out := jsonDiff{Node: name, OldEnvironment: d.Old.Environment, NewEnvironment: d.New.Environment,
		Added: []jsonResource{}, Removed: []jsonResource{}, Changed: []jsonChange{},
		EdgesAdded: edges(d.EdgesAdded), EdgesRemoved: edges(d.EdgesRemoved),
		ClassesAdded: orEmpty(d.ClassesAdded), ClassesRemoved: orEmpty(d.ClassesRemoved)}
	for _, r := range d.Added {
		out.Added = append(out.Added, resourceJSON(r))
	}
	for _, r := range d.Removed {
		out.Removed = append(out.Removed, resourceJSON(r))
	}
	for _, c := range d.Changed {
		jc := jsonChange{Ref: c.Ref, TagsAdded: c.TagsAdded, TagsRemoved: c.TagsRemoved, Exported: c.Exported, Source: c.Source}
		if len(c.Params) > 0 {
			jc.Parameters = map[string]jsonValues{}
			for _, p := range c.Params {
				var v jsonValues
				if !p.OldAbsent {
					v.Old = masked(p.Old, p.OldSecret)
				}
				if !p.NewAbsent {
					v.New = masked(p.New, p.NewSecret)
				}
				jc.Parameters[p.Name] = v
			}
		}
		out.Changed = append(out.Changed, jc)
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(out); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

func masked(v any, sensitive bool) any {
	if sensitive {
		return secret
	}
	return v
}

func resourceJSON(r *Resource) jsonResource {
	secrets := names(r.Sensitive)
	params := make(map[string]any, len(r.Params))
	for _, p := range r.Params {
		params[p.Name] = masked(p.Value, secrets[p.Name])
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

package catdiff

import (
	"bytes"
	"fmt"
	"io"
	"sort"
	"strings"
)

// NodeResult is the outcome for one node of a run: its differences, or why
// it could not be compared.
type NodeResult struct {
	Node string
	// Diff is nil when the node failed.
	Diff *Diff
	// Err says why the node could not be compared (a compile failed).
	Err string
}

// RunSummary counts the nodes and resources of a run.
type RunSummary struct {
	Nodes, Changed, Failed int
	// Added, Removed and ChangedResources are summed over the nodes.
	Added, Removed, ChangedResources, Ignored int
}

// Add counts one node's result.
func (s *RunSummary) Add(r NodeResult) {
	s.Nodes++
	switch {
	case r.Err != "":
		s.Failed++
	case r.Diff != nil:
		if !r.Diff.Empty() {
			s.Changed++
		}
		s.Added += len(r.Diff.Added)
		s.Removed += len(r.Diff.Removed)
		s.ChangedResources += len(r.Diff.Changed)
		s.Ignored += r.Diff.Ignored
	}
}

// String is the run's summary line.
func (s RunSummary) String() string {
	out := fmt.Sprintf("%d of %d nodes changed", s.Changed, s.Nodes)
	if s.Changed > 0 {
		out += fmt.Sprintf(" (%d resources added, %d removed, %d changed)", s.Added, s.Removed, s.ChangedResources)
	}
	if s.Failed > 0 {
		out += fmt.Sprintf(", %d failed", s.Failed)
	}
	if s.Ignored > 0 {
		out += fmt.Sprintf(", %d differences ignored", s.Ignored)
	}
	return out
}

// Markdown collects a run's results into a summary for a pull request
// comment: a title line, a table of the nodes that changed or failed, and
// each distinct diff once (nodes whose differences are the same share it)
// in a collapsed section, in a code block. Nodes are added as they finish;
// only their rendered text is kept, and the sections stop at Limit
// characters (GitHub refuses comments over 65,536), with a note of what was
// left out.
type Markdown struct {
	// Title heads the comment ("punch diff" when empty).
	Title string
	// Limit bounds the comment's size in bytes (60,000 when zero).
	Limit int
	// Text says how each diff is written (never in colour).
	Text TextOptions

	sum      RunSummary
	rows     []mdRow
	sections []*mdSection
	byBody   map[string]*mdSection
}

type mdRow struct {
	node, cells string
}

type mdSection struct {
	nodes []string
	body  string
	err   bool
}

// Add adds one node's result.
func (m *Markdown) Add(r NodeResult) {
	m.sum.Add(r)
	if m.byBody == nil {
		m.byBody = map[string]*mdSection{}
	}
	var body string
	isErr := false
	switch {
	case r.Err != "":
		m.rows = append(m.rows, mdRow{r.Node, "| fails | | | |"})
		body, isErr = r.Err, true
	case r.Diff != nil && !r.Diff.Empty():
		d := r.Diff
		m.rows = append(m.rows, mdRow{r.Node, fmt.Sprintf("| changes | %d | %d | %d |", len(d.Added), len(d.Removed), len(d.Changed))})
		t := &textWriter{}
		o := m.Text
		o.Color = false
		d.writeBody(t, o)
		body = t.b.String()
	default:
		return
	}
	key := fmt.Sprint(isErr) + "\x00" + body
	if s := m.byBody[key]; s != nil {
		s.nodes = append(s.nodes, r.Node)
		return
	}
	s := &mdSection{nodes: []string{r.Node}, body: body, err: isErr}
	m.byBody[key] = s
	m.sections = append(m.sections, s)
}

// WriteTo writes the comment.
func (m *Markdown) WriteTo(w io.Writer) (int64, error) {
	limit := m.Limit
	if limit <= 0 {
		limit = 60000
	}
	title := m.Title
	if title == "" {
		title = "punch diff"
	}
	var b bytes.Buffer
	fmt.Fprintf(&b, "### %s: %s\n\n", mdEscape(title), m.sum)
	if len(m.rows) > 0 {
		rows := append([]mdRow(nil), m.rows...)
		sort.SliceStable(rows, func(i, j int) bool { return rows[i].node < rows[j].node })
		b.WriteString("| node | | added | removed | changed |\n| --- | --- | ---: | ---: | ---: |\n")
		for i, r := range rows {
			if b.Len() > limit/3 {
				fmt.Fprintf(&b, "| … %d more nodes | | | | |\n", len(rows)-i)
				break
			}
			fmt.Fprintf(&b, "| `%s` %s\n", strings.ReplaceAll(r.node, "`", ""), r.cells)
		}
		b.WriteString("\n")
	}
	for i, s := range m.sections {
		var sec bytes.Buffer
		names := s.nodes
		shown := names
		if len(shown) > 5 {
			shown = shown[:5]
		}
		who := "`" + strings.Join(shown, "`, `") + "`"
		if len(names) > len(shown) {
			who += fmt.Sprintf(" and %d more", len(names)-len(shown))
		}
		what := "differences"
		if s.err {
			what = "failure"
		}
		fence := codeFence(s.body)
		lang := "diff"
		if s.err {
			lang = "text"
		}
		fmt.Fprintf(&sec, "<details><summary>%s: %s</summary>\n\n%s%s\n%s\n%s\n\n</details>\n\n",
			what, who, fence, lang, strings.TrimRight(s.body, "\n"), fence)
		if b.Len()+sec.Len() > limit {
			fmt.Fprintf(&b, "_%d more sections left out: the comment would pass %d bytes; see the job's log for the whole diff._\n", len(m.sections)-i, limit)
			break
		}
		b.Write(sec.Bytes())
	}
	n, err := w.Write(b.Bytes())
	return int64(n), err
}

// codeFence returns a fence of backticks longer than any run of backticks
// in s, so that s cannot close the block.
func codeFence(s string) string {
	longest, run := 0, 0
	for i := 0; i < len(s); i++ {
		if s[i] == '`' {
			run++
			longest = max(longest, run)
		} else {
			run = 0
		}
	}
	return strings.Repeat("`", max(3, longest+1))
}

func mdEscape(s string) string {
	r := strings.NewReplacer("<", "&lt;", ">", "&gt;", "|", "\\|")
	return r.Replace(s)
}

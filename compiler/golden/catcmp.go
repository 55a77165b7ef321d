// Package golden holds Punch's golden suite: compile cases whose expected catalogs, errors and
// log lines were produced by the reference implementation (Puppet 7.23), never by Punch, and the
// harness (golden_test.go) that compiles each case with `punch compile` and compares.
//
// This file ports the comparison rules of the shared conformance suite's catcmp.py to Go.
package golden

import (
	"encoding/json"
	"fmt"
	"maps"
	"math/big"
	"reflect"
	"slices"
	"sort"
	"strings"
)

// settingsRef is Puppet's own settings class: it may be present or absent in either catalog.
const settingsRef = "Class[Settings]"

// catalogJSON is the part of Puppet's catalog JSON (catalog_format 2) that is compared.
type catalogJSON struct {
	Name        any            `json:"name"`
	Environment any            `json:"environment"`
	Resources   []resourceJSON `json:"resources"`
	Edges       []edgeJSON     `json:"edges"`
	Classes     []string       `json:"classes"`
	Tags        []string       `json:"tags"`
}

type resourceJSON struct {
	Type       string         `json:"type"`
	Title      any            `json:"title"`
	Tags       []string       `json:"tags"`
	Exported   *bool          `json:"exported"`
	Parameters map[string]any `json:"parameters"`
}

type edgeJSON struct {
	Source string `json:"source"`
	Target string `json:"target"`
}

type normResource struct {
	params   map[string]any
	tags     []string
	exported bool
}

type normCatalog struct {
	res     map[string]normResource
	order   []string
	edges   map[[2]string]bool
	classes map[string]bool
}

// titleString renders a title the way Python's '%s' does for the JSON values Puppet emits
// (titles are strings in practice).
func titleString(v any) string {
	switch t := v.(type) {
	case string:
		return t
	case json.Number:
		return t.String()
	case nil:
		return "None"
	default:
		b, _ := json.Marshal(t)
		return string(b)
	}
}

func normalize(c *catalogJSON) normCatalog {
	n := normCatalog{res: map[string]normResource{}, edges: map[[2]string]bool{}, classes: map[string]bool{}}
	for _, r := range c.Resources {
		ref := r.Type + "[" + titleString(r.Title) + "]"
		if ref == settingsRef {
			continue
		}
		n.order = append(n.order, ref)
		tagSet := map[string]bool{}
		for _, t := range r.Tags {
			tagSet[t] = true
		}
		tags := make([]string, 0, len(tagSet))
		for t := range tagSet {
			tags = append(tags, t)
		}
		sort.Strings(tags)
		params := r.Parameters
		if params == nil {
			params = map[string]any{}
		}
		n.res[ref] = normResource{params: params, tags: tags, exported: r.Exported != nil && *r.Exported}
	}
	for _, e := range c.Edges {
		if e.Source == settingsRef || e.Target == settingsRef {
			continue
		}
		n.edges[[2]string{e.Source, e.Target}] = true
	}
	for _, cl := range c.Classes {
		if cl != "settings" {
			n.classes[cl] = true
		}
	}
	return n
}

func parseCatalog(data []byte, what string) (*catalogJSON, error) {
	dec := json.NewDecoder(strings.NewReader(string(data)))
	dec.UseNumber()
	var c catalogJSON
	if err := dec.Decode(&c); err != nil {
		return nil, fmt.Errorf("%s catalog is not Puppet catalog JSON: %v", what, err)
	}
	return &c, nil
}

// jsonEqual reports whether two decoded JSON values are equal as JSON values: numbers compare by
// value (1 equals 1.0, as in catcmp.py), objects as unordered maps, arrays element by element.
// Unlike Python, a boolean never equals a number.
func jsonEqual(a, b any) bool {
	switch x := a.(type) {
	case json.Number:
		y, ok := b.(json.Number)
		if !ok {
			return false
		}
		fx, okx := new(big.Float).SetPrec(200).SetString(x.String())
		fy, oky := new(big.Float).SetPrec(200).SetString(y.String())
		if !okx || !oky {
			return x == y
		}
		return fx.Cmp(fy) == 0
	case map[string]any:
		y, ok := b.(map[string]any)
		return ok && maps.EqualFunc(x, y, jsonEqual)
	case []any:
		y, ok := b.([]any)
		return ok && slices.EqualFunc(x, y, jsonEqual)
	default:
		return reflect.DeepEqual(a, b)
	}
}

// absent stands for a parameter missing on one side, as '<absent>' does in catcmp.py.
type absentT struct{}

var absent = absentT{}

func showValue(v any) string {
	if v == absent {
		return `"<absent>"`
	}
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	s := string(b)
	if len(s) > 200 {
		s = s[:200]
	}
	return s
}

func pyRepr(v any) string {
	switch t := v.(type) {
	case nil:
		return "None"
	case string:
		return "'" + t + "'"
	default:
		return fmt.Sprint(t)
	}
}

// CompareCatalogs compares two Puppet JSON catalogs under the rules of the conformance suite's
// catcmp.py and returns the differences, one per line (none when equal):
//   - ignored: version, catalog_uuid, code_id, each resource's kind, file and line;
//   - Class[Settings] and its edges may be present or absent;
//   - resources are matched by Type[title]; parameters equal as JSON values; tags equal as sets;
//     exported equal;
//   - edges equal as sets; classes equal as sets (without "settings"); name and environment equal;
//   - the catalog's tags equal in order (without "settings");
//   - with order, the order of resources must match too.
func CompareCatalogs(expected, actual []byte, order bool) ([]string, error) {
	exp, err := parseCatalog(expected, "expected")
	if err != nil {
		return nil, err
	}
	act, err := parseCatalog(actual, "actual")
	if err != nil {
		return nil, err
	}
	var diffs []string
	if !jsonEqual(exp.Name, act.Name) {
		diffs = append(diffs, fmt.Sprintf("name: expected %s got %s", pyRepr(exp.Name), pyRepr(act.Name)))
	}
	if !jsonEqual(exp.Environment, act.Environment) {
		diffs = append(diffs, fmt.Sprintf("environment: expected %s got %s", pyRepr(exp.Environment), pyRepr(act.Environment)))
	}
	// The catalog's own tags, in order: Puppet serves them in its
	// to_catalog order (classes first, then the compile's other tags);
	// "settings" is left out as Class[Settings] is; a side without tags
	// (PuppetDB's stored catalogs) is not compared.
	if et, at := withoutSettings(exp.Tags), withoutSettings(act.Tags); exp.Tags != nil && act.Tags != nil && strings.Join(et, "\x00") != strings.Join(at, "\x00") {
		diffs = append(diffs, fmt.Sprintf("catalog tags: expected %s got %s", pyList(et), pyList(at)))
	}
	e, a := normalize(exp), normalize(act)
	for _, ref := range sortedKeys(e.res) {
		if _, ok := a.res[ref]; !ok {
			diffs = append(diffs, "missing resource "+ref)
		}
	}
	for _, ref := range sortedKeys(a.res) {
		if _, ok := e.res[ref]; !ok {
			diffs = append(diffs, "extra resource "+ref)
		}
	}
	for _, ref := range sortedKeys(e.res) {
		ar, ok := a.res[ref]
		if !ok {
			continue
		}
		er := e.res[ref]
		names := map[string]bool{}
		for p := range er.params {
			names[p] = true
		}
		for p := range ar.params {
			names[p] = true
		}
		for _, p := range sortedKeys(names) {
			ev, eok := er.params[p]
			av, aok := ar.params[p]
			var ex, ac any = ev, av
			if !eok {
				ex = absent
			}
			if !aok {
				ac = absent
			}
			if eok != aok || !jsonEqual(ev, av) {
				diffs = append(diffs, fmt.Sprintf("%s parameter %s: expected %s got %s", ref, p, showValue(ex), showValue(ac)))
			}
		}
		if strings.Join(er.tags, "\x00") != strings.Join(ar.tags, "\x00") {
			diffs = append(diffs, fmt.Sprintf("%s tags: expected %s got %s", ref, pyList(er.tags), pyList(ar.tags)))
		}
		if er.exported != ar.exported {
			diffs = append(diffs, fmt.Sprintf("%s exported: expected %s got %s", ref, pyBool(er.exported), pyBool(ar.exported)))
		}
	}
	for _, edge := range sortedEdges(e.edges) {
		if !a.edges[edge] {
			diffs = append(diffs, fmt.Sprintf("missing edge %s -> %s", edge[0], edge[1]))
		}
	}
	for _, edge := range sortedEdges(a.edges) {
		if !e.edges[edge] {
			diffs = append(diffs, fmt.Sprintf("extra edge %s -> %s", edge[0], edge[1]))
		}
	}
	var missing, extra []string
	for _, c := range sortedKeys(e.classes) {
		if !a.classes[c] {
			missing = append(missing, c)
		}
	}
	for _, c := range sortedKeys(a.classes) {
		if !e.classes[c] {
			extra = append(extra, c)
		}
	}
	if len(missing) > 0 || len(extra) > 0 {
		diffs = append(diffs, fmt.Sprintf("classes: missing %s extra %s", pyList(missing), pyList(extra)))
	}
	if order && strings.Join(e.order, "\x00") != strings.Join(a.order, "\x00") {
		diffs = append(diffs, "resource order differs: expected "+strings.Join(e.order, ", ")+" got "+strings.Join(a.order, ", "))
	}
	return diffs, nil
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func sortedEdges(m map[[2]string]bool) [][2]string {
	out := make([][2]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i][0] != out[j][0] {
			return out[i][0] < out[j][0]
		}
		return out[i][1] < out[j][1]
	})
	return out
}

func pyList(s []string) string {
	q := make([]string, len(s))
	for i, v := range s {
		q[i] = "'" + v + "'"
	}
	return "[" + strings.Join(q, ", ") + "]"
}

func pyBool(b bool) string {
	if b {
		return "True"
	}
	return "False"
}

func withoutSettings(tags []string) []string {
	out := make([]string, 0, len(tags))
	for _, t := range tags {
		if t != "settings" {
			out = append(out, t)
		}
	}
	return out
}

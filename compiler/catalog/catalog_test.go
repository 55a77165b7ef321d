package catalog

import (
	"bytes"
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/punch-dev/punch/compiler/values"
)

func sample() *Catalog {
	h := values.NewHash(2)
	h.Put("k", nil)
	h.Put("j", []values.Value{nil, 1.5, "File[/x]"})
	return &Catalog{
		Name: "web01.example.com", Environment: "production", Version: 42, UUID: "u",
		Tags:    []string{"settings"},
		Classes: []string{"settings"},
		Resources: []*Resource{
			{Type: "Stage", Title: "main", Tags: []string{"stage"}, Kind: "compilable_type",
				Params: []Param{{"name", "main"}}},
			{Type: "Notify", Title: "a \"q\" é\n", Tags: []string{"notify", "class"}, File: "manifests/site.pp", Line: 3,
				Kind: "compilable_type", Params: []Param{{"message", h}, {"f", 1.0}, {"g", 1e20}, {"n", int64(-3)}, {"b", true},
					{"s", SensitiveData{"x"}}, {"e", []values.Value{}}, {"eh", values.NewHash(0)}},
				Sensitive: []string{"secret"}},
			{Type: "File", Title: "/x", Tags: []string{"file"}, Exported: true, Virtual: true},
		},
		Edges: []Edge{{"Stage[main]", "Notify[a \"q\" é\n]"}, {"Stage[main]", "File[/x]"}},
	}
}

func TestJSONShape(t *testing.T) {
	b, err := sample().MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := json.Unmarshal(b, &got); err != nil {
		t.Fatalf("invalid JSON: %v\n%s", err, b)
	}
	want := map[string]any{
		"tags": []any{"settings"}, "name": "web01.example.com", "version": 42.0, "code_id": nil,
		"catalog_uuid": "u", "catalog_format": 2.0, "environment": "production",
		"resources": []any{
			map[string]any{"type": "Stage", "title": "main", "tags": []any{"stage"}, "exported": false,
				"kind": "compilable_type", "parameters": map[string]any{"name": "main"}},
			map[string]any{"type": "Notify", "title": "a \"q\" é\n", "tags": []any{"notify", "class"},
				"file": "manifests/site.pp", "line": 3.0, "exported": false, "kind": "compilable_type",
				"parameters": map[string]any{
					"message": map[string]any{"k": nil, "j": []any{nil, 1.5, "File[/x]"}},
					"f":       1.0, "g": 1e20, "n": -3.0, "b": true,
					"s": map[string]any{"__ptype": "Sensitive", "__pvalue": "x"},
					"e": []any{}, "eh": map[string]any{},
				},
				"sensitive_parameters": []any{"secret"}},
			map[string]any{"type": "File", "title": "/x", "tags": []any{"file"}, "exported": true},
		},
		"edges": []any{
			map[string]any{"source": "Stage[main]", "target": "Notify[a \"q\" é\n]"},
			map[string]any{"source": "Stage[main]", "target": "File[/x]"},
		},
		"classes": []any{"settings"},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("got  %#v\nwant %#v", got, want)
	}
	// Key order is Puppet's.
	s := string(b)
	order := []string{`"tags"`, `"name"`, `"version"`, `"code_id"`, `"catalog_uuid"`, `"catalog_format"`, `"environment"`, `"resources"`, `"edges"`, `"classes"`}
	last := -1
	for _, k := range order {
		i := strings.Index(s, k)
		if i <= last {
			t.Errorf("key %s out of order", k)
		}
		last = i
	}
}

func TestRubyFormatting(t *testing.T) {
	b, _ := sample().MarshalJSON()
	s := string(b)
	for _, want := range []string{`"f": 1.0`, `"g": 1.0e+20`, `"a \"q\" é\n"`, "{\n  \"tags\": [\n    \"settings\"\n  ],", `"e": []`, `"eh": {}`} {
		if !strings.Contains(s, want) {
			t.Errorf("missing %q in\n%s", want, s)
		}
	}
}

func TestStringEscapes(t *testing.T) {
	b := appendString(nil, "a/b<>&\x01\t\\\"\xff")
	if got, want := string(b), `"a/b<>&\u0001\t\\\"`+"\ufffd"+`"`; got != want {
		t.Errorf("got %s want %s", got, want)
	}
	b = appendString(nil, "é\x7f\u2028x\n")
	if got, want := string(b), `"é`+"\x7f\u2028"+`x\n"`; got != want {
		t.Errorf("got %s want %s", got, want)
	}
}

// appendString agrees with a byte-by-byte encoding for every byte value at
// every position of strings of every length up to 40 (the word-at-a-time
// checks cover 1-3, 4-7 and 8+ bytes differently; 40 covers several
// words and the overlapping last one).
func TestStringEscapesEveryByte(t *testing.T) {
	ref := func(s string) string {
		var b strings.Builder
		b.WriteByte('"')
		for _, r := range strings.ToValidUTF8(s, "\ufffd") {
			switch {
			case r == '"':
				b.WriteString(`\"`)
			case r == '\\':
				b.WriteString(`\\`)
			case r == '\n':
				b.WriteString(`\n`)
			case r == '\r':
				b.WriteString(`\r`)
			case r == '\t':
				b.WriteString(`\t`)
			case r == '\b':
				b.WriteString(`\b`)
			case r == '\f':
				b.WriteString(`\f`)
			case r < 0x20:
				b.WriteString(`\u00` + string(hexDigits[r>>4]) + string(hexDigits[r&0xf]))
			default:
				b.WriteRune(r)
			}
		}
		b.WriteByte('"')
		return b.String()
	}
	const text = "abcdefghijklmnopqrstuvwxyz0123456789ABCD"
	for n := 0; n <= len(text); n++ {
		if got, want := string(appendString(nil, text[:n])), ref(text[:n]); got != want {
			t.Fatalf("%q: got %q want %q", text[:n], got, want)
		}
		for c := 0; c < 256; c++ {
			for pos := 0; pos < n; pos++ {
				s := []byte(text[:n])
				s[pos] = byte(c)
				if got, want := string(appendString(nil, string(s))), ref(string(s)); got != want {
					t.Fatalf("byte %#x at %d of %d: got %q want %q", c, pos, n, got, want)
				}
			}
		}
	}
}

// The compact form (what Puppet Server sends agents, Ruby's JSON.generate)
// is the pretty form without its white space.
func TestCompactJSON(t *testing.T) {
	pretty, _ := sample().MarshalJSON()
	var want bytes.Buffer
	if err := json.Compact(&want, pretty); err != nil {
		t.Fatal(err)
	}
	got := sample().MarshalCompactJSON()
	if string(got) != want.String() {
		t.Errorf("compact JSON\ngot  %s\nwant %s", got, want.String())
	}
	if !strings.HasPrefix(string(got), `{"tags":["settings"],"name":"web01.example.com","version":42,"code_id":null,`) {
		t.Errorf("unexpected start: %s", got)
	}
}

// WriteJSON streams the same bytes as MarshalJSON (plus a newline), also
// when the output passes the flush threshold many times.
func TestWriteJSONStreams(t *testing.T) {
	c := sample()
	base := c.Resources[1]
	for i := 0; i < 2000; i++ {
		r := *base
		r.Title = strings.Repeat("t", i%50) + string(rune('a'+i%26))
		c.Resources = append(c.Resources, &r)
	}
	for i := 0; i < 300; i++ {
		c.Edges = append(c.Edges, Edge{"Class[X" + strings.Repeat("y", i%7) + "]", "File[/z\"]"})
	}
	check := func(name string, c *Catalog) {
		t.Helper()
		want, _ := c.MarshalJSON()
		var out bytes.Buffer
		if err := c.WriteJSON(&out); err != nil {
			t.Fatal(err)
		}
		if out.String() != string(want)+"\n" {
			t.Errorf("%s: WriteJSON differs from MarshalJSON (%d vs %d bytes)", name, out.Len(), len(want)+1)
		}
	}
	check("big", c)
	// In pieces, encoded by several goroutines.
	defer func(m, n int) { parallelMin, chunkSize = m, n }(parallelMin, chunkSize)
	parallelMin, chunkSize = 1, 7
	check("parallel", c)
	check("parallel, no edges", &Catalog{Name: "n", Resources: c.Resources[:20]})
	check("parallel, no resources", &Catalog{Name: "n", Edges: c.Edges[:30]})
	check("parallel, empty", &Catalog{Name: "n"})
}

// TestForAgent: an exported resource no collector realized is not served
// (nor its edges); one the node's own collector realized is.
func TestForAgent(t *testing.T) {
	c := sample()
	a := c.ForAgent()
	if len(a.Resources) != 2 || len(a.Edges) != 1 || len(c.Resources) != 3 {
		t.Errorf("got %d resources %d edges", len(a.Resources), len(a.Edges))
	}
	for _, r := range c.Resources {
		r.Virtual = false // realized by a collector of the node
	}
	a = c.ForAgent()
	if len(a.Resources) != 3 || len(a.Edges) != len(c.Edges) || !a.Resources[2].Exported && !a.Resources[1].Exported && !a.Resources[0].Exported {
		t.Errorf("collected exported resource: got %d resources %d edges", len(a.Resources), len(a.Edges))
	}
}

func TestRelativePath(t *testing.T) {
	cases := [][3]string{
		{"/e/prod/manifests/site.pp", "/e/prod", "manifests/site.pp"},
		{"/e/prod/manifests/site.pp", "/e/prod/", "manifests/site.pp"},
		{"/usr/share/x.pp", "/e/prod", "/usr/share/x.pp"},
		{"/e/production2/x.pp", "/e/prod", "/e/production2/x.pp"},
	}
	for _, c := range cases {
		if got := RelativePath(c[0], c[1]); got != c[2] {
			t.Errorf("RelativePath(%q, %q) = %q, want %q", c[0], c[1], got, c[2])
		}
	}
}

func TestUUID(t *testing.T) {
	u := NewUUID()
	if len(u) != 36 || u[14] != '4' || u == NewUUID() {
		t.Errorf("bad uuid %s", u)
	}
}

// The compact encoder and the pretty encoder of resources and edges write
// what the general encoder writes, for every kind of value.
func TestCompactEncoderAgrees(t *testing.T) {
	h := values.NewHash(3)
	h.Put(int64(1), "one")
	h.Put("nested", []values.Value{values.NewHash(0), []values.Value{}, SensitiveData{[]values.Value{"a", nil}}})
	h.Put("f", -0.5)
	vt := `"quoted" version`
	code, empty := "code", ""
	cats := []*Catalog{sample(), {}, {CodeID: &empty}, {Name: "n", VersionText: &vt, CodeID: &code, Tags: []string{}, Classes: []string{"a", "b"},
		Resources: []*Resource{{Type: "T", Title: "t", Params: []Param{{"h", h}, {"i", 7}, {"d", values.Default{}}, {"r", values.ResourceRef("file", "/x")},
			{"deep", []values.Value{[]values.Value{[]values.Value{[]values.Value{[]values.Value{[]values.Value{[]values.Value{[]values.Value{[]values.Value{[]values.Value{[]values.Value{[]values.Value{[]values.Value{[]values.Value{[]values.Value{[]values.Value{[]values.Value{[]values.Value{[]values.Value{[]values.Value{"x"}}}}}}}}}}}}}}}}}}}}}}, Sensitive: []string{"h"}}},
		Edges: []Edge{{"T[t]", "T[u]"}}}}
	for i, c := range cats {
		e := enc{compact: true}
		c.encode(&e)
		if got := string(c.MarshalCompactJSON()); got != string(e.buf) {
			t.Errorf("catalog %d:\ngot  %s\nwant %s", i, got, e.buf)
		}
		if got := string(c.AppendJSON([]byte("x"), true)); got != "x"+string(e.buf) {
			t.Errorf("catalog %d AppendJSON: %s", i, got)
		}
		ref := enc{reference: true}
		c.encode(&ref)
		if got, _ := c.MarshalJSON(); string(got) != string(ref.buf) {
			t.Errorf("catalog %d pretty:\ngot  %s\nwant %s", i, got, ref.buf)
		}
	}
}

// BenchmarkAppendString is the compact encoder's string writing over a mix
// of a catalog's strings: short names and tags, paths, and a file's text.
func BenchmarkAppendString(b *testing.B) {
	strs := []string{"file", "ensure", "present", "keystone::config", "/etc/keystone/keystone.conf",
		"DEFAULT/admin_token", strings.Repeat("listen 80\n<VirtualHost *:80>\n  ServerName x\n", 20),
		strings.Repeat("plain text of a template without escapes ", 30)}
	buf := make([]byte, 0, 1<<16)
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		buf = buf[:0]
		for _, s := range strs {
			buf = appendString(buf, s)
		}
	}
}

// The compact encoder copies a string it already wrote (seen.go) only when
// it is the same string: prefixes of one string (at the same address), the
// same bytes at another address, a string needing escapes, one too long to
// be kept, and strings that share a slot are all written as the general
// encoder writes them, in one catalog and in the next ones written with the
// same table emptied (another name first moves every string).
func TestCompactRepeatedStrings(t *testing.T) {
	long := strings.Repeat("a\"b ", 20000) // 80,000 bytes
	qual := "apache::vhost"
	seg := qual[:6] // "apache", at qual's address
	other := strings.Clone(seg)
	esc := "tab\there \"q\" \xff"
	var many []string
	for i := 0; i < 3*seenSlots; i++ {
		many = append(many, fmt.Sprintf("tag%d", i))
	}
	var prefixes []string // of four strings, at four addresses
	for j := 0; j < 4; j++ {
		s := strings.Repeat(string(rune('a'+j)), seenSlots/2)
		for k := 1; k <= len(s); k++ {
			prefixes = append(prefixes, s[:k])
		}
	}
	mk := func(name string, order int) *Catalog {
		c := &Catalog{Name: name, Tags: []string{qual, seg, other}}
		for i := 0; i < 40; i++ {
			tags := []string{seg, qual, other, esc, many[(i*97+order)%len(many)], many[(i*31+order)%len(many)]}
			if (i+order)%2 == 0 {
				tags = append(tags[3:], tags[:3]...)
			}
			c.Resources = append(c.Resources, &Resource{Type: "File", Title: seg, Tags: tags,
				Params: []Param{{seg, qual}, {qual, []values.Value{seg, esc, long}}, {"content", long}}})
		}
		for k, p := range prefixes {
			c.Edges = append(c.Edges, Edge{p, many[(k+order)%len(many)]})
		}
		for k := len(prefixes) - 1; k >= 0; k -= 7 {
			c.Classes = append(c.Classes, prefixes[k])
		}
		return c
	}
	tab := newSeen()
	defer tab.put()
	for i, c := range []*Catalog{mk("n", 0), mk("a longer name", 1), mk("n", 0)} {
		e := enc{compact: true}
		c.encode(&e)
		tab.reset()
		if got := c.appendCompactSeen(nil, tab); string(got) != string(e.buf) {
			n := 0
			for n < len(got) && n < len(e.buf) && got[n] == e.buf[n] {
				n++
			}
			t.Fatalf("catalog %d differs at byte %d:\ngot  ...%.200s\nwant ...%.200s", i, n, got[n:], e.buf[n:])
		}
		if got := c.MarshalCompactJSON(); string(got) != string(e.buf) {
			t.Fatalf("catalog %d: MarshalCompactJSON differs", i)
		}
	}
}
